import { sql, type Kysely } from 'kysely';

/**
 * Code lists: one row per list (name, source, cascade parent) and one per code. Codes are never
 * deleted, only made inactive, and every change stamps last_updated so clients can sync deltas.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_list_names')
    .addColumn('list_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('parent_list_id', 'integer', (c) => c.references('code_list_names.list_id'))
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('code_lists')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('code_list_names.list_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('code_lists_pkey', ['list_id', 'code'])
    .execute();
  // GetUpdated reads by time; Search filters by case-insensitive code prefix and label text
  // (text_pattern_ops lets LIKE 'ab%' use the index whatever the database collation), and
  // cascaded pickers by parent code.
  await db.schema.createIndex('code_lists_last_updated_idx').on('code_lists').column('last_updated').execute();
  await sql`create index code_lists_code_search_idx on code_lists (list_id, lower(code) text_pattern_ops)`.execute(db);
  await sql`create index code_lists_label_search_idx on code_lists (list_id, lower(label) text_pattern_ops)`.execute(
    db,
  );
  await db.schema.createIndex('code_lists_parent_idx').on('code_lists').columns(['list_id', 'parent_code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_lists').execute();
  await db.schema.dropTable('code_list_names').execute();
}
