import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, authEventsOf } from '../support/db-helpers';
import { expectRefused } from '../support/refusals';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const PROXY = '10.9.0.1';

describe.each(engines())('client addresses behind a reverse proxy on %s', (engine) => {
  describe.each([
    ['with TRUST_PROXY naming the proxy', { TRUST_PROXY: `${PROXY}, 192.168.50.0/24` }],
    ['without TRUST_PROXY', {}],
  ])('%s', (_setting, env) => {
    const trusted = 'TRUST_PROXY' in env;
    let server: TestServer;
    let n = 0;

    beforeAll(async () => {
      server = await startTestServer(engine, { ...env, SIGN_IN_LIMIT_PER_ADDRESS: '3' });
    });
    afterAll(() => server.close());

    const signIn = async (remoteAddress: string, forwardedFor: string, password = DEMO_PASSWORD) => {
      const userName = `proxied${++n}`;
      const id = await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
      const res = await server.raw({
        url: '/API/Account/Login',
        body: JSON.stringify({ identity: { token: '' }, payload: { userName, password } }),
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress,
      });
      return { res, ipsAudited: (await authEventsOf(server.db, id)).map((e) => e.ip) };
    };

    it(`audits ${trusted ? 'the client named by the proxy' : 'the connection, not what X-Forwarded-For claims'}`, async () => {
      const { res, ipsAudited } = await signIn(PROXY, '203.0.113.7', 'Wrong-Password-1');
      expect(res.statusCode).toBe(401);
      expect(ipsAudited).toEqual([trusted ? '203.0.113.7' : PROXY]);
      // A chain through two trusted proxies: the client is the last address no trusted proxy added.
      const chained = await signIn(PROXY, '198.51.100.4, 192.168.50.9');
      expect(chained.ipsAudited).toEqual([trusted ? '198.51.100.4' : PROXY]);
    });

    it('believes X-Forwarded-For from no other address', async () => {
      const { ipsAudited } = await signIn('10.9.0.77', '203.0.113.8');
      expect(ipsAudited).toEqual(['10.9.0.77']);
    });

    it(`limits ${trusted ? 'each client behind the proxy on its own' : 'the connection, however X-Forwarded-For changes'}`, async () => {
      if (!trusted) {
        const address = '10.9.0.200';
        for (let i = 1; i <= 3; i++) expect((await signIn(address, `198.51.100.${i}`)).res.statusCode).toBe(200);
        expectRefused((await signIn(address, '198.51.100.4')).res, 60);
        return;
      }
      for (let i = 0; i < 3; i++) expect((await signIn(PROXY, '198.51.100.99')).res.statusCode).toBe(200);
      expectRefused((await signIn(PROXY, '198.51.100.99')).res, 60);
      expect((await signIn(PROXY, '198.51.100.5')).res.statusCode).toBe(200);
    });
  });
});
