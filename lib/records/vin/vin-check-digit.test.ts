import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/vin-test-vectors.json';
import {
  VIN_CHARACTERS,
  VIN_WEIGHTS,
  checkDigitCharacter,
  checkDigitValue,
  computeVinCheckDigit,
  hasValidCheckDigit,
  isVinCharacter,
  vinCharacterValue,
  weightedVinSum,
} from './vin-check-digit';

/** 49 CFR 565.15(c) Table IV, written out independently of the implementation. */
// prettier-ignore
const TABLE_IV: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5,
  P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

const seventeen = fixture.vectors.filter((v) => v.vin.length === 17);

describe('VIN transliteration and weights (49 CFR 565.15)', () => {
  it('gives every letter its Table IV value and every digit its own value', () => {
    for (const [letter, value] of Object.entries(TABLE_IV)) expect(vinCharacterValue(letter)).toBe(value);
    for (let d = 0; d <= 9; d++) expect(vinCharacterValue(String(d))).toBe(d);
  });

  it('allows exactly 33 characters: no I, O, Q, lower case, symbols or empty strings', () => {
    expect(VIN_CHARACTERS).toHaveLength(33);
    for (const ch of ['I', 'O', 'Q', 'a', 'o', '-', ' ', '*', '', 'AB', 'É']) {
      expect(vinCharacterValue(ch)).toBeUndefined();
      expect(isVinCharacter(ch)).toBe(false);
    }
    expect([...VIN_CHARACTERS].every(isVinCharacter)).toBe(true);
  });

  it('weights positions 8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2', () => {
    expect(VIN_WEIGHTS).toEqual([8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('writes a remainder of 10 as X and reads it back', () => {
    expect(checkDigitCharacter(10)).toBe('X');
    expect(checkDigitCharacter(0)).toBe('0');
    expect(checkDigitValue('X')).toBe(10);
    expect(checkDigitValue('7')).toBe(7);
    expect(checkDigitValue('A')).toBeUndefined();
    expect(checkDigitValue('')).toBeUndefined();
  });
});

describe('computeVinCheckDigit', () => {
  it('computes the textbook cases: all ones, and a remainder of 10', () => {
    // 1 x (8+7+6+5+4+3+2+10+9+8+7+6+5+4+3+2) = 89 = 8 x 11 + 1
    expect(computeVinCheckDigit('11111111111111111')).toBe('1');
    expect(weightedVinSum('11111111111111111')).toBe(89);
    expect(computeVinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('ignores position 9 (weight 0), whatever it holds', () => {
    expect(computeVinCheckDigit('1FTMW1T8*MFA00001')).toBe('8');
    expect(computeVinCheckDigit('1FTMW1T8OMFA00001')).toBe('8');
  });

  it('gives no check digit for the wrong length or a forbidden character outside position 9', () => {
    expect(computeVinCheckDigit('1FTMW1T88MFA0000')).toBeNull();
    expect(computeVinCheckDigit('1FTMW1T88MFA000011')).toBeNull();
    expect(computeVinCheckDigit('1FTMW1T88MFAO0001')).toBeNull();
    expect(computeVinCheckDigit('1ftmw1t88mfa00001')).toBeNull();
  });

  it.each(seventeen.filter((v) => v.valid === true))('accepts public test VIN $vin', ({ vin }) => {
    expect(computeVinCheckDigit(vin)).toBe(vin.charAt(8));
    expect(hasValidCheckDigit(vin)).toBe(true);
  });

  it.each(seventeen.filter((v) => v.reason === 'bad check digit'))(
    'finds the check digit SOURCES.md names for $vin',
    ({ vin, checkDigitNote }) => {
      const named = /should be (\w)/.exec(checkDigitNote ?? '')?.[1];
      expect(computeVinCheckDigit(vin)).toBe(named);
      expect(hasValidCheckDigit(vin)).toBe(false);
    },
  );

  it('finds the check digit of every derived invalid vector equal to that of the VIN it came from', () => {
    for (const v of seventeen.filter((x) => x.derivedFrom)) {
      expect(computeVinCheckDigit(v.vin)).toBe(v.derivedFrom?.charAt(8));
    }
  });
});
