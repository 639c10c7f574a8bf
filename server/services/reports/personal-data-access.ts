import { subjectOf } from '../../../lib/auth/permissions/ability';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { redactPersonalData } from '../../../lib/forms/definition/personal-data';
import type { ReportData } from '../../../lib/forms/definition/paths';
import type { SessionContext } from '../../api/session-context';
import type { AppDeps } from '../app-deps';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

/** What a permission check needs of a report. */
export interface ReportFacts {
  id: number;
  authorUserId: number;
  agencyOri: string;
  status: number;
}

export const reportSubject = (r: ReportFacts) =>
  subjectOf('Report', { id: r.id, authorUserId: r.authorUserId, agencyOri: r.agencyOri, status: r.status });

export interface Presented {
  data: ReportData;
  /** Paths whose personal values were withheld from this caller. */
  redacted: string[];
  /** True when the data handed out holds personal data (and an audit event says so). */
  personal: boolean;
}

/** What a call hands out and who asks: the report, its form's definition and the data shown. */
export interface Presentation {
  actor: Actor;
  report: ReportFacts;
  definition: FormDefinition;
  data: ReportData;
  call: { name: string; ip: string; view?: boolean; detail?: Record<string, unknown> };
}

/**
 * Personal data of a report reaches only callers allowed to 'readPersonalData' on it, and every
 * call that hands it out leaves a 'viewPersonalData' audit event naming the call, with the
 * caller's address (the DPPA expects every view of driver data logged).
 */
export function personalDataAccess({ repos, clock }: AppDeps) {
  const audit = repos.audit;

  const may = (actor: Actor, report: ReportFacts) => actor.ability.can('readPersonalData', reportSubject(report));

  const record = ({
    actor,
    reportId,
    action,
    call,
  }: {
    actor: Actor;
    reportId: number | null;
    action: 'view' | 'viewPersonalData';
    call: { name: string; ip: string; detail?: Record<string, unknown> | undefined };
  }) =>
    audit.record({
      reportId,
      user: actor.user,
      action,
      ip: call.ip,
      at: clock(),
      detail: { call: call.name, ...call.detail },
    });

  return {
    may,

    /** Records that a call handed personal data to the actor (reportId null: of several reports). */
    recordView: (
      actor: Actor,
      reportId: number | null,
      call: { name: string; ip: string; detail?: Record<string, unknown> },
    ) => record({ actor, reportId, action: 'viewPersonalData', call }),

    /**
     * The data as this caller may see it. Whoever may not gets it redacted; whoever may gets it
     * whole. One audit event per call: 'viewPersonalData' when anything personal was handed out,
     * otherwise 'view' when `call.view` asks for it (reading a report is a view; printing has
     * its own event).
     */
    async present({ actor, report, definition, data, call }: Presentation): Promise<Presented> {
      const { data: withheld, redacted } = redactPersonalData(definition, data);
      const allowed = may(actor, report);
      const personal = redacted.length > 0 && allowed;
      if (personal) await record({ actor, reportId: report.id, action: 'viewPersonalData', call });
      else if (call.view) await record({ actor, reportId: report.id, action: 'view', call });
      if (allowed) return { data, redacted: [], personal };
      return { data: withheld, redacted, personal: false };
    },
  };
}
export type PersonalDataAccess = ReturnType<typeof personalDataAccess>;
