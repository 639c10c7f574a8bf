import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import { notCarriedOverReasons, notCarriedOverText } from '../../../lib/forms/versions/not-carried-over';
import { WITHHELD_TEXT } from '../../../lib/forms/definition/personal-data';
import { CopyButton } from '../../child-windows/copy-button';

type Left = NonNullable<ReportDocument['notCarriedOver']>[number];

/**
 * The values the report could not take along when it moved to a newer form version (Report/Get's
 * notCarriedOver): kept on the report, each with where it was, its value and why, to copy into
 * the new fields. A list of labelled terms, so a screen reader reads each entry whole.
 */
export function NotCarriedOverPanel({ entries }: { entries: readonly Left[] }) {
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="not-carried-over-title"
      className="m-2 rounded border border-warn/50 bg-warn/10 p-3 text-sm"
    >
      <h2 id="not-carried-over-title" className="font-semibold">
        Not carried over ({entries.length})
      </h2>
      <p className="my-2">
        These values were on the report before it moved to this version of the form, which has no place for them as they
        were. They are kept on the report: copy them into the new fields where they belong.
      </p>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const text = notCarriedOverText(entry.value);
          const withheld = entry.personal === true && text === WITHHELD_TEXT;
          return (
            <li key={entry.path} className="rounded border border-line bg-panel p-2" aria-label={entry.label}>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted">Field</dt>
                <dd className="font-medium">{entry.label}</dd>
                <dt className="text-muted">Former path</dt>
                <dd>
                  <code>{entry.path}</code>
                </dd>
                <dt className="text-muted">Value</dt>
                <dd className="whitespace-pre-wrap break-words" data-not-carried-over-value>
                  {text}
                </dd>
                <dt className="text-muted">Why</dt>
                <dd>{notCarriedOverReasons[entry.reason]}</dd>
              </dl>
              {!withheld && text !== '' && (
                <div className="mt-1">
                  <CopyButton text={text} name={`Copy ${entry.label}`} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
