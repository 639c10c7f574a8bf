import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../../server/repositories/repositories';
import { formDefinitions } from '../../../server/services/forms/form-definitions';
import { runRetention } from '../../../server/services/retention/retention-run';
import { reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const YEAR = 365 * 86_400_000;

describe.each(engines())('a retention run that stops on %s', (engine) => {
  let server: TestServer;
  let repos: ReturnType<typeof createRepositories>;
  const archived: number[] = [];

  const audited = async () =>
    (
      await server.db
        .selectFrom('audit_events')
        .select(['report_id', 'detail'])
        .where('action', '=', 'retention')
        .orderBy('id')
        .execute()
    ).map((a) => [a.report_id, (a.detail as { retention: string }).retention]);

  beforeAll(async () => {
    server = await startTestServer(engine);
    repos = createRepositories(server.db);
    const officer = await server.login('officer');
    for (let i = 0; i < 5; i++) archived.push((await writeReport(server, officer, reportWithPeople())).id);
    await server.db
      .updateTable('reports')
      .set({ status: 9, last_updated: new Date(Date.now() - 5 * YEAR) })
      .where('id', 'in', archived)
      .execute();
    const admin = await server.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'agencyadmin')
      .executeTakeFirstOrThrow();
    await repos.retention.saveSchedule(
      'IN0490000',
      {
        archiveAcceptedAfterYears: null,
        archiveDraftsAfterDays: null,
        purgeAttachmentsAfterYears: null,
        purgePersonalDataAfterYears: 1,
      },
      admin.id,
      new Date(),
    );
  });
  afterAll(() => server.close());

  it('goes on where it stopped, handling each report once, and leaves a report held meanwhile untouched', async () => {
    const runId = await repos.retentionRuns.start({ id: null, name: 'test' }, new Date());
    const forms = formDefinitions(repos.formConfigurations);
    let loads = 0;
    // The process dies at the third report's change: two are purged and audited, the third not.
    const failing = {
      ...forms,
      load: async (id: number) => {
        loads += 1;
        if (loads === 3) throw new Error('killed');
        return forms.load(id);
      },
    };
    await expect(runRetention({ repos, forms: failing, clock: () => new Date() }, runId, null)).rejects.toThrow(
      'killed',
    );
    expect(await audited()).toEqual(archived.slice(0, 2).map((id) => [id, 'purgePersonalData']));
    expect((await repos.retentionRuns.find(runId))!.counts['IN0490000:purgePersonalData']).toEqual({
      done: 2,
      skipped: 0,
      total: 5,
    });

    // Taken up again; a hold is placed on the fourth report between the run's look and its change.
    const held = archived[3]!;
    const holding = {
      ...forms,
      load: async (id: number) => {
        const loaded = await forms.load(id);
        const holds = await repos.legalHolds.find(held);
        if (!holds) {
          await repos.inTransaction((tx) =>
            repos.legalHolds.place(
              { reportId: held, reason: 'Subpoena', placedBy: { id: 1, name: 'x' }, placedAt: new Date() },
              tx,
            ),
          );
        }
        return loaded;
      },
    };
    await runRetention({ repos, forms: holding, clock: () => new Date() }, runId, null);
    expect(await audited()).toEqual(archived.filter((id) => id !== held).map((id) => [id, 'purgePersonalData']));
    const run = (await repos.retentionRuns.find(runId))!;
    expect(run.state).toBe('done');
    expect(run.counts['IN0490000:purgePersonalData']).toEqual({ done: 4, skipped: 1, total: 5 });
    const heldRow = await server.db
      .selectFrom('reports')
      .select('data')
      .where('id', '=', held)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(heldRow.data)).toContain('JOHN SMITH');
    const purgedRow = await server.db
      .selectFrom('reports')
      .select('data')
      .where('id', '=', archived[4]!)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(purgedRow.data)).not.toContain('JOHN SMITH');
  });
});
