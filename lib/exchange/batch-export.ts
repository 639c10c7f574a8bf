import { z } from 'zod/mini';
import { ReportStatus } from '../workflow/report-status';
import { dbDay, isDbDay } from '../validation/input-rules/input-bounds';
import { oriProblem } from '../validation/input-rules/ori';

/**
 * The batch export of accepted reports: JSON Lines of the MMUCC-named JSON, a CSV of the report
 * tables' summary columns, or a zip of NIEM documents. The same rules check the app's form and
 * the server's query.
 */
export const batchExportFormats = ['jsonl', 'csv', 'zip'] as const;
export type BatchExportFormat = (typeof batchExportFormats)[number];

export const batchExportFormatLabels: Record<BatchExportFormat, string> = {
  jsonl: 'MMUCC JSON Lines',
  csv: 'CSV of the summary columns',
  zip: 'Zip of NIEM XML documents',
};

/** Binary like the printed report: the token goes as `Authorization: Bearer`, never in the URL. */
export const BATCH_EXPORT_PATH = '/API/Report/BatchExport';

/** One export covers at most this many days of crash dates (a leap year), so none reads the whole archive at once. */
export const BATCH_EXPORT_MAX_DAYS = 366;

/** Reports read from the database, exported and checked together: one validator call a page. */
export const BATCH_EXPORT_PAGE_SIZE = 200;

/** The answer's header that tells, before the body, how many reports the export holds. */
export const BATCH_EXPORT_TOTAL_HEADER = 'x-total-reports';

/**
 * The reports of record: accepted, and those accepted and archived since. A supplemented report
 * (10) is left out: its accepted supplement replaced it and is exported in its place.
 */
export const batchExportStatuses: readonly number[] = [ReportStatus.Accepted, ReportStatus.Archived];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted. */
export const daysCovered = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

const agencySchema = z.string().check(
  z.trim(),
  z.superRefine((ori, ctx) => {
    const problem = oriProblem(ori);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** What one export asks for. `agency` left out: the caller's own agency, or every agency for the state. */
export const batchExportQuerySchema = z
  .object({
    format: z.enum(batchExportFormats, `The format must be one of ${batchExportFormats.join(', ')}.`),
    from: dbDay(),
    to: dbDay(),
    agency: z.optional(agencySchema),
  })
  .check(
    z.refine((q) => !isDbDay(q.from) || !isDbDay(q.to) || q.from <= q.to, {
      message: 'The first date must not be after the last date.',
      path: ['to'],
    }),
    z.refine(
      (q) => !isDbDay(q.from) || !isDbDay(q.to) || q.from > q.to || daysCovered(q.from, q.to) <= BATCH_EXPORT_MAX_DAYS,
      {
        message: `One export covers at most ${BATCH_EXPORT_MAX_DAYS} days of crash dates: bring the dates closer together.`,
        path: ['to'],
      },
    ),
  );
export type BatchExportQuery = z.output<typeof batchExportQuerySchema>;

export const batchExportUrl = (q: BatchExportQuery) => {
  const params = new URLSearchParams({ format: q.format, from: q.from, to: q.to });
  if (q.agency) params.set('agency', q.agency);
  return `${BATCH_EXPORT_PATH}?${params.toString()}`;
};

/** The CSV's columns: the report tables' summary (lib/api/schemas/report-schemas.ts), in this order. */
export const batchExportCsvColumns = [
  'id',
  'caseNumber',
  'status',
  'version',
  'isSupplement',
  'dateOfCrash',
  'timeOfCrash',
  'streetName',
  'intersectStreetName',
  'countyCode',
  'municipalityCode',
  'crashTypeCode',
  'injuryCount',
  'fatalityCount',
  'agencyOri',
  'departmentName',
  'author',
  'externalInstanceId',
  'lastUpdated',
] as const;
export type BatchExportCsvColumn = (typeof batchExportCsvColumns)[number];

/** The last line of JSON Lines, and the problems.json of a zip: each report left out, and why. */
export interface BatchExportProblem {
  reportId: number;
  caseNumber: string | null;
  problems: { field: string; message: string }[];
}
