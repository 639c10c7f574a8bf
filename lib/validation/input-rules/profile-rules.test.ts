import { describe, expect, it } from 'vitest';
import { CodeListId } from '../../codes/list-ids';
import { defaultLocationIssues, defaultLocationSchema, isEmptyLocation, profileFieldsSchema } from './profile-rules';

const bounds = { minLatitude: 38, maxLatitude: 42, minLongitude: -88, maxLongitude: -85 };
const codes: Record<string, { parentCode: string | null }> = {
  [`${CodeListId.County}|097`]: { parentCode: null },
  [`${CodeListId.County}|005`]: { parentCode: null },
  [`${CodeListId.City}|36003`]: { parentCode: '097' },
};
const find = (listId: number, code: string) => codes[`${listId}|${code}`];
const location = (over: object = {}) =>
  defaultLocationSchema.parse({ county: '097', city: '36003', latitude: 39.77, longitude: -86.16, ...over });

const profile = {
  firstName: 'Olivia',
  lastName: "O'Brien-Smith",
  phone: '317-555-0100',
  email: 'olivia@impd.example.gov',
  badgeId: 'A-4711',
  defaultLocation: null,
};

describe('the profile rules', () => {
  it('accepts a complete profile, and empty phone and e-mail', () => {
    expect(profileFieldsSchema.safeParse(profile).success).toBe(true);
    expect(profileFieldsSchema.safeParse({ ...profile, phone: '', email: '' }).success).toBe(true);
  });

  it.each([
    ['phone', '3175550100', /ddd-ddd-dddd/],
    ['phone', '317-555-010', /ddd-ddd-dddd/],
    ['email', 'olivia@', /e-mail address/],
    ['firstName', '', /Enter your first name/],
    ['firstName', 'x'.repeat(21), /at most 20/],
    ['lastName', 'O', /at least 2/],
    ['firstName', 'Olivia<script>', /letters, spaces/],
    ['badgeId', '12345678901', /at most 10/],
    ['badgeId', '47 11', /letters, digits and hyphens/],
  ])('refuses %s %j', (field, value, message) => {
    const parsed = profileFieldsSchema.safeParse({ ...profile, [field]: value });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toMatch(message);
  });
});

describe('the default location rules', () => {
  it('accepts codes of the lists, a city of the county and a point inside the map', () => {
    expect(defaultLocationIssues(location(), find, bounds)).toEqual([]);
  });

  it('names each problem at its part', () => {
    expect(defaultLocationIssues(location({ county: '999', city: '' }), find, bounds)).toEqual([
      { path: 'county', message: 'County 999 is not in the county list.' },
    ]);
    expect(defaultLocationIssues(location({ county: '005' }), find, bounds)).toEqual([
      { path: 'city', message: 'City 36003 is not in county 005.' },
    ]);
    expect(defaultLocationIssues(location({ city: '99999' }), find, bounds)[0]?.path).toBe('city');
    expect(defaultLocationIssues(location({ latitude: 42.5 }), find, bounds)[0]).toMatchObject({
      path: 'latitude',
      message: expect.stringMatching(/outside the state's map/),
    });
  });

  it('wants both coordinates or neither, and a county before a city', () => {
    expect(defaultLocationSchema.safeParse({ county: '097', latitude: 39.7 }).success).toBe(false);
    expect(defaultLocationSchema.safeParse({ county: '', city: '36003' }).success).toBe(false);
    expect(defaultLocationSchema.safeParse({ county: '097' }).data).toEqual({
      county: '097',
      city: '',
      latitude: null,
      longitude: null,
    });
  });

  it('treats a location with nothing in it as none', () => {
    expect(isEmptyLocation(null)).toBe(true);
    expect(isEmptyLocation(location({ county: '', city: '', latitude: null, longitude: null }))).toBe(true);
    expect(isEmptyLocation(location())).toBe(false);
  });
});
