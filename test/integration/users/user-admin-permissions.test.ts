import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { setStatus } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import {
  addOtherAgency,
  editFields,
  freshUser,
  newUserFields,
  OTHER_AGENCY,
  updatedAtOf,
} from '../support/user-admin-helpers';

type Caller = 'unauthenticated' | 'officer' | 'supervisor' | 'agencyadmin' | 'stateadmin';
type Probe = (server: TestServer, token: string, agencyOri: string) => Promise<number>;

/** Each new call, made on a fresh user of `agencyOri` (so one probe's change never feeds another). */
const probes: Record<string, Probe> = {
  'User/List': async (s, token, agencyOri) =>
    (await s.call('User/List', { agencyOri, page: 1, pageSize: 10 }, token)).statusCode,
  'User/Get': async (s, token, agencyOri) =>
    (await s.call('User/Get', { userId: (await freshUser(s, 'Officer', agencyOri)).id }, token)).statusCode,
  'User/Save (create)': async (s, token, agencyOri) =>
    (await s.call('User/Save', await newUserFields(s, { agencyOri }), token)).statusCode,
  'User/Save (edit)': async (s, token, agencyOri) => {
    const { id, userName } = await freshUser(s, 'Officer', agencyOri);
    const fields = {
      id,
      expectedUpdatedAt: await updatedAtOf(s, id),
      ...(await newUserFields(s, { agencyOri, userName, firstName: 'Edited' })),
    };
    fields.roleIds = (await newUserFields(s)).roleIds;
    return (await s.call('User/Save', fields, token)).statusCode;
  },
  'User/Copy': async (s, token, agencyOri) => {
    const source = await freshUser(s, 'Officer', agencyOri);
    const names = await newUserFields(s);
    const { firstName, lastName, userName, badgeId } = names;
    return (await s.call('User/Copy', { sourceUserId: source.id, firstName, lastName, userName, badgeId }, token))
      .statusCode;
  },
  'User/Disable': async (s, token, agencyOri) =>
    (await s.call('User/Disable', { userId: (await freshUser(s, 'Officer', agencyOri)).id }, token)).statusCode,
  'User/Enable': async (s, token, agencyOri) => {
    const { id } = await freshUser(s, 'Officer', agencyOri);
    await setStatus(s.db, id, 1);
    return (await s.call('User/Enable', { userId: id }, token)).statusCode;
  },
  'User/ResetPassword (link)': async (s, token, agencyOri) =>
    (
      await s.call(
        'User/ResetPassword',
        { userId: (await freshUser(s, 'Officer', agencyOri)).id, signInLink: true },
        token,
      )
    ).statusCode,
};

/** Who calls, on a user of which agency, and the status every call must answer. */
const matrix: { caller: Caller; agency: 'own' | 'other'; status: number }[] = [
  { caller: 'unauthenticated', agency: 'own', status: 401 },
  { caller: 'officer', agency: 'own', status: 403 },
  { caller: 'supervisor', agency: 'own', status: 403 },
  { caller: 'agencyadmin', agency: 'own', status: 200 },
  { caller: 'agencyadmin', agency: 'other', status: 403 },
  { caller: 'stateadmin', agency: 'other', status: 200 },
  { caller: 'stateadmin', agency: 'own', status: 200 },
];

describe.each(engines())('user administration permission matrix on %s', (engine) => {
  let server: TestServer;
  const tokens: Partial<Record<Caller, string>> = { unauthenticated: '' };

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addOtherAgency(server);
    for (const caller of ['officer', 'supervisor', 'agencyadmin', 'stateadmin'] as const)
      tokens[caller] = await server.login(caller);
  });
  afterAll(() => server.close());

  for (const { caller, agency, status } of matrix) {
    it(`answers ${status} to ${caller} on a user of the ${agency} agency, for every call`, async () => {
      const ori = agency === 'own' ? DEMO_AGENCY.ori : OTHER_AGENCY.ori;
      const answered: Record<string, number> = {};
      for (const [name, probe] of Object.entries(probes))
        answered[name] = await probe(server, tokens[caller] ?? '', ori);
      expect(answered).toEqual(Object.fromEntries(Object.keys(probes).map((name) => [name, status])));
    });
  }

  it('lets an agency administrator read the form of their agency\u2019s user but not edit it into another agency', async () => {
    const admin = tokens.agencyadmin ?? '';
    const { id } = await freshUser(server);
    const fields = await editFields(server, admin, id, { agencyOri: OTHER_AGENCY.ori });
    const moved = await server.call('User/Save', fields, admin);
    expect(moved.statusCode).toBe(403);
    expect(moved.body.error.message).toMatch(/another agency/);
  });
});
