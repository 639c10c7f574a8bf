import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';

/** A Kysely that compiles PostgreSQL without a database (its driver answers no rows); `sent` sees each query run. */
export function offlineKysely<DB>(sent?: (query: CompiledQuery) => void): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    ...(sent ? { log: (event) => sent(event.query) } : {}),
  });
}
