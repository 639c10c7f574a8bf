import { performance } from 'node:perf_hooks';
import type { LogEvent } from 'kysely';
import type pg from 'pg';

/** One SQL statement as the server sent it, to be sent again without the server. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
  /** A replayed write that must change a row: one that changes none did not do the work it stands for. */
  mustChangeRow?: boolean;
}

/** Refuses a replay whose write changed no row (a guard that no longer matches, say). */
export function checkReplayed(s: Statement, rowCount: number | null) {
  if (s.mustChangeRow && !rowCount)
    throw new Error(`A replayed write changed no row, so it would time less than the work: ${s.sql.slice(0, 80)}…`);
}

export interface Summary {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: at(1), n: samples.length };
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

/**
 * Records the statements the server's Kysely sends while a capture is open (the bench makes one
 * call at a time while capturing, so what is recorded belongs to that call).
 */
export function statementRecorder() {
  let open: Statement[] | null = null;
  return {
    log(event: LogEvent) {
      if (open && event.level === 'query') open.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
    async capture<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      open = [];
      try {
        const result = await work();
        return { result, statements: open };
      } finally {
        open = null;
      }
    },
  };
}

/** Statements of authentication (session, user and roles, session renewal), which every call makes first. */
export function isAuthentication(s: Statement): boolean {
  return (
    /"sessions"|"user_roles"/.test(s.sql) ||
    /^select .* from "users" as "u" inner join "agencies" as "a" .* where "u"\."id" = \$1$/s.test(s.sql)
  );
}

/** Whether a statement reads the reports table (as the table tables and searches name it). */
export const readsReports = (s: Statement) =>
  !/^\s*explain/i.test(s.sql) && /from "?reports"? (as )?"?r"?\b/.test(s.sql);

/**
 * The index names a statement's plan uses (marked "only" where the plan answers from the index
 * without visiting the table), and whether it reads the whole reports table.
 */
export async function planOf(
  client: pg.Client,
  s: Statement,
): Promise<{ indexes: string[]; seqScanOfReports: boolean }> {
  const res = await client.query(`explain (format json) ${s.sql}`, s.parameters as unknown[]);
  const indexes = new Set<string>();
  let seqScanOfReports = false;
  const walk = (node: Record<string, unknown>) => {
    if (typeof node['Index Name'] === 'string') {
      indexes.add(`${node['Index Name']}${node['Node Type'] === 'Index Only Scan' ? ' (only)' : ''}`);
    }
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'reports') seqScanOfReports = true;
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((res.rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return { indexes: [...indexes], seqScanOfReports };
}

/** Sends one call to the server over HTTP and answers its payload; a refusal is an error of the bench. */
export async function callApi(base: string, path: string, payload: unknown, token = ''): Promise<unknown> {
  const res = await fetch(`${base}/API/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: { token }, payload }),
  });
  const body = (await res.json()) as { status: string; payload?: unknown; error?: { message: string } };
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.error?.message}`);
  return body.payload;
}
