import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, ReportTable } from '../../db/schema';
import { compiledByShape } from '../../db/compiled-once';
import { addReportFilesToSweep } from '../attachments/attachment-orphan-repository';
import { auditRow, type AuditEventInput } from '../reports/audit-repository';
import { readMove, workflowRowOf, type WorkflowRow } from './move-read';
import { openSupplementCondition } from '../reports/open-supplement';
import { lockInfoOf } from '../reports/report-document-repository';
import { copyReportParties } from '../people/report-party-repository';
import type { Executor } from '../executor';
import { reviewCommentQueries } from './review-comment-queries';
import { changeSet, type ReportChange } from './report-change-set';

export type { WorkflowRow };
export type { ReportChange };

export interface HistoryEntry {
  reportId: number;
  action: string;
  fromStatus: number;
  toStatus: number | null;
  fromInboxId: number | null;
  toInboxId: number | null;
  userId: number;
  assigneeUserId: number | null;
  note: string | null;
  at: Date;
}

/** The report as a move answers it. */
export interface MovedView {
  id: number;
  version: number;
  status: number;
  lastUpdated: string;
  inboxId: number | null;
  formInstanceLockInfo: { lockingUser: { id: number; name: string }; created: string } | null;
}

const historyRow = (e: HistoryEntry) => ({
  report_id: e.reportId,
  action: e.action,
  from_status: e.fromStatus,
  to_status: e.toStatus,
  from_inbox_id: e.fromInboxId,
  to_inbox_id: e.toInboxId,
  user_id: e.userId,
  assignee_user_id: e.assigneeUserId,
  note: e.note,
  at: e.at,
});

const toMovedView = (r: {
  id: number;
  version: number;
  status: number;
  last_updated: Date | string;
  inbox_id: number | null;
  locking_user_id: number | null;
  lock_created: Date | string | null;
  lock_name: string | null;
}): MovedView => ({
  id: r.id,
  version: r.version,
  status: r.status,
  lastUpdated: new Date(r.last_updated).toISOString(),
  inboxId: r.inbox_id,
  formInstanceLockInfo: lockInfoOf(r),
});

/** What a move answers of the report (`r`) and its lock holder (`u`). */
const movedColumns = [
  'r.id',
  'r.version',
  'r.status',
  'r.last_updated',
  'r.inbox_id',
  'r.locking_user_id',
  'r.lock_created',
  sql<string | null>`u.first_name || ' ' || u.last_name`.as('lock_name'),
] as const;

/** A move's change to the report row: what changes, by whom, when. */
export interface ReportUpdate {
  id: number;
  change: ReportChange;
  by: number;
  at: Date;
}

/** The inbox history row and audit events a move writes with its change. */
export interface MoveRecords {
  history: HistoryEntry;
  audits: AuditEventInput[];
}

/** A copy of a report's data kept at a submission. */
export interface KeptVersion {
  reportId: number;
  version: number;
  status: number;
  reason: string;
  data: unknown;
  provenance: unknown;
  by: number;
  at: Date;
}

/** What a guarded move read and expects to find unchanged when it writes. */
export interface MoveGuard {
  version: number;
  status: number;
  lockUserId: number | null;
}

/** One row into `table`, only when the statement's `moved` report row was updated. */
const insertWithMoved = <DB extends Database>(
  q: QueryCreator<DB>,
  table: 'inbox_history' | 'audit_events',
  row: Record<string, unknown>,
) =>
  (q as unknown as QueryCreator<Database>)
    .insertInto(table)
    .columns(Object.keys(row) as never)
    .expression(sql`select ${sql.join(Object.values(row).map((v) => sql.val(v)))} from moved`);

/** Columns of the report table, as a WorkflowRow's fields name them (`formType` is `form_type`). */
const columnsOf = (fields: Partial<WorkflowRow>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  ) as Omit<Insertable<ReportTable>, 'author_user_id' | 'agency_ori' | 'form_type'> &
    Pick<Insertable<ReportTable>, 'agency_ori' | 'form_type'>;

