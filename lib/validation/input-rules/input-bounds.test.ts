import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, dbId, dbIdFromText, dbInt } from './input-bounds';

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
