import { subjectOf } from '../../../lib/auth/permissions/ability';
import { isPersonalDataPath, withholdPersonalChanges } from '../../../lib/forms/definition/personal-data';
import { diffReports } from '../../../lib/forms/merge/report-diff';
import { previousSubmission } from '../../../lib/workflow/review/previous-submission';
import { reportStatusName } from '../../../lib/workflow/report-status';
import { forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { StoredReport } from '../../repositories/reports/report-document-repository';
import type { VersionRecord } from '../../repositories/reports/report-history-repository';
import type { NoteRecord } from '../../repositories/reports/report-notes-repository';
import type { CodeLabels } from '../code-lists/code-labels';
import type { FormDefinitions } from '../forms/form-definitions';
import { reportSubject, type PersonalDataAccess, type ReportFacts } from './personal-data-access';
import type { AppDeps } from '../app-deps';
import type { NotificationService } from '../notifications/notification-service';

/** Who asks, and from which address (the audit log records it). */
type Actor = Pick<SessionContext, 'user' | 'ability'> & { ip: string };

const factsOf = (r: StoredReport): ReportFacts => ({
  id: r.id,
  authorUserId: r.authorUser.id,
  agencyOri: r.agencyOri,
  status: r.status,
});

/** The report's facts as another subject, so notes and audit rules scope like the report does. */
const relatedSubject = (type: 'Note' | 'AuditEvent', r: StoredReport) =>
  subjectOf(type, { reportId: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });

const versionView = (v: VersionRecord) => ({
  versionId: v.versionId,
  version: v.version,
  status: v.status,
  statusName: reportStatusName(v.status),
  reason: v.reason,
  savedBy: v.savedBy,
  savedAt: v.savedAt.toISOString(),
});

const noteView = (n: NoteRecord) => ({ ...n, at: n.at.toISOString() });

/**
 * History and records of a report: kept versions and what changed between them, inbox moves,
 * notes and the audit log. Every read needs read on the report first; data of versions goes
 * through the personal-data check like Report/Get.
 */
export function reportHistoryService({
  repos,
  clock,
  forms,
  labels,
  personal,
  notifications,
}: AppDeps & {
  forms: FormDefinitions;
  labels: CodeLabels;
  personal: PersonalDataAccess;
  notifications: NotificationService;
}) {
  const reports = repos.reportDocuments;
  const history = repos.reportHistory;
  const notes = repos.reportNotes;
  const audit = repos.audit;

  async function readable(actor: Actor, id: number) {
    const report = await reports.find(id);
    if (!report) throw notFound(`There is no report ${id}.`);
    if (!actor.ability.can('read', reportSubject(factsOf(report)))) throw forbidden(`You may not open report ${id}.`);
    return report;
  }

  async function keptVersion(report: StoredReport, versionId: string) {
    const version = await history.version(report.id, versionId);
    if (!version) throw notFound(`Report ${report.id} has no kept version ${versionId}; Report/Versions lists them.`);
    return version;
  }

  /** One side of a comparison: a kept copy, or the report as it is now. */
  async function side(report: StoredReport, ref: string) {
    if (ref === 'current') {
      return {
        meta: { versionId: null, version: report.version, status: report.status, savedAt: report.lastUpdated },
        data: report.data,
      };
    }
    if (ref === 'previousSubmission') {
      const previous = previousSubmission(await history.versions(report.id), report.status);
      if (!previous) throw notFound(`Report ${report.id} has no earlier submission to compare with.`);
      ref = previous.versionId;
    }
    const v = await keptVersion(report, ref);
    return {
      meta: { versionId: v.versionId, version: v.version, status: v.status, savedAt: v.savedAt.toISOString() },
      data: v.data,
    };
  }

  return {
    async versions(actor: Actor, id: number) {
      await readable(actor, id);
      return { versions: (await history.versions(id)).map(versionView) };
    },

    async version({ actor, id, versionId }: { actor: Actor; id: number; versionId: string }) {
      const report = await readable(actor, id);
      const version = await keptVersion(report, versionId);
      const form = await forms.load(report.formConfigurationId);
      const shown = await personal.present({
        actor,
        report: factsOf(report),
        definition: form.definition,
        data: version.data,
        call: { name: 'Report/GetVersion', ip: actor.ip, view: true, detail: { versionId } },
      });
      return { ...versionView(version), data: shown.data, provenance: version.provenance, redacted: shown.redacted };
    },

    async compare({ actor, id, from, to }: { actor: Actor; id: number; from: string; to: string }) {
      const report = await readable(actor, id);
      const [a, b] = [await side(report, from), await side(report, to)];
      const form = await forms.load(report.formConfigurationId);
      const mayRead = personal.may(actor, factsOf(report));
      const changes = withholdPersonalChanges(
        form.definition,
        diffReports(form.definition, a.data, b.data, await labels()),
        mayRead,
      );
      if (mayRead && changes.some((c) => !c.withheld && isPersonalDataPath(form.definition, c.path))) {
        await personal.recordView(actor, id, { name: 'Report/CompareVersions', ip: actor.ip, detail: { from, to } });
      }
      return { from: a.meta, to: b.meta, changes };
    },

    /** Report/StateSubmissions: the report's submissions to the state, each with its steps. */
    async stateSubmissions(actor: Actor, id: number) {
      await readable(actor, id);
      const sent = await repos.submissions.ofReport(id);
      const events = await repos.submissions.events(sent.map((s) => s.id));
      const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
      return {
        submissions: sent.map((s) => ({
          id: s.id,
          status: s.status,
          idempotencyKey: s.idempotencyKey,
          reportVersion: s.reportVersion,
          replacesCaseNumber: s.replacesCaseNumber,
          holdReason: s.holdReason,
          problems: s.problems,
          receipt: s.receipt,
          stateCaseNumber: s.stateCaseNumber,
          reasons: s.reasons,
          attempts: s.attempts,
          lastError: s.lastError,
          createdAt: new Date(s.createdAt).toISOString(),
          sentAt: iso(s.sentAt),
          decidedAt: iso(s.decidedAt),
          events: events
            .filter((e) => e.submissionId === s.id)
            .map((e) => ({
              id: e.id,
              at: new Date(e.at).toISOString(),
              user: e.user,
              action: e.action,
              detail: e.detail,
            })),
        })),
      };
    },

    async inboxHistory(actor: Actor, id: number) {
      await readable(actor, id);
      const moves = await history.moves(id);
      return {
        moves: moves.map((m) => ({
          ...m,
          fromStatusName: reportStatusName(m.fromStatus),
          toStatusName: m.toStatus === null ? null : reportStatusName(m.toStatus),
          at: m.at.toISOString(),
        })),
      };
    },

    async notes(actor: Actor, id: number) {
      const report = await readable(actor, id);
      if (!actor.ability.can('read', relatedSubject('Note', report)))
        throw forbidden(`The notes of report ${id} are for its author and its reviewers.`);
      return { notes: (await notes.list(id)).map(noteView) };
    },

    async addNote({ actor, id, text }: { actor: Actor; id: number; text: string }) {
      const report = await readable(actor, id);
      if (!actor.ability.can('create', relatedSubject('Note', report)))
        throw forbidden(`Only the author and the reviewers of report ${id} can add notes to it.`);
      const at = clock();
      const note = await repos.inTransaction(async (tx) => {
        const added = await notes.add({ reportId: id, userId: actor.user.id, kind: 'note', text, at }, tx);
        await audit.record(
          { reportId: id, user: actor.user, action: 'note', ip: actor.ip, at, detail: { noteId: added.id } },
          tx,
        );
        // A reviewer's note is a comment on the author's report: the author hears of it.
        if (report.authorUser.id !== actor.user.id) {
          const by = `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.userName;
          await notifications.notify(
            {
              kind: 'reviewComment',
              reportId: id,
              userIds: [report.authorUser.id],
              title: `${by} commented on report ${id}`,
              body: `${by} added a note to your report ${id}:\n\n${text}`,
            },
            tx,
          );
        }
        return added;
      });
      return noteView(note);
    },

    async auditEvents(actor: Actor, id: number) {
      const report = await readable(actor, id);
      if (!actor.ability.can('read', relatedSubject('AuditEvent', report)))
        throw forbidden(`The audit log of report ${id} is for supervisors and administrators of its agency.`);
      const events = await audit.listForReport(id);
      return {
        events: events.map((e) => ({
          id: e.id,
          action: e.action,
          user: { id: e.userId, name: e.userName },
          detail: e.detail,
          ip: e.ip,
          at: e.at.toISOString(),
        })),
      };
    },
  };
}
