import { sql, type Kysely } from 'kysely';

/**
 * The crash data views each user pinned to their dashboard (lib/analysis/dashboard-pins.ts), on
 * the server so they follow the user to another computer. `position` orders one user's pins; a
 * move renumbers them in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dashboard_pins (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    position integer not null,
    view text not null,
    title text not null,
    search text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index dashboard_pins_user_idx on dashboard_pins (user_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table dashboard_pins`.execute(db);
}
