import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { createRepositories } from '../../../server/repositories/repositories';
import { moveAttachments, type MoveStep } from '../../../server/services/attachments/attachment-move';
import type { ObjectStore } from '../../../server/storage/attachment-store';
import { startLocalS3, type LocalS3 } from '../../fakes/s3-server';
import { PDF, PNG, postUpload, TXT } from './attachment-files';
import { migrateBefore } from '../support/migrate-up-to';
import { objectStoreOf, rowsOf } from './object-store-helpers';
import { createTestDatabase, engines, startTestServer, type TestServer } from '../support/test-server';

/** The store, counting what is written to it, and able to die right after writing one file (a crash before its row is marked). */
function counting(inner: ObjectStore) {
  const puts = new Map<string, number>();
  const state = { crashAfterPutOf: undefined as string | undefined };
  const store: ObjectStore = {
    ...inner,
    async put(file) {
      await inner.put(file);
      puts.set(file.id, (puts.get(file.id) ?? 0) + 1);
      if (file.id === state.crashAfterPutOf) throw new Error('the move died after writing');
    },
  };
  return { store, puts, state };
}

describe.each(engines())('npm run move-attachments on %s', (engine) => {
  let s3: LocalS3;
  let server: TestServer;
  let officer: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer(engine, s3.env);
    officer = await server.login('officer');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('copies each file once across a stop and a crash, in id order, and every file reads the same after', async () => {
    const report = (await server.call('Report/Create', {}, officer)).body.payload as { id: number };
    const files = [
      { name: 'a.png', bytes: PNG },
      { name: 'b.pdf', bytes: PDF },
      { name: 'c.txt', bytes: TXT },
      { name: 'd.png', bytes: PNG },
      { name: 'e.pdf', bytes: PDF },
    ];
    const res = await postUpload(server, {
      token: officer,
      fields: { reportId: String(report.id), type: '004' },
      files,
    });
    const ids = res.body.payload.files.map((f: { attachment: { id: string } }) => f.attachment.id as string);
    // As rows written before the store was configured: bytes in the database, no objects.
    for (const [i, id] of ids.entries()) {
      await server.db
        .updateTable('attachments')
        .set({ store: 'postgres', content: files[i]!.bytes })
        .where('id', '=', id)
        .execute();
    }
    await sql`delete from attachment_orphans`.execute(server.db);
    const objects = objectStoreOf(s3.env);
    for (const id of ids) await objects.remove(id);
    expect((await server.call('Attachment/Delete', { id: ids[4] }, officer)).statusCode).toBe(200);

    const repos = createRepositories(server.db);
    const { store, puts, state } = counting(objects);
    const inIdOrder = [...ids].sort();
    const steps: MoveStep[] = [];

    const stop = new AbortController();
    const first = await moveAttachments({
      repos,
      objects: store,
      batchSize: 2,
      signal: stop.signal,
      onStep: (step) => {
        steps.push(step);
        if (step.done === 2) stop.abort();
      },
    });
    expect(first).toEqual({ moved: 2, copied: 2, damaged: 0, stopped: true });
    expect(steps.map((s) => [s.file.id, s.outcome, `${s.done}/${s.total}`])).toEqual([
      [inIdOrder[0], 'copied', '1/5'],
      [inIdOrder[1], 'copied', '2/5'],
    ]);
    expect(steps[1]!.bytesTotal).toBe(files.reduce((n, f) => n + f.bytes.length, 0));

    state.crashAfterPutOf = inIdOrder[2];
    await expect(moveAttachments({ repos, objects: store })).rejects.toThrow('the move died after writing');
    state.crashAfterPutOf = undefined;
    expect((await rowsOf(server, report.id)).filter((r) => r.store === 's3')).toHaveLength(2);

    steps.length = 0;
    const last = await moveAttachments({ repos, objects: store, onStep: (step) => steps.push(step) });
    expect(last).toEqual({ moved: 3, copied: 2, damaged: 0, stopped: false });
    expect(steps.map((s) => [s.file.id, s.outcome, `${s.done}/${s.total}`])).toEqual([
      [inIdOrder[2], 'found', '1/3'],
      [inIdOrder[3], 'copied', '2/3'],
      [inIdOrder[4], 'copied', '3/3'],
    ]);
    expect(Object.fromEntries(puts)).toEqual(Object.fromEntries(ids.map((id: string) => [id, 1])));
    expect((await rowsOf(server, report.id)).every((r) => r.store === 's3' && !r.has_content)).toBe(true);
    expect(await repos.attachmentMoves.remaining()).toEqual({ files: 0, bytes: 0 });
    expect(await moveAttachments({ repos, objects: store })).toEqual({
      moved: 0,
      copied: 0,
      damaged: 0,
      stopped: false,
    });

    for (const [i, id] of ids.slice(0, 4).entries()) {
      const got = await server.inject({
        method: 'GET',
        url: `/API/Attachment/Download/${id}`,
        headers: { authorization: `Bearer ${officer}` },
      });
      expect(got.rawPayload.equals(files[i]!.bytes)).toBe(true);
    }
    // The removed file moved too: the report's history keeps it.
    expect((await s3.bytesOf(`attachments/${ids[4]}`)).equals(PDF)).toBe(true);
    objects.close();
  });

  it('leaves a file whose bytes differ from what was recorded in the database, and says so', async () => {
    const report = (await server.call('Report/Create', {}, officer)).body.payload as { id: number };
    const res = await postUpload(server, {
      token: officer,
      fields: { reportId: String(report.id), type: '004' },
      files: [{ name: 'bent.txt', bytes: TXT }],
    });
    const id = res.body.payload.files[0].attachment.id as string;
    await server.db
      .updateTable('attachments')
      .set({ store: 'postgres', content: Buffer.from('not what was uploaded') })
      .where('id', '=', id)
      .execute();
    const objects = objectStoreOf(s3.env);
    await objects.remove(id);
    const steps: MoveStep[] = [];
    const summary = await moveAttachments({
      repos: createRepositories(server.db),
      objects,
      onStep: (s) => steps.push(s),
    });
    expect(summary).toMatchObject({ moved: 0, damaged: 1 });
    expect(steps.map((s) => [s.file.fileName, s.outcome])).toEqual([['bent.txt', 'damaged']]);
    expect(await rowsOf(server, report.id)).toEqual([
      { id, store: 'postgres', file_name: 'bent.txt', has_content: true },
    ]);
    expect(await objects.head(id)).toBeUndefined();
    objects.close();
  });

  it('migration 024 keeps the files of an existing database where they are, readable', async () => {
    const database = await createTestDatabase(engine);
    try {
      await migrateBefore(database.db, '024');
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await db.insertInto('agencies').values({ ori: 'IN0490000', name: 'Test', additional_info: '{}' }).execute();
      const user = await db
        .insertInto('users')
        .values({
          user_name: 'a',
          first_name: 'A',
          last_name: 'B',
          badge_id: '1',
          agency_ori: 'IN0490000',
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const report = await db
        .insertInto('reports')
        .values({ form_type: 'Crash', author_user_id: user.id, agency_ori: 'IN0490000', data: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto('attachments')
        .values({
          report_id: report.id,
          type: '004',
          file_name: 'old.txt',
          content_type: 'text/plain',
          size: TXT.length,
          sha256: 'x',
          content: TXT,
          uploaded_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await migrateToLatest(database.db)).toContain('024_attachment_store');
      const repos = createRepositories(database.db);
      expect((await repos.attachments.content(String(row.id)))?.equals(TXT)).toBe(true);
      expect(await repos.attachmentMoves.remaining()).toEqual({ files: 1, bytes: TXT.length });
      // A row of the object store never carries bytes; one of the database always does.
      await expect(sql`update attachments set store = 's3' where id = ${row.id}`.execute(database.db)).rejects.toThrow(
        /attachments_store_check/,
      );
    } finally {
      await database.close();
    }
  });
});
