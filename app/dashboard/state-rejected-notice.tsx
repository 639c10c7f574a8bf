import { Link } from 'react-router';
import { STATE_REJECTED_SHOWN, type StateRejectedReport } from '../../lib/api/schemas/report-schemas';

/** How many, in words: past the number named the server stops counting. */
export function stateRejectedHeading(count: number): string {
  const many = count >= STATE_REJECTED_SHOWN ? `At least ${count}` : String(count);
  return count === 1
    ? 'One of your reports was rejected by the state'
    : `${many} of your reports were rejected by the state`;
}

/**
 * The author's in-app word of the state's refusals (the mail says the same where mail is set up):
 * each refused report that no supplement answers yet, a link to it, where the reasons and
 * Supplement are.
 */
export function StateRejectedNotice({ reports }: { reports: readonly StateRejectedReport[] | undefined }) {
  if (!reports?.length) return null;
  return (
    <section
      aria-labelledby="state-rejected-title"
      data-state-rejected-notice
      className="rounded border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
    >
      <h2 id="state-rejected-title" className="font-semibold">
        {stateRejectedHeading(reports.length)}
      </h2>
      <p>Open each to read the state&apos;s reasons and start a supplement that corrects them.</p>
      <ul className="mt-1 flex flex-wrap gap-x-4">
        {reports.map((r) => (
          <li key={r.id}>
            <Link className="text-brand underline" to={`/reports/${r.id}`}>
              {r.caseNumber ? `Report ${r.caseNumber}` : `Report #${r.id}`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
