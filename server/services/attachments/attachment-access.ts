import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { draftOnlyRefusal } from '../../../lib/workflow/draft-only';
import {
  attachmentRulesOf,
  attachmentTypeName,
  isConfidentialType,
  type AttachmentRules,
} from '../../../lib/attachments/attachment-rules';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import { formatDateTime } from '../../../lib/format/dates';
import { planTransition } from '../../../lib/workflow/transitions/transitions';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { AttachmentRecord } from '../../repositories/attachments/attachment-repository';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { FormDefinitions } from '../forms/form-definitions';
import type { AppDeps } from '../app-deps';

export type Actor = Pick<SessionContext, 'user' | 'ability'>;

/** What the edit checks need of a report; read again under a row lock before every write. */
export interface ReportState {
  id: number;
  status: number;
  authorUserId: number;
  lockUserId: number | null;
  lockCreated: Date | null;
}

/**
 * The answer to an upload sent again after its file was removed: the removal stands, so the
 * device hears why instead of the file coming back.
 */
export function removedKeyedAttachment(fileName: string, removedAt: Date, reportId: number): ApiError {
  return notFound(
    `${fileName} was attached to report ${reportId} with this clientKey and removed on ${formatDateTime(removedAt.toISOString())}; it is not attached again.`,
  );
}

export interface AttachmentReport {
  report: StoredReport;
  rules: AttachmentRules;
  lockDurationHours: number;
}

/**
 * Who may do what with a report's attachments, in one place for the binary routes and the
 * envelope calls:
 * - see: whoever may read the report; confidential types (003, 005) only with read
 *   'ConfidentialAttachment' (the author; reviewers and administrators of the agency);
 * - change (upload, delete): whoever may edit the report and create attachments, only while it
 *   is a Draft (a sent report's attachments are part of what was reviewed) and not locked by
 *   someone else.
 */
export function attachmentAccess({ repos, clock, forms }: AppDeps & { forms: FormDefinitions }) {
  const reports = repos.reportDocuments;
  const files = repos.attachments;

  const reportSubject = (r: StoredReport) =>
    subjectOf('Report', { id: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });

  async function reportFor(actor: Actor, reportId: number, action: 'read' | 'edit'): Promise<AttachmentReport> {
    const report = await reports.find(reportId);
    if (!report) throw notFound(`There is no report ${reportId}.`);
    if (!actor.ability.can(action, reportSubject(report))) {
      throw forbidden(
        action === 'read'
          ? `You may not open report ${reportId}.`
          : `You may not change the attachments of report ${reportId}; only its author can.`,
      );
    }
    const form = await forms.load(report.formConfigurationId);
    return {
      report,
      rules: attachmentRulesOf(form.definition),
      lockDurationHours: report.lockDurationHours ?? form.definition.lockDuration,
    };
  }

  /** Null when the actor may change the attachments of a report in this state, else why not. */
  function editRefusal(actor: Actor, state: ReportState, lockDurationHours: number): ApiError | null {
    const draftOnly = draftOnlyRefusal('Attachments', state.status);
    if (draftOnly) return new ApiError('conflict', draftOnly);
    const plan = planTransition(
      'edit',
      {
        status: state.status,
        authorUserId: state.authorUserId,
        lock: state.lockUserId && state.lockCreated ? { userId: state.lockUserId, createdAt: state.lockCreated } : null,
        lockDurationHours,
      },
      { id: actor.user.id },
      { now: clock() },
    );
    return plan.ok ? null : new ApiError('conflict', plan.reason);
  }

  const stateOf = (report: StoredReport): ReportState => ({
    id: report.id,
    status: report.status,
    authorUserId: report.authorUser.id,
    lockUserId: report.lockUserId,
    lockCreated: report.lockCreated,
  });

  function maySeeConfidential(actor: Actor, report: StoredReport) {
    return actor.ability.can(
      'read',
      subjectOf('ConfidentialAttachment', {
        reportId: report.id,
        authorUserId: report.authorUser.id,
        agencyOri: report.agencyOri,
      }),
    );
  }

  function view(record: AttachmentRecord, rules: AttachmentRules): Attachment {
    return {
      id: record.id,
      reportId: record.reportId,
      type: record.type,
      typeName: attachmentTypeName(record.type, rules),
      confidential: isConfidentialType(record.type, rules),
      fileName: record.fileName,
      contentType: record.contentType,
      size: record.size,
      sha256: record.sha256,
      uploadedBy: record.uploadedBy,
      uploadedAt: record.uploadedAt.toISOString(),
    };
  }

  /** One live attachment the actor may see (a confidential one only with the permission). */
  async function readable(actor: Actor, id: string) {
    const record = await files.find(id);
    if (!record) throw notFound(`There is no attachment ${id}.`);
    const found = await reportFor(actor, record.reportId, 'read');
    if (isConfidentialType(record.type, found.rules) && !maySeeConfidential(actor, found.report)) {
      throw forbidden(`${record.fileName} is confidential; you may not see it.`);
    }
    return { record, ...found };
  }

  return {
    view,
    editRefusal,
    /** The report, its attachment rules, and the proof the actor may change its attachments now. */
    async editableReport(actor: Actor, reportId: number): Promise<AttachmentReport> {
      if (!actor.ability.can('create', 'Attachment')) throw forbidden('You may not attach files to reports.');
      const found = await reportFor(actor, reportId, 'edit');
      const refusal = editRefusal(actor, stateOf(found.report), found.lockDurationHours);
      if (refusal) throw refusal;
      return found;
    },

    /**
     * The attachment an upload with this clientKey stored on the report before (an upload sent
     * twice), to whoever may see it; null when there is none, so the upload goes on as a new one.
     */
    async storedUnderKey(actor: Actor, reportId: number, clientKey: string): Promise<Attachment | null> {
      const prior = await files.byClientKey(reportId, clientKey);
      if (!prior) return null;
      if (prior.removedAt) {
        await reportFor(actor, reportId, 'read');
        throw removedKeyedAttachment(prior.fileName, prior.removedAt, reportId);
      }
      const { record, rules } = await readable(actor, prior.id);
      return view(record, rules);
    },

    /** The attachments of a report the actor may see, confidential ones only when allowed. */
    async visibleList(actor: Actor, reportId: number): Promise<Attachment[]> {
      const { report, rules } = await reportFor(actor, reportId, 'read');
      const confidentialToo = maySeeConfidential(actor, report);
      const list = await files.list(reportId);
      return list.filter((f) => confidentialToo || !isConfidentialType(f.type, rules)).map((f) => view(f, rules));
    },

    readable,
  };
}
export type AttachmentAccess = ReturnType<typeof attachmentAccess>;
