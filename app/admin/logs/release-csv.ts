import { AUDIT_PAGE_MAX } from '../../../lib/api/schemas/audit-schemas';
import type { ReleaseRow } from '../../../lib/releases/release-log-schemas';
import { releaseWords } from '../../workflow/release-words';

/** The most copies one export holds: past it the filter is to be narrowed. */
export const RELEASE_EXPORT_MAX = 10_000;

/** One page of the log as Release/List answers it. */
export interface ReleasePage {
  nextBeforeId: string | null;
  releases: ReleaseRow[];
}

/**
 * Every copy of the filter, page after page of the largest the server gives (newest first), up to
 * RELEASE_EXPORT_MAX. `readPage` reads the page before a release's id (none: the newest);
 * `onProgress` hears how many are fetched after each page; an aborted `signal` stops between pages.
 * `complete` is false when more copies matched than one export holds.
 */
export async function fetchEveryRelease(
  readPage: (beforeId: string | undefined, limit: number) => Promise<ReleasePage>,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (fetched: number) => void },
): Promise<{ releases: ReleaseRow[]; complete: boolean }> {
  const releases: ReleaseRow[] = [];
  let before: string | undefined;
  for (;;) {
    signal.throwIfAborted();
    const limit = Math.min(AUDIT_PAGE_MAX, RELEASE_EXPORT_MAX - releases.length);
    const page = await readPage(before, limit);
    // A page answered after the cancel is not taken: the user was told it stopped.
    signal.throwIfAborted();
    releases.push(...page.releases.slice(0, limit));
    onProgress(releases.length);
    if (page.nextBeforeId === null) return { releases, complete: true };
    if (releases.length >= RELEASE_EXPORT_MAX) return { releases, complete: false };
    before = page.nextBeforeId;
  }
}

/**
 * The copies as CSV, one row each with its header first, in the words the screen shows; a cell a
 * spreadsheet would run as a formula (a requester named "=HYPERLINK(…)") is written as text by csvRow.
 */
export async function releasesCsv(releases: readonly ReleaseRow[]): Promise<string> {
  // Fetched with the export: imported here and by the crash data screen alike, the small module
  // was merged by the build into the first screens' bundle, which has no bytes to spare.
  const { csvRow } = await import('../../../lib/format/csv');
  const header = [
    'Given at',
    'Report',
    'Case number',
    'Agency',
    'Copy',
    'Delivery',
    'Requester',
    'Kind',
    'Permissible use',
    'Proof',
    'Given by',
    'File',
  ];
  const rows = releases.map((r) => [
    r.givenAt,
    r.reportId,
    r.caseNumber,
    r.agencyOri,
    releaseWords.copy(r),
    releaseWords.delivery(r),
    releaseWords.requester(r),
    releaseWords.kind(r),
    releaseWords.use(r),
    r.proof,
    releaseWords.givenBy(r),
    r.fileName,
  ]);
  return [header, ...rows].map(csvRow).join('');
}

/** The export's file name, by the day it was made (`today`, yyyy-mm-dd). */
export const releasesCsvName = (today: string) => `copies-given-${today}.csv`;
