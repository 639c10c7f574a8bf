import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { completeDraft } from '../support/workflow-helpers';

const ROLES = ['officer', 'supervisor', 'agencyadmin', 'clerk', 'stateadmin'] as const;
type Who = (typeof ROLES)[number];

const schedule = {
  archiveAcceptedAfterYears: 10,
  archiveDraftsAfterDays: null,
  purgeAttachmentsAfterYears: null,
  purgePersonalDataAfterYears: null,
};
const requester = { name: 'Acme Insurance', kind: 'insurer', permissibleUse: 'b6', proof: 'Claim letter' };

/**
 * Every call of copies, the release log, retention and legal holds, by every shipped role, on a
 * report of the caller's agency (`own`) and of another (`far`): the status each must answer.
 */
const matrix: [string, (ids: { own: number; far: number }) => unknown, Record<Who, number>][] = [
  [
    'Report/GiveCopy public own',
    ({ own }) => ({ id: own, copy: 'public', requester }),
    { officer: 200, supervisor: 200, agencyadmin: 200, clerk: 200, stateadmin: 200 },
  ],
  [
    'Report/GiveCopy public far',
    ({ far }) => ({ id: far, copy: 'public', requester }),
    { officer: 403, supervisor: 403, agencyadmin: 403, clerk: 403, stateadmin: 200 },
  ],
  [
    'Report/GiveCopy full own',
    ({ own }) => ({ id: own, copy: 'full', requester }),
    { officer: 403, supervisor: 403, agencyadmin: 403, clerk: 200, stateadmin: 200 },
  ],
  [
    'Report/GiveCopy full agency use',
    ({ own }) => ({ id: own, copy: 'full', requester: null }),
    { officer: 200, supervisor: 200, agencyadmin: 403, clerk: 200, stateadmin: 200 },
  ],
  ['Release/List', () => ({}), { officer: 403, supervisor: 403, agencyadmin: 200, clerk: 200, stateadmin: 200 }],
  [
    'Report/Releases own',
    ({ own }) => ({ id: own }),
    { officer: 200, supervisor: 200, agencyadmin: 200, clerk: 200, stateadmin: 200 },
  ],
  [
    'Report/Releases far',
    ({ far }) => ({ id: far }),
    { officer: 403, supervisor: 403, agencyadmin: 403, clerk: 403, stateadmin: 200 },
  ],
  ['Retention/Schedules', () => ({}), { officer: 403, supervisor: 403, agencyadmin: 200, clerk: 200, stateadmin: 200 }],
  [
    'Retention/SaveSchedule own',
    () => ({ agencyOri: 'IN0490000', schedule }),
    { officer: 403, supervisor: 403, agencyadmin: 200, clerk: 403, stateadmin: 200 },
  ],
  [
    'Retention/SaveSchedule far',
    () => ({ agencyOri: 'IN0010000', schedule }),
    { officer: 403, supervisor: 403, agencyadmin: 403, clerk: 403, stateadmin: 200 },
  ],
  ['Retention/Preview', () => ({}), { officer: 403, supervisor: 403, agencyadmin: 200, clerk: 200, stateadmin: 200 }],
  ['Retention/Runs', () => ({}), { officer: 403, supervisor: 403, agencyadmin: 200, clerk: 200, stateadmin: 200 }],
  [
    'Report/LegalHold own',
    ({ own }) => ({ id: own }),
    { officer: 200, supervisor: 200, agencyadmin: 200, clerk: 200, stateadmin: 200 },
  ],
  [
    'Report/LegalHold far',
    ({ far }) => ({ id: far }),
    { officer: 403, supervisor: 403, agencyadmin: 403, clerk: 403, stateadmin: 200 },
  ],
  [
    'Report/SetLegalHold own',
    ({ own }) => ({ id: own, reason: 'Case 1' }),
    { officer: 403, supervisor: 403, agencyadmin: 200, clerk: 200, stateadmin: 200 },
  ],
  [
    'Report/SetLegalHold far',
    ({ far }) => ({ id: far, reason: 'Case 1' }),
    { officer: 403, supervisor: 403, agencyadmin: 403, clerk: 403, stateadmin: 200 },
  ],
];

describe.each(engines())('who may copy, log, keep and hold reports on %s', (engine) => {
  let server: TestServer;
  const tokens = {} as Record<Who | 'farofficer' | 'farsupervisor', string>;
  const ids = { own: 0, far: 0 };

  const accepted = async (author: string, reviewer: string) => {
    const draft = await completeDraft(server, tokens[author as Who]);
    let r = (await server.call('Workflow/SendTo', { id: draft.id, version: draft.version }, tokens[author as Who])).body
      .payload;
    for (const step of ['AssignToMe', 'Approve', 'Accept']) {
      r = (await server.call(`Workflow/${step}`, { id: r.id, version: r.version }, tokens[reviewer as Who])).body
        .payload;
    }
    return r.id as number;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0010000', 'Far Away Police');
    await addUser(server.db, { userName: 'farofficer', agencyOri: 'IN0010000', role: 'Officer' });
    await addUser(server.db, { userName: 'farsupervisor', agencyOri: 'IN0010000', role: 'Supervisor' });
    for (const who of [...ROLES, 'farofficer', 'farsupervisor'] as const) tokens[who] = await server.login(who);
    ids.own = await accepted('officer', 'supervisor');
    ids.far = await accepted('farofficer', 'farsupervisor');
  });
  afterAll(() => server.close());

  it.each(matrix)('%s', async (name, payload, expected) => {
    const path = name.split(' ')[0]!;
    const got: Record<string, number> = {};
    for (const who of ROLES) got[who] = (await server.call(path, payload(ids), tokens[who])).statusCode;
    expect(got).toEqual(expected);
  });

  it('lets only those who may edit a schedule start a run', async () => {
    for (const who of ['officer', 'supervisor', 'clerk'] as const) {
      expect((await server.call('Retention/Run', {}, tokens[who])).statusCode, who).toBe(403);
    }
    expect((await server.call('Retention/Run', {}, tokens.agencyadmin)).statusCode).toBe(200);
  });
});
