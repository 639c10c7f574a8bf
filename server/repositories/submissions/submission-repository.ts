import { sql } from 'kysely';
import type { StateReason } from '../../../lib/api/schemas/report-document-schemas';
import type { Db } from '../../db/database';
import { WAITS_FOR_CASE_NUMBER, type SubmissionStatus } from '../../../lib/state-repository/submission-status';
import type { Executor } from '../executor';

/** A reason the state gave, as kept: the state's own words, and the report field its element maps to. */
export type KeptReason = StateReason;

export interface ExportProblemRow {
  field: string;
  message: string;
}

export interface Submission {
  id: number;
  reportId: number;
  agencyOri: string;
  idempotencyKey: string;
  reportVersion: number;
  replacesSubmissionId: number | null;
  replacesCaseNumber: string | null;
  status: SubmissionStatus;
  holdReason: string | null;
  problems: ExportProblemRow[];
  document: string | null;
  elementFields: Record<string, string> | null;
  receipt: string | null;
  stateCaseNumber: string | null;
  reasons: KeptReason[];
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  decidedAt: Date | null;
  updatedAt: Date;
}

export interface SubmissionChange {
  status?: SubmissionStatus;
  holdReason?: string | null;
  problems?: ExportProblemRow[];
  document?: string;
  elementFields?: Record<string, string>;
  receipt?: string;
  stateCaseNumber?: string;
  reasons?: KeptReason[];
  attempts?: number;
  lastError?: string | null;
  sentAt?: Date;
  decidedAt?: Date;
}

export interface SubmissionEvent {
  id: number;
  submissionId: number;
  at: Date;
  user: { id: number; name: string } | null;
  action: string;
  detail: Record<string, unknown>;
}

export interface QueueFilter {
  status?: SubmissionStatus | undefined;
  agencyOri?: string | undefined;
  /** Ids below this one (the queue pages newest first). */
  before?: number | undefined;
  /** This submission only (the row an administrator's action answers). */
  id?: number | undefined;
  limit: number;
}

/** A row of the queue: the submission without its document, with the report's case number. */
export type QueueRow = Omit<Submission, 'document' | 'elementFields'> & { caseNumber: string | null };

type Row = Record<string, unknown>;
const camel = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );

const json = (value: unknown) => JSON.stringify(value);

