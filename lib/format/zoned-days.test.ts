import { describe, expect, it } from 'vitest';
import { dayRangeIn, dayStartIn, nextDay } from './zoned-days';

describe('calendar days of a time zone as moments', () => {
  it('starts a day at midnight of the zone, in winter and in summer time', () => {
    expect(dayStartIn('2026-01-15', 'America/Indiana/Indianapolis').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(dayStartIn('2026-07-15', 'America/Indiana/Indianapolis').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(dayStartIn('2026-07-15', 'UTC').toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('starts the days of a change of clocks at their real midnight', () => {
    // 2026-03-08: clocks go forward at 02:00 in Indianapolis; midnight is still EST (UTC-5).
    expect(dayStartIn('2026-03-08', 'America/Indiana/Indianapolis').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('2026-03-09', 'America/Indiana/Indianapolis').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStartIn('2026-11-02', 'America/Indiana/Indianapolis').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('covers both days of a range whole, the last up to the next midnight', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    const range = dayRangeIn({ dateFrom: '2026-11-01', dateTo: '2026-11-01' }, 'UTC');
    expect(range.from?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(range.until?.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(dayRangeIn({}, 'UTC')).toEqual({});
  });

  it('works out the first and last days a call may name, and leaves out an end the database cannot hold', () => {
    // Years below 100 are years of the calendar, not 1900 to 1999; Indianapolis kept local mean time then.
    expect(dayStartIn('0001-01-01', 'America/Indiana/Indianapolis').toISOString()).toBe('0001-01-01T05:44:38.000Z');
    expect(dayRangeIn({ dateFrom: '0050-06-01', dateTo: '0050-06-01' }, 'UTC')).toEqual({
      from: new Date('0050-06-01T00:00:00Z'),
      until: new Date('0050-06-02T00:00:00Z'),
    });
    // Midnight of 0001-01-01 in Tokyo is a moment of year 0, the end of 9999-12-31 in Los Angeles one of year 10000.
    expect(dayRangeIn({ dateFrom: '0001-01-01' }, 'Asia/Tokyo')).toEqual({});
    expect(dayRangeIn({ dateTo: '9999-12-31' }, 'America/Los_Angeles')).toEqual({});
    expect(dayRangeIn({ dateTo: '9999-12-30' }, 'UTC').until?.toISOString()).toBe('9999-12-31T00:00:00.000Z');
  });
});
