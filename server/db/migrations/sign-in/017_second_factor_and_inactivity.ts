import { sql, type Kysely } from 'kysely';

/**
 * - users.totp_last_step: the TOTP time step of the last code a user signed in with. A code is
 *   good once, so a code seen over someone's shoulder (or replayed) within its window is refused.
 * - users.reactivated_at: when the account was last enabled again after being disabled. Accounts
 *   unused for 90 days are disabled; one an administrator enables again counts from then, or the
 *   next sign-in attempt would disable it at once. A trigger sets it, whichever call enables the
 *   account: the change's updated_at (the server's clock) when it sets one, else now().
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_last_step', 'integer')
    .addColumn('reactivated_at', 'timestamptz')
    .execute();
  await sql`
    create function users_mark_reactivated() returns trigger language plpgsql as $$
    begin
      new.reactivated_at := case when new.updated_at is distinct from old.updated_at then new.updated_at else now() end;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger users_reactivated before update of status on users
    for each row when (old.status in (1, 3) and new.status in (0, 2))
    execute function users_mark_reactivated()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_reactivated on users`.execute(db);
  await sql`drop function users_mark_reactivated()`.execute(db);
  await db.schema.alterTable('users').dropColumn('totp_last_step').dropColumn('reactivated_at').execute();
}
