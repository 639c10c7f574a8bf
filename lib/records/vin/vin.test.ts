import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/vin-test-vectors.json';
import { checkVin, normaliseVin } from './vin';

const opts = { latestModelYear: 2027 };
const byVin = (vin: string) => fixture.vectors.find((v) => v.vin === vin);

describe('normaliseVin', () => {
  it('trims and puts in upper case; nothing becomes an empty string', () => {
    expect(normaliseVin('  1ftmw1t88mfa00001\t')).toBe('1FTMW1T88MFA00001');
    expect(normaliseVin(null)).toBe('');
    expect(normaliseVin(undefined)).toBe('');
  });
});

describe('checkVin on the public test vectors', () => {
  it('holds all 96 public test vectors', () => {
    expect(fixture.vectors).toHaveLength(96);
  });

  it.each(fixture.vectors.filter((v) => v.valid === true))('accepts $vin ($make $year)', ({ vin, year }) => {
    const result = checkVin(vin, opts);
    expect(result).toMatchObject({ vin, valid: true, seventeenCharacters: true, errors: [], warnings: [] });
    expect(result.correctionStatus).toBe('not-needed');
    expect(result.substitutions).toEqual([]);
    expect(result.checkDigit).toEqual({ expected: vin.charAt(8), actual: vin.charAt(8) });
    expect(result.modelYear?.year).toBe(year);
  });

  it.each(fixture.vectors.filter((v) => v.valid === false))('refuses $vin ($reason)', ({ vin }) => {
    const result = checkVin(vin, opts);
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it.each(fixture.vectors.filter((v) => v.partial))('reports partial VIN $vin as not 17 characters', ({ vin }) => {
    const result = checkVin(vin, opts);
    expect(result).toMatchObject({ valid: false, seventeenCharacters: false, checkDigit: null, modelYear: null });
    expect(result.errors).toEqual([`A VIN has 17 characters; this one has ${vin.length}.`]);
  });

  it('names the right check digit for a bad one, gives no single hint and still reads the model year', () => {
    for (const v of fixture.vectors.filter((x) => x.reason === 'bad check digit')) {
      const result = checkVin(v.vin, opts);
      const named = /should be (\w)/.exec(v.checkDigitNote ?? '')?.[1];
      expect(result.errors).toEqual([`Position 9 (check digit) should be ${named}.`]);
      expect(result.checkDigit).toEqual({ expected: named, actual: v.vin.charAt(8) });
      expect(result.correctionStatus).toBe('ambiguous');
      expect(result.correction).toBeUndefined();
      // 5FNYF5H59HB011946 (a 2017 Honda) is not among the vectors; the others are.
      expect(result.modelYear?.year).toBe(byVin(v.derivedFrom ?? '')?.year ?? 2017);
    }
  });

  it('names every position of I, O or Q and makes no check-digit claim', () => {
    const result = checkVin('5FQYF5H59HBO1I946', opts);
    expect(result.errors).toEqual([
      'Position 3 is Q; a VIN never uses the letters I, O or Q.',
      'Position 12 is O; a VIN never uses the letters I, O or Q.',
      'Position 14 is I; a VIN never uses the letters I, O or Q.',
    ]);
    expect(result.checkDigit).toBeNull();
    expect(result.correctionStatus).toBe('not-applicable');
  });

  it('flags an impossible model-year code in position 10 and still checks the check digit', () => {
    const result = checkVin('4T1BE46K2UU856421', opts);
    expect(result.errors).toEqual(['Position 9 (check digit) should be 0.']);
    expect(result.warnings).toEqual(['Position 10 (model year) cannot be U; model-year codes never use U, Z or 0.']);
    expect(result.modelYear).toBeNull();
    expect(checkVin('5FNYF5H50IB011946', opts).errors).toEqual([
      'Position 10 is I; a VIN never uses the letters I, O or Q.',
    ]);
  });

  it('reports the wrong lengths of the vectors without crashing', () => {
    expect(checkVin('4T1B', opts).errors).toEqual(['A VIN has 17 characters; this one has 4.']);
    expect(checkVin('', opts).errors).toEqual(['A VIN has 17 characters; this one is empty.']);
  });
});

describe('checkVin on hand-made cases', () => {
  it('checks the normalised VIN', () => {
    const result = checkVin(' 1ftmw1t88mfa00001 ', opts);
    expect(result.vin).toBe('1FTMW1T88MFA00001');
    expect(result.valid).toBe(true);
  });

  it.each([
    ['1FTMW1T88MFA0000', 16],
    ['1FTMW1T88MFA000011', 18],
    ['1FTMW1T88MFA0000112345', 22],
    ['A', 1],
  ])('reports %s as not a 17-character VIN (%i)', (vin, length) => {
    const result = checkVin(vin, opts);
    expect(result).toMatchObject({
      valid: false,
      seventeenCharacters: false,
      errors: [`A VIN has 17 characters; this one has ${length}.`],
      checkDigit: null,
      modelYear: null,
      correctionStatus: 'not-applicable',
      substitutions: [],
    });
    expect(result.correction).toBeUndefined();
  });

  it('notes that a short number may belong to a vehicle built before 1981', () => {
    expect(checkVin('124379N123456').warnings).toEqual([
      'Not a 17-character VIN: vehicles built before 1981 have shorter numbers with no check digit.',
    ]);
    expect(checkVin('1FTMW1T88MFA000011').warnings).toEqual([]);
    expect(checkVin(null)).toMatchObject({ vin: '', errors: ['A VIN has 17 characters; this one is empty.'] });
    expect(checkVin(undefined).warnings).toEqual([]);
  });

  it('names symbols and spaces inside the VIN', () => {
    expect(checkVin('1FTMW-T88MFA00001').errors).toEqual(['Position 6 is "-"; a VIN has only letters and digits.']);
    expect(checkVin('1FTMW T88MFA00001').errors[0]).toBe('Position 6 is a space; a VIN has only letters and digits.');
  });

  it('asks for a digit or X in position 9 when it cannot compute the check digit', () => {
    const result = checkVin('1FTMW1T8*MFA0000O');
    expect(result.errors).toEqual([
      'Position 17 is O; a VIN never uses the letters I, O or Q.',
      'Position 9 (check digit) must be a digit or X.',
    ]);
    expect(result.correctionStatus).toBe('not-applicable');
  });

  it('computes the check digit when only position 9 is not a digit or X', () => {
    const result = checkVin('1FTMW1T8*MFA00001');
    expect(result.errors).toEqual(['Position 9 (check digit) should be 8.']);
    expect(result.checkDigit).toEqual({ expected: '8', actual: '*' });
    expect(result.correctionStatus).toBe('not-applicable');
    expect(result.substitutions).toEqual([]);
  });

  it('gives a single hint when exactly one substitution works (an O where a 0 belongs)', () => {
    const result = checkVin('1FTMW1T88MFAO0001', opts);
    expect(result.errors).toEqual(['Position 13 is O; a VIN never uses the letters I, O or Q.']);
    expect(result.correctionStatus).toBe('single');
    expect(result.correction).toEqual({ position: 13, from: 'O', to: '0', vin: '1FTMW1T88MFA00001' });
  });

  it('gives a single hint in the digit-only positions 14-17, where one value means one character', () => {
    const result = checkVin('1FTMW1T88MFA0000O', opts);
    expect(result.correction).toEqual({ position: 17, from: 'O', to: '1', vin: '1FTMW1T88MFA00001' });
  });

  it('says "none" when the one bad position cannot be fixed by any character', () => {
    // With an I in position 13 (weight 7), exactly one of the 11 check digits needs a value of 10 there.
    const results = [...'0123456789X'].map((c) => checkVin(`1FTMW1T8${c}MFAI0001`, opts));
    const none = results.filter((r) => r.correctionStatus === 'none');
    expect(none).toHaveLength(1);
    expect(none[0]?.substitutions).toEqual([]);
    expect(none[0]?.correction).toBeUndefined();
    expect(results.filter((r) => r.correctionStatus === 'ambiguous' || r.correctionStatus === 'single')).toHaveLength(
      10,
    );
  });

  it('says "ambiguous" and lists every fix when several single substitutions work', () => {
    const result = checkVin('1FTMW1T87MFA00001', opts);
    expect(result.correctionStatus).toBe('ambiguous');
    expect(result.correction).toBeUndefined();
    expect(result.substitutions.length).toBeGreaterThan(1);
    expect(result.substitutions.every((s) => s.position !== 9 && checkVin(s.vin).valid)).toBe(true);
  });

  it('warns about letters in positions 14-17 without deciding validity on them', () => {
    const result = checkVin('1FTMW1T88MFA0S001', opts);
    expect(result.valid).toBe(false); // S (2) is not 0: the check digit catches it
    expect(result.warnings).toEqual(['Position 14 should be a digit; the last four characters of a VIN are numbers.']);
    // A for 1 has the same value: the check digit cannot see it, only the warning does.
    const undetectable = checkVin('1111111111111111A');
    expect(undetectable.valid).toBe(true);
    expect(undetectable.warnings).toEqual([
      'Position 17 should be a digit; the last four characters of a VIN are numbers.',
    ]);
  });

  it('never throws, whatever it is given', () => {
    for (const input of ['😀'.repeat(17), '\u0000'.repeat(17), 'x'.repeat(10_000), '0'.repeat(17), 'ÄÖÜ']) {
      expect(() => checkVin(input)).not.toThrow();
    }
    expect(checkVin('0'.repeat(17)).valid).toBe(true);
    expect(checkVin('0'.repeat(17)).warnings).toHaveLength(1); // position 10 cannot be 0
  });
});
