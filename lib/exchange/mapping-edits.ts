/**
 * A form version's exchange mapping (exchange-mapping-schema.ts) following the designer's edits:
 * it names fields and sections by definition path, so a renamed key renames its paths and a
 * removed field leaves it. The mapping is read loosely here, as data of the definition: what is not
 * a mapping is handed back unchanged.
 */

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

const rekey = (record: unknown, move: (path: string) => string) =>
  isObject(record) ? Object.fromEntries(Object.entries(record).map(([path, v]) => [move(path), v])) : record;

/** The mapping with every path `move` changes changed: its fields, its reasons and its contexts' sections and conditions. */
export function mappingRenamed(exchange: unknown, move: (path: string) => string): unknown {
  if (!isObject(exchange)) return exchange;
  const contexts = Array.isArray(exchange.contexts)
    ? exchange.contexts.map((c: unknown) => {
        if (!isObject(c) || typeof c.section !== 'string') return c;
        const section = move(c.section);
        const when = isObject(c.when) && typeof c.when.field === 'string' ? c.when : undefined;
        // A condition names a field under the context's own section: moved as its full path is.
        const field = when ? move(`${c.section}.${when.field as string}`).slice(section.length + 1) : undefined;
        return { ...c, section, ...(when ? { when: { ...when, field } } : {}) };
      })
    : exchange.contexts;
  return {
    ...exchange,
    contexts,
    fields: rekey(exchange.fields, move),
    notExported: rekey(exchange.notExported, move),
  };
}

/** The mapping without the field at `path`: neither exported nor listed, as the field is gone. */
export function mappingWithout(exchange: unknown, path: string): unknown {
  if (!isObject(exchange)) return exchange;
  const drop = (record: unknown) =>
    isObject(record) ? Object.fromEntries(Object.entries(record).filter(([p]) => p !== path)) : record;
  return { ...exchange, fields: drop(exchange.fields), notExported: drop(exchange.notExported) };
}
