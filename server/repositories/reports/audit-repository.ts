import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/**
 * What the audit log records of a report: every view and change (the DPPA expects every view of
 * driver data logged).
 */
export type AuditAction =
  | 'view'
  | 'viewPersonalData'
  | 'edit'
  | 'print'
  | 'export'
  | 'move'
  | 'lockTakeover'
  | 'note'
  | 'historyView'
  | 'moveToVersion'
  | 'exchangeDownload'
  | 'batchExport'
  | 'retention'
  | 'legalHold';

export interface AuditEventInput {
  reportId: number | null;
  user: { id: number; userName: string } | null;
  action: AuditAction;
  ip: string;
  at: Date;
  detail?: Record<string, unknown>;
}

export interface AuditEventRecord {
  id: string;
  reportId: number | null;
  userId: number | null;
  userName: string;
  action: string;
  detail: Record<string, unknown>;
  ip: string;
  at: Date;
}

/** An event as its audit_events row, for the one insert of a move that writes several tables at once. */
export const auditRow = (e: AuditEventInput) => ({
  report_id: e.reportId,
  user_id: e.user?.id ?? null,
  user_name: e.user?.userName ?? '',
  action: e.action,
  detail: JSON.stringify(e.detail ?? {}),
  ip: e.ip,
  at: e.at,
});

/** The audit log: who viewed, edited, printed, exported or moved a report, when and from where. */
export function auditRepository(db: Db) {
  return {
    /** Pass the transition's transaction so the event and the change land together or not at all. */
    async record(e: AuditEventInput, tx: Executor = db) {
      await tx.insertInto('audit_events').values(auditRow(e)).execute();
    },
    /** Who deleted a report and when, from its delete move (the audit log outlives the report); undefined when never deleted. */
    async deletionOf(reportId: number, tx: Executor = db): Promise<{ name: string; at: Date } | undefined> {
      const row = await tx
        .selectFrom('audit_events as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .select(['e.at', 'e.user_name', sql<string | null>`u.first_name || ' ' || u.last_name`.as('full_name')])
        .where('e.report_id', '=', reportId)
        .where('e.action', '=', 'move')
        .where(sql<string>`e.detail ->> 'action'`, '=', 'delete')
        .orderBy('e.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { name: row.full_name ?? row.user_name, at: new Date(row.at) };
    },
    /**
     * The report an author created with this clientId and someone deleted since (its delete move
     * keeps both); undefined when there is none. Migration 021's index serves the lookup.
     */
    async deletedReportOfClientId(authorUserId: number, clientId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('audit_events')
        .select('report_id')
        .where('action', '=', 'move')
        .where(sql<string>`detail ->> 'action'`, '=', 'delete')
        .where(sql<string>`detail ->> 'clientId'`, '=', clientId)
        .where(sql<string>`detail ->> 'authorUserId'`, '=', String(authorUserId))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.report_id ?? undefined;
    },
    async listForReport(reportId: number, tx: Executor = db): Promise<AuditEventRecord[]> {
      const rows = await tx
        .selectFrom('audit_events')
        .selectAll()
        .where('report_id', '=', reportId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: String(r.id),
        reportId: r.report_id,
        userId: r.user_id,
        userName: r.user_name,
        action: r.action,
        detail: r.detail,
        ip: r.ip,
        at: new Date(r.at),
      }));
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
