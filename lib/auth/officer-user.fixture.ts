import type { User } from '../../lib/api/schemas/user-schemas';

/** The demo officer as the server answers a sign-in, for the app's unit tests; `expiresAt` ends the session. */
export function officerUser(expiresAt = '2099-11-27T12:00:00.000Z'): User {
  return {
    id: 7,
    firstName: 'Olivia',
    lastName: 'Officer',
    userName: 'officer',
    agencyName: 'Demo',
    badgeId: '77',
    roles: [1],
    disabled: false,
    status: 0,
    token: '',
    applicationId: 'web',
    permissions: [],
    additionalInfo: {
      mustChangePassword: false,
      sessionTimeoutMs: 1_800_000,
      sessionWarningMs: 60_000,
      passwordMinLength: 8,
      sessionExpiresAt: expiresAt,
    },
    agency: { ori: 'IN0490000', name: 'Demo', additionalInfo: {} },
  };
}
