import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../../server/repositories/repositories';
import type { AppDeps } from '../../../server/services/app-deps';
import { mailSender } from '../../../server/services/mail/mail-sender';
import { notificationService } from '../../../server/services/notifications/notification-service';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { completeDraft, move, ok } from '../support/workflow-helpers';

describe.each(engines())('review locks about to end on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  afterAll(() => server.close());
  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const who of ['officer', 'supervisor']) tokens[who] = await server.login(who);
  });

  it('tells the holder once, within the last half hour of the lock, and no one else', async () => {
    const taken = [];
    for (let i = 0; i < 2; i++) {
      const draft = await completeDraft(server, tokens.officer!);
      const sent = await ok(server, 'Workflow/SendTo', move(draft), tokens.officer!);
      taken.push(await ok(server, 'Workflow/AssignToMe', move(sent), tokens.supervisor!));
    }
    // The first lock (24 hours) was taken 23 hours 50 minutes ago; the second just now.
    await server.db
      .updateTable('reports')
      .set({ lock_created: new Date(Date.now() - (23 * 60 + 50) * 60_000) })
      .where('id', '=', taken[0].id)
      .execute();
    const deps = { repos: createRepositories(server.db), config: server.config, clock: () => new Date() } as AppDeps;
    const service = notificationService({ ...deps, send: mailSender(deps) });
    await service.sweepLocks();
    await service.sweepLocks();
    const list = await ok(server, 'Notification/List', {}, tokens.supervisor!);
    const warnings = list.notifications.filter((n: { kind: string }) => n.kind === 'lockExpiring');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reportId: taken[0].id });
    expect(warnings[0].title).toMatch(/ends in (9|10) minutes$/);
    const officer = await ok(server, 'Notification/List', {}, tokens.officer!);
    expect(officer.notifications.filter((n: { kind: string }) => n.kind === 'lockExpiring')).toEqual([]);
  });
});
