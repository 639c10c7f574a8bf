import { describe, expect, it } from 'vitest';
import { DEFAULT_KABCO_COSTS } from '../analysis/crash-severity';
import { applicationSettingsSchema, sameSettingValue } from './application-settings';
import { readUserSettings, userSettingsSchema } from './user-settings';

const settings = {
  applicationName: 'Crash',
  defaultLockDurationHours: 24,
  sessionTimeoutMinutes: 30,
  ssoLogoutUrl: '',
  crashCosts: DEFAULT_KABCO_COSTS,
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

  it.each([
    ['K', 0, 'The cost is at least $1.'],
    ['A', -5, 'The cost is at least $1.'],
    ['B', 12.5, 'Enter whole dollars.'],
    ['O', 100_000_001, 'The cost is at most $100,000,000.'],
  ])('refuses a crash cost of %s at %j at its own field', (level, value, message) => {
    const parsed = applicationSettingsSchema.safeParse({
      ...settings,
      crashCosts: { ...DEFAULT_KABCO_COSTS, [level]: value },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([expect.objectContaining({ path: ['crashCosts', level], message })]);
  });

  it('compares the crash costs figure by figure, whatever order the database kept them in', () => {
    const stored = { A: 655_000, B: 198_500, C: 125_600, K: 11_295_400, O: 11_900 };
    expect(sameSettingValue(stored, DEFAULT_KABCO_COSTS)).toBe(true);
    expect(sameSettingValue({ ...stored, O: 1 }, DEFAULT_KABCO_COSTS)).toBe(false);
    expect(sameSettingValue('a', 'a')).toBe(true);
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
