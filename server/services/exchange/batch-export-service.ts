import { Readable } from 'node:stream';
import {
  BATCH_EXPORT_PAGE_SIZE,
  batchExportCsvColumns,
  batchExportStatuses,
  type BatchExportProblem,
  type BatchExportQuery,
} from '../../../lib/exchange/batch-export';
import { redactPersonalData } from '../../../lib/forms/definition/personal-data';
import { ApiError } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import { csvRow } from '../../../lib/format/csv';
import { streamedZip, zipEntryName } from '../../exchange/batch-export-writers';
import { exportReports, type ExchangeExport, type ExchangeForm } from '../../exchange/report-exchange';
import type {
  BatchExportCursor,
  BatchExportMatch,
  BatchExportRow,
} from '../../repositories/report-tables/batch-export-repository';
import { isEveryReport, reportScope } from '../../repositories/report-tables/report-scope';
import type { AppDeps } from '../app-deps';
import type { FormDefinitions } from '../forms/form-definitions';
import type { PersonalDataAccess } from '../reports/personal-data-access';
import { reportSubject } from '../reports/personal-data-access';
import type { ExchangeService } from './exchange-service';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

/** Problems listed in full; past this many reports the list says how many more were left out. */
export const BATCH_EXPORT_PROBLEMS_LISTED = 1000;

export interface BatchExportStart {
  /** How many reports the export holds, counted before the first is read. */
  total: number;
  fileName: string;
  contentType: string;
  body: Readable;
}

/** A page's reports, each with its export or why it has none. */
type ExportedRow = { row: BatchExportRow; exported: ExchangeExport };

const refusal = (message: string, path?: string) =>
  new ApiError('forbidden', message, path ? [{ path, message }] : undefined);

/**
 * The batch export of the reports of record of a range of crash dates: read a page at a time,
 * each page's documents built and checked together, streamed as they are made. The reports are
 * those the caller may export ('export' on Report, the same CASL rules as every other check), of
 * one agency or, for a caller whose rules reach every agency, of all of them.
 */
