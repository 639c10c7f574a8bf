import { fieldErrorsOf } from '../../../lib/api/envelope';
import { mayCreateReport, subjectOf } from '../../../lib/auth/permissions/ability';
import { withItemIds } from '../../../lib/forms/definition/item-ids';
import { newReportData, newReportProvenance } from '../../../lib/forms/report-data/new-report';
import { getAt, isEmptyValue } from '../../../lib/forms/definition/paths';
import { provenanceForData, type ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import { versionRefusal } from '../../../lib/forms/versions/publish-permissions';
import { withServerSetFields } from '../../../lib/forms/report-data/server-set-fields';
import { reportColumns } from '../../../lib/forms/derived/report-columns';
import { reportParties } from '../../../lib/forms/derived/report-parties';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { codeMembershipIssues } from '../../../lib/validation/report-checks/code-membership';
import { defaultLocationSchema } from '../../../lib/validation/input-rules/profile-rules';
import { draftOnlySaveRefusal } from '../../../lib/workflow/draft-only';
import { planTransition } from '../../../lib/workflow/transitions/transitions';
import { staleVersionRefusal } from '../../../lib/workflow/version-conflict';
import { ApiError, forbidden } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { CodeBook } from '../code-lists/code-book';
import type { FormDefinitions } from '../forms/form-definitions';
import type { AppDeps } from '../app-deps';
import { reportGone } from './report-gone';
import { moveRecordsOf } from '../workflow/workflow-moves';

/** A stored default location as the rules read it; anything unreadable is none. */
function locationOf(stored: unknown) {
  const parsed = defaultLocationSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Who acts, and from which address (the audit log records it). */
type Actor = Pick<SessionContext, 'user' | 'ability'> & { ip: string };

/** A save of a report's data over the version the writer read. */
export interface SaveRequest {
  actor: Actor;
  id: number;
  version: number;
  data: Record<string, unknown>;
  /** Where filled values came from; left out, the saved map is kept for the values still there. */
  provenance?: ProvenanceMap | undefined;
}

/** What Report/Create asks for: the form version (the newest when left out) and the device's id of the report. */
export interface CreateRequest {
  formConfigurationId?: number | undefined;
  clientId?: string | undefined;
}

/**
 * A created report, or the one the caller already created with the same clientId (`replayed`: a
 * create sent twice, which Report/Create answers as Report/Get would).
 */
export interface Created {
  report: StoredReport;
  replayed: boolean;
}

/** Creating, reading and saving reports: permission, status, version, shape, then the write. */
export function reportService({
  repos,
  clock,
  forms,
  codes,
  settings,
}: AppDeps & { forms: FormDefinitions; codes: CodeBook }) {
  const reports = repos.reportDocuments;

  const subject = (r: StoredReport) =>
    subjectOf('Report', { id: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });

  async function departmentName(ori: string | null) {
    if (!ori) return null;
    return (await repos.reference.agencyName(ori)) ?? null;
  }

  async function findFor(actor: Actor, id: number, action: string) {
    const report = await reports.find(id);
    if (!report) throw await reportGone(repos, id);
    if (!actor.ability.can(action, subject(report)))
      throw forbidden(`You may not ${action === 'read' ? 'open' : action} report ${id}.`);
    return report;
  }

  function workflowView(report: StoredReport, lockDurationHours: number) {
    return {
      status: report.status,
      authorUserId: report.authorUser.id,
      lock:
        report.lockUserId && report.lockCreated ? { userId: report.lockUserId, createdAt: report.lockCreated } : null,
      lockDurationHours,
    };
  }

  function requireVersion(report: StoredReport, version: number) {
    const stale = staleVersionRefusal(report, version);
    if (stale) throw new ApiError('conflict', stale);
  }

  /**
   * The report this author already created with `clientId`, read as Report/Get reads it; a clear
   * 404 when it was deleted since; undefined when there never was one. Looked up by the caller's
   * own id only, so another officer's clientId never reaches their report.
   */
  async function createdBefore(actor: Actor, clientId: string): Promise<StoredReport | undefined> {
    const id = await reports.idOfClientId(actor.user.id, clientId);
    if (id !== undefined) return findFor(actor, id, 'read');
    const deleted = await repos.audit.deletedReportOfClientId(actor.user.id, clientId);
    if (deleted !== undefined) throw await reportGone(repos, deleted);
    return undefined;
  }

  return {
    async create(actor: Actor, { formConfigurationId, clientId }: CreateRequest): Promise<Created> {
      // A retry answers what the first create made even if the officer may no longer create reports.
      const earlier = clientId ? await createdBefore(actor, clientId) : undefined;
      if (earlier) return { report: earlier, replayed: true };
      if (!mayCreateReport(actor.ability)) throw forbidden('You may not create reports.');
      const form = formConfigurationId
        ? await forms.load(formConfigurationId)
        : await forms.newestPublished(vehicleCrashReport.name, actor.user.agencyOri);
      const refusal = versionRefusal(form.permissions, actor.user.roleIds, 'create', form.label);
      if (refusal) throw forbidden(refusal);
      // The Location starts at the author's default location (the fields the definition names).
      const defaultLocation = await repos.profiles.find(actor.user.id).then((p) => p?.defaultLocation ?? null);
      const data = newReportData(form.definition, { ...actor.user, defaultLocation: locationOf(defaultLocation) });
      const summary = reportColumns(form.definition, data);
      const id = await reports.create({
        formConfigurationId: form.id,
        formType: form.definition.type,
        authorUserId: actor.user.id,
        agencyOri: actor.user.agencyOri,
        data,
        provenance: newReportProvenance(form.definition, data),
        summary,
        parties: reportParties(form.definition, data),
        departmentName: await departmentName(summary.agencyOri),
        // The administrator's default lock duration, when one is set, is the new report's own.
        lockDurationHours: (await settings.current()).newReportLockHours,
        clientId,
        at: clock(),
      });
      if (id === undefined) {
        // The same create sent twice at once: the other request made the report; answer it.
        const winner = clientId ? await createdBefore(actor, clientId) : undefined;
        if (!winner) throw new ApiError('conflict', 'The report made with this clientId was reassigned meanwhile.');
        return { report: winner, replayed: true };
      }
      return { report: (await reports.find(id)) as StoredReport, replayed: false };
    },

    get: (actor: Actor, id: number) => findFor(actor, id, 'read'),

    /**
     * Checks and writes the data, and records the edit in the audit log in the same transaction
     * (with the move, when editing a Rejected report makes it a Draft again). Answers what the
     * editor keeps of the report; completeness is checked where a rule needs it (sending).
     */
    async save({ actor, id, version, data, provenance }: SaveRequest) {
      const report = await findFor(actor, id, 'edit');
      // Whoever gets personal data withheld (Report/Get) would save the gaps over it.
      if (!actor.ability.can('readPersonalData', subject(report)))
        throw forbidden(`You may not change report ${id}: it holds personal data you may not see.`);
      const form = await forms.load(report.formConfigurationId);
      const refusal = versionRefusal(form.permissions, actor.user.roleIds, 'edit', form.label);
      if (refusal) throw forbidden(refusal);
      const plan = planTransition(
        'edit',
        workflowView(report, report.lockDurationHours ?? form.definition.lockDuration),
        { id: actor.user.id },
        { now: clock() },
      );
      if (!plan.ok) throw new ApiError('conflict', plan.reason);
      requireVersion(report, version);
      const parsed = form.schema.safeParse(data);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error, 'payload.data');
        throw new ApiError(
          'validation',
          `The report data is not valid: ${fieldErrors[0]?.path}: ${fieldErrors[0]?.message}`,
          fieldErrors,
        );
      }
      // The officer and agency fields are the server's: whatever the save carried for them is replaced.
      // Stored items converge to having ids (one saved by an older client gets its place's), so
      // every later copy of this report merges item by item.
      const kept = withServerSetFields(
        form.definition,
        withItemIds(form.definition, parsed.data as Record<string, unknown>),
        provenance ?? report.provenance,
        report.officer,
      );
      const clean = kept.data;
      const badCodes = codeMembershipIssues(form.definition, clean, await codes());
      if (badCodes.length) {
        throw new ApiError(
          'validation',
          `The report data is not valid: ${badCodes[0]!.message}`,
          badCodes.map((i) => ({ path: `payload.data.${i.path}`, message: i.message })),
        );
      }
      const draftOnly = draftOnlySaveRefusal(form.definition, report.data, clean, report.status);
      if (draftOnly) throw new ApiError('conflict', draftOnly);
      const summary = reportColumns(form.definition, clean);
      const keptProvenance = provenanceForData(kept.provenance, (p) => getAt(clean, p), isEmptyValue);
      const at = clock();
      const status = plan.toStatus ?? report.status;
      const department = await departmentName(summary.agencyOri);
      // Editing a Rejected report makes it a Draft again (lib/workflow 'edit'): that is a move,
      // kept in inbox history and the audit log with the save, or neither.
      const saved = await repos.inTransaction(async (tx) => {
        const written = await reports.saveData(
          {
            reportId: id,
            version,
            data: clean,
            provenance: keptProvenance,
            status,
            summary,
            parties: reportParties(form.definition, clean),
            departmentName: department,
            at,
            by: actor.user.id,
          },
          tx,
        );
        if (!written) return false;
        if (status !== report.status) {
          const move = {
            reportId: id,
            action: 'edit',
            fromStatus: report.status,
            toStatus: status,
            fromInboxId: null,
            toInboxId: null,
            userId: actor.user.id,
            assigneeUserId: null,
            note: null,
            at,
            ip: actor.ip,
            userName: actor.user.userName,
            detail: { version: version + 1 },
          };
          await repos.workflow.addRecords(moveRecordsOf(move), tx);
        }
        const edit = { version: version + 1 };
        await repos.audit.record(
          { reportId: id, user: actor.user, action: 'edit', ip: actor.ip, at, detail: edit },
          tx,
        );
        return true;
      });
      if (!saved) {
        // Someone else saved first (their version is named), or the report is gone.
        const current = await reports.find(id);
        if (!current) throw await reportGone(repos, id);
        requireVersion(current, version);
        throw new ApiError('conflict', `Report ${id} changed while it was saved. Open it again and retry.`);
      }
      return { version: version + 1, status, lastUpdated: at.toISOString() };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;
