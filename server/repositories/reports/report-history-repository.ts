import { sql } from 'kysely';
import type { ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import type { Db } from '../../db/database';

const userName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

export interface VersionRecord {
  versionId: string;
  version: number;
  status: number;
  reason: string;
  savedBy: { id: number; name: string };
  savedAt: Date;
}

export interface VersionWithData extends VersionRecord {
  data: Record<string, unknown>;
  provenance: ProvenanceMap;
}

export interface MoveRecord {
  id: string;
  action: string;
  fromStatus: number;
  toStatus: number | null;
  fromInbox: { id: number; name: string } | null;
  toInbox: { id: number; name: string } | null;
  user: { id: number; name: string };
  assignee: { id: number; name: string } | null;
  note: string | null;
  at: Date;
}

/**
 * Reads of what the workflow keeps about a report (the workflow writes it): the versions saved
 * at submissions and conflicts, and every move between statuses and inboxes.
 */
export function reportHistoryRepository(db: Db) {
  const versions = () =>
    db
      .selectFrom('report_versions as v')
      .innerJoin('users as u', 'u.id', 'v.saved_by')
      .select([
        'v.id',
        'v.version',
        'v.status',
        'v.reason',
        'v.saved_by',
        'v.saved_at',
        userName('u').as('saved_by_name'),
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof versions>['executeTakeFirstOrThrow']>>;
  const version = (r: Row): VersionRecord => ({
    versionId: String(r.id),
    version: r.version,
    status: r.status,
    reason: r.reason,
    savedBy: { id: r.saved_by, name: r.saved_by_name },
    savedAt: new Date(r.saved_at),
  });

  return {
    /** Oldest first, as a history reads. */
    async versions(reportId: number): Promise<VersionRecord[]> {
      const rows = await versions().where('v.report_id', '=', reportId).orderBy('v.id').execute();
      return rows.map(version);
    },

    async version(reportId: number, versionId: string): Promise<VersionWithData | undefined> {
      const row = await versions()
        .select(['v.data', 'v.provenance'])
        .where('v.report_id', '=', reportId)
        .where('v.id', '=', versionId)
        .executeTakeFirst();
      return row && { ...version(row), data: row.data, provenance: row.provenance as ProvenanceMap };
    },

    async moves(reportId: number): Promise<MoveRecord[]> {
      const rows = await db
        .selectFrom('inbox_history as h')
        .innerJoin('users as u', 'u.id', 'h.user_id')
        .leftJoin('users as a', 'a.id', 'h.assignee_user_id')
        .leftJoin('inboxes as fi', 'fi.id', 'h.from_inbox_id')
        .leftJoin('inboxes as ti', 'ti.id', 'h.to_inbox_id')
        .select([
          'h.id',
          'h.action',
          'h.from_status',
          'h.to_status',
          'h.from_inbox_id',
          'fi.name as from_inbox_name',
          'h.to_inbox_id',
          'ti.name as to_inbox_name',
          'h.user_id',
          userName('u').as('user_name'),
          'h.assignee_user_id',
          sql<string | null>`a.first_name || ' ' || a.last_name`.as('assignee_name'),
          'h.note',
          'h.at',
        ])
        .where('h.report_id', '=', reportId)
        .orderBy('h.id')
        .execute();
      return rows.map((r) => ({
        id: String(r.id),
        action: r.action,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        fromInbox: r.from_inbox_id ? { id: r.from_inbox_id, name: r.from_inbox_name ?? '' } : null,
        toInbox: r.to_inbox_id ? { id: r.to_inbox_id, name: r.to_inbox_name ?? '' } : null,
        user: { id: r.user_id, name: r.user_name },
        assignee: r.assignee_user_id ? { id: r.assignee_user_id, name: r.assignee_name ?? '' } : null,
        note: r.note,
        at: new Date(r.at),
      }));
    },
  };
}
export type ReportHistoryRepository = ReturnType<typeof reportHistoryRepository>;
