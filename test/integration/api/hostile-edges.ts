import { z } from 'zod';
import { validPayloadsOf, withValueAt, type JsonSchema, type Sweep } from './hostile-values';

/**
 * The last value each PostgreSQL integer width holds and the first one past it, both signs:
 * smallint (int2) and integer (int4). Every whole number a call takes is swept with all of them, so
 * whichever column it meets, the values just inside and just past that column's width are sent
 * (past 2^53 a JSON number is no longer exact; the general sweep sends those).
 */
const INTEGER_EDGES = [32_767, 32_768, -32_768, -32_769, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649];

/** The same for bigint (int8) ids a call takes as digits, because a JSON number cannot hold them. */
const BIGINT_TEXT_EDGES = ['9223372036854775807', '9223372036854775808', '2147483648', '32768'];

/**
 * Days and moments at the ends of the calendar: year 0 (which PostgreSQL has not, and which a
 * driver may write as 1 BC or refuse), the first day of year 1, a moment of year 0 written with
 * an offset as a day of year 1, the last day of year 9999 and a moment of year 10000 written as
 * one of 9999.
 */
const DAY_EDGES = ['0000-01-01', '0000-12-31', '0001-01-01', '9999-01-01', '9999-12-31'];
const MOMENT_EDGES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-01:00',
];

/** What a formatted text input is probed with: one it takes is a day, a moment or digits, and is swept as such. */
const TEXT_PROBES: [probe: string, edges: string[]][] = [
  ['2026-01-01', DAY_EDGES],
  ['2026-01-01T00:00:00Z', MOMENT_EDGES],
  ['12345', BIGINT_TEXT_EDGES],
];

type Path = (string | number)[];

/**
 * Every number and formatted text (a date, digits, a code) a request schema takes, with its path
 * (an array's first item, a record's key "1").
 */
function inputsOf(node: JsonSchema, path: Path = []): { path: Path; type: string }[] {
  if (node.const !== undefined || node.enum) return [];
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  // Free text (a password, a note) is no date or number, and wrong passwords would lock the caller out.
  const typed =
    node.type === 'integer' || node.type === 'number' || (node.type === 'string' && (node.format || node.pattern));
  const own = typed ? [{ path, type: node.type! }] : [];
  const props = Object.entries(node.properties ?? {}).flatMap(([key, child]) => inputsOf(child, [...path, key]));
  const items = node.items ? inputsOf(node.items, [...path, 0]) : [];
  const record =
    typeof node.additionalProperties === 'object' ? inputsOf(node.additionalProperties, [...path, '1']) : [];
  const all = [...own, ...branches.flatMap((b) => inputsOf(b, path)), ...props, ...items, ...record];
  return all.filter((a, i) => all.findIndex((b) => b.type === a.type && key(b.path) === key(a.path)) === i);
}

const key = (path: Path) => path.join('.');

/** Whether the schema finds nothing wrong at `path` itself (other fields may still be refused). */
function takesAt(request: z.core.$ZodType, payload: unknown, path: Path): boolean {
  const result = z.safeParse(request, payload);
  const at = key(path);
  const within = (p: string) => !at || p === at || p.startsWith(`${at}.`);
  return result.success || !result.error.issues.some((i) => within(key(i.path as Path)));
}

/**
 * The shortest valid payload that already holds the path's parent (an optional object, an array),
 * else the shortest: the fewer other values it carries, the fewer other checks (a page cursor, an
 * unknown agency) can refuse it before the swept value reaches the database.
 */
function baseFor(valid: unknown[], path: Path): unknown {
  const holdsParent = (p: unknown) =>
    path.slice(0, -1).reduce<unknown>((at, k) => (at as Record<string | number, unknown> | null)?.[k], p) != null;
  const shortest = [...valid].sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length);
  return shortest.find(holdsParent) ?? shortest[0];
}

/**
 * Requests that are valid but for one number or date at the edge of what a column holds: for each
 * whole number of the call the integer edges, for each text input that takes a day, a moment or
 * digits the calendar's or bigint's edges. `unreached` names the inputs no valid payload was found
 * for, which the sweep could not send past the schema.
 */
export function edgeSweepsFor(request: z.core.$ZodType, seed: number): { sweeps: Sweep[]; unreached: string[] } {
  const schema = z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const inputs = inputsOf(schema);
  const valid = validPayloadsOf(request, schema, seed, 20, { complete: true });
  if (!valid.length) return { sweeps: [], unreached: inputs.map((i) => key(i.path) || '(payload)') };
  const sweeps: Sweep[] = [];
  for (const { path, type } of inputs) {
    const base = baseFor(valid, path);
    const edges =
      type === 'string'
        ? TEXT_PROBES.filter(([probe]) => takesAt(request, withValueAt(base, path, probe), path)).flatMap(([, e]) => e)
        : INTEGER_EDGES;
    for (const value of edges) {
      const payload = withValueAt(base, path, value);
      sweeps.push({ payload, path: key(path), refused: !takesAt(request, payload, path) });
    }
  }
  return { sweeps, unreached: [] };
}
