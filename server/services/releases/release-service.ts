import { allowedEverywhere, subjectOf } from '../../../lib/auth/permissions/ability';
import { dayRangeIn } from '../../../lib/format/zoned-days';
import type { ReleaseFilter, ReleaseRow } from '../../../lib/releases/release-log-schemas';
import { AGENCY_USE, type CopyKind, type Requester, type RequesterKind } from '../../../lib/releases/release-rules';
import { reportStatusName } from '../../../lib/workflow/report-status';
import { forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { Executor } from '../../repositories/executor';
import type { ReleaseInput, ReleaseRecord } from '../../repositories/releases/release-repository';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { AppDeps } from '../app-deps';
import { pageOf } from '../admin-logs/admin-log-service';
import { reportSubject, type PersonalDataAccess } from '../reports/personal-data-access';
import type { PrintedReport, ReportPrintService } from '../reports/report-print-service';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

/** Which copy, and for whom: a requester outside the agency, or null for the agency's own work. */
export interface CopyRequest {
  /** Left out only for the agency's own copy: full when the caller may read the personal data. */
  copy?: CopyKind | undefined;
  requester: Requester | null;
}

export const releaseRow = (r: ReleaseRecord): ReleaseRow => ({
  id: r.id,
  reportId: r.reportId,
  caseNumber: r.caseNumber,
  agencyOri: r.agencyOri,
  copy: r.copy,
  delivery: r.delivery,
  emailTo: r.emailTo,
  requester: { name: r.requesterName, kind: r.requesterKind as RequesterKind },
  agencyUse: r.agencyUse,
  permissibleUse: r.permissibleUse,
  proof: r.proof,
  givenBy: r.givenBy,
  givenAt: r.givenAt.toISOString(),
  fileName: r.fileName,
});

/**
 * Copies of reports given out (docs/rules/records-and-personal-data.md, "Copies and the release
 * log"): which copy a caller may give to whom, the copy printed, and its row in the release log
 * written with the print's audit event, so a copy is never handed out unrecorded.
 */
export function releaseService({
  repos,
  clock,
  config,
  printing,
  personal,
}: AppDeps & { printing: ReportPrintService; personal: PersonalDataAccess }) {
  const subject = (r: StoredReport) =>
    reportSubject({ id: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });

  /** The copy the caller may give, or the refusal: a full copy needs the personal data, and for a requester the right to grant it. */
  function copyFor(actor: Actor, report: StoredReport, request: CopyRequest): CopyKind {
    const mayRead = personal.may(actor, {
      id: report.id,
      authorUserId: report.authorUser.id,
      agencyOri: report.agencyOri,
      status: report.status,
    });
    const copy = request.copy ?? (mayRead ? 'full' : 'public');
    if (copy === 'public') return copy;
    if (!mayRead) {
      throw forbidden(`You may not see the personal data of report ${report.id}: give the public copy.`);
    }
    if (request.requester && !actor.ability.can('giveFullCopy', subject(report))) {
      throw forbidden(
        `You may not give a full copy of report ${report.id} to a requester: give the public copy, or ask a records clerk.`,
      );
    }
    return copy;
  }

  /** The release log's row of a copy given. */
  function releaseOf(
    actor: Actor,
    printed: PrintedReport,
    request: CopyRequest,
    delivery: { via: 'print' } | { via: 'email'; to: string },
  ): ReleaseInput {
    const { report } = printed;
    const by = `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.userName;
    const requester = request.requester;
    return {
      reportId: report.id,
      reportVersion: report.version,
      caseNumber: printed.caseNumber,
      agencyOri: report.agencyOri,
      copy: printed.copy,
      delivery: delivery.via,
      emailTo: delivery.via === 'email' ? delivery.to : null,
      requesterName: requester ? requester.name : actor.user.agencyName || actor.user.agencyOri,
      requesterKind: requester ? requester.kind : 'lawEnforcement',
      agencyUse: !requester,
      permissibleUse: requester ? (requester.permissibleUse ?? null) : printed.copy === 'full' ? AGENCY_USE : null,
      proof: requester ? (requester.proof ?? '') : `The agency's own work (${by})`,
      givenBy: { id: actor.user.id, name: by },
      givenAt: clock(),
      fileName: printed.fileName,
    };
  }

  return {
    copyFor,
    releaseOf,

    /** A copy printed (downloaded), its release row and its 'print' audit event, in one transaction. */
    async print(actor: Actor, id: number, request: CopyRequest, ip: string) {
      const report = await printing.allowed(actor, id, 'print');
      const copy = copyFor(actor, report, request);
      const printed = await printing.render(actor, report, { name: 'Report/Print', ip }, copy);
      const release = await repos.inTransaction(async (tx) => {
        const row = await repos.releases.add(releaseOf(actor, printed, request, { via: 'print' }), tx);
        await repos.audit.record(
          {
            reportId: id,
            user: actor.user,
            action: 'print',
            ip,
            at: clock(),
            detail: {
              fileName: printed.fileName,
              bytes: printed.pdf.byteLength,
              status: reportStatusName(report.status),
              personalData: printed.personal,
              copy,
              releaseId: row.id,
            },
          },
          tx,
        );
        return row;
      });
      return { printed, release: releaseRow(release) };
    },

    /** Writes the release of a copy sent by e-mail, in the transaction of its audit event. */
    recordEmail: (input: ReleaseInput, tx: Executor) => repos.releases.add(input, tx),

    /** The log of copies given: the reader's agency's, or every agency's for the state. */
    async list(actor: Actor, f: ReleaseFilter) {
      if (!actor.ability.can('read', 'RecordsRelease'))
        throw forbidden('The log of copies given is for records clerks.');
      const agencyOri = allowedEverywhere(actor.ability, 'read', 'RecordsRelease') ? undefined : actor.user.agencyOri;
      const rows = await repos.releases.list({
        agencyOri,
        requesterKind: f.requesterKind,
        copy: f.copy,
        reportId: f.reportId,
        ...dayRangeIn(f, config.timeZone),
        beforeId: f.beforeId,
        limit: f.limit + 1,
      });
      const page = pageOf(rows, f.limit, (r) =>
        actor.ability.can('read', subjectOf('RecordsRelease', { reportId: r.reportId, agencyOri: r.agencyOri })),
      );
      return { nextBeforeId: page.nextBeforeId, releases: page.rows.map(releaseRow) };
    },

    /** The copies given of one report, for whoever may read the report (its history). */
    async forReport(actor: Actor, id: number) {
      const report = await repos.reportDocuments.find(id);
      if (!report) throw notFound(`There is no report ${id}.`);
      if (!actor.ability.can('read', subject(report))) throw forbidden(`You may not read report ${id}.`);
      return { releases: (await repos.releases.forReport(id)).map(releaseRow) };
    },
  };
}
export type ReleaseService = ReturnType<typeof releaseService>;