/**
 * A move's writes as one statement (see applyMove): compiled once for each shape of change, guard
 * and records, since every Assign to me, release or approval would otherwise build and compile the
 * same few texts again on the server's one thread.
 */
const moveStatement = compiledByShape(
  (
    tx: Executor,
    {
      id,
      change,
      by,
      at,
      history,
      audits,
      expect,
    }: ReportUpdate & {
      history: ReturnType<typeof historyRow>;
      audits: ReturnType<typeof auditRow>[];
      expect?: MoveGuard | undefined;
    },
  ) => {
    let query = tx
      .with('moved', (q) =>
        q
          .updateTable('reports')
          .set(changeSet(change, by, at))
          .where('id', '=', id)
          .$if(expect !== undefined, (u) =>
            u
              .where('version', '=', expect!.version)
              .where('status', '=', expect!.status)
              .where('locking_user_id', 'is not distinct from', expect!.lockUserId),
          )
          .returning(['id', 'version', 'status', 'last_updated', 'inbox_id', 'locking_user_id', 'lock_created']),
      )
      .with('history', (q) => insertWithMoved(q, 'inbox_history', history));
    audits.forEach((audit, i) => {
      query = query.with(`audit${i}` as 'history', (q) => insertWithMoved(q, 'audit_events', audit));
    });
    return query.selectFrom('moved as r').leftJoin('users as u', 'u.id', 'r.locking_user_id').select(movedColumns);
  },
);

/**
 * The writes of the review workflow. A move passes its transaction (last) to every function, so
 * the move and its records land together or not at all.
 */
