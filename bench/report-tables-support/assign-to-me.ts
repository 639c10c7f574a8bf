import type pg from 'pg';
import type { BareServer } from './bare-server';
import { httpClientThread } from './http-client-thread';
import { checkReplayed, isAuthentication, timed, type Statement } from './measure';

export interface Reviewer {
  id: number;
  token: string;
}

export interface Queued {
  id: number;
  version: number;
}

/**
 * Assign to me under concurrent reviewers: rounds in which every reviewer takes a different
 * Pending Review report at the same moment. Between rounds (untimed) the reports are put back
 * unlocked in Pending Review, so a small queue serves many rounds.
 */
export function assignToMeRounds(admin: pg.Client, agencyOri: string, queue: number[]) {
  const client = httpClientThread();
  let next = 0;
  const take = async (n: number): Promise<Queued[]> => {
    const ids = Array.from({ length: n }, () => queue[next++ % queue.length]!);
    const rows = (await admin.query(`select id, version from reports where id = any($1::int[])`, [ids])).rows;
    return ids.map((id) => rows.find((r) => r.id === id)!);
  };
  const putBack = (reports: Queued[]) =>
    admin.query(
      `update reports set status = 1, locking_user_id = null, lock_created = null where id = any($1::int[])`,
      [reports.map((r) => r.id)],
    );

  return {
    /**
     * One round through the server's HTTP API, sent by a client thread (so the reviewers' side
     * does not run on the server's event loop); answers each reviewer's latency.
     */
    async overHttp(base: string, reviewers: Reviewer[]): Promise<number[]> {
      const reports = await take(reviewers.length);
      const calls = reviewers.map((r, i) => ({
        path: 'Workflow/AssignToMe',
        payload: { id: reports[i]!.id, version: reports[i]!.version },
        token: r.token,
      }));
      const times = await client.round(base, calls);
      await putBack(reports);
      return times;
    },
    close: () => client.close(),

    /**
     * The same round as raw SQL: the statements one server call made (captured), sent again by
     * as many connections as reviewers, each for its own report and reviewer.
     */
    /**
     * The same round through the bare server (startBareServer): each reviewer's session check and
     * move statements, in order on one connection, answered with the real call's answer.
     */
    async bare(server: BareServer, reviewers: Reviewer[], template: AssignTemplate, auth: Statement[], answer: string) {
      const reports = await take(reviewers.length);
      server.load(
        reviewers.map((r, i) => ({
          statements: [...auth, ...template.forReport(reports[i]!, r.id)],
          answer,
          inOrder: true,
        })),
      );
      const times = await client.round(
        server.address,
        reviewers.map((_, i) => ({ path: `bare/${i}`, payload: {}, token: '' })),
      );
      await putBack(reports);
      return times;
    },

    async raw(clients: pg.Client[], reviewers: Reviewer[], template: AssignTemplate): Promise<number[]> {
      const reports = await take(reviewers.length);
      const times = await Promise.all(
        clients.map((client, i) =>
          timed(async () => {
            for (const s of template.forReport(reports[i]!, reviewers[i]!.id)) {
              checkReplayed(s, (await client.query(s.sql, s.parameters as unknown[])).rowCount);
            }
          }),
        ),
      );
      await putBack(reports);
      return times;
    },
    agencyOri,
  };
}

export interface AssignTemplate {
  statements: Statement[];
  forReport: (report: Queued, reviewerId: number) => Statement[];
}

/**
 * The reads a server makes only on its first move of a form: the form model (tens of kilobytes)
 * and its publish permissions, which it then keeps cached. The recorded call may be that first one; the timed calls
 * (after a warm-up round) never make it, so the replay leaves it out.
 */
const isColdFormRead = (s: Statement) => /"form_model"|from "form_permissions"/.test(s.sql);

/**
 * The captured statements of one Assign to me without its authentication, with the report id and
 * reviewer id swapped for another pair, times for now, and the guarded write's expected version
 * for the other report's (a guard left at the captured report's version would match no row, and
 * the replay would time a write that writes nothing; the replays refuse one that changes no row).
 * A move under a row lock (select … for update) runs in a transaction: Kysely logs its begin and
 * commit as statements too, and when it does not they are added around the locking select. A
 * guarded (optimistic) move has no transaction: its statements are sent as they are, each its own.
 */
export function assignTemplate(captured: Statement[], reportId: number, reviewerId: number): AssignTemplate {
  const statements = captured.filter((s) => !isAuthentication(s) && !isColdFormRead(s));
  const first = statements.findIndex((s) => /for update/i.test(s.sql));
  const wrap = first >= 0 && !statements.some((s) => /^begin/i.test(s.sql));
  const body = wrap
    ? [
        ...statements.slice(0, first),
        { sql: 'begin', parameters: [] },
        ...statements.slice(first),
        { sql: 'commit', parameters: [] },
      ]
    : statements;
  const writes = (s: Statement) => /^\s*(with "moved" as \()?update "reports"/i.test(s.sql);
  if (!body.some(writes)) throw new Error('The recorded Assign to me wrote no report.');
  // The guard's version: `"version" = $n` in the write's where clause (its set says version + 1).
  const versionSlot = (s: Statement) => {
    const found = /where .*?"version" = \$(\d+)/is.exec(s.sql);
    return found ? Number(found[1]) - 1 : -1;
  };
  return {
    statements: body,
    forReport: (report, reviewer) =>
      body.map((s) => {
        const slot = writes(s) ? versionSlot(s) : -1;
        return {
          sql: s.sql,
          mustChangeRow: writes(s),
          parameters: s.parameters.map((p, i) =>
            i === slot
              ? report.version
              : p === reportId
                ? report.id
                : p === reviewerId
                  ? reviewer
                  : p instanceof Date
                    ? new Date()
                    : p,
          ),
        };
      }),
  };
}
