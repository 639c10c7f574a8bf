import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('the report a supplement supplements, in Report/Get, on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  const ok = async (path: string, payload: unknown, who: string) => {
    const res = await server.call(path, payload, tokens[who]);
    if (res.statusCode !== 200) throw new Error(`${path} as ${who}: ${JSON.stringify(res.body)}`);
    return res.body.payload;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const who of ['officer', 'supervisor', 'agencyadmin']) tokens[who] = await server.login(who);
  });
  afterAll(() => server.close());

  it('names the original by id and case number; any other report has none', async () => {
    const data = completeReport();
    (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = 'CASE-77';
    const created = await ok('Report/Create', {}, 'officer');
    let moved = await ok('Report/Save', { id: created.id, version: created.version, data }, 'officer');
    for (const [action, who] of [
      ['Workflow/SendTo', 'officer'],
      ['Workflow/AssignToMe', 'supervisor'],
      ['Workflow/Approve', 'supervisor'],
      ['Workflow/Accept', 'agencyadmin'],
    ] as const)
      moved = await ok(action, { id: created.id, version: moved.version }, who);
    const supplement = await ok('Workflow/Supplement', { id: created.id, version: moved.version }, 'officer');

    const got = await ok('Report/Get', { id: supplement.id }, 'officer');
    expect(got.isSupplement).toBe(true);
    expect(got.originalReport).toEqual({ id: created.id, caseNumber: 'CASE-77', errorMessages: [] });
    expect((await ok('Report/Get', { id: created.id }, 'officer')).originalReport).toBeNull();
  });
});
