import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, ReportTable } from '../../db/schema';
import type { Executor } from '../executor';

type CamelOf<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelOf<Tail>>}` : S;

/** A report row as a transition reads it, locked for the rest of its transaction: every column, in camelCase. */
export type WorkflowRow = { [K in keyof Selectable<ReportTable> as CamelOf<K>]: Selectable<ReportTable>[K] };

/** The stored row as services read it: `lock_created` becomes `lockCreated`, and so on. */
export const workflowRowOf = (row: Selectable<ReportTable>): WorkflowRow =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  ) as WorkflowRow;

/** A locked report with what its move needs to read alongside, fetched by the same query. */
export interface LockedReport {
  row: WorkflowRow;
  /** Names of the report's author, lock holder and last changer, by user id. */
  names: Map<number, string>;
  /** The report's form and its last change, to tell whether the cached form is still current. */
  form: { id: number; lastUpdated: Date | string } | null;
}

/** A user's name as the workflow shows it (`u` is the users table). */
export const fullName = sql<string>`u.first_name || ' ' || u.last_name`;

const nameOf = (eb: ExpressionBuilder<Database & { r: ReportTable }, 'r'>, column: `r.${keyof ReportTable}`) =>
  eb.selectFrom('users as u').select(fullName.as('name')).whereRef('u.id', '=', column);

/** The report of a move with its names and form stamp: compiled once for each of locked and unlocked. */
const moveRead = (lock: boolean) =>
  compiledOnce((db: Executor, id: number) =>
    db
      .selectFrom('reports as r')
      .selectAll('r')
      .select((eb) => [
        nameOf(eb, 'r.author_user_id').as('author_name'),
        nameOf(eb, 'r.locking_user_id').as('lock_name'),
        nameOf(eb, 'r.last_updated_by').as('updated_by_name'),
        eb
          .selectFrom('form_configurations as f')
          .select('f.last_updated')
          .whereRef('f.id', '=', 'r.form_configuration_id')
          .as('form_last_updated'),
      ])
      .where('r.id', '=', id)
      .$if(lock, (q) => q.forUpdate()),
  );
const moveReads = { locked: moveRead(true), unlocked: moveRead(false) };

/** A move's report, locked (select … for update) or not, with its names and form stamp in one round trip. */
export async function readMove(db: Executor, id: number, lock: boolean): Promise<LockedReport | undefined> {
  const [found] = await moveReads[lock ? 'locked' : 'unlocked'](db, id);
  if (!found) return undefined;
  const { author_name, lock_name, updated_by_name, form_last_updated, ...row } = found;
  const names = new Map<number, string>();
  const known: [number | null, string | null][] = [
    [row.author_user_id, author_name],
    [row.locking_user_id, lock_name],
    [row.last_updated_by, updated_by_name],
  ];
  for (const [userId, name] of known) if (userId !== null && name !== null) names.set(userId, name);
  const form =
    row.form_configuration_id !== null && form_last_updated !== null
      ? { id: row.form_configuration_id, lastUpdated: form_last_updated }
      : null;
  return { row: workflowRowOf(row), names, form };
}
