import { describe, expect, it } from 'vitest';
import { readCrashDiagram } from '../../forms/diagrams/crash-diagram';
import { sampleCrashDiagram } from '../../forms/diagrams/crash-diagram-sample';
import { rotateElement, unitSymbolOf } from '../../forms/diagrams/crash-diagram-edits';
import { draftDiagram } from '../../forms/diagrams/diagram-draft';
import type { DiagramContent } from '../../forms/diagrams/diagram-elements';
import { diagramFacts } from '../../forms/diagrams/diagram-units';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { checkCompleteness } from './completeness';
import { directionConflicts } from './diagram-directions';
import { completeReport } from './test-reports';

/** The complete report (unit 1 northbound) with a drawn diagram. */
function withDiagram(content: DiagramContent) {
  const data = completeReport();
  data.Diagram = { CrashDiagram: { image: sampleCrashDiagram().image, ...content } };
  return data;
}

const drafted = () => draftDiagram(diagramFacts(vehicleCrashReport, completeReport())).content;
const turned = (content: DiagramContent, degrees: number) =>
  rotateElement(content, unitSymbolOf(content, 1)?.id ?? -1, degrees);
const warnings = (data: Record<string, unknown>) =>
  checkCompleteness(vehicleCrashReport, data).filter((i) => i.severity === 'warning');

describe('a coded direction that contradicts the diagram', () => {
  it('is no warning while the unit faces its coded direction, or is turned a little', () => {
    expect(warnings(withDiagram(drafted()))).toEqual([]);
    expect(warnings(withDiagram(turned(drafted(), 45)))).toEqual([]);
  });

  it('warns on the direction field when the unit is drawn facing another way', () => {
    expect(warnings(withDiagram(turned(drafted(), 90)))).toEqual([
      {
        path: 'Units.0.VehicleInformation.PRECOLLDIRCDE',
        severity: 'warning',
        message: 'Unit 1 is coded as travelling north, but the diagram shows it heading east.',
      },
    ]);
  });

  it('reads headings against the north arrow when it is turned', () => {
    const content = drafted();
    const north = content.elements.find((e) => e.kind === 'north');
    const turnedNorth = rotateElement(turned(content, 90), north?.id ?? -1, 90);
    expect(warnings(withDiagram(turnedNorth))).toEqual([]);
  });

  it('says nothing of old diagrams, units not drawn or directions not coded', () => {
    const units = diagramFacts(vehicleCrashReport, completeReport()).units;
    expect(directionConflicts(readCrashDiagram(sampleCrashDiagram()).content, units)).toEqual([]);
    expect(directionConflicts(readCrashDiagram(null).content, units)).toEqual([]);
    const diagram = turned(drafted(), 90);
    expect(directionConflicts(diagram, units)).toHaveLength(1);
    expect(directionConflicts(diagram, [{ ...units[0]!, direction: '' }])).toEqual([]);
    expect(directionConflicts(diagram, [{ ...units[0]!, unit: 2 }])).toEqual([]);
  });
});
