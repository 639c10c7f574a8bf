import { describe, expect, it } from 'vitest';
import {
  crashDateRange,
  crashFilterFromSearch,
  crashFilterSchema,
  crashFilterToSearch,
  longerThanStatewide,
} from './crash-filter';

describe('the crash data filter', () => {
  it('goes into the URL and comes back the same, unknown keys left out', () => {
    const filter = crashFilterSchema.parse({
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      countyCode: '097',
      severity: ['K', 'A'],
      hitAndRun: true,
      commercialVehicle: false,
      includeInProgress: true,
      crashTypeCode: '39:6',
    });
    const search = crashFilterToSearch(filter);
    expect(search.toString()).toBe(
      'dateFrom=2025-01-01&dateTo=2025-12-31&countyCode=097&crashTypeCode=39%3A6&severity=K&severity=A&hitAndRun=yes&commercialVehicle=no&includeInProgress=yes',
    );
    search.set('view', 'map');
    expect(crashFilterSchema.parse(crashFilterFromSearch(search))).toEqual(filter);
  });

  it('refuses what a hand-edited URL may hold, at the field', () => {
    const refused = (raw: Record<string, unknown>) => {
      const result = crashFilterSchema.safeParse(raw);
      return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(refused(crashFilterFromSearch(new URLSearchParams('hitAndRun=maybe')))?.[0]).toMatch(/^hitAndRun:/);
    expect(refused({ severity: ['X'] })?.[0]).toMatch(/^severity\.0:/);
    expect(refused({ crashTypeCode: '41:1' })).toEqual(['crashTypeCode: Pick a crash type from the list.']);
    expect(refused({ dateFrom: '2025-02-01', dateTo: '2025-01-01' })).toEqual([
      'dateTo: The first date must not be after the last date.',
    ]);
    expect(refused({ dateFrom: '2022-01-01', dateTo: '2025-01-01' })).toEqual([
      'dateTo: A view covers at most 36 months: bring the dates closer together.',
    ]);
    expect(refused({ dateFrom: '2022-01-02', dateTo: '2025-01-01' })).toBeNull();
    // A blank field of the form is no filter.
    expect(crashFilterSchema.parse({ countyCode: ' ', dateFrom: '' })).toEqual({});
    expect(refused({ locationKey: 'MERIDIAN ST' })).toEqual([
      'locationKey: Pick a location from the high-crash locations.',
    ]);
  });

  it('keeps a high-crash location in the URL, an intersection or a segment', () => {
    for (const locationKey of ['097|36003|38TH ST & MERIDIAN ST', '097|36003|MERIDIAN ST|7953:-17232']) {
      const filter = crashFilterSchema.parse({ dateFrom: '2025-01-01', locationKey });
      const search = crashFilterToSearch(filter);
      expect(search.get('locationKey')).toBe(locationKey);
      expect(crashFilterSchema.parse(crashFilterFromSearch(new URLSearchParams(search.toString())))).toEqual(filter);
    }
  });

  it('covers the twelve months up to today unless told, with the period of the same length before', () => {
    expect(crashDateRange({}, '2026-11-30')).toEqual({
      dateFrom: '2025-12-01',
      dateTo: '2026-11-30',
      previousFrom: '2024-12-01',
      previousTo: '2025-11-30',
    });
    expect(crashDateRange({ dateFrom: '2026-10-01' }, '2026-11-30')).toMatchObject({
      dateFrom: '2026-10-01',
      dateTo: '2026-11-30',
      previousFrom: '2026-08-01',
      previousTo: '2026-09-30',
    });
    expect(crashDateRange({ dateFrom: '2020-03-01' }, '2026-11-30')).toMatchObject({ dateTo: '2021-02-28' });
    expect(crashDateRange({ dateTo: '2025-06-30' }, '2026-11-30')).toMatchObject({ dateFrom: '2024-07-01' });
    // At the calendar's edges the range never turns over.
    expect(crashDateRange({ dateTo: '0001-01-01' }, '2026-11-30')).toMatchObject({
      dateFrom: '0001-01-01',
      dateTo: '0001-01-01',
    });
    expect(crashDateRange({ dateFrom: '9999-12-31' }, '2026-11-30')).toMatchObject({ dateTo: '9999-12-31' });
  });

  it('lets every agency at once see at most twelve months', () => {
    expect(longerThanStatewide({ dateFrom: '2025-01-01', dateTo: '2025-12-31' })).toBe(false);
    expect(longerThanStatewide({ dateFrom: '2025-01-01', dateTo: '2026-01-01' })).toBe(true);
  });
});
