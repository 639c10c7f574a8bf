import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { diagramEditBlock } from '../../../lib/forms/diagrams/crash-diagram';
import { describeElement, rotateElement, unitSymbolOf } from '../../../lib/forms/diagrams/crash-diagram-edits';
import { draftDiagram } from '../../../lib/forms/diagrams/diagram-draft';
import { EMPTY_DIAGRAM, isDiagramEmpty, type DiagramContent } from '../../../lib/forms/diagrams/diagram-elements';
import { diagramFacts } from '../../../lib/forms/diagrams/diagram-units';
import { directionConflicts, type DirectionConflict } from '../../../lib/validation/report-checks/diagram-directions';
import { fieldId } from '../controls/field-id';
import type { SpecialFieldProps } from '../controls/special-field-props';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { DiagramConfirmDialog } from './diagram-confirm-dialog';
import { DiagramDirectionOffer } from './diagram-direction-offer';
import { DiagramSurface, type DiagramTool } from './diagram-surface';
import { DiagramToolbar } from './diagram-toolbar';
import { useDiagramValue } from './use-diagram-value';

type Confirming = 'clear' | 'draft' | null;

/** The crash diagram editor: a road template, unit symbols, arrows, marks and lines, drafted from the coded report. */
export function CrashDiagram({ field, path, disabled }: SpecialFieldProps) {
  const { setValue } = useOpenReport();
  const status = useEditor((s) => s.report?.status);
  const readOnlyMessage = useEditor((s) => (s.saveState === 'readOnly' ? s.message : ''));
  const definition = useEditor((s) => s.definition);
  const data = useEditor((s) => s.data);
  const serverError = useEditor((s) => s.serverErrors[path]);
  const diagram = useDiagramValue(path);
  const { content } = diagram;
  const units = useMemo(() => (definition ? diagramFacts(definition, data).units : []), [definition, data]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [tool, setTool] = useState<DiagramTool>('select');
  const [snapToGrid, setSnapToGrid] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [offer, setOffer] = useState<DirectionConflict | null>(null);
  const id = fieldId(path);

  // Only a Draft's diagram changes, even where the rest of the report may.
  const block =
    status === undefined
      ? 'The report is still opening.'
      : diagramEditBlock(status) ||
        (disabled ? readOnlyMessage || 'This part of the report cannot be changed now.' : '');
  const editable = !block;
  const selected = content.elements.find((e) => e.id === selectedId) ?? null;

  /** A unit turned past its coded direction is offered the direction it now shows. */
  function offerDirection(before: DiagramContent, next: DiagramContent) {
    const turned = next.elements.find((e) => {
      const old = before.elements.find((b) => b.id === e.id);
      return e.kind === 'unit' && old?.kind === 'unit' && old.rotation !== e.rotation;
    });
    if (turned?.kind !== 'unit' || unitSymbolOf(next, turned.unit)?.id !== turned.id) return;
    const conflict = directionConflicts(next, units).find((c) => c.unit === turned.unit) ?? null;
    setOffer(conflict);
  }

  function change(next: DiagramContent, said: string, select?: number) {
    offerDirection(content, next);
    diagram.change(next);
    if (select !== undefined) setSelectedId(select);
    if (said) setAnnouncement(said);
  }

  function draft() {
    setConfirming(null);
    if (!definition) return;
    const result = draftDiagram(diagramFacts(definition, data));
    change(result.content, '');
    setSelectedId(null);
    setMissing(result.missing);
    const placed = result.content.elements.filter((e) => e.kind === 'unit').length;
    setAnnouncement(
      `Diagram drafted from the report: ${placed} ${placed === 1 ? 'unit' : 'units'} placed.` +
        (result.missing.length
          ? ` ${result.missing.length} missing from the coded report, listed below the drawing.`
          : ''),
    );
  }

  function clear() {
    setConfirming(null);
    change(EMPTY_DIAGRAM, 'Diagram cleared.');
    setSelectedId(null);
  }

  function updateDirection(conflict: DirectionConflict) {
    const target = units.find((u) => u.unit === conflict.unit)?.directionPath;
    setOffer(null);
    if (!target) return;
    setValue(target, conflict.drawn);
    setAnnouncement(`Unit ${conflict.unit}'s direction of travel updated.`);
  }

  const reasonId = `${id}-reason`;
  const helpId = `${id}-help`;
  const locked = block ? { disabled: true, 'aria-describedby': reasonId } : {};
  const empty = isDiagramEmpty(content);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{field.label}</span>
      <div role="group" aria-label="Diagram tools" className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => (empty ? draft() : setConfirming('draft'))} {...locked}>
          Draft from the report
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            diagram.undo();
            setAnnouncement('Undone.');
          }}
          {...locked}
          disabled={!editable || !diagram.canUndo}
        >
          Undo
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            diagram.redo();
            setAnnouncement('Redone.');
          }}
          {...locked}
          disabled={!editable || !diagram.canRedo}
        >
          Redo
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('clear')} {...locked} disabled={!editable || empty}>
          Clear
        </Button>
      </div>
      <DiagramToolbar
        content={content}
        units={units}
        selectedUnit={selected && (selected.kind === 'unit' || selected.kind === 'rest') ? selected.unit : null}
        tool={tool}
        snapToGrid={snapToGrid}
        locked={locked}
        onTool={setTool}
        onSnap={setSnapToGrid}
        onChange={change}
      />
      {editable && selected && (
        <div
          role="group"
          aria-label={`Selected: ${describeElement(selected)}`}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm">Selected: {describeElement(selected)}</span>
          <Button variant="secondary" onClick={() => change(rotateElement(content, selected.id, -15), 'Turned left.')}>
            Turn left
          </Button>
          <Button variant="secondary" onClick={() => change(rotateElement(content, selected.id, 15), 'Turned right.')}>
            Turn right
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              change(
                { ...content, elements: content.elements.filter((e) => e.id !== selected.id) },
                `${describeElement(selected)} removed.`,
              );
              setSelectedId(null);
            }}
          >
            Remove {describeElement(selected)}
          </Button>
        </div>
      )}
      <DiagramSurface
        id={id}
        content={content}
        selected={selected?.id ?? null}
        editable={editable}
        tool={tool}
        snapToGrid={snapToGrid}
        label={field.label}
        describedBy={editable ? helpId : reasonId}
        onSelect={(next) => {
          setSelectedId(next);
          const element = content.elements.find((e) => e.id === next);
          if (element) setAnnouncement(`${describeElement(element)} selected.`);
        }}
        onChange={change}
        onUndo={() => {
          diagram.undo();
          setAnnouncement('Undone.');
        }}
        onRedo={() => {
          diagram.redo();
          setAnnouncement('Redone.');
        }}
      />
      {offer && editable && (
        <DiagramDirectionOffer conflict={offer} onUpdate={() => updateDirection(offer)} onKeep={() => setOffer(null)} />
      )}
      {editable ? (
        <p id={helpId} className="text-sm text-muted">
          Pick a road, place the units (or draft them from the report), then drag them, or use the keyboard in the
          drawing: N selects the next element (Shift+N the previous), arrow keys move it (Shift for larger steps), R
          turns it (Shift+R back), Delete removes it, Ctrl+Z undoes and Ctrl+Y redoes.
        </p>
      ) : (
        <p id={reasonId} className="text-sm text-muted" role="note">
          Read-only: {block}
        </p>
      )}
      {missing && missing.length > 0 && (
        <section aria-label="Missing from the coded report" className="rounded border border-line p-2 text-sm">
          <p className="font-medium">The draft could not use:</p>
          <ul className="list-disc pl-5">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      )}
      {diagram.readError && <p className="text-sm text-danger">{diagram.readError}</p>}
      {(diagram.refusal || serverError) && (
        <p role="alert" className="text-sm text-danger">
          {diagram.refusal || serverError}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DiagramConfirmDialog
        open={confirming === 'clear'}
        title="Clear the diagram?"
        text="The road, every unit, mark and line of the diagram are removed (Undo brings them back while the report is open)."
        confirm="Clear diagram"
        onConfirm={clear}
        onCancel={() => setConfirming(null)}
      />
      <DiagramConfirmDialog
        open={confirming === 'draft'}
        title="Replace the diagram with a draft?"
        text="The drawing is replaced by one drafted from the coded report (Undo brings it back while the report is open)."
        confirm="Replace with draft"
        onConfirm={draft}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
