import { describe, expect, it } from 'vitest';
import { applicationSettingsSchema } from './application-settings';
import { readUserSettings, userSettingsSchema } from './user-settings';

const settings = {
  applicationName: 'Crash',
  defaultLockDurationHours: 24,
  sessionTimeoutMinutes: 30,
  ssoLogoutUrl: '',
};

describe('the application settings rules', () => {
  it('accepts bounded values and an https logout address or none', () => {
    expect(applicationSettingsSchema.safeParse(settings).success).toBe(true);
    expect(
      applicationSettingsSchema.safeParse({ ...settings, ssoLogoutUrl: 'https://sso.example.gov/logout?x=1' }).success,
    ).toBe(true);
  });

  it.each([
    ['sessionTimeoutMinutes', 4],
    ['sessionTimeoutMinutes', 481],
    ['defaultLockDurationHours', 0],
    ['defaultLockDurationHours', 721],
    ['ssoLogoutUrl', 'http://sso.example.gov/'],
    ['ssoLogoutUrl', 'https://'],
    ['applicationName', ''],
  ])('refuses %s %j', (key, value) => {
    const parsed = applicationSettingsSchema.safeParse({ ...settings, [key]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual([key]);
  });
});

describe('the user settings kept on the server', () => {
  it('holds the theme, the skin and the layout options only', () => {
    const mine = { theme: 'night', defaultSkin: 'standard', layout: { fixedHeader: false, menuOnTop: true } };
    expect(userSettingsSchema.parse(mine)).toEqual(mine);
    expect(userSettingsSchema.safeParse({ ...mine, extra: 1 }).success).toBe(false);
    expect(userSettingsSchema.safeParse({ layout: { fixedHeader: 'no' } }).success).toBe(false);
    expect(userSettingsSchema.safeParse({ layout: { unknown: true } }).success).toBe(false);
  });

  it('reads unreadable stored settings as none', () => {
    expect(readUserSettings({ theme: 'purple' })).toEqual({});
    expect(readUserSettings(null)).toEqual({});
    expect(readUserSettings({ theme: 'day' })).toEqual({ theme: 'day' });
  });
});
