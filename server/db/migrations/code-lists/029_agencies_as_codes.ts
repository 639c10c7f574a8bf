import { sql, type Kysely } from 'kysely';

/**
 * Every agency is a code of the agency list (list 339): a report names its author's agency, and a
 * save is refused when a coded answer is not a code of its list, so the officers of an agency an
 * administrator created (or the first administrator's, from create-admin) could save nothing.
 * A trigger writes the agency's code, whichever call adds or renames the agency: its name is the
 * label, and a disabled agency's code is inactive (offered to no one, still valid in old
 * reports). The code's parent (its county) is the shipped list's, when the ORI is one of it.
 * The list is the seed's; before the seed has made it (a fresh database), there is nothing to
 * write, and the seed then writes the agencies' codes (server/db/seed-code-lists.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function agencies_as_codes() returns trigger language plpgsql as $$
    begin
      insert into code_lists (list_id, code, label, parent_code, active, last_updated)
      select 339, new.ori, new.name, null, not new.disabled, now()
      where exists (select 1 from code_list_names where list_id = 339)
      on conflict (list_id, code) do update
        set label = excluded.label, active = excluded.active, last_updated = excluded.last_updated
        where (code_lists.label, code_lists.active) is distinct from (excluded.label, excluded.active);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger agencies_as_codes after insert or update of name, disabled on agencies
    for each row execute function agencies_as_codes()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger agencies_as_codes on agencies`.execute(db);
  await sql`drop function agencies_as_codes()`.execute(db);
}
