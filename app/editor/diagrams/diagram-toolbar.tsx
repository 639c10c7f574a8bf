import { useState } from 'react';
import { Button } from '../../../components/button';
import { addElement, freeSpot, rotateRoad, type NewElement } from '../../../lib/forms/diagrams/crash-diagram-edits';
import {
  MAX_LABEL_CHARS,
  MAX_LANES,
  roadTemplates,
  type DiagramContent,
  type RoadTemplate,
} from '../../../lib/forms/diagrams/diagram-elements';
import { SCALE_FEET, snap } from '../../../lib/forms/diagrams/diagram-geometry';
import type { DiagramUnitFacts } from '../../../lib/forms/diagrams/diagram-units';
import { roadShapes } from '../../../lib/forms/diagrams/diagram-road-shapes';
import { ShapesView } from './diagram-shapes-view';
import type { DiagramTool } from './diagram-surface';

const TEMPLATE_NAMES: Record<RoadTemplate, string> = {
  straight: 'Straight',
  curve: 'Curve',
  tee: 'T intersection',
  fourWay: 'Four-way',
  roundabout: 'Roundabout',
  ramp: 'Ramp',
};

const TOOL_NAMES: Record<DiagramTool, string> = { select: 'Select and move', line: 'Draw line', arrow: 'Draw arrow' };

export interface DiagramToolbarProps {
  content: DiagramContent;
  units: DiagramUnitFacts[];
  /** The unit of the selected symbol, for its final rest and travel arrow. */
  selectedUnit: number | null;
  tool: DiagramTool;
  snapToGrid: boolean;
  /** Disabled with this reason's id when the diagram may not change. */
  locked: { disabled?: boolean; 'aria-describedby'?: string };
  onTool: (tool: DiagramTool) => void;
  onSnap: (on: boolean) => void;
  onChange: (next: DiagramContent, said: string, select?: number) => void;
}

