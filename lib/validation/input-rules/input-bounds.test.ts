import { describe, expect, it } from 'vitest';
import {
  DB_INT_MAX,
  dbBigIdText,
  dbDay,
  dbDayOf,
  dbId,
  dbIdFromText,
  dbInt,
  dbMoment,
  dbSmallInt,
} from './input-bounds';

describe('bounded whole numbers', () => {
  it('takes ids from 1 to the int4 maximum and refuses everything else with a message', () => {
    expect(dbId().parse(1)).toBe(1);
    expect(dbId().parse(DB_INT_MAX)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2 ** 31, 2 ** 53 - 1, '1', null]) {
      const result = dbId().safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Expected a (whole )?number/);
    }
    expect(dbId().safeParse(2 ** 31).error?.issues[0]?.message).toBe('Expected a number of at most 2147483647.');
  });

  it('takes other whole numbers within their own bounds', () => {
    expect(dbInt().parse(0)).toBe(0);
    expect(dbInt(1).safeParse(0).success).toBe(false);
    expect(dbInt(0, 10).safeParse(11).success).toBe(false);
    expect(dbInt().safeParse(DB_INT_MAX + 1).success).toBe(false);
  });

  it('reads an id written as text (a form field, a path segment) only when it is one', () => {
    expect(dbIdFromText().parse(' 42 ')).toBe(42);
    expect(dbIdFromText().parse('2147483647')).toBe(DB_INT_MAX);
    for (const bad of ['0', '-1', '1.5', '1e3', '2147483648', '99999999999', '', 'abc', '1\u0000']) {
      expect(dbIdFromText().safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('bounded smallints, bigint ids, days and moments', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message);

  it('holds a smallint to what its column holds, whatever maximum is asked', () => {
    expect(dbSmallInt().parse(32_767)).toBe(32_767);
    expect(messages(dbSmallInt().safeParse(32_768))).toEqual(['Expected a number of at most 32767.']);
    expect(dbSmallInt(0, DB_INT_MAX).safeParse(2_147_483_647).success).toBe(false);
    expect(dbSmallInt(0, 3).safeParse(4).success).toBe(false);
  });

  it('takes a bigint id as at most 18 digits, each below the int8 maximum', () => {
    expect(dbBigIdText('An id.').parse('999999999999999999')).toBe('999999999999999999');
    for (const bad of ['9223372036854775807', '9223372036854775808', '0', '01', '-1', '1.5', '']) {
      expect(messages(dbBigIdText('An id.').safeParse(bad)), bad).toEqual(['An id.']);
    }
  });

  it('takes the days of years 1 to 9999, and says why another is refused', () => {
    for (const day of ['0001-01-01', '2024-02-29', '9999-12-31', ' 2026-01-01 ']) {
      expect(dbDay().safeParse(day).success, day).toBe(true);
    }
    expect(messages(dbDay().safeParse('0000-01-01'))).toEqual(['Give a date from 0001-01-01 to 9999-12-31.']);
    expect(messages(dbDay().safeParse('10000-01-01'))).toEqual(['Give the date as yyyy-mm-dd.']);
    expect(messages(dbDay().safeParse('2026-02-29'))).toEqual(['There is no such date.']);
  });

  it('takes the moments of years 1 to 9999 in UTC, whatever offset they are written with', () => {
    for (const at of ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00-01:00', '9999-12-31T23:59:59Z']) {
      expect(dbMoment().safeParse(at).success, at).toBe(true);
    }
    for (const at of ['0000-12-31T23:59:59Z', '0001-01-01T00:00:00+01:00', '9999-12-31T23:59:59-01:00']) {
      expect(messages(dbMoment().safeParse(at)), at).toEqual([
        'Give a time from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z.',
      ]);
    }
    expect(messages(dbMoment('since must be a date-time.').safeParse('yesterday'))).toEqual([
      'since must be a date-time.',
    ]);
  });

  it('keeps a day the server works out within those years', () => {
    expect(dbDayOf(Date.parse('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
    expect(dbDayOf(Date.parse('0000-10-03T00:00:00Z'))).toBe('0001-01-01');
    expect(dbDayOf(Date.parse('+010000-01-01T00:00:00Z'))).toBe('9999-12-31');
  });
});
