import { describe, expect, it } from 'vitest';
import {
  advancedSearchCriteriaSchema,
  quickSearchSchema,
  REPORT_SEARCH_RANGE_DAYS,
  SEARCH_MAX_MONTHS,
  searchDateRange,
  stateDateOf,
} from './search-criteria';

describe('advanced search criteria', () => {
  it('covers the last 90 days up to today when no dates are given', () => {
    expect(REPORT_SEARCH_RANGE_DAYS).toBe(90);
    expect(searchDateRange({}, '2026-05-01')).toEqual({ dateFrom: '2026-01-31', dateTo: '2026-05-01' });
    // Across a leap day.
    expect(searchDateRange({}, '2024-03-30')).toEqual({ dateFrom: '2023-12-31', dateTo: '2024-03-30' });
  });

  it('fills only the missing end of a range', () => {
    expect(searchDateRange({ dateTo: '2020-12-31' }, '2026-05-01')).toEqual({
      dateFrom: '2020-10-02',
      dateTo: '2020-12-31',
    });
    // A first date alone reaches today, or 12 months past it when today is further.
    expect(searchDateRange({ dateFrom: '2026-01-15' }, '2026-05-01')).toEqual({
      dateFrom: '2026-01-15',
      dateTo: '2026-05-01',
    });
    expect(searchDateRange({ dateFrom: '2019-01-01' }, '2026-05-01')).toEqual({
      dateFrom: '2019-01-01',
      dateTo: '2020-01-01',
    });
    expect(searchDateRange({ dateFrom: '2026-06-01' }, '2026-05-01')).toEqual({
      dateFrom: '2026-06-01',
      dateTo: '2026-06-01',
    });
    expect(searchDateRange({ dateFrom: '2019-01-01', dateTo: '2019-02-01' }, '2026-05-01')).toEqual({
      dateFrom: '2019-01-01',
      dateTo: '2019-02-01',
    });
  });

  it('takes today in Indiana, not in UTC', () => {
    // 02:30 UTC on 2 May is still 1 May in Indianapolis (UTC-4 in summer).
    expect(stateDateOf(new Date('2026-05-02T02:30:00Z'))).toBe('2026-05-01');
    expect(stateDateOf(new Date('2026-05-02T05:30:00Z'))).toBe('2026-05-02');
  });

  it('treats blank fields as left out and applies the page defaults', () => {
    const parsed = advancedSearchCriteriaSchema.parse({ caseNumber: '  ', dateFrom: '', streetPrefix: ' main ' });
    expect(parsed).toMatchObject({
      caseNumber: undefined,
      dateFrom: undefined,
      streetPrefix: 'main',
      sortBy: 'lastUpdated',
      sortDirection: 'desc',
      page: 1,
      pageSize: 25,
    });
  });

  it('refuses impossible dates, a reversed range and a one-letter street, saying what to fix', () => {
    const messages = (input: unknown) => {
      const r = advancedSearchCriteriaSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages({ dateFrom: '03/14/2026' })).toEqual(['dateFrom: Give the date as yyyy-mm-dd.']);
    expect(messages({ dateFrom: '2026-02-30' })).toEqual(['dateFrom: There is no such date.']);
    expect(messages({ dateFrom: '2026-03-02', dateTo: '2026-03-01' })).toEqual([
      'dateTo: The first date must not be after the last date.',
    ]);
    expect(messages({ streetPrefix: 'M' })).toEqual(['streetPrefix: The street needs at least 2 characters.']);
    expect(messages({ crashTypeCode: '12' })).toEqual(['crashTypeCode: Pick a crash type from the list.']);
    expect(messages({ crashTypeCode: '39:1', countyCode: '049', injury: true, status: 4 })).toEqual([]);
  });
});

describe('the longest search', () => {
  it('covers 12 months: two dates further apart are refused at the last date', () => {
    const parse = (dateFrom: string, dateTo: string) => advancedSearchCriteriaSchema.safeParse({ dateFrom, dateTo });
    expect(SEARCH_MAX_MONTHS).toBe(12);
    expect(parse('2025-03-15', '2026-03-15').success).toBe(true);
    const tooLong = parse('2025-03-15', '2026-03-16');
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateTo', 'A search covers at most 12 months: bring the dates closer together.'],
    ]);
    // From a leap day the year ends on the last day of February.
    expect(parse('2024-02-29', '2025-02-28').success).toBe(true);
    expect(parse('2024-02-29', '2025-03-01').success).toBe(false);
  });

  it('stays within the years 1 to 9999 the database takes, at both ends of the calendar', () => {
    const parse = (dateFrom: string, dateTo: string) => advancedSearchCriteriaSchema.safeParse({ dateFrom, dateTo });
    expect(parse('0001-01-01', '0001-12-31').success).toBe(true);
    expect(parse('0001-01-01', '0002-01-02').success).toBe(false);
    expect(parse('9999-06-01', '9999-12-31').success).toBe(true);
    expect(advancedSearchCriteriaSchema.safeParse({ status: 32_768 }).error?.issues[0]?.path).toEqual(['status']);
    // The days a search works out are never of year 0 or of year 10000.
    expect(searchDateRange({ dateTo: '0001-02-01' }, '2026-05-01')).toEqual({
      dateFrom: '0001-01-01',
      dateTo: '0001-02-01',
    });
    expect(searchDateRange({ dateFrom: '0001-03-01' }, '2026-05-01')).toEqual({
      dateFrom: '0001-03-01',
      dateTo: '0002-03-01',
    });
  });

  it('answers a malformed date with its own message only, not a range check that cannot read it', () => {
    for (const dateFrom of ['abc', '2025-13-45', '20250315']) {
      const result = advancedSearchCriteriaSchema.safeParse({ dateFrom, dateTo: '2026-03-15' });
      expect(
        result.error?.issues.map((i) => i.path.join('.')),
        dateFrom,
      ).toEqual(['dateFrom']);
    }
  });
});

describe('quick search', () => {
  it('takes a report number of one digit but words of two characters or more', () => {
    expect(quickSearchSchema.safeParse({ text: '7' }).success).toBe(true);
    expect(quickSearchSchema.safeParse({ text: ' ME ' }).data?.text).toBe('ME');
    const short = quickSearchSchema.safeParse({ text: 'M' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Type at least 2 characters to search.');
  });
});
