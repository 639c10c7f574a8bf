import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError, type ObjectStore } from '../../../server/storage/attachment-store';
import { startLocalS3, startStalledStore, type LocalS3 } from '../../fakes/s3-server';
import { PDF, PNG, postUpload, type Upload } from './attachment-files';
import { listedOrphans, minutesFromNow, objectStoreOf, rowsOf, sweepAt } from './object-store-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** The store as configured, whose removals can be made to fail as when it goes down after a write. */
function breakable(inner: ObjectStore) {
  const state = { failRemoves: false };
  const store: ObjectStore = {
    ...inner,
    async remove(id) {
      if (state.failRemoves) throw new StoreUnavailableError('The attachment store cannot be reached.');
      return inner.remove(id);
    },
  };
  return { state, store };
}

const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

describe.each(engines())('the object store failing on %s', (engine) => {
  let s3: LocalS3;
  let server: TestServer;
  let officer: string;
  let objects: ReturnType<typeof breakable>;

  beforeAll(async () => {
    s3 = await startLocalS3();
    objects = breakable(objectStoreOf(s3.env));
    server = await startTestServer(engine, s3.env, { objectStore: objects.store });
    officer = await server.login('officer');
  });
  afterAll(async () => {
    await server?.close();
    objects?.store.close();
    await s3?.close();
  });

  const createReport = async () => (await server.call('Report/Create', {}, officer)).body.payload as { id: number };
  const uploadTo = (reportId: number, files: Upload[], clientKey?: string) =>
    postUpload(server, {
      token: officer,
      fields: { reportId: String(reportId), type: '004', ...(clientKey ? { clientKey } : {}) },
      files,
    });
  const newKeys = async (before: string[]) => (await s3.keys()).filter((k) => !before.includes(k));

  /** Makes every insert of an attachment row fail, as a database fault after the object was written. */
  async function withRowsRefused(work: () => Promise<void>) {
    await sql`create function refuse_attachment() returns trigger language plpgsql
      as $$ begin raise exception 'attachment rows refused by the test'; end $$`.execute(server.db);
    await sql`create trigger refuse_attachment before insert on attachments
      for each row execute function refuse_attachment()`.execute(server.db);
    try {
      await work();
    } finally {
      await sql`drop trigger refuse_attachment on attachments`.execute(server.db);
      await sql`drop function refuse_attachment()`.execute(server.db);
    }
  }

  it('store down: the upload is refused with a message naming the file and no row; the retry under its clientKey stores it once', async () => {
    const report = await createReport();
    const earlier = await uploadTo(report.id, [{ name: 'earlier.pdf', bytes: PDF }]);
    const earlierId = earlier.body.payload.files[0].attachment.id as string;
    const before = await s3.keys();
    const clientKey = randomUUID();

    await s3.stop();
    try {
      const started = Date.now();
      const refused = await uploadTo(report.id, [{ name: 'scene.png', bytes: PNG }], clientKey);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.body.error).toMatchObject({
        code: 'unavailable',
        message: 'scene.png was not attached: The attachment store cannot be reached. Try again in a moment.',
      });
      expect((await rowsOf(server, report.id)).map((r) => r.file_name)).toEqual(['earlier.pdf']);

      const download = await server.inject({
        method: 'GET',
        url: `/API/Attachment/Download/${earlierId}`,
        headers: { authorization: `Bearer ${officer}` },
      });
      expect(download.statusCode).toBe(503);
      expect(download.json().error.message).toBe(
        'earlier.pdf cannot be downloaded now: The attachment store cannot be reached. Try again in a moment.',
      );
    } finally {
      await s3.start();
    }

    const retried = await uploadTo(report.id, [{ name: 'scene.png', bytes: PNG }], clientKey);
    expect(retried.statusCode).toBe(200);
    const id = retried.body.payload.files[0].attachment.id as string;
    expect((await rowsOf(server, report.id)).map((r) => [r.file_name, r.store])).toEqual([
      ['earlier.pdf', 's3'],
      ['scene.png', 's3'],
    ]);
    // The refused write's name stays listed for the grace (a put that timed out may still land).
    expect((await listedOrphans(server)).length).toBe(1);
    await sweepAt(server, objects.store, minutesFromNow(16));
    expect(await listedOrphans(server)).toEqual([]);
    expect(await newKeys(before)).toEqual([`attachments/${id}`]);
  });

  it('store stalled: the upload gives up within seconds with a message, and no row is written', async () => {
    const stalled = await startStalledStore();
    const slow = await startTestServer(engine, { ...s3.env, S3_ENDPOINT: stalled.endpoint, S3_TIMEOUT_MS: '500' });
    try {
      const token = await slow.login('officer');
      const report = (await slow.call('Report/Create', {}, token)).body.payload as { id: number };
      const started = Date.now();
      const res = await postUpload(slow, {
        token,
        fields: { reportId: String(report.id), type: '004' },
        files: [{ name: 'scene.png', bytes: PNG }],
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.statusCode).toBe(503);
      expect(res.body.error.message).toBe(
        'scene.png was not attached: The attachment store did not answer within 0.5 s. Try again in a moment.',
      );
      expect(await rowsOf(slow, report.id)).toEqual([]);
    } finally {
      await slow.close();
      await stalled.close();
    }
  });

  it('the row refused after the object was written: the object is removed at once', async () => {
    const report = await createReport();
    const before = await s3.keys();
    await withRowsRefused(async () => {
      const res = await uploadTo(report.id, [{ name: 'scene.png', bytes: PNG }]);
      expect(res.statusCode).toBe(500);
    });
    expect(await rowsOf(server, report.id)).toEqual([]);
    expect(await newKeys(before)).toEqual([]);
    expect(await listedOrphans(server)).toEqual([]);

    // Refused by the report's total under its lock: written first, removed as well.
    await uploadTo(report.id, [{ name: 'a.pdf', bytes: pdfOf(4_900_000) }]);
    await uploadTo(report.id, [{ name: 'b.pdf', bytes: pdfOf(4_900_000) }]);
    const over = await uploadTo(report.id, [{ name: 'c.pdf', bytes: pdfOf(300_000) }]);
    expect(over.statusCode).toBe(400);
    expect(over.body.error.message).toBe('Together the attachments would be larger than 10,000,000 bytes.');
    const rows = await rowsOf(server, report.id);
    expect(rows.map((r) => r.file_name)).toEqual(['a.pdf', 'b.pdf']);
    expect((await newKeys(before)).sort()).toEqual(rows.map((r) => `attachments/${r.id}`).sort());
    expect(await listedOrphans(server)).toEqual([]);
  });

  it('the store down after the write and before the clean-up: the sweep removes the object once it answers, not before the grace', async () => {
    const report = await createReport();
    const before = await s3.keys();
    objects.state.failRemoves = true;
    try {
      await withRowsRefused(async () => {
        expect((await uploadTo(report.id, [{ name: 'scene.png', bytes: PNG }])).statusCode).toBe(500);
      });
      const [stray] = await newKeys(before);
      expect(stray).toMatch(/^attachments\//);
      expect(await rowsOf(server, report.id)).toEqual([]);
      expect(await listedOrphans(server)).toEqual([stray!.slice('attachments/'.length)]);

      expect((await sweepAt(server, objects.store, new Date())).removed).toBe(0);
      const failed = await sweepAt(server, objects.store, minutesFromNow(16));
      expect(failed.error).toBeInstanceOf(StoreUnavailableError);
      expect(await newKeys(before)).toEqual([stray]);
    } finally {
      objects.state.failRemoves = false;
    }
    expect((await sweepAt(server, objects.store, minutesFromNow(16))).removed).toBe(1);
    expect(await newKeys(before)).toEqual([]);
    expect(await listedOrphans(server)).toEqual([]);
  });
});
