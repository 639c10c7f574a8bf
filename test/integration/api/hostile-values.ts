import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values a careless or hostile client may send: numbers past what an int4 column or a double
 * holds exactly, text PostgreSQL refuses (NUL, lone surrogates), nesting deep enough to blow a
 * recursive walker, long text that still fits the body limit, and plain wrong types.
 */
export const hostileNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  -(2 ** 53 - 1),
  2 ** 63,
  1e308,
  -1,
  0,
  1.5,
  -0.000001,
);

const badText = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', 'ok\u0000\ud83d');

/** Ordinary text with NUL or a lone surrogate spliced in somewhere. */
export const hostileString = fc.oneof(
  badText,
  fc.tuple(fc.string({ maxLength: 20 }), badText, fc.string({ maxLength: 20 })).map((parts) => parts.join('')),
  fc.constantFrom('not a url', 'javascript:alert(1)', '', ' ', '9'.repeat(40), '-1', '2147483648', '1e3'),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/**
 * An array or object nested `depth` levels deep. Too deep for JSON.stringify (and for fast-check's
 * printing), so it travels as a marker that jsonText writes out as text.
 */
class DeepNesting {
  constructor(
    readonly depth: number,
    readonly arrays: boolean,
  ) {}
  toJSON() {
    return `${DEEP_MARK}${this.depth}:${this.arrays ? 'a' : 'o'}${DEEP_MARK}`;
  }
  [fc.toStringMethod]() {
    return `<${this.depth} nested ${this.arrays ? 'arrays' : 'objects'}>`;
  }
}
const DEEP_MARK = '\u0001deep\u0001';
const DEEP_PATTERN = /"\\u0001deep\\u0001(\d+):([ao])\\u0001deep\\u0001"/g;

export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean())
  .map(([depth, arrays]) => new DeepNesting(depth, arrays));

/** The JSON text of a generated body, deep nesting written out. */
export function jsonText(body: unknown): string {
  return JSON.stringify(body).replace(DEEP_PATTERN, (_, depth: string, kind: string) => {
    const n = Number(depth);
    return kind === 'a'
      ? `${'['.repeat(n)}"leaf\\u0000"${']'.repeat(n)}`
      : `${'{"a":'.repeat(n)}"leaf\\u0000"${'}'.repeat(n)}`;
  });
}

/** Any one of the above, or a value of the wrong JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  deepNesting,
  fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }, { '\ud800': 'x' }),
);

/** The subset of JSON Schema (as zod writes it) the generator reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: JsonSchema | boolean;
}

/** Text that passes common formats (ids, dates, e-mail, UUIDs), so whole payloads validate now and then. */
const PLAUSIBLE_TEXT = fc.constantFrom(
  'IN0490000',
  '1',
  'ab',
  '2026-01-01',
  '2026-01-01T00:00:00Z',
  'name@example.org',
  '00000000-0000-4000-8000-000000000000',
  'supervisor',
  'Vehicle Crash Report',
);

/**
 * Small values of the right type, so that some requests pass validation and reach the handler.
 * `child` makes the values inside (hostile ones mixed in, or plausible only); with plausible
 * only, objects get no extra properties either.
 */
function plausible(
  schema: JsonSchema,
  child: (s: JsonSchema) => fc.Arbitrary<unknown> = valueOf,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return fc.oneof(...branches.map(child));
  switch (schema.type) {
    case 'integer':
      return child === plausibleComplete
        ? fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 4, (schema.minimum ?? 1) + 3) })
        : fc.integer({ min: 1, max: 4 });
    case 'number':
      return fc.double({ min: -100, max: 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return child === plausibleComplete && schema.pattern
        ? matching(schema)
        : fc.oneof(fc.string({ maxLength: 12 }), PLAUSIBLE_TEXT);
    case 'array':
      return fc.array(schema.items ? child(schema.items) : hostileValue, { maxLength: 3 });
    case 'object':
      return objectOf(schema, child, child === valueOf);
    default:
      // Any JSON: with plausible values only, a single one, so sweeping it stays short.
      return child === valueOf ? fc.jsonValue({ maxDepth: 3 }) : fc.constant('any');
  }
}

/** Only plausible values, all the way down. */
const plausibleOnly = (schema: JsonSchema): fc.Arbitrary<unknown> => plausible(schema, plausibleOnly);

/**
 * Plausible values with every required property present and text made to the schema's pattern,
 * so that a schema of many required or formatted fields is satisfied now and then too.
 */
const plausibleComplete = (schema: JsonSchema): fc.Arbitrary<unknown> => plausible(schema, plausibleComplete);

/** Text matching a string node's pattern (written for the `u` flag, as zod writes \p{L}) and its lengths. */
function matching({ pattern, minLength = 0, maxLength = 40 }: JsonSchema): fc.Arbitrary<string> {
  return fc.stringMatching(new RegExp(pattern!, 'u')).filter((t) => t.length >= minLength && t.length <= maxLength);
}

