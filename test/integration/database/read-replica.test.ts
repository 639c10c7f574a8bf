import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateDateOf } from '../../../lib/search/search-criteria';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { AGENCY_INBOX_NAME } from '../../../lib/workflow/assignees';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { openDatabase } from '../../../server/db/database';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../support/db-helpers';
import { primaryAndReplica } from './read-replica-databases';
import { addInbox, insertReport } from '../support/report-rows';
import { seededTestDatabase, serveTestDatabase, type TestServer } from '../support/test-server';
import { freePort } from '../../fakes/free-port';

const today = stateDateOf(new Date());
/** A report of the officer's, made straight in the database; Accepted unless said otherwise. */
const officersReport = async (
  db: Parameters<typeof insertReport>[0],
  caseNumber: string,
  review?: { status: number; inboxId: number },
) =>
  insertReport(db, {
    author: await userIdOf(db, 'officer'),
    agencyOri: DEMO_AGENCY.ori,
    status: review?.status ?? ReportStatus.Accepted,
    inboxId: review?.inboxId ?? null,
    caseNumber,
    dateOfCrash: today,
  });

/** What a search or table answered, by case number (null for a draft without one). */
const caseNumbers = (payload: { rows: { caseNumber: string | null }[] }) => payload.rows.map((r) => r.caseNumber);