/** The road gallery and what can be added to the drawing, each a button that works from the keyboard. */
export function DiagramToolbar(props: DiagramToolbarProps) {
  const { content, units, locked, onChange } = props;
  const [labelText, setLabelText] = useState('');
  const road = content.road;
  const unit = props.selectedUnit ?? 1;

  function add(element: NewElement, said: string) {
    const { content: next, id } = addElement(content, element);
    onChange(next, `${said} added and selected. Arrow keys in the drawing move it, R turns it.`, id);
  }
  const spot = () => freeSpot(content).map(snap) as [number, number];
  const at = () => {
    const [x, y] = spot();
    return { x, y, rotation: 0 };
  };

  function setTemplate(template: RoadTemplate | null) {
    const next = template ? { template, lanes: road?.lanes ?? 1, rotation: road?.rotation ?? 0 } : null;
    onChange({ ...content, road: next }, template ? `${TEMPLATE_NAMES[template]} road chosen.` : 'Road removed.');
  }

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Road template" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Road:</span>
        {roadTemplates.map((template) => (
          <Button
            key={template}
            variant="secondary"
            aria-pressed={road?.template === template}
            onClick={() => setTemplate(template)}
            {...locked}
          >
            <svg aria-hidden="true" viewBox="0 0 1000 600" className="h-6 w-10 rounded-sm bg-white">
              <ShapesView shapes={[roadShapes({ template, lanes: 1, rotation: 0 })]} />
            </svg>
            {TEMPLATE_NAMES[template]}
          </Button>
        ))}
        <Button variant="secondary" aria-pressed={!road} onClick={() => setTemplate(null)} {...locked}>
          No road
        </Button>
        <label className="flex items-center gap-1 text-sm">
          Lanes each way
          <select
            className="rounded border border-line bg-panel px-2 py-1"
            value={road?.lanes ?? 1}
            disabled={!road || locked.disabled}
            onChange={(e) =>
              road &&
              onChange(
                { ...content, road: { ...road, lanes: Number(e.target.value) } },
                `${e.target.value} lanes each way.`,
              )
            }
          >
            {Array.from({ length: MAX_LANES }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          disabled={!road || locked.disabled}
          onClick={() => onChange(rotateRoad(content, -15), 'Road turned left.')}
        >
          Turn road left
        </Button>
        <Button
          variant="secondary"
          disabled={!road || locked.disabled}
          onClick={() => onChange(rotateRoad(content, 15), 'Road turned right.')}
        >
          Turn road right
        </Button>
      </div>
      <div role="group" aria-label="Unit symbols" className="flex flex-wrap items-center gap-2">
        {units.map((u) => (
          <Button
            key={u.unit}
            variant="secondary"
            onClick={() => add({ kind: 'unit', unit: u.unit, symbol: u.symbol, ...at() }, `Unit ${u.unit} ${u.symbol}`)}
            {...locked}
          >
            Place unit {u.unit}
          </Button>
        ))}
        {units.length === 0 && <span className="text-sm text-muted">Add a unit to place its symbol.</span>}
        <Button
          variant="secondary"
          disabled={units.length === 0 || locked.disabled}
          onClick={() => add({ kind: 'rest', unit, ...at() }, `Final rest of unit ${unit}`)}
        >
          Final rest of unit {unit}
        </Button>
        <Button
          variant="secondary"
          disabled={units.length === 0 || locked.disabled}
          onClick={() => {
            const [x, y] = spot();
            add(
              {
                kind: 'arrow',
                style: 'travel',
                unit,
                points: [
                  [x - 60, y],
                  [x + 60, y],
                ],
              },
              `Travel arrow of unit ${unit}`,
            );
          }}
        >
          Travel arrow of unit {unit}
        </Button>
      </div>
      <div role="group" aria-label="Marks and signs" className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => add({ kind: 'impact', x: spot()[0], y: spot()[1] }, 'Point of impact')}
          {...locked}
        >
          Point of impact
        </Button>
        <Button
          variant="secondary"
          onClick={() => add({ kind: 'control', control: 'stop', ...at() }, 'Stop sign')}
          {...locked}
        >
          Stop sign
        </Button>
        <Button
          variant="secondary"
          onClick={() => add({ kind: 'control', control: 'signal', ...at() }, 'Traffic signal')}
          {...locked}
        >
          Traffic signal
        </Button>
        <Button
          variant="secondary"
          onClick={() => add({ kind: 'control', control: 'yield', ...at() }, 'Yield sign')}
          {...locked}
        >
          Yield sign
        </Button>
        <Button variant="secondary" onClick={() => add({ kind: 'north', ...at() }, 'North arrow')} {...locked}>
          North arrow
        </Button>
        <Button
          variant="secondary"
          onClick={() => add({ kind: 'scale', feet: SCALE_FEET, ...at() }, 'Scale')}
          {...locked}
        >
          Scale
        </Button>
        <label className="flex items-center gap-1 text-sm">
          Label text
          <input
            className="w-40 rounded border border-line bg-panel px-2 py-1"
            value={labelText}
            maxLength={MAX_LABEL_CHARS}
            disabled={locked.disabled}
            onChange={(e) => setLabelText(e.target.value)}
          />
        </label>
        <Button
          variant="secondary"
          disabled={!labelText.trim() || locked.disabled}
          onClick={() => {
            add({ kind: 'label', text: labelText.trim(), ...at() }, `Label "${labelText.trim()}"`);
            setLabelText('');
          }}
        >
          Add label
        </Button>
      </div>
      <div role="group" aria-label="Drawing tool" className="flex flex-wrap items-center gap-2">
        {(Object.keys(TOOL_NAMES) as DiagramTool[]).map((tool) => (
          <Button
            key={tool}
            variant="secondary"
            aria-pressed={props.tool === tool}
            onClick={() => props.onTool(tool)}
            {...locked}
          >
            {TOOL_NAMES[tool]}
          </Button>
        ))}
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" checked={props.snapToGrid} onChange={(e) => props.onSnap(e.target.checked)} />
          Snap to grid
        </label>
      </div>
    </div>
  );
}
