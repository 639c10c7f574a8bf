import { sql, type Kysely } from 'kysely';

/**
 * The Users screen lists users by last and first name (case-insensitively), within one agency for
 * an agency administrator and across the state for the state administrator: both orders come
 * from an index, so a page does not sort every user first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_agency_name_idx on users (agency_ori, lower(last_name), lower(first_name), id)`.execute(
    db,
  );
  await sql`create index users_name_idx on users (lower(last_name), lower(first_name), id)`.execute(db);
  await sql`create index user_roles_role_idx on user_roles (role_id, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['user_roles_role_idx', 'users_name_idx', 'users_agency_name_idx']) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}