export function workflowRepository(db: Db) {
  return {
    /** The report row, locked (select … for update) until the transaction ends; concurrent moves queue here. */
    async lockReport(id: number, tx: Executor = db): Promise<WorkflowRow | undefined> {
      const row = await tx.selectFrom('reports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return row && workflowRowOf(row);
    },

    /**
     * lockReport for the report a move is about, with the names its messages use and its form's
     * last change read in the same round trip (scalar subqueries, so only the report row is locked).
     */
    lockForMove: (id: number, tx: Executor = db) => readMove(tx, id, true),

    /** lockForMove without the lock: for a move whose one write is guarded by what it read (applyMove's `expect`). */
    readForMove: (id: number, tx: Executor = db) => readMove(tx, id, false),

    /** Applies `change`, counts a new version and records who changed the report when; answers the new version. */
    async update({ id, change, by, at }: ReportUpdate, tx: Executor = db): Promise<number> {
      const row = await tx
        .updateTable('reports')
        .set(changeSet(change, by, at))
        .where('id', '=', id)
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },

    /**
     * update, the move's inbox history row and its audit events (in the order given) as one
     * statement, answering the report as movedView does: one round trip for all of a move's writes.
     * With `expect`, the row is changed only while it still has that version, status and lock
     * holder, and the records are written only with it; no row then answers undefined.
     */
    async applyMove(
      { id, change, by, at, records, expect }: ReportUpdate & { records: MoveRecords; expect?: MoveGuard | undefined },
      tx: Executor = db,
    ): Promise<MovedView | undefined> {
      const [r] = await moveStatement(tx, {
        id,
        change,
        by,
        at,
        history: historyRow(records.history),
        audits: records.audits.map(auditRow),
        expect,
      });
      return r && toMovedView(r);
    },

    /** A move's inbox history row (when it has one) and audit events as one statement. */
    async addRecords(
      { history, audits }: { history: HistoryEntry | null; audits: AuditEventInput[] },
      tx: Executor = db,
    ) {
      if (!history) {
        await tx.insertInto('audit_events').values(audits.map(auditRow)).execute();
        return;
      }
      await tx
        .with('history', (q) => q.insertInto('inbox_history').values(historyRow(history)).returning('id'))
        .insertInto('audit_events')
        .values(audits.map(auditRow))
        .execute();
    },

    /** The report as a move answers it: version, status, inbox and lock with the holder's name. */
    async movedView(id: number, tx: Executor = db): Promise<MovedView> {
      const r = await tx
        .selectFrom('reports as r')
        .leftJoin('users as u', 'u.id', 'r.locking_user_id')
        .select(movedColumns)
        .where('r.id', '=', id)
        .executeTakeFirstOrThrow();
      return toMovedView(r);
    },

    /**
     * Deletes the report; its attachment rows go with it (cascade), and its files in the object
     * store are named for the sweep in the same transaction, so they go too whenever the store answers.
     */
    async remove(id: number, at: Date, tx: Executor = db) {
      await addReportFilesToSweep(tx, id, at);
      await tx.deleteFrom('reports').where('id', '=', id).execute();
    },

    /** The report's supplement in progress, or null; a statement of its own, so it sees what committed before it. */
    async openSupplementOf(id: number, tx: Executor = db): Promise<number | null> {
      const row = await tx
        .selectFrom('reports')
        .select('id')
        .where('original_report_id', '=', id)
        .where(openSupplementCondition())
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * A new Draft of `author` carrying the original's data (as `data`, `provenance` give it), form
     * and summary columns, marked as its supplement (a supplement of an Accepted report starts as a
     * Draft linked to the original). Undefined when the original already has a supplement in
     * progress: the unique index of migration 009 refuses a second, whichever process asks.
     */
    async createSupplement(
      {
        original,
        authorUserId,
        at,
        data,
        provenance,
      }: { original: WorkflowRow; authorUserId: number; at: Date; data: unknown; provenance: unknown },
      tx: Executor = db,
    ): Promise<number | undefined> {
      // Everything that describes the crash is copied; what belongs to the original's life is not.
      const {
        id: _id,
        version: _version,
        status: _status,
        uniqueIdentifier: _uid,
        createdAt: _created,
        inboxId: _inbox,
        lockingUserId: _lockUser,
        lockCreated: _lockCreated,
        externalInstanceId: _external,
        errorMessages: _stateReasons,
        originalReviewerUserId: _reviewer,
        data: _data,
        provenance: _provenance,
        notCarriedOver,
        clientId: _clientId,
        ...crash
      } = original;
      const row = await tx
        .insertInto('reports')
        .values({
          ...columnsOf(crash),
          data: JSON.stringify(data),
          provenance: JSON.stringify(provenance),
          // What the original left behind moving between form versions stays beside its copy.
          not_carried_over: JSON.stringify(notCarriedOver),
          author_user_id: authorUserId,
          is_supplement: true,
          original_report_id: original.id,
          created_at: at,
          last_updated: at,
          last_updated_by: authorUserId,
        })
        .onConflict((oc) => oc.column('original_report_id').where(openSupplementCondition()).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await copyReportParties(tx, original.id, row.id);
      return row?.id;
    },

    async addHistory(e: HistoryEntry, tx: Executor = db) {
      await tx.insertInto('inbox_history').values(historyRow(e)).execute();
    },

    /** Every submission keeps the version it replaced, so a reviewer can compare with the last one sent. */
    async keepVersion(v: KeptVersion, tx: Executor = db) {
      await tx
        .insertInto('report_versions')
        .values({
          report_id: v.reportId,
          version: v.version,
          status: v.status,
          reason: v.reason,
          data: JSON.stringify(v.data),
          provenance: JSON.stringify(v.provenance ?? {}),
          saved_by: v.by,
          saved_at: v.at,
        })
        .execute();
    },

    async addNote(n: { reportId: number; userId: number; kind: string; text: string; at: Date }, tx: Executor = db) {
      await tx
        .insertInto('report_notes')
        .values({ report_id: n.reportId, user_id: n.userId, kind: n.kind, text: n.text, at: n.at })
        .execute();
    },
    ...reviewCommentQueries(db),
  };
}
export type WorkflowRepository = ReturnType<typeof workflowRepository>;
