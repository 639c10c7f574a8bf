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

const MARK = '\u0000compiled-by-shape-';

/**
 * The argument with every leaf (string, number, bigint, Date, bytes) swapped for a stand-in, the leaves in
 * the order met, and the argument's shape: its keys, array lengths, booleans, nulls and undefineds,
 * which a build may branch on (a leaf's value it may not).
 */
function standInsOf(value: unknown, leaves: unknown[], shape: string[]): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') {
    shape.push(String(value));
    return value;
  }
  if (Array.isArray(value)) {
    shape.push(`[${value.length}`);
    return value.map((item) => standInsOf(item, leaves, shape));
  }
  if (typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      shape.push(`{${key}`);
      out[key] = standInsOf(item, leaves, shape);
    }
    shape.push('}');
    return out;
  }
  leaves.push(value);
  return `${MARK}${leaves.length - 1}`;
}

/**
 * compiledOnce for a query whose SQL depends on the shape of its argument: which keys an object
 * has, how long an array is, which values are null or which booleans are set. Each shape is
 * compiled once, from stand-ins for the argument's leaves (strings, numbers, Dates), and then run
 * with each call's own. Every leaf must end up a bound parameter as it is (not transformed, say by
 * JSON.stringify, which the caller does first), and the build may branch on the shape only; a
 * leaf written into the text, changed on the way or dropped is refused when the shape compiles.
 */
export function compiledByShape<A, R>(build: (db: Executor, args: A) => Compilable<R>, maxShapes = 100) {
  const shapes = new Map<string, { sql: string; parameters: readonly unknown[]; slots: [number, number][] }>();

  function compile(db: Executor, standIns: unknown, leafCount: number) {
    const query = build(db, standIns as A).compile();
    const slots: [number, number][] = [];
    const used = new Set<number>();
    query.parameters.forEach((p, slot) => {
      if (typeof p !== 'string' || !p.includes(MARK)) return;
      const leaf = Number(p.slice(MARK.length));
      if (!p.startsWith(MARK) || !Number.isInteger(leaf) || leaf >= leafCount)
        throw new Error(`compiledByShape: parameter ${slot + 1} carries a changed argument (${JSON.stringify(p)}).`);
      slots.push([slot, leaf]);
      used.add(leaf);
    });
    if (query.sql.includes(MARK)) throw new Error('compiledByShape: an argument is written into the query text.');
    for (let leaf = 0; leaf < leafCount; leaf++)
      if (!used.has(leaf))
        throw new Error(`compiledByShape: argument leaf ${leaf} is not a bound parameter of the query.`);
    return { sql: query.sql, parameters: query.parameters, slots };
  }

  return async (db: Executor, args: A): Promise<R[]> => {
    const leaves: unknown[] = [];
    const shape: string[] = [];
    const standIns = standInsOf(args, leaves, shape);
    const key = shape.join('\u0001');
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = compile(db, standIns, leaves.length);
      // A bounded cache: a caller whose shapes keep changing only compiles as it would without one.
      if (shapes.size >= maxShapes) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, compiled);
    }
    const parameters = [...compiled.parameters];
    for (const [slot, leaf] of compiled.slots) parameters[slot] = leaves[leaf];
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}
