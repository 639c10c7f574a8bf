import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import {
  crashDiagramSchema,
  diagramEditBlock,
  readCrashDiagram,
  type DiagramContent,
} from '../../../lib/forms/crash-diagram';
import { isDiagramEmpty, placeStamp, rotateStamp, undoLast, unitNumbers } from '../../../lib/forms/crash-diagram-edits';
import { getAt } from '../../../lib/forms/paths';
import { DiagramClearDialog } from './diagram-clear-dialog';
import { renderDiagramImage } from './diagram-canvas';
import { DiagramSurface } from './diagram-surface';
import { setValue, useEditor } from '../session/editor-store';
import { formRoles } from '../../../lib/forms/form-roles';
import { fieldId } from '../controls/field-id';
import type { SpecialFieldProps } from '../controls/special-field-props';

const EMPTY: DiagramContent = { strokes: [], stamps: [] };

/** The crash diagram, drawn freehand with numbered vehicles, saved as a picture. */
export function CrashDiagram({ field, path, disabled }: SpecialFieldProps) {
  const saved = useEditor((s) => getAt(s.data, path));
  const status = useEditor((s) => s.report?.status);
  const readOnlyMessage = useEditor((s) => (s.saveState === 'readOnly' ? s.message : ''));
  const unitList = useEditor((s) => {
    const key = s.definition && formRoles(s.definition).section('units')?.key;
    return key ? s.data[key] : undefined;
  });
  const serverError = useEditor((s) => s.serverErrors[path]);
  const { content, error: readError } = useMemo(() => readCrashDiagram(saved), [saved]);
  const units = useMemo(() => unitNumbers(unitList), [unitList]);
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null);
  const [refusal, setRefusal] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const id = fieldId(path);

  // Only a Draft's diagram changes, even where the rest of the report may.
  const block =
    status === undefined
      ? 'The report is still opening.'
      : diagramEditBlock(status) ||
        (disabled ? readOnlyMessage || 'This part of the report cannot be changed now.' : '');
  const editable = !block;
  const selected = content.stamps.find((s) => s.seq === selectedSeq) ?? null;

  /** Renders the picture and saves; refused (and said why) when it breaks a limit of the schema. */
  function commit(next: DiagramContent): boolean {
    if (isDiagramEmpty(next)) {
      setValue(path, null);
      setRefusal('');
      return true;
    }
    const value = { image: renderDiagramImage(next), strokes: next.strokes, stamps: next.stamps };
    const result = crashDiagramSchema.safeParse(value);
    if (!result.success) {
      setRefusal(`That change was not kept. ${result.error.issues[0]?.message ?? 'The diagram is not valid.'}`);
      return false;
    }
    setValue(path, value);
    setRefusal('');
    return true;
  }

  function undo() {
    if (isDiagramEmpty(content)) return;
    const last = [...content.strokes, ...content.stamps].reduce((a, b) => (b.seq > a.seq ? b : a));
    if (commit(undoLast(content)))
      setAnnouncement('unit' in last ? `Unit ${last.unit} vehicle removed.` : 'Last line removed.');
  }

  function place(unit: number) {
    const { content: next, stamp } = placeStamp(content, unit);
    if (!commit(next)) return;
    setSelectedSeq(stamp.seq);
    setAnnouncement(`Unit ${unit} placed and selected. In the drawing area, arrow keys move it and R turns it.`);
  }

  function removeSelected() {
    if (!selected) return;
    if (commit({ ...content, stamps: content.stamps.filter((s) => s.seq !== selected.seq) })) {
      setSelectedSeq(null);
      setAnnouncement(`Unit ${selected.unit} vehicle removed.`);
    }
  }

  function clear() {
    setConfirmClear(false);
    commit(EMPTY);
    setSelectedSeq(null);
    setAnnouncement('Diagram cleared.');
  }

  const reasonId = `${id}-reason`;
  const helpId = `${id}-help`;
  const locked = block ? { disabled: true, 'aria-describedby': reasonId } : {};
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{field.label}</span>
      <div role="group" aria-label="Diagram tools" className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={undo} {...locked} disabled={!editable || isDiagramEmpty(content)}>
          Undo
        </Button>
        <Button
          variant="secondary"
          onClick={() => setConfirmClear(true)}
          {...locked}
          disabled={!editable || isDiagramEmpty(content)}
        >
          Clear
        </Button>
        {units.map((unit) => (
          <Button key={unit} variant="secondary" onClick={() => place(unit)} {...locked}>
            Place unit {unit}
          </Button>
        ))}
        {units.length === 0 && <span className="self-center text-sm text-muted">Add a unit to place its vehicle.</span>}
      </div>
      {editable && selected && (
        <div role="group" aria-label={`Selected: unit ${selected.unit}`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Selected: unit {selected.unit}</span>
          <Button variant="secondary" onClick={() => commit(rotateStamp(content, selected.seq, -45))}>
            Turn left
          </Button>
          <Button variant="secondary" onClick={() => commit(rotateStamp(content, selected.seq, 45))}>
            Turn right
          </Button>
          <Button variant="secondary" onClick={removeSelected}>
            Remove unit {selected.unit}
          </Button>
        </div>
      )}
      <DiagramSurface
        id={id}
        content={content}
        selected={selected?.seq ?? null}
        editable={editable}
        label={field.label}
        describedBy={editable ? helpId : reasonId}
        onSelect={setSelectedSeq}
        onChange={commit}
        onRemoveSelected={removeSelected}
        onUndo={undo}
      />
      {editable ? (
        <p id={helpId} className="text-sm text-muted">
          Draw with a mouse, pen or finger; drag a vehicle to move it. Keyboard: N selects the next vehicle, arrow keys
          move it (Shift for larger steps), R turns it (Shift+R back), Delete removes it, Ctrl+Z undoes.
        </p>
      ) : (
        <p id={reasonId} className="text-sm text-muted" role="note">
          Read-only: {block}
        </p>
      )}
      {readError && <p className="text-sm text-danger">{readError}</p>}
      {(refusal || serverError) && (
        <p role="alert" className="text-sm text-danger">
          {refusal || serverError}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DiagramClearDialog open={confirmClear} onConfirm={clear} onCancel={() => setConfirmClear(false)} />
    </div>
  );
}
