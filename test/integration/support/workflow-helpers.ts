import { sql } from 'kysely';
import { expect } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import type { Db } from '../../../server/db/database';
import type { CallResult } from './test-server';

/** Whatever answers the API's calls: an in-process test server, or a server process over HTTP. */
export interface Caller {
  call: (path: string, payload: unknown, token: string) => Promise<CallResult>;
}

/** Workflow test steps through the real API, and reads of what the server recorded. */

export interface Moved {
  id: number;
  version: number;
  status: number;
  inboxId: number | null;
  formInstanceLockInfo: { lockingUser: { id: number; name: string }; created: string } | null;
}

/** A call that must succeed; its payload. */
export async function ok(server: Caller, path: string, payload: unknown, token: string) {
  const res = await server.call(path, payload, token);
  expect(res.statusCode, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.payload;
}

/** A complete report of `token`'s user, saved once (version 2, Draft). */
export async function completeDraft(server: Caller, token: string, data = completeReport()) {
  const created = await ok(server, 'Report/Create', {}, token);
  const saved = await ok(server, 'Report/Save', { id: created.id, version: created.version, data }, token);
  return { id: created.id as number, version: saved.version as number };
}

/** A complete report sent to the agency's review inbox (Pending Review). */
export async function pendingReport(server: Caller, token: string): Promise<Moved> {
  const draft = await completeDraft(server, token);
  return ok(server, 'Workflow/SendTo', draft, token);
}

/** A pending report taken into review by `reviewer` (In Review). */
export async function inReview(server: Caller, author: string, reviewer: string): Promise<Moved> {
  const pending = await pendingReport(server, author);
  return ok(server, 'Workflow/AssignToMe', { id: pending.id, version: pending.version }, reviewer);
}

export const move = (r: { id: number; version: number }) => ({ id: r.id, version: r.version });

export async function reportRow(db: Db, id: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function historyOf(db: Db, reportId: number) {
  return db.selectFrom('inbox_history').selectAll().where('report_id', '=', reportId).orderBy('id').execute();
}

export function auditOf(db: Db, reportId: number, action?: string) {
  let q = db.selectFrom('audit_events').selectAll().where('report_id', '=', reportId);
  if (action) q = q.where('action', '=', action);
  return q.orderBy('id').execute();
}

export async function countOf(
  db: Db,
  table: 'report_versions' | 'report_notes' | 'review_comments' | 'inbox_history' | 'audit_events',
  reportId: number,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes inserts into `table` fail while the row matches `when` (a trigger condition on `new`),
 * to show that a move is undone whole; answers the function that removes the failure again.
 */
export async function failInserts(db: Db, table: 'inbox_history' | 'audit_events' | 'auth_events', when: string) {
  const name = `fail_${table}`;
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
    begin raise exception '${table} is unavailable'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} before insert on ${table}
    for each row when (${when}) execute function ${name}()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
  };
}
