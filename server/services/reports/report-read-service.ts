import type { createReport } from '../../../lib/api/calls/calls-report';
import { WITHHELD_TEXT } from '../../../lib/forms/definition/personal-data';
import type { Payload, RequestInfo } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { DraftVersionMove } from '../forms/draft-version-move';
import type { FormDefinitions } from '../forms/form-definitions';
import type { PersonalDataAccess } from './personal-data-access';
import type { ReportService } from './report-service';

type Caller = RequestInfo & SessionContext;

/** The stored lock columns stay on the server (the client gets formInstanceLockInfo), and so does the officer the data already names. */
const document = ({ lockUserId: _u, lockCreated: _c, lastUpdatedBy: _s, officer: _o, ...report }: StoredReport) =>
  report;

/** Reports as Report/Get and Report/Create answer them. */
export function reportReadService({
  reports,
  forms,
  personal,
  versionMoves,
}: {
  reports: ReportService;
  forms: FormDefinitions;
  personal: PersonalDataAccess;
  versionMoves: DraftVersionMove;
}) {
  /** A report as Report/Get answers it (and Report/Create a create sent twice). */
  async function asRead(ctx: Caller, report: StoredReport) {
    const form = await forms.load(report.formConfigurationId);
    const facts = {
      id: report.id,
      authorUserId: report.authorUser.id,
      agencyOri: report.agencyOri,
      status: report.status,
    };
    // Personal data only for those allowed, and every read leaves an audit event.
    const shown = await personal.present({
      actor: ctx,
      report: facts,
      definition: form.definition,
      data: report.data,
      call: { name: 'Report/Get', ip: ctx.ip, view: true },
    });
    // Values left behind by a move to a newer version are withheld alike when they were personal.
    const mayRead = personal.may(ctx, facts);
    const notCarriedOver = (report.notCarriedOver ?? []).map((v) =>
      v.personal && !mayRead ? { ...v, value: WITHHELD_TEXT } : v,
    );
    return {
      ...document(report),
      lastUpdatedBy: report.lastUpdatedBy,
      formConfigurationLastUpdated: new Date(form.lastUpdated).toISOString(),
      formVersion: {
        title: form.title,
        agencyOri: form.agencyOri,
        majorVersion: form.major,
        minorVersion: form.minor,
      },
      data: shown.data,
      redacted: shown.redacted,
      notCarriedOver,
      newerVersion: await versionMoves.newerVersionFor(ctx, report),
    };
  }

  return {
    async create(ctx: Caller, p: Payload<typeof createReport>) {
      const created = await reports.create(ctx, p);
      // A create sent twice answers the report it made as it is now, to whoever may read it.
      return created.replayed ? asRead(ctx, created.report) : document(created.report);
    },

    get: async (ctx: Caller, id: number) => asRead(ctx, await reports.get(ctx, id)),
  };
}
