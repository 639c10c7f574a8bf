import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stampedTable } from './stamped-table';

const rowSchema = z.object({ id: z.number(), label: z.string() });
type Row = z.infer<typeof rowSchema>;

let db: Dexie | undefined;
afterEach(() => db?.close());

async function table() {
  db = new Dexie('stamped', { indexedDB: new IDBFactory(), IDBKeyRange });
  db.version(1).stores({ rows: 'id' });
  await db.open();
  return db.table<unknown, number>('rows');
}

/** The schema, with a count of the rows it was asked to check. */
function countingSchema() {
  const safeParse = vi.spyOn(rowSchema, 'safeParse');
  return {
    schema: rowSchema as z.ZodType<Row>,
    checks: () => safeParse.mock.calls.length,
    done: () => safeParse.mockRestore(),
  };
}

describe('a table whose rows carry the build that wrote them', () => {
  it('hands back a row this build wrote as written, without checking it again', async () => {
    const raw = await table();
    const { schema, checks, done } = countingSchema();
    const rows = stampedTable(raw, schema, 'build-a');
    await rows.put({ id: 1, label: 'One' });
    expect(await rows.get(1)).toEqual({ id: 1, label: 'One' });
    expect(await rows.all()).toEqual([{ id: 1, label: 'One' }]);
    expect(checks()).toBe(0);
    done();
  });

  it('checks a row another build wrote, and reads one that no longer fits as absent', async () => {
    const raw = await table();
    await stampedTable(raw, rowSchema, 'build-a').put({ id: 1, label: 'One' });
    await raw.put({ id: 2, label: 2, writtenBy: 'build-a' });
    const { schema, checks, done } = countingSchema();
    const next = stampedTable(raw, schema, 'build-b');
    expect(await next.get(1)).toEqual({ id: 1, label: 'One' });
    expect(await next.get(2)).toBeUndefined();
    expect(checks()).toBe(2);
    done();
  });

  it('checks a row written before rows carried their build', async () => {
    const raw = await table();
    await raw.put({ id: 3, label: null });
    await raw.put({ id: 4, label: 'Four' });
    expect(await stampedTable(raw, rowSchema, 'build-a').all()).toEqual([{ id: 4, label: 'Four' }]);
  });
});
