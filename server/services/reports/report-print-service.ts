import { caseNumberOf } from '../../../lib/forms/derived/report-summary';
import type { ReportData } from '../../../lib/forms/definition/paths';
import { publicCopy } from '../../../lib/forms/definition/public-copy';
import type { CopyKind } from '../../../lib/releases/release-rules';
import { forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import { reportPdf } from '../../print/report-pdf';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { AttachmentAccess } from '../attachments/attachment-access';
import type { CodeLabels } from '../code-lists/code-labels';
import type { FormDefinitions } from '../forms/form-definitions';
import { reportSubject, type PersonalDataAccess, type ReportFacts } from './personal-data-access';
import type { AppDeps } from '../app-deps';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

export interface PrintedReport {
  pdf: Buffer;
  fileName: string;
  /** The report's case number (its report.caseNumber field), '' when not written yet. */
  caseNumber: string;
  report: StoredReport;
  /** True when the PDF holds personal data (and a viewPersonalData event says so). */
  personal: boolean;
  copy: CopyKind;
}

const factsOf = (r: StoredReport): ReportFacts => ({
  id: r.id,
  authorUserId: r.authorUser.id,
  agencyOri: r.agencyOri,
  status: r.status,
});

/**
 * The printed report: the PDF of the whole report as the actor may see it (personal data and
 * confidential attachments only when allowed), for printing and for export.
 */
export function reportPrintService({
  repos,
  clock,
  config,
  forms,
  labels,
  personal,
  attachments,
}: AppDeps & {
  forms: FormDefinitions;
  labels: CodeLabels;
  personal: PersonalDataAccess;
  attachments: AttachmentAccess;
}) {
  const reports = repos.reportDocuments;

  async function allowed(actor: Actor, id: number, action: 'print' | 'export') {
    const report = await reports.find(id);
    if (!report) throw notFound(`There is no report ${id}.`);
    if (!actor.ability.can(action, reportSubject(factsOf(report))))
      throw forbidden(`You may not ${action} report ${id}.`);
    return report;
  }

  const agencyName = async (ori: string) => (await repos.reference.agencyName(ori)) ?? null;

  /**
   * Renders the PDF; `call` names the API call for the personal-data audit event. `copy` 'full' is
   * the report as the actor may see it; 'public' leaves out what 18 U.S.C. 2725 protects, for
   * every caller alike, with the private attachments and the values in the narrative.
   */
  async function render(
    actor: Actor,
    report: StoredReport,
    call: { name: string; ip: string },
    copy: CopyKind = 'full',
  ): Promise<PrintedReport> {
    const form = await forms.load(report.formConfigurationId);
    const visible = await attachments.visibleList(actor, report.id);
    let shown: { data: ReportData; redacted: string[]; personal: boolean };
    let listed = visible;
    if (copy === 'public') {
      const cut = publicCopy(form.definition, report.data);
      shown = { data: cut.data, redacted: cut.withheld, personal: false };
      listed = visible.filter((a) => !a.confidential).map((a) => ({ ...a, fileName: cut.scrub(a.fileName) }));
    } else {
      shown = await personal.present({
        actor,
        report: factsOf(report),
        definition: form.definition,
        data: report.data,
        call,
      });
    }
    const pdf = await reportPdf({
      definition: form.definition,
      data: shown.data,
      redacted: shown.redacted,
      publicCopy: copy === 'public',
      codes: await labels(),
      report: {
        id: report.id,
        uniqueIdentifier: report.uniqueIdentifier,
        version: report.version,
        status: report.status,
        agencyOri: report.agencyOri,
        agencyName: await agencyName(report.agencyOri),
        author: report.authorUser.name,
        lastUpdated: report.lastUpdated,
        isSupplement: report.isSupplement,
      },
      attachments: listed,
      printedBy: `${actor.user.firstName} ${actor.user.lastName}`,
      printedAt: clock(),
      applicationName: config.applicationName,
      timeZone: config.timeZone,
    });
    const caseNumber = caseNumberOf(form.definition, report.data) ?? '';
    const namePart = caseNumber.replace(/[^A-Za-z0-9-]+/g, '_');
    return {
      pdf,
      fileName: `crash-report-${report.id}${namePart ? `-${namePart}` : ''}${copy === 'public' ? '-public' : ''}.pdf`,
      caseNumber,
      report,
      personal: shown.personal,
      copy,
    };
  }

  return {
    allowed,
    render,
  };
}
export type ReportPrintService = ReturnType<typeof reportPrintService>;