/** Each property made by `child`, some left out, and with `extras` sometimes an unknown one. */
function objectOf(
  schema: JsonSchema,
  child: (s: JsonSchema) => fc.Arbitrary<unknown>,
  extras: boolean,
): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, node] of Object.entries(schema.properties ?? {})) shape[key] = child(node);
  const known = fc.record(shape, { requiredKeys: child === plausibleComplete ? (schema.required ?? []) : [] });
  if (typeof schema.additionalProperties === 'object') {
    const more = fc.dictionary(fc.string({ maxLength: 8 }), child(schema.additionalProperties), { maxKeys: 3 });
    return fc.tuple(known, more).map(([k, m]) => ({ ...m, ...k }));
  }
  if (!extras) return known;
  const unknown = fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), badText), hostileValue, { maxKeys: 1 });
  return fc
    .tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, unknown))
    .map(([k, m]) => ({ ...m, ...k }));
}

/** A value for a schema node: mostly plausible, often hostile of the same type, sometimes anything. */
function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const sameType =
    schema.type === 'integer' || schema.type === 'number'
      ? hostileNumber
      : schema.type === 'string'
        ? hostileString
        : hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema) },
    { weight: 2, arbitrary: sameType },
    { weight: 1, arbitrary: hostileValue },
  );
}

/**
 * The values every field of a valid payload is swept with, one at a time. `always` ones no field
 * of any call may take (text PostgreSQL refuses, nesting past the limit); `bounded` ones no typed
 * field may take (past int4), though a field the schema leaves free (report data) takes them to
 * its own later checks.
 */
const SWEEP: { value: unknown; refused?: 'always' | 'bounded' }[] = [
  { value: 2 ** 31, refused: 'bounded' },
  { value: 2 ** 53 - 1, refused: 'bounded' },
  { value: -(2 ** 31) - 1, refused: 'bounded' },
  { value: 'a\u0000b', refused: 'always' },
  { value: 'x\ud800', refused: 'always' },
  { value: new DeepNesting(100, true), refused: 'always' },
  { value: -1 },
  { value: 1.5 },
  { value: null },
];

export interface Sweep {
  payload: unknown;
  /** The dotted path of the swept value in the payload ('' for the payload itself). */
  path: string;
  /** The value is one the request schema or the text rule refuses, so the answer must name its path. */
  refused: boolean;
}

/**
 * Requests that are valid but for one value: payloads found by sampling that the call's schema
 * accepts, each of their fields in turn replaced by each hostile value of SWEEP. A generated
 * payload rarely passes a schema whole; these reach the handler and the database with exactly
 * one bad value, where an unbounded number or an unchecked text would fail.
 */
export function sweepsFor(request: z.core.$ZodType, seed: number): Sweep[] {
  const schema = z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = validPayloadsOf(request, schema, seed, 2);
  const sweeps: Sweep[] = [];
  for (const payload of valid) {
    for (const path of leafPaths(payload)) {
      for (const { value, refused } of SWEEP) {
        const swept = withValueAt(payload, path, value);
        const named = refused === 'always' || (refused === 'bounded' && !z.safeParse(request, swept).success);
        sweeps.push({ payload: swept, path: path.join('.'), refused: named });
      }
    }
  }
  return sweeps;
}

/**
 * Up to `count` payloads, found by sampling, that the request schema (`schema` as JSON Schema)
 * accepts; with `complete`, also the empty one and up to `count` sampled with every required field.
 */
export function validPayloadsOf(
  request: z.core.$ZodType,
  schema: JsonSchema,
  seed: number,
  count: number,
  { complete = false } = {},
): unknown[] {
  const validOf = (arb: fc.Arbitrary<unknown>) =>
    fc
      .sample(arb, { seed, numRuns: 300 })
      .filter((p) => z.safeParse(request, p).success)
      .slice(0, count);
  if (!complete) return validOf(plausibleOnly(schema));
  // The sampling seldom leaves every optional field out: the least payload is tried as well.
  const least = [{}, []].filter((p) => z.safeParse(request, p).success);
  return [...least, ...validOf(plausibleOnly(schema)), ...validOf(plausibleComplete(schema))];
}

function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Object.entries(value);
  if (!entries.length) return [path];
  return entries.flatMap(([key, child]) => leafPaths(child, [...path, key]));
}

/** `payload` with `value` at `path`, the objects and arrays on the way made when missing. */
export function withValueAt(payload: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base = payload !== null && typeof payload === 'object' ? payload : typeof head === 'number' ? [] : {};
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

/** Payloads for a request schema: shaped by the schema, with hostile values anywhere in it. */
export function payloadsFor(request: z.core.$ZodType): fc.Arbitrary<unknown> {
  const schema = z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof({ weight: 4, arbitrary: valueOf(schema) }, { weight: 1, arbitrary: hostileValue });
}

/** The identity part of the envelope: the real token, with hostile values beside it now and then. */
export function identitiesFor(token: string): fc.Arbitrary<unknown> {
  const sometimes = (arb: fc.Arbitrary<unknown>) => fc.option(arb, { nil: undefined, freq: 3 });
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant({ token }) },
    {
      weight: 3,
      arbitrary: fc
        .record({
          userId: sometimes(fc.oneof(hostileNumber, fc.integer({ min: 1, max: 4 }))),
          agencyOri: sometimes(fc.oneof(hostileString, fc.constant('IN0490000'))),
          applicationId: sometimes(hostileString),
          versionId: sometimes(hostileString),
          webServiceUrl: sometimes(fc.oneof(hostileString, fc.webUrl(), fc.constant('ftp://example.org'))),
        })
        .map((extra) => ({ token, ...extra })),
    },
    { weight: 1, arbitrary: hostileValue.map((token) => ({ token })) },
    { weight: 1, arbitrary: hostileValue },
  );
}
