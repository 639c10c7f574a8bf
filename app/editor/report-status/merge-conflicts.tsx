import { useMemo, useRef } from 'react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format/dates';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { walkFields } from '../../../lib/forms/definition/definition-walk';
import { conflictPath, type ConflictSide, type MergeConflict } from '../../../lib/forms/merge/merge-conflict';
import { definitionPathOf } from '../../../lib/forms/definition/paths';
import { shownValue } from '../../../lib/forms/merge/report-diff';
import { useCodeLists } from '../../code-lists/code-list-store';
import { fieldId } from '../controls/field-id';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { canEdit, type EditorState } from '../open-report/editor-store';

/** The conflict at a field's path now, if any (items may have moved since the merge). */
function conflictAt(state: EditorState, path: string): MergeConflict | undefined {
  if (!state.conflicts.length) return undefined;
  const key = path.slice(path.lastIndexOf('.') + 1);
  return state.conflicts.find(
    (c) => c.kind === 'field' && c.steps[c.steps.length - 1] === key && conflictPath(state.data, c) === path,
  );
}

/** Both values in words, codes with the labels of the lists on this device (the merge had none). */
function useTexts(conflict: MergeConflict, definition: FormDefinition | null) {
  const codes = useCodeLists((s) => s.lookup);
  return useMemo(() => {
    const pattern = definitionPathOf(conflict.path);
    const field =
      conflict.kind === 'field' && definition ? walkFields(definition).find((w) => w.path === pattern)?.field : null;
    if (!field) return { mine: conflict.mineText, theirs: conflict.theirsText };
    return {
      mine: shownValue(field, conflict.mine, codes).text,
      theirs: shownValue(field, conflict.theirs, codes).text,
    };
  }, [conflict, definition, codes]);
}

const serverSide = (conflict: MergeConflict) => {
  const saved = conflict.server;
  if (!saved) return 'On the server';
  const at = formatDateTime(saved.at);
  return saved.by ? `On the server, changed by ${saved.by} at ${at}` : `On the server, changed at ${at}`;
};

/**
 * One choice between the officer's value and the server's, side by side, as a labelled group:
 * a screen reader hears where it is before the two values and the two buttons.
 */
function ConflictChoice({
  conflict,
  id,
  showLabel,
  onChosen,
}: {
  conflict: MergeConflict;
  id: string;
  showLabel: boolean;
  onChosen: () => void;
}) {
  const { resolveConflict } = useOpenReport();
  const definition = useEditor((s) => s.definition);
  const editable = useEditor(canEdit);
  const texts = useTexts(conflict, definition);
  const choose = (side: ConflictSide) => {
    resolveConflict(conflict, side);
    onChosen();
  };
  const labelId = `${id}-label`;
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col gap-2 rounded border border-warn/50 bg-warn/10 p-2 text-sm"
    >
      <p id={labelId} className="font-medium">
        {showLabel ? `${conflict.label}: changed here and on the server` : 'Changed here and on the server'}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-muted">Yours</dt>
          <dd className="break-words">{texts.mine || '(empty)'}</dd>
        </div>
        <div>
          <dt className="text-muted">{serverSide(conflict)}</dt>
          <dd className="break-words">{texts.theirs || '(empty)'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!editable} onClick={() => choose('mine')}>
          Keep yours
        </Button>
        <Button variant="secondary" disabled={!editable} onClick={() => choose('theirs')}>
          Use the server&apos;s
        </Button>
      </div>
    </div>
  );
}

/** The DOM id of a field's conflict, for the field's aria-describedby. */
export const conflictId = (path: string) => `${fieldId(path)}-conflict`;

/** Whether the field at `path` has a choice to make (its control is described by it). */
export const useHasConflict = (path: string) => useEditor((s) => conflictAt(s, path) !== undefined);

/** The choice to make at one field, shown under it; once made, the field has the focus again. */
export function FieldConflict({ path }: { path: string }) {
  const conflict = useEditor((s) => conflictAt(s, path));
  if (!conflict) return null;
  return (
    <ConflictChoice
      conflict={conflict}
      id={conflictId(path)}
      showLabel={false}
      onChosen={() => setTimeout(() => document.getElementById(fieldId(path))?.focus(), 0)}
    />
  );
}

/**
 * Every choice to make after this device's changes merged with a newer version: the fields (and
 * items) both sides changed, each with both values, a way to its field, and the two buttons.
 */
export function MergeConflictList({ onJump }: { onJump: (path: string) => void }) {
  const conflicts = useEditor((s) => s.conflicts);
  // Where each one is now, as one text: typing elsewhere does not re-render the list.
  const paths = useEditor((s) => s.conflicts.map((c) => conflictPath(s.data, c) ?? '').join('\n'));
  const heading = useRef<HTMLHeadingElement>(null);
  if (!conflicts.length) return null;
  const places = paths.split('\n');
  const count = conflicts.length;
  return (
    <section aria-labelledby="merge-conflicts-title" className="p-2">
      {/* Not a live region: a list of choices would be read out again at every change. */}
      <div className="rounded border border-warn/50 bg-warn/10 px-4 py-3 text-sm">
        <h2 id="merge-conflicts-title" ref={heading} tabIndex={-1} className="font-semibold">
          {count === 1 ? 'One change to choose' : `${count} changes to choose`}
        </h2>
        <p>
          This report was saved elsewhere while your changes waited. They were merged field by field; where you and the
          server both changed the same field, the form keeps yours until you choose. Nothing is lost either way.
        </p>
        <ul className="mt-2 flex flex-col gap-2">
          {conflicts.map((conflict, i) => {
            const path = places[i];
            return (
              <li key={`${conflict.steps.join('.')}-${i}`} className="flex flex-col gap-1">
                <ConflictChoice
                  conflict={conflict}
                  id={`merge-conflict-${i}`}
                  showLabel
                  // The list goes with its last choice: the focus goes back to that field, if it is shown.
                  onChosen={() =>
                    count > 1
                      ? heading.current?.focus()
                      : setTimeout(() => path && document.getElementById(fieldId(path))?.focus(), 0)
                  }
                />
                {path && conflict.kind === 'field' && (
                  <Button variant="ghost" className="self-start text-sm underline" onClick={() => onJump(path)}>
                    Go to {conflict.label}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
