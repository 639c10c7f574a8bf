import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likeLiteral } from './auth-event-repository';
import type { Executor } from '../executor';

/** One search of people and vehicles, as the access log keeps it. */
export interface PersonLookupInput {
  at: Date;
  userId: number;
  userName: string;
  agencyOri: string | null;
  criteria: Record<string, unknown>;
  reason: string;
  matchCount: number;
  reportIds: number[];
  ip: string;
}

export interface PersonLookupRecord extends PersonLookupInput {
  id: string;
}

/** What the access log is filtered by; newest first, older than `beforeId`. */
export interface PersonLookupListFilter {
  /** Only searches by users of this agency (an agency administrator's scope); undefined: every one. */
  agencyOri?: string | undefined;
  /** Part of the searcher's user name, any case. */
  userName?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  beforeId?: string | undefined;
  limit: number;
}

/** The access log of searches for people and vehicles (migration 033): written by each search, read by administrators. */
export function personLookupRepository(db: Db) {
  return {
    async add(e: PersonLookupInput, tx: Executor = db) {
      await tx
        .insertInto('person_lookups')
        .values({
          at: e.at,
          user_id: e.userId,
          user_name: e.userName,
          agency_ori: e.agencyOri,
          criteria: JSON.stringify(e.criteria),
          reason: e.reason,
          match_count: e.matchCount,
          report_ids: JSON.stringify(e.reportIds),
          ip: e.ip,
        })
        .execute();
    },

    async list(f: PersonLookupListFilter, tx: Executor = db): Promise<PersonLookupRecord[]> {
      let q = tx.selectFrom('person_lookups').selectAll().orderBy('id', 'desc').limit(f.limit);
      if (f.agencyOri !== undefined) q = q.where('agency_ori', '=', f.agencyOri);
      if (f.userName) q = q.where(sql<boolean>`lower(user_name) like ${`%${likeLiteral(f.userName.toLowerCase())}%`}`);
      if (f.from) q = q.where('at', '>=', f.from);
      if (f.until) q = q.where('at', '<', f.until);
      if (f.beforeId) q = q.where('id', '<', f.beforeId);
      return (await q.execute()).map((r) => ({
        id: String(r.id),
        at: new Date(r.at),
        userId: r.user_id,
        userName: r.user_name,
        agencyOri: r.agency_ori,
        criteria: r.criteria,
        reason: r.reason,
        matchCount: r.match_count,
        reportIds: r.report_ids,
        ip: r.ip,
      }));
    },
  };
}
export type PersonLookupRepository = ReturnType<typeof personLookupRepository>;
