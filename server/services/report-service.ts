import { fieldErrorsOf } from '../../lib/api/envelope';
import { subjectOf } from '../../lib/auth/ability';
import { newReportData, newReportProvenance } from '../../lib/forms/new-report';
import { getAt, isEmptyValue } from '../../lib/forms/paths';
import { provenanceForData, type ProvenanceMap } from '../../lib/forms/provenance';
import { reportSummary } from '../../lib/forms/vehicle-crash-report/report-summary';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { codeMembershipIssues } from '../../lib/validation/code-membership';
import { checkCompleteness } from '../../lib/validation/completeness';
import { draftOnlySaveRefusal } from '../../lib/workflow/draft-only';
import { planTransition } from '../../lib/workflow/transitions';
import { staleVersionRefusal } from '../../lib/workflow/version-conflict';
import { ApiError, forbidden, notFound } from '../api/api-error';
import type { SessionContext } from '../api/authenticate';
import { reportDocumentRepository, type StoredReport } from '../repositories/report-document-repository';
import { codeBook } from './code-book';
import { formDefinitions } from './form-definitions';
import type { AppDeps } from './services';
import { recordMove } from './workflow-moves';

type Actor = Pick<SessionContext, 'user' | 'ability'> & { ip?: string };

/** Creating, reading and saving reports: permission, status, version, shape, then the write. */
export function reportService({ db, clock }: AppDeps) {
  const reports = reportDocumentRepository(db);
  const forms = formDefinitions(db);
  const codes = codeBook(db);

  const subject = (r: StoredReport) =>
    subjectOf('Report', { id: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });

  async function departmentName(ori: string | null) {
    if (!ori) return null;
    const agency = await db.selectFrom('agencies').select('name').where('ori', '=', ori).executeTakeFirst();
    return agency?.name ?? null;
  }

  async function findFor(actor: Actor, id: number, action: string) {
    const report = await reports.find(id);
    if (!report) throw notFound(`There is no report ${id}.`);
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

  return {
    async create(actor: Actor, formConfigurationId?: number) {
      if (!actor.ability.can('create', 'Report')) throw forbidden('You may not create reports.');
      const form = formConfigurationId
        ? await forms.load(formConfigurationId)
        : await forms.newestPublished(vehicleCrashReport.name, actor.user.agencyOri);
      const data = newReportData(form.definition, actor.user);
      const summary = reportSummary(data);
      const id = await reports.create(
        {
          formConfigurationId: form.id,
          formType: form.definition.type,
          authorUserId: actor.user.id,
          agencyOri: actor.user.agencyOri,
          data,
          provenance: newReportProvenance(form.definition, data),
        },
        summary,
        await departmentName(summary.agencyOri),
        clock(),
      );
      return (await reports.find(id)) as StoredReport;
    },

    get: (actor: Actor, id: number) => findFor(actor, id, 'read'),

    async save(actor: Actor, id: number, version: number, data: Record<string, unknown>, provenance?: ProvenanceMap) {
      const report = await findFor(actor, id, 'edit');
      // Whoever gets personal data withheld (Report/Get) would save the gaps over it.
      if (!actor.ability.can('readPersonalData', subject(report)))
        throw forbidden(`You may not change report ${id}: it holds personal data you may not see.`);
      const form = await forms.load(report.formConfigurationId);
      const plan = planTransition(
        'edit',
        workflowView(report, form.definition.lockDuration),
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
      const clean = parsed.data as Record<string, unknown>;
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
      const summary = reportSummary(clean);
      const kept = provenanceForData(provenance ?? report.provenance, (p) => getAt(clean, p), isEmptyValue);
      const at = clock();
      const status = plan.toStatus ?? report.status;
      const department = await departmentName(summary.agencyOri);
      // Editing a Rejected report makes it a Draft again (lib/workflow 'edit'): that is a move,
      // kept in inbox history and the audit log with the save, or neither.
      const saved = await db.transaction().execute(async (tx) => {
        const ok = await reports.saveData(id, version, clean, kept, status, summary, department, at, actor.user.id, tx);
        if (ok && status !== report.status) {
          await recordMove(tx, {
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
            ip: actor.ip ?? '',
            userName: actor.user.userName,
            detail: { version: version + 1 },
          });
        }
        return ok;
      });
      if (!saved) {
        const current = await reports.find(id);
        requireVersion(current ?? report, version);
      }
      return {
        version: version + 1,
        status,
        lastUpdated: at.toISOString(),
        issues: checkCompleteness(form.definition, clean),
      };
    },
  };
}
