import { sql, type Kysely, type RawBuilder } from 'kysely';

/** A statement's changed rows: the transition table's name and +1 (added) or -1 (taken away). */
export interface FactChangeSource {
  table: 'added' | 'removed' | 'crash_facts';
  delta: number;
}

/**
 * Counts kept beside crash_facts (migrations 039 and 041): one trigger a statement, not a row, so
 * a batch of facts (a migration's, a bench's) is one INSERT of counts; `change` writes what the
 * statement's rows add and take away. Emptying the facts (a bulk reload) empties the counts, as
 * TRUNCATE fires no delete trigger; the facts already written are counted at once. Its SQL is
 * part of those migrations: a change here is a change to them.
 */
export async function keepCountsOfFacts(
  db: Kysely<unknown>,
  name: string,
  change: (sources: FactChangeSource[]) => RawBuilder<unknown>,
) {
  const triggers: { event: string; transition: string; sources: FactChangeSource[] }[] = [
    { event: 'insert', transition: 'new table as added', sources: [{ table: 'added', delta: 1 }] },
    {
      event: 'update',
      transition: 'old table as removed new table as added',
      sources: [
        { table: 'removed', delta: -1 },
        { table: 'added', delta: 1 },
      ],
    },
    { event: 'delete', transition: 'old table as removed', sources: [{ table: 'removed', delta: -1 }] },
  ];
  for (const { event, transition, sources } of triggers) {
    await sql`create function ${sql.raw(`${name}_on_${event}`)}() returns trigger language plpgsql as $$
      begin
        ${change(sources)};
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${name}_on_${event}`)} after ${sql.raw(event)} on crash_facts
      referencing ${sql.raw(transition)} for each statement
      execute function ${sql.raw(`${name}_on_${event}`)}()`.execute(db);
  }
  await sql`create function ${sql.raw(`${name}_on_truncate`)}() returns trigger language plpgsql as $$
    begin
      truncate ${sql.raw(name)};
      return null;
    end $$`.execute(db);
  await sql`create trigger ${sql.raw(`${name}_on_truncate`)} after truncate on crash_facts
    for each statement execute function ${sql.raw(`${name}_on_truncate`)}()`.execute(db);
  await sql`${change([{ table: 'crash_facts', delta: 1 }])}`.execute(db);
}

/** Takes the counts and their triggers away again. */
export async function dropCountsOfFacts(db: Kysely<unknown>, name: string) {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.raw(`${name}_on_${event}`)} on crash_facts`.execute(db);
    await sql`drop function ${sql.raw(`${name}_on_${event}`)}()`.execute(db);
  }
  await sql`drop table ${sql.raw(name)}`.execute(db);
}
