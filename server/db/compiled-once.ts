import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from '../repositories/executor';

/**
 * A query of a hot path whose SQL is compiled once. Kysely builds and compiles a query on every
 * call, which costs a few tenths of a millisecond of the server's one thread each time; the text
 * depends only on the query's shape, so it is compiled once from stand-in arguments and then run
 * with each call's own. Every argument must end up a bound parameter ($n) of the query.
 */
export function compiledOnce<A extends unknown[], R>(build: (db: Executor, ...args: A) => Compilable<R>) {
  let compiled: { sql: string; parameters: readonly unknown[]; slots: number[] } | undefined;

  function compile(db: Executor, count: number) {
    const standIns = Array.from({ length: count }, (_, i) => `\u0000compiled-once-argument-${i}`);
    const query = build(db, ...(standIns as A)).compile();
    const slots = standIns.map((standIn) => query.parameters.indexOf(standIn));
    const missing = slots.indexOf(-1);
    if (missing >= 0) throw new Error(`compiledOnce: argument ${missing} is not a bound parameter of the query.`);
    return { sql: query.sql, parameters: query.parameters, slots };
  }

  return async (db: Executor, ...args: A): Promise<R[]> => {
    compiled ??= compile(db, args.length);
    const parameters = [...compiled.parameters];
    compiled.slots.forEach((slot, i) => (parameters[slot] = args[i]));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}
