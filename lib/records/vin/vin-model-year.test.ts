import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/vin-test-vectors.json';
import {
  MODEL_YEAR_CODES,
  decodeVinModelYear,
  defaultLatestModelYear,
  isModelYearCode,
  modelYearCandidates,
} from './vin-model-year';

/** A 17-character string with chosen positions 7 and 10 (check digit not relevant here). */
const vinWith = (position7: string, position10: string) => `1FTMW1${position7}88${position10}FA00001`;
const opts = { latestModelYear: 2039 };

describe('model-year codes of position 10 (49 CFR 565.15 Table VII)', () => {
  it.each([
    ['A', 1980, 2010],
    ['H', 1987, 2017],
    ['J', 1988, 2018],
    ['N', 1992, 2022],
    ['P', 1993, 2023],
    ['R', 1994, 2024],
    ['T', 1996, 2026],
    ['V', 1997, 2027],
    ['Y', 2000, 2030],
    ['1', 2001, 2031],
    ['9', 2009, 2039],
  ])('reads %s as %i or %i', (code, first, second) => {
    expect(modelYearCandidates(code, 2039)).toEqual([first, second]);
  });

  it('has 30 codes and never uses I, O, Q, U, Z or 0', () => {
    expect(MODEL_YEAR_CODES).toHaveLength(30);
    for (const ch of 'IOQUZ0') expect(isModelYearCode(ch)).toBe(false);
    expect(modelYearCandidates('U', 2039)).toEqual([]);
  });

  it('drops years later than the latest model year', () => {
    expect(modelYearCandidates('T', 2025)).toEqual([1996]);
    expect(modelYearCandidates('T', 2026)).toEqual([1996, 2026]);
    expect(modelYearCandidates('A', 1979)).toEqual([]);
  });
});

describe('decodeVinModelYear', () => {
  it('takes 1980-2009 when position 7 is a digit and 2010-2039 when it is a letter', () => {
    expect(decodeVinModelYear(vinWith('5', 'A'), opts)).toEqual({
      code: 'A',
      year: 1980,
      candidates: [1980, 2010],
      basis: 'position-7',
    });
    expect(decodeVinModelYear(vinWith('T', 'A'), opts)?.year).toBe(2010);
    expect(decodeVinModelYear(vinWith('2', '9'), opts)?.year).toBe(2009);
    expect(decodeVinModelYear(vinWith('Z', '9'), opts)?.year).toBe(2039);
  });

  it('falls back to the only possible year when position 7 points to the future (a heavy vehicle or pre-2010 letter)', () => {
    expect(decodeVinModelYear(vinWith('T', '1'), { latestModelYear: 2027 })).toEqual({
      code: '1',
      year: 2001,
      candidates: [2001],
      basis: 'only-candidate',
    });
  });

  it('leaves the year undecided without the position-7 rule when both cycles are possible', () => {
    const result = decodeVinModelYear(vinWith('5', 'A'), { latestModelYear: 2027, position7Rule: false });
    expect(result).toEqual({ code: 'A', year: null, candidates: [1980, 2010], basis: 'undecided' });
    expect(decodeVinModelYear(vinWith('5', '5'), { latestModelYear: 2027, position7Rule: false })?.year).toBe(2005);
  });

  it('leaves the year undecided when position 7 is not a letter or digit', () => {
    expect(decodeVinModelYear(vinWith('-', 'A'), opts)?.basis).toBe('undecided');
  });

  it('reads nothing from a string that is not 17 characters or has no year code in position 10', () => {
    expect(decodeVinModelYear('5UXWX7C5*BA', opts)).toBeNull();
    expect(decodeVinModelYear(vinWith('5', 'U'), opts)).toBeNull();
    expect(decodeVinModelYear(vinWith('5', '0'), opts)).toBeNull();
  });

  it('defaults the latest model year to next calendar year', () => {
    expect(defaultLatestModelYear(new Date(2026, 0, 1))).toBe(2027);
    const nextYear = new Date().getFullYear() + 1;
    expect(Math.max(...(decodeVinModelYear(vinWith('5', 'A'))?.candidates ?? []))).toBeLessThanOrEqual(nextYear);
  });

  it.each(fixture.vectors.filter((v) => v.valid === true && v.year !== undefined))(
    'reads $year from public test VIN $vin (vPIC decode)',
    ({ vin, year }) => {
      expect(decodeVinModelYear(vin, { latestModelYear: 2027 })).toMatchObject({ year, basis: 'position-7' });
    },
  );
});