/** The submissions of accepted reports to the state repository and the log of what happened to each. */
export function submissionRepository(db: Db) {
  const columns = [
    'id',
    'report_id',
    'agency_ori',
    'idempotency_key',
    'report_version',
    'replaces_submission_id',
    'replaces_case_number',
    'status',
    'hold_reason',
    'problems',
    'receipt',
    'state_case_number',
    'reasons',
    'attempts',
    'last_error',
    'created_at',
    'sent_at',
    'decided_at',
    'updated_at',
  ] as const;

  return {
    /**
     * The submission of a report instance at its accepted version; the same key again (a retried
     * acceptance) answers the row already there, so a report version is submitted once.
     */
    async create(
      input: {
        reportId: number;
        agencyOri: string;
        idempotencyKey: string;
        reportVersion: number;
        replacesSubmissionId: number | null;
        replacesCaseNumber: string | null;
        status: SubmissionStatus;
        holdReason: string | null;
      },
      tx: Executor = db,
    ): Promise<{ id: number; created: boolean }> {
      const inserted = await tx
        .insertInto('state_submissions')
        .values({
          report_id: input.reportId,
          agency_ori: input.agencyOri,
          idempotency_key: input.idempotencyKey,
          report_version: input.reportVersion,
          replaces_submission_id: input.replacesSubmissionId,
          replaces_case_number: input.replacesCaseNumber,
          status: input.status,
          hold_reason: input.holdReason,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      const existing = await tx
        .selectFrom('state_submissions')
        .select('id')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },

    async find(id: number, tx: Executor = db): Promise<Submission | undefined> {
      const row = await tx.selectFrom('state_submissions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && (camel(row) as unknown as Submission);
    },

    /** A report's submissions, oldest first, for its history. */
    async ofReport(reportId: number, tx: Executor = db): Promise<QueueRow[]> {
      const rows = await tx
        .selectFrom('state_submissions')
        .select(columns)
        .select(sql<string | null>`null`.as('case_number'))
        .where('report_id', '=', reportId)
        .orderBy('id')
        .execute();
      return rows.map((r) => camel(r) as unknown as QueueRow);
    },

    /**
     * The latest submission of an original report or of any other of its supplements: what a
     * supplement's submission replaces.
     */
    async latestOfOriginal(originalReportId: number, exceptReportId: number, tx: Executor = db) {
      const row = await tx
        .selectFrom('state_submissions as s')
        .innerJoin('reports as r', 'r.id', 's.report_id')
        .select(['s.id', 's.state_case_number', 's.status'])
        .where((eb) => eb.or([eb('r.id', '=', originalReportId), eb('r.original_report_id', '=', originalReportId)]))
        .where('r.id', '<>', exceptReportId)
        .orderBy('s.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { id: row.id, stateCaseNumber: row.state_case_number, status: row.status as SubmissionStatus };
    },

    /** Held replacements waiting for the state case number of `submissionId`. */
    async waitingFor(submissionId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .selectFrom('state_submissions')
        .select('id')
        .where('replaces_submission_id', '=', submissionId)
        .where('status', '=', 'held')
        .where('hold_reason', '=', WAITS_FOR_CASE_NUMBER)
        .execute();
      return rows.map((r) => r.id);
    },

    async setReplaces(id: number, caseNumber: string, tx: Executor = db): Promise<void> {
      await tx
        .updateTable('state_submissions')
        .set({ replaces_case_number: caseNumber, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async update(id: number, change: SubmissionChange, tx: Executor = db): Promise<void> {
      await tx
        .updateTable('state_submissions')
        .set({
          ...(change.status !== undefined && { status: change.status }),
          ...(change.holdReason !== undefined && { hold_reason: change.holdReason }),
          ...(change.problems !== undefined && { problems: json(change.problems) }),
          ...(change.document !== undefined && { document: change.document }),
          ...(change.elementFields !== undefined && { element_fields: json(change.elementFields) }),
          ...(change.receipt !== undefined && { receipt: change.receipt }),
          ...(change.stateCaseNumber !== undefined && { state_case_number: change.stateCaseNumber }),
          ...(change.reasons !== undefined && { reasons: json(change.reasons) }),
          ...(change.attempts !== undefined && { attempts: change.attempts }),
          ...(change.lastError !== undefined && { last_error: change.lastError }),
          ...(change.sentAt !== undefined && { sent_at: change.sentAt }),
          ...(change.decidedAt !== undefined && { decided_at: change.decidedAt }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Moves a submission from one of `from` to `change.status`, only if it still stands there
     * (two administrators, or an administrator and the queue, may act at once); answers whether it moved.
     */
    async move(id: number, from: readonly SubmissionStatus[], change: SubmissionChange, tx: Executor = db) {
      const moved = await tx
        .updateTable('state_submissions')
        .set({
          ...(change.status !== undefined && { status: change.status }),
          ...(change.holdReason !== undefined && { hold_reason: change.holdReason }),
          ...(change.attempts !== undefined && { attempts: change.attempts }),
          ...(change.lastError !== undefined && { last_error: change.lastError }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returning('id')
        .executeTakeFirst();
      return moved !== undefined;
    },

    async addEvent(
      e: { submissionId: number; userId: number | null; action: string; detail?: Record<string, unknown>; at?: Date },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .insertInto('state_submission_events')
        .values({
          submission_id: e.submissionId,
          user_id: e.userId,
          action: e.action,
          detail: json(e.detail ?? {}),
          ...(e.at && { at: e.at }),
        })
        .execute();
    },

    async events(submissionIds: number[], tx: Executor = db): Promise<SubmissionEvent[]> {
      if (submissionIds.length === 0) return [];
      const rows = await tx
        .selectFrom('state_submission_events as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .select(['e.id', 'e.submission_id', 'e.at', 'e.user_id', 'e.action', 'e.detail'])
        .select(sql<string | null>`u.first_name || ' ' || u.last_name`.as('user_name'))
        .where('e.submission_id', 'in', submissionIds)
        .orderBy('e.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        submissionId: r.submission_id,
        at: r.at,
        user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
        action: r.action,
        detail: r.detail,
      }));
    },

    /** The administration queue: newest first, by status and agency. */
    async queue(f: QueueFilter, tx: Executor = db): Promise<QueueRow[]> {
      let q = tx
        .selectFrom('state_submissions as s')
        .innerJoin('reports as r', 'r.id', 's.report_id')
        .select(columns.map((c) => `s.${c}` as const))
        .select('r.case_number')
        .orderBy('s.id', 'desc')
        .limit(f.limit);
      if (f.status) q = q.where('s.status', '=', f.status);
      if (f.agencyOri) q = q.where('s.agency_ori', '=', f.agencyOri);
      if (f.before !== undefined) q = q.where('s.id', '<', f.before);
      if (f.id !== undefined) q = q.where('s.id', '=', f.id);
      const rows = await q.execute();
      return rows.map((r) => camel(r) as unknown as QueueRow);
    },

    /** Ids of submissions waiting in one of `statuses`, oldest first: what the queue sends again after a restart. */
    async waiting(statuses: readonly SubmissionStatus[], limit: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .selectFrom('state_submissions')
        .select('id')
        .where('status', 'in', [...statuses])
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Who hears of a state's rejection: the report's author and whoever accepted it (its last
     * 'accept' move), with their addresses; one entry when they are the same person.
     */
    async rejectionRecipients(reportId: number, tx: Executor = db) {
      const accepted = tx
        .selectFrom('audit_events')
        .select('user_id')
        .where('report_id', '=', reportId)
        .where('action', '=', 'move')
        .where(sql<boolean>`detail ->> 'action' = 'accept'`)
        .orderBy('id', 'desc')
        .limit(1);
      return tx
        .selectFrom('users as u')
        .select(['u.id', 'u.email', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
        .where((eb) =>
          eb.or([
            eb('u.id', '=', eb.selectFrom('reports').select('author_user_id').where('id', '=', reportId)),
            eb('u.id', '=', accepted),
          ]),
        )
        .orderBy('u.id')
        .execute();
    },

    /** The report instance's fields the specification names: the state case number and the state's reasons. */
    async setReportOutcome(
      reportId: number,
      outcome: { externalInstanceId?: string; errorMessages: KeptReason[] },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .updateTable('reports')
        .set({
          ...(outcome.externalInstanceId !== undefined && { external_instance_id: outcome.externalInstanceId }),
          error_messages: json(outcome.errorMessages),
        })
        .where('id', '=', reportId)
        .execute();
    },
  };
}
export type SubmissionRepository = ReturnType<typeof submissionRepository>;