// The replica is a PostgreSQL server of its own: these run where DATABASE_URL names one (CI does).
describe.runIf(process.env.DATABASE_URL)('reads on the read replica (DATABASE_READ_URL)', () => {
  let server: TestServer;
  let replicaUrl: string;
  let primaryUrl: string;
  const token: Record<string, string> = {};

  const ok = async (path: string, payload: unknown, who: string) => {
    const res = await server.call(path, payload, token[who]);
    expect(res.statusCode, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload;
  };
  const quick = (who: string, text: string) => ok('Report/QuickSearch', { text }, who);
  const advanced = (who: string) => ok('Report/AdvancedSearch', { caseNumber: 'RR-' }, who);
  const dashboard = (who: string) => ok('Report/List', { view: 'dashboard' }, who);

  beforeAll(async () => {
    const databases = await primaryAndReplica({
      both: async (db) => {
        await officersReport(db, 'RR-BOTH');
      },
      replicaOnly: async (db) => {
        // Report ids made later on the primary are then never ids on the replica.
        await sql`select setval(pg_get_serial_sequence('reports', 'id'), 1000000)`.execute(db);
        await officersReport(db, 'RR-REPLICA-ONLY');
        const inboxId = await addInbox(db, DEMO_AGENCY.ori, AGENCY_INBOX_NAME);
        await officersReport(db, 'PENDING-REPLICA-ONLY', { status: ReportStatus.PendingReview, inboxId });
      },
    });
    replicaUrl = databases.replicaUrl;
    primaryUrl = databases.primaryUrl;
    server = await serveTestDatabase(databases.primary, {
      DATABASE_URL: databases.primaryUrl,
      DATABASE_READ_URL: databases.replicaUrl,
    });
    for (const who of ['officer', 'supervisor', 'stateadmin']) token[who] = await server.login(who);
  });
  afterAll(() => server.close());

  it('answers the searches and tables of a user who has not written from the replica', async () => {
    expect(caseNumbers(await quick('officer', 'RR-')).sort()).toEqual(['RR-BOTH', 'RR-REPLICA-ONLY']);
    expect(caseNumbers(await advanced('officer')).sort()).toEqual(['RR-BOTH', 'RR-REPLICA-ONLY']);
    expect(caseNumbers(await dashboard('officer')).sort()).toEqual([
      'PENDING-REPLICA-ONLY',
      'RR-BOTH',
      'RR-REPLICA-ONLY',
    ]);
    const inbox = await ok('Report/List', { view: 'pendingReview' }, 'supervisor');
    expect(caseNumbers(inbox)).toEqual(['PENDING-REPLICA-ONLY']);
    expect(inbox.inboxes).toMatchObject([{ name: AGENCY_INBOX_NAME, count: 1 }]);
    const pending = await ok('Report/List', { view: 'adminPending' }, 'stateadmin');
    expect(caseNumbers(pending)).toEqual(['PENDING-REPLICA-ONLY']);
  });

  it("shows a user's own write in their next table and search, from the primary, while others read the replica", async () => {
    const created = await ok('Report/Create', {}, 'officer');
    const table = await dashboard('officer');
    expect(table.rows.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(caseNumbers(table)).not.toContain('RR-REPLICA-ONLY');
    expect((await quick('officer', String(created.id))).rows.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect(caseNumbers(await advanced('officer'))).toEqual(['RR-BOTH']);

    // Another user, who wrote nothing, is still answered by the replica.
    expect(caseNumbers(await quick('supervisor', 'RR-')).sort()).toEqual(['RR-BOTH', 'RR-REPLICA-ONLY']);

    // The copy is not a standby, so it cannot say when it has the write: the officer's reads
    // return to it once READ_AFTER_WRITE_SECONDS (5) have passed.
    server.advance(5000);
    expect(caseNumbers(await quick('officer', 'RR-')).sort()).toEqual(['RR-BOTH', 'RR-REPLICA-ONLY']);
    expect((await quick('officer', String(created.id))).rows).toEqual([]);
  });

  it("holds back a user's read that reaches another server process than their write did", async () => {
    // A second server over the same databases, as behind a load balancer that spreads one user's calls.
    const other = await serveTestDatabase(await openDatabase({ url: primaryUrl }), {
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
    });
    try {
      const read = async () => {
        const res = await other.call('Report/QuickSearch', { text: 'RR-' }, token.officer);
        expect(res.statusCode).toBe(200);
        return caseNumbers(res.body.payload).sort();
      };
      // Written through the first server, read through the other: still the primary's answer.
      await ok('Report/Create', {}, 'officer');
      expect(await read()).toEqual(['RR-BOTH']);
      // The copy is no standby: the other server too returns the officer to it once the wait is over.
      other.advance(60_000);
      expect(await read()).toEqual(['RR-BOTH', 'RR-REPLICA-ONLY']);
    } finally {
      await other.close();
    }
  });

  it('sends every write to the primary: none reaches the replica, which refuses them', async () => {
    // Writes straight after reads the replica answered, and reads straight after writes.
    await quick('officer', 'RR-');
    const report = await ok('Report/Create', {}, 'officer');
    await dashboard('officer');
    const saved = await ok(
      'Report/Save',
      { id: report.id, version: report.version, data: completeReport() },
      'officer',
    );
    expect(saved.version).toBe(report.version + 1);
    await ok('Report/AddNote', { id: report.id, text: 'Written on the primary.' }, 'officer');
    expect((await ok('Report/Get', { id: report.id }, 'officer')).version).toBe(saved.version);

    const row = await server.db.selectFrom('reports').select('version').where('id', '=', report.id).executeTakeFirst();
    expect(row?.version).toBe(saved.version);
    const replica = await openDatabase({ url: replicaUrl });
    try {
      await expect(officersReport(replica.db, 'RR-WRITTEN-TO-REPLICA')).rejects.toThrow(/read-only transaction/);
      const onReplica = await replica.db.selectFrom('reports').select('id').where('id', '=', report.id).execute();
      expect(onReplica).toEqual([]);
    } finally {
      await replica.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('a read replica that cannot be reached', () => {
  let server: TestServer;
  let replicaUrl: string;
  const lines: string[] = [];
  let officer: string;

  beforeAll(async () => {
    const database = await seededTestDatabase('postgresql');
    await officersReport(database.db, 'RR-PRIMARY');
    replicaUrl = `postgres://reader:replica-password@127.0.0.1:${await freePort()}/crash`;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    server = await serveTestDatabase(
      database,
      { DATABASE_URL: database.url ?? '', DATABASE_READ_URL: replicaUrl, LOG_LEVEL: 'warn' },
      { logStream: stream },
    );
    officer = await server.login('officer');
  });
  afterAll(() => server.close());

  it('leaves the searches and tables answered by the primary, and says so once in the log, password withheld', async () => {
    for (let i = 0; i < 2; i++) {
      const found = await server.call('Report/QuickSearch', { text: 'RR-' }, officer);
      expect(found.statusCode).toBe(200);
      expect(caseNumbers(found.body.payload)).toEqual(['RR-PRIMARY']);
      const table = await server.call('Report/List', { view: 'dashboard' }, officer);
      expect(table.statusCode).toBe(200);
      expect(caseNumbers(table.body.payload)).toEqual(['RR-PRIMARY']);
    }
    const created = await server.call('Report/Create', {}, officer);
    expect(created.statusCode).toBe(200);

    const failures = lines.map((l) => JSON.parse(l)).filter((l) => l.msg?.startsWith('the read replica failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0].replica).toBe(replicaUrl.replace('replica-password', '***'));
    expect(lines.join('\n')).not.toContain('replica-password');
  });
});