export function batchExportService({
  repos,
  clock,
  forms,
  personal,
  exchange,
}: AppDeps & { forms: FormDefinitions; personal: PersonalDataAccess; exchange: ExchangeService }) {
  /** The match the caller may have, or the refusal naming their limit. */
  function matchOf(actor: Actor, q: BatchExportQuery): BatchExportMatch {
    const scope = reportScope(actor.ability, 'export');
    if (!scope) throw refusal('You may not export reports; ask your administrator for a role that may.');
    const own = actor.user.agencyOri;
    const agencyOri = q.agency ?? (isEveryReport(scope) ? null : own);
    if (agencyOri !== null) {
      const subject = reportSubject({ id: 0, authorUserId: 0, agencyOri, status: batchExportStatuses[0]! });
      if (!actor.ability.can('export', subject)) {
        throw refusal(
          agencyOri === own
            ? `You may not export the reports of your agency ${own}.`
            : `You may export only the reports of your agency ${own}, not those of ${agencyOri}.`,
          'agency',
        );
      }
    }
    return { from: q.from, to: q.to, agencyOri, statuses: batchExportStatuses, scope };
  }

  /** Each page of the match, read after the last, until none is left or the reader went away. */
  async function* rowPages(match: BatchExportMatch): AsyncGenerator<BatchExportRow[]> {
    let after: BatchExportCursor | undefined;
    for (;;) {
      const rows = await repos.batchExport.page(match, BATCH_EXPORT_PAGE_SIZE, after);
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH_EXPORT_PAGE_SIZE) return;
      const last = rows[rows.length - 1]!;
      after = { dateOfCrash: last.dateOfCrash, id: last.id };
    }
  }

  /** Counts what an export handed out, for its audit event. */
  interface Tally {
    written: number;
    problems: number;
    personal: number;
    listed: BatchExportProblem[];
  }

  function noteProblem(tally: Tally, row: BatchExportRow, problems: ExchangeExport['problems']) {
    tally.problems++;
    if (tally.listed.length < BATCH_EXPORT_PROBLEMS_LISTED) {
      tally.listed.push({ reportId: row.id, caseNumber: row.caseNumber, problems: problems.slice(0, 20) });
    }
  }

  /** A page's exports, the data of each as the caller may see it, the documents checked in one call. */
  async function exportPage(actor: Actor, rows: BatchExportRow[], tally: Tally): Promise<ExportedRow[]> {
    const formsOf = new Map<number, ExchangeForm | Error>();
    for (const id of new Set(rows.map((r) => r.formConfigurationId))) {
      try {
        const form = await forms.load(id);
        formsOf.set(id, { label: form.label, definition: form.definition });
      } catch (error) {
        formsOf.set(id, error instanceof Error ? error : new Error(String(error)));
      }
    }
    const items: { form: ExchangeForm; row: BatchExportRow; options: { replaces: string | null } }[] = [];
    const results: (ExportedRow | null)[] = [];
    for (const row of rows) {
      const form = formsOf.get(row.formConfigurationId)!;
      if (form instanceof Error) {
        results.push({
          row,
          exported: { xml: '', json: {}, elementFields: {}, problems: [{ field: '', message: form.message }] },
        });
        continue;
      }
      const allowed = personal.may(actor, row);
      const withheld = redactPersonalData(form.definition, row.data);
      if (allowed && withheld.redacted.length > 0) tally.personal++;
      items.push({ form, row: allowed ? row : { ...row, data: withheld.data }, options: { replaces: row.replaces } });
      results.push(null);
    }
    const exported = await exportReports(
      exchange.schemas(),
      items.map(({ form, row, options }) => ({ form, report: row, options })),
    );
    let next = 0;
    return results.map((done, i) => done ?? { row: rows[i]!, exported: exported[next++]! });
  }

  /** The reports that could be exported, each handed to `write`; the others noted in `tally`. */
  async function* exportedPages(actor: Actor, match: BatchExportMatch, tally: Tally) {
    for await (const rows of rowPages(match)) {
      const page = await exportPage(actor, rows, tally);
      const good: ExportedRow[] = [];
      for (const item of page) {
        if (item.exported.problems.length > 0) noteProblem(tally, item.row, item.exported.problems);
        else good.push(item);
      }
      yield good;
    }
  }

  const problemsOf = (tally: Tally) => ({
    problems: tally.listed,
    ...(tally.problems > tally.listed.length ? { notListed: tally.problems - tally.listed.length } : {}),
  });

  /** One 'batchExport' event for the whole export, when it ends (finished, failed or abandoned). */
  async function recordBatch(
    actor: Actor,
    q: BatchExportQuery,
    match: BatchExportMatch,
    total: number,
    tally: Tally,
    ip: string,
    finished: boolean,
  ) {
    const detail = {
      format: q.format,
      from: q.from,
      to: q.to,
      agency: match.agencyOri ?? 'all',
      total,
      written: tally.written,
      problems: tally.problems,
      personalData: tally.personal,
      finished,
    };
    await repos.audit.record({ reportId: null, user: actor.user, action: 'batchExport', ip, at: clock(), detail });
    // Personal data of several reports left: the same event every call that hands it out leaves.
    if (tally.personal > 0) await personal.recordView(actor, null, { name: 'Report/BatchExport', ip, detail });
  }

  return {
    /**
     * GET /API/Report/BatchExport: checks the caller's scope and counts the reports before
     * anything is sent (a refusal is an ordinary error answer), then hands the body as a stream
     * that reads, builds and writes one page at a time as the reader takes it.
     */
    async start(actor: Actor, q: BatchExportQuery, ip: string): Promise<BatchExportStart> {
      const match = matchOf(actor, q);
      const total = await repos.batchExport.count(match);
      const tally: Tally = { written: 0, problems: 0, personal: 0, listed: [] };
      const name = `crash-reports-${match.agencyOri ?? 'all'}-${q.from}-to-${q.to}`;
      let finished = false;
      const record = () => recordBatch(actor, q, match, total, tally, ip, finished);

      if (q.format === 'csv') {
        // The summary columns only: no document is built, so every report of the range is a row.
        const rows = async function* () {
          try {
            yield csvRow(batchExportCsvColumns);
            for await (const page of rowPages(match)) {
              tally.written += page.length;
              yield page
                .map((r) => csvRow(batchExportCsvColumns.map((c) => r[c as keyof BatchExportRow] ?? null)))
                .join('');
            }
            finished = true;
          } finally {
            await record();
          }
        };
        return {
          total,
          fileName: `${name}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: Readable.from(rows(), { objectMode: false }),
        };
      }

      if (q.format === 'jsonl') {
        const lines = async function* () {
          try {
            for await (const good of exportedPages(actor, match, tally)) {
              tally.written += good.length;
              if (good.length > 0) yield good.map((g) => `${JSON.stringify(g.exported.json)}\n`).join('');
            }
            // Always the last line, so a reader knows the file is whole: a cut download lacks it.
            yield `${JSON.stringify(problemsOf(tally))}\n`;
            finished = true;
          } finally {
            await record();
          }
        };
        return {
          total,
          fileName: `${name}-mmucc.jsonl`,
          contentType: 'application/jsonl; charset=utf-8',
          body: Readable.from(lines(), { objectMode: false }),
        };
      }

      const zip = streamedZip();
      void (async () => {
        try {
          for await (const good of exportedPages(actor, match, tally)) {
            if (zip.closed) return;
            tally.written += good.length;
            await zip.add(good.map((g) => ({ name: zipEntryName(g.row.id, g.row.caseNumber), text: g.exported.xml })));
          }
          // Always there, so a reader knows the zip holds every report that could be exported.
          await zip.add([{ name: 'problems.json', text: `${JSON.stringify(problemsOf(tally), null, 2)}\n` }]);
          zip.end();
          finished = true;
        } catch (error) {
          zip.output.destroy(error instanceof Error ? error : new Error(String(error)));
        } finally {
          await record().catch((error: unknown) => zip.output.emit('warning', error));
        }
      })();
      return { total, fileName: `${name}-niem.zip`, contentType: 'application/zip', body: zip.output };
    },
  };
}
export type BatchExportService = ReturnType<typeof batchExportService>;
