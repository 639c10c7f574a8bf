import { TRAVEL_DIRECTION_HEADINGS, TRAVEL_DIRECTION_WORDS } from '../../codes/code-meanings';
import { unitSymbolOf } from '../../forms/diagrams/crash-diagram-edits';
import type { DiagramContent } from '../../forms/diagrams/diagram-elements';
import { angleBetween, headingToCompass } from '../../forms/diagrams/diagram-geometry';
import type { DiagramUnitFacts } from '../../forms/diagrams/diagram-units';

/** A unit drawn facing more than this away from its coded direction contradicts it. */
export const DIRECTION_TOLERANCE = 45;

/** How far the diagram's north is turned from straight up (its north arrow's rotation). */
export function diagramNorth(content: DiagramContent): number {
  return content.elements.find((e) => e.kind === 'north')?.rotation ?? 0;
}

export interface DirectionConflict {
  unit: number;
  /** The coded direction (list 1017) and the one the drawing shows. */
  coded: string;
  drawn: string;
  message: string;
}

/** Units whose symbol faces against their coded direction of travel. */
export function directionConflicts(content: DiagramContent, units: DiagramUnitFacts[]): DirectionConflict[] {
  const north = diagramNorth(content);
  return units.flatMap((facts) => {
    const heading = TRAVEL_DIRECTION_HEADINGS[facts.direction];
    const symbol = unitSymbolOf(content, facts.unit);
    if (heading === undefined || !symbol || angleBetween(symbol.rotation, heading + north) <= DIRECTION_TOLERANCE)
      return [];
    const drawn = headingToCompass(symbol.rotation, north);
    return [
      {
        unit: facts.unit,
        coded: facts.direction,
        drawn,
        message: `Unit ${facts.unit} is coded as travelling ${TRAVEL_DIRECTION_WORDS[facts.direction]}, but the diagram shows it heading ${TRAVEL_DIRECTION_WORDS[drawn]}.`,
      },
    ];
  });
}
