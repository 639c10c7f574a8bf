import type { ExchangeFormat } from '../../../lib/api/schemas/exchange-schemas';
import { ApiError } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import {
  exchangeSchemas,
  exportReport,
  type ExchangeExport,
  type ExchangeReport,
  type ExchangeSchemas,
} from '../../exchange/report-exchange';
import { findExchangeFolder, readExchangeSchemaSet, validateExchangeDocuments } from '../../exchange/validate-exchange';
import type { AppDeps } from '../app-deps';
import type { FormDefinitions } from '../forms/form-definitions';
import type { ReportPrintService } from '../reports/report-print-service';
import type { PersonalDataAccess } from '../reports/personal-data-access';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

export interface ExchangeDownload {
  body: string;
  fileName: string;
  contentType: string;
}

/** The exchange schema and NIEM subset, read from exchange/ on first use and kept. */
function committedSchemas(): () => ExchangeSchemas {
  let loaded: ExchangeSchemas | undefined;
  return () => {
    if (!loaded) {
      const set = readExchangeSchemaSet(findExchangeFolder());
      const texts = [set.main, ...set.imported].map((file) => String(file.contents));
      loaded = exchangeSchemas(texts, validateExchangeDocuments);
    }
    return loaded;
  };
}

/** The refusal of an export that cannot leave, naming each problem at its field. */
export function exportRefusal(problems: ExchangeExport['problems']): ApiError {
  const shown = problems.slice(0, 20);
  const first = problems
    .slice(0, 3)
    .map((p) => p.message)
    .join(' ');
  const more = problems.length > 3 ? ` And ${problems.length - 3} more.` : '';
  return new ApiError(
    'validation',
    `The report cannot be exported for the state. ${first}${more}`,
    shown.map((p) => ({ path: p.field === '' ? 'report' : `data.${p.field}`, message: p.message })),
  );
}

/**
 * The state's exchange of one report: its NIEM document or MMUCC-named JSON, built, checked and
 * handed to whoever may print the report, with its personal data as they may see it; and the same
 * export, unredacted, for the submission queue.
 */
export function exchangeService({
  repos,
  clock,
  forms,
  printing,
  personal,
}: AppDeps & { forms: FormDefinitions; printing: ReportPrintService; personal: PersonalDataAccess }) {
  const schemas = committedSchemas();

  /** A report's export as the state receives it: every value, nothing redacted. */
  async function exportForState(
    report: ExchangeReport & { formConfigurationId: number },
    options: { replaces?: string | null } = {},
  ): Promise<ExchangeExport> {
    const form = await forms.load(report.formConfigurationId);
    return exportReport(schemas(), { label: form.label, definition: form.definition }, report, options);
  }

  return {
    schemas,
    exportForState,

    /** GET /API/Report/Exchange/:id?format=: the document, and an 'exchangeDownload' audit event. */
    async download(actor: Actor, id: number, format: ExchangeFormat, ip: string): Promise<ExchangeDownload> {
      const report = await printing.allowed(actor, id, 'print');
      const form = await forms.load(report.formConfigurationId);
      const shown = await personal.present({
        actor,
        report: {
          id: report.id,
          authorUserId: report.authorUser.id,
          agencyOri: report.agencyOri,
          status: report.status,
        },
        definition: form.definition,
        data: report.data,
        call: { name: 'Report/Exchange', ip },
      });
      const exported = await exportReport(
        schemas(),
        { label: form.label, definition: form.definition },
        {
          uniqueIdentifier: report.uniqueIdentifier,
          version: report.version,
          isSupplement: report.isSupplement,
          agencyOri: report.agencyOri,
          data: shown.data,
        },
      );
      if (exported.problems.length > 0) throw exportRefusal(exported.problems);
      const body = format === 'niem' ? exported.xml : `${JSON.stringify(exported.json, null, 2)}\n`;
      await repos.audit.record({
        reportId: id,
        user: actor.user,
        action: 'exchangeDownload',
        ip,
        at: clock(),
        detail: { format, bytes: Buffer.byteLength(body), personalData: shown.personal },
      });
      return {
        body,
        fileName: `crash-report-${id}-${format === 'niem' ? 'niem.xml' : 'mmucc.json'}`,
        contentType: format === 'niem' ? 'application/xml' : 'application/json',
      };
    },
  };
}
export type ExchangeService = ReturnType<typeof exchangeService>;
