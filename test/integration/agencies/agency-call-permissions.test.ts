import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0880000';
const callers = ['unauthenticated', 'officer', 'supervisor', 'agencyadmin', 'stateadmin'] as const;
type Caller = (typeof callers)[number];

/**
 * Every agency call by every kind of caller, with the exact status each gets: the state
 * administrator everything; the agency administrator lists their own agency and changes only its
 * additional information; officers and supervisors nothing; nobody without a session.
 */
describe.each(engines())('Agency call permissions on %s', (engine) => {
  let server: TestServer;
  const tokens = {} as Record<Caller, string>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, OTHER, 'Other County Sheriff');
    tokens.unauthenticated = '';
    for (const caller of callers.slice(1)) tokens[caller] = await server.login(caller);
  });
  afterAll(() => server.close());

  const versionOf = async (ori: string) => {
    const res = await server.call('Agency/List', { filter: ori }, tokens.stateadmin);
    return res.body.payload.rows[0].updatedAt as string;
  };
  const current = async (ori: string) =>
    (await server.call('Agency/List', { filter: ori }, tokens.stateadmin)).body.payload.rows[0] as {
      name: string;
      additionalInfo: Record<string, unknown>;
    };
  let serial = 0;
  /** Each case's payload, built just before its call so an edit names the current version. */
  const cases: Record<string, () => Promise<[string, Record<string, unknown>]>> = {
    list: async () => ['Agency/List', {}],
    create: async () => ['Agency/Save', { isNew: true, ori: `IN55${String(++serial).padStart(5, '0')}`, name: 'New' }],
    'edit own name': async () => {
      const own = await current(DEMO_AGENCY.ori);
      const expectedUpdatedAt = await versionOf(DEMO_AGENCY.ori);
      return [
        'Agency/Save',
        {
          isNew: false,
          ori: DEMO_AGENCY.ori,
          name: `${own.name}!`,
          additionalInfo: own.additionalInfo,
          expectedUpdatedAt,
        },
      ];
    },
    'edit own additional info': async () => {
      const own = await current(DEMO_AGENCY.ori);
      const expectedUpdatedAt = await versionOf(DEMO_AGENCY.ori);
      const additionalInfo = { ...own.additionalInfo, n: ++serial };
      return ['Agency/Save', { isNew: false, ori: DEMO_AGENCY.ori, name: own.name, additionalInfo, expectedUpdatedAt }];
    },
    'edit other additional info': async () => {
      const other = await current(OTHER);
      const expectedUpdatedAt = await versionOf(OTHER);
      return [
        'Agency/Save',
        { isNew: false, ori: OTHER, name: other.name, additionalInfo: { n: ++serial }, expectedUpdatedAt },
      ];
    },
    'disable other': async () => ['Agency/Disable', { ori: OTHER }],
    'enable other': async () => ['Agency/Enable', { ori: OTHER }],
    'enable own': async () => ['Agency/Enable', { ori: DEMO_AGENCY.ori }],
  };

  // Columns: unauthenticated, officer, supervisor, agency administrator, state administrator.
  const matrix = `
    list                        401 403 403 200 200
    create                      401 403 403 403 200
    edit own name               401 403 403 403 200
    edit own additional info    401 403 403 200 200
    edit other additional info  401 403 403 403 200
    disable other               401 403 403 403 200
    enable other                401 403 403 403 200
    enable own                  401 403 403 403 200
  `;
  const rows = matrix
    .trim()
    .split('\n')
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      const statuses = parts.slice(-5).map(Number);
      return [parts.slice(0, -5).join(' '), statuses] as const;
    });

  it.each(rows)('%s answers %j', async (name, statuses) => {
    const seen: number[] = [];
    for (const caller of callers) {
      const [path, payload] = await cases[name]!();
      seen.push((await server.call(path, payload, tokens[caller])).statusCode);
    }
    expect(seen).toEqual(statuses);
  });

  it('lists only the agency administrator’s own agency', async () => {
    const res = await server.call('Agency/List', { pageSize: 100 }, tokens.agencyadmin);
    expect(res.body.payload.total).toBe(1);
    expect(res.body.payload.rows.map((r: { ori: string }) => r.ori)).toEqual([DEMO_AGENCY.ori]);
    const state = await server.call('Agency/List', { pageSize: 100 }, tokens.stateadmin);
    expect(state.body.payload.rows.map((r: { ori: string }) => r.ori)).toEqual(
      expect.arrayContaining([DEMO_AGENCY.ori, OTHER]),
    );
  });

  it('tells the agency administrator which field they may not change', async () => {
    const [path, payload] = await cases['edit own name']!();
    const res = await server.call(path, payload, tokens.agencyadmin);
    expect(res.statusCode).toBe(403);
    expect(res.body.error.message).toBe("You may not change the agency's name.");
  });

  it('keeps reading agency names open to every signed-in role', async () => {
    for (const caller of callers.slice(1)) {
      const res = await server.call('Agency/GetAgencyName', OTHER, tokens[caller]);
      expect(res.statusCode, caller).toBe(200);
      expect(res.body.payload).toBe('Other County Sheriff');
    }
  });
});
