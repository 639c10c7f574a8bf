import { expect } from 'vitest';
import type { RealServer } from '../real-server';
import { DEMO_PASSWORD } from '../page-helpers';

/** The state administrator sets the application's single sign-on logout address, keeping the rest. */
export async function setSsoLogoutUrl(server: RealServer, ssoLogoutUrl: string) {
  const admin = await server.call('Account/Login', { userName: 'stateadmin', password: DEMO_PASSWORD });
  const current = await server.call('Settings/GetEditableSettings', {}, admin.body.payload.token);
  const { applicationName, defaultLockDurationHours, sessionTimeoutMinutes, crashCosts } = current.body.payload;
  const set = await server.call(
    'Settings/SaveApplicationSettings',
    { applicationName, defaultLockDurationHours, sessionTimeoutMinutes, ssoLogoutUrl, crashCosts },
    admin.body.payload.token,
  );
  expect(set.status).toBe(200);
}
