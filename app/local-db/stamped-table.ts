import { z } from 'zod/mini';
import type { RawTable } from './indexeddb/raw-table';
import type { ParsedTable } from './sealed-table';

/**
 * This build's mark on the rows it writes. In a production build a module's address carries the
 * content hash of its chunk, and a chunk's hash follows the chunks it imports (the schemas
 * among them), so another build of the app, newer or older, never reads as this one.
 */
export const THIS_BUILD = import.meta.url;

const STAMP = 'writtenBy';

/**
 * A table of large rows this device fetches and parses once (the code lists, form definitions):
 * a row this same build wrote was parsed before it was written and is handed back as it is,
 * sparing each open a full schema check of thousands of entries; a row another build wrote
 * (or one without the mark) is parsed, and read as absent when it no
 * longer fits. The rows hold nothing personal: they are not sealed.
 */
export function stampedTable<T, K extends IDBValidKey>(
  raw: RawTable<unknown, K>,
  schema: z.core.$ZodType<T>,
  build = THIS_BUILD,
): ParsedTable<T, K> {
  const readOne = (row: unknown): T[] => {
    if (typeof row === 'object' && row !== null && (row as Record<string, unknown>)[STAMP] === build) {
      const { [STAMP]: _mark, ...rest } = row as Record<string, unknown>;
      return [rest as T];
    }
    const parsed = z.safeParse(schema, row);
    return parsed.success ? [parsed.data] : [];
  };
  const read = (rows: unknown[]) => Promise.resolve(rows.flatMap(readOne));
  const stored = (row: T) => ({ ...row, [STAMP]: build });
  return {
    raw,
    async get(key) {
      const row = await raw.get(key);
      return row === undefined ? undefined : readOne(row)[0];
    },
    put: (row) => raw.put(stored(row)),
    delete: (key) => raw.delete(key),
    all: async () => read(await raw.toArray()),
    read,
    stored: (row) => Promise.resolve(stored(row)),
    settled: () => Promise.resolve(),
  };
}
