import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { StateReason } from '../../../lib/api/schemas/report-document-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import {
  reasonFieldLabel,
  reasonsAtField,
  stateRefusalOf,
  type RefusedReport,
} from '../../../lib/state-repository/state-reasons';
import { Button } from '../../../components/button';
import { messageOf } from '../../api/client';
import { useSupplementOffer } from '../actions/supplement-offer';
import { fieldId } from '../controls/field-id';
import { useEditor } from '../open-report/editor-context';

/** The DOM id of a field's state reasons, for the field's aria-describedby. */
export const stateReasonsId = (path: string) => `${fieldId(path)}-state`;

/** Whether the state's reasons are shown at the field at `path` (its control is described by them). */
export const useHasStateReasons = (path: string) =>
  useEditor((s) => (s.report ? reasonsAtField(stateRefusalOf(s.report), path).length > 0 : false));

const reasonText = (r: StateReason) => `${r.message} (${r.code})`;

/**
 * The state's reasons at one field of the supplement correcting a refused report, shown as the
 * reviewer's comments are (field-review.tsx).
 */
export function FieldStateReasons({ path, label }: { path: string; label: string }) {
  // The report's reasons as kept (the same arrays until the report is read again), filtered here:
  // a selector answering a new array each time would draw the field again and again.
  const own = useEditor((s) => s.report?.errorMessages);
  const original = useEditor((s) => (s.report?.isSupplement ? s.report.originalReport : null));
  const reasons = useMemo(
    () =>
      reasonsAtField(stateRefusalOf({ isSupplement: !!original, errorMessages: own, originalReport: original }), path),
    [own, original, path],
  );
  if (!reasons.length) return null;
  return (
    <ul id={stateReasonsId(path)} className="flex flex-col gap-1" aria-label={`The state's reasons on ${label}`}>
      {reasons.map((r, i) => (
        <li
          key={`${r.code}-${i}`}
          data-state-reason={path}
          className="rounded border border-danger/50 bg-danger/10 px-2 py-1 text-sm"
        >
          <span className="font-medium">Rejected by the state:</span> {reasonText(r)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Puts the focus on a field the notice names. A refused report is no longer edited, so its
 * controls are disabled and refuse the focus: the field's own box takes it instead, and is
 * scrolled into view.
 */
function focusField(path: string, onJump: (path: string) => void) {
  onJump(path);
  setTimeout(() => {
    const control = document.getElementById(fieldId(path));
    if (!control || document.activeElement === control) return;
    const box = control.closest<HTMLElement>('fieldset, div') ?? control;
    box.tabIndex = -1;
    box.focus();
    box.scrollIntoView({ block: 'center' });
  }, 0);
}

/** What the notice shows: the open report and its form, and Supplement when offered. */
export interface StateRefusalViewProps {
  report: RefusedReport & { openSupplementId?: number | null | undefined };
  definition: FormDefinition;
  /** Supplement, when the workflow offers it now; it rejects with why it failed. */
  supplement: (() => Promise<void>) | null;
  onJump: (path: string) => void;
}

/**
 * The state repository's refusal of the open report, or of the report it supplements: a region
 * listing each reason, a way to its field where it has one, and Supplement where the workflow
 * offers it (the same move as the ribbon's).
 */
export function StateRefusalView({ report, definition, supplement, onJump }: StateRefusalViewProps) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');
  const refusal = stateRefusalOf(report);
  if (!refusal) return null;
  const original = report.originalReport;
  const start = async () => {
    if (!supplement) return;
    setStarting(true);
    setError('');
    try {
      await supplement();
    } catch (e) {
      setError(messageOf(e, 'Supplement failed.'));
    } finally {
      setStarting(false);
    }
  };
  return (
    <section aria-labelledby="state-refusal-title" data-state-refusal className="p-2">
      <div className="rounded border border-danger/50 bg-danger/10 px-4 py-3 text-sm">
        <h2 id="state-refusal-title" className="font-semibold">
          {refusal.ofOriginal
            ? `The state rejected the report this supplement corrects${original ? ` (${original.caseNumber || `#${original.id}`})` : ''}`
            : 'Rejected by the state'}
        </h2>
        <p>
          {refusal.ofOriginal
            ? 'Correct each reason below; it is also shown at its field. Once accepted, this supplement goes to the state in place of the report.'
            : 'The state repository did not take this report. A supplement corrects it and goes to the state in its place.'}
        </p>
        <ul className="my-2 list-disc pl-5">
          {refusal.reasons.map((r, i) => {
            const label = reasonFieldLabel(definition, r.field);
            const field = r.field;
            return (
              <li key={`${r.code}-${i}`} data-state-reason-item={field ?? ''}>
                {label && field ? (
                  <button
                    type="button"
                    className="text-left text-brand underline"
                    onClick={() => focusField(field, onJump)}
                  >
                    {label}: {reasonText(r)}
                  </button>
                ) : (
                  reasonText(r)
                )}
              </li>
            );
          })}
        </ul>
        {!refusal.ofOriginal && supplement && (
          <Button busy={starting} onClick={() => void start()}>
            Supplement
          </Button>
        )}
        {!refusal.ofOriginal && !supplement && report.openSupplementId && (
          <p>
            A supplement is in progress:{' '}
            <Link className="text-brand underline" to={`/reports/${report.openSupplementId}`}>
              open it
            </Link>
            .
          </p>
        )}
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

/** The open report's state refusal, above its sections (editor-page.tsx). */
export function StateRefusalNotice({ onJump }: { onJump: (path: string) => void }) {
  const report = useEditor((s) => s.report);
  const definition = useEditor((s) => s.definition);
  const supplement = useSupplementOffer();
  if (!report || !definition) return null;
  return (
    <StateRefusalView
      report={report}
      definition={definition}
      supplement={supplement.offered ? supplement.start : null}
      onJump={onJump}
    />
  );
}
