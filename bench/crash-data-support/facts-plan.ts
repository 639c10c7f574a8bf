import type pg from 'pg';
import type { Statement } from '../report-tables-support/measure';

/**
 * A statement's plan as PostgreSQL ran it (EXPLAIN ANALYZE, BUFFERS), indented as PostgreSQL
 * prints it: which index or scan each view's count reads, and how many rows and pages.
 */
export async function printPlan(client: pg.Client, s: Statement) {
  const res = await client.query(`explain (analyze, buffers, costs off) ${s.sql}`, s.parameters as unknown[]);
  const lines = res.rows.map((r) => r['QUERY PLAN'] as string);
  console.log(`  plan:\n${lines.map((l) => `    ${l}`).join('\n')}`);
}
