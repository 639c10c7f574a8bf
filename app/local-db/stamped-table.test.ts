import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DeviceConnection } from './indexeddb/device-connection';
import { stampedTable } from './stamped-table';

const rowSchema = z.object({ id: z.number(), label: z.string() });
type Row = z.infer<typeof rowSchema>;

let connection: DeviceConnection | undefined;
afterEach(() => connection?.close());

function table() {
  connection = new DeviceConnection('stamped', [{ rows: 'id' }], { indexedDB: new IDBFactory() });
  return connection.table<unknown, number>('rows');
}

/** The schema, with a count of the rows it was asked to check. */
function countingSchema() {
  let checks = 0;
  const counted = (row: unknown) => {
    checks += 1;
    return row;
  };
  return {
    schema: z.pipe(z.transform(counted), rowSchema) as z.core.$ZodType<Row>,
    checks: () => checks,
  };
}

describe('a table whose rows carry the build that wrote them', () => {
  it('hands back a row this build wrote as written, without checking it again', async () => {
    const raw = table();
    const { schema, checks } = countingSchema();
    const rows = stampedTable(raw, schema, 'build-a');
    await rows.put({ id: 1, label: 'One' });
    expect(await rows.get(1)).toEqual({ id: 1, label: 'One' });
    expect(await rows.all()).toEqual([{ id: 1, label: 'One' }]);
    expect(checks()).toBe(0);
  });

  it('checks a row another build wrote, and reads one that no longer fits as absent', async () => {
    const raw = table();
    await stampedTable(raw, rowSchema, 'build-a').put({ id: 1, label: 'One' });
    await raw.put({ id: 2, label: 2, writtenBy: 'build-a' });
    const { schema, checks } = countingSchema();
    const next = stampedTable(raw, schema, 'build-b');
    expect(await next.get(1)).toEqual({ id: 1, label: 'One' });
    expect(await next.get(2)).toBeUndefined();
    expect(checks()).toBe(2);
  });

  it('checks a row written before rows carried their build', async () => {
    const raw = table();
    await raw.put({ id: 3, label: null });
    await raw.put({ id: 4, label: 'Four' });
    expect(await stampedTable(raw, rowSchema, 'build-a').all()).toEqual([{ id: 4, label: 'Four' }]);
  });
});
