import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/vin-test-vectors.json';
import { checkVin } from './vin';
import { VIN_CHARACTERS, hasValidCheckDigit, vinCharacterValue } from './vin-check-digit';
import { allowedCharactersAt, findVinSubstitutions, type VinSubstitution } from './vin-correction';

const validVins = fixture.vectors.filter((v) => v.valid === true).map((v) => v.vin);
const put = (vin: string, position: number, ch: string) => vin.slice(0, position - 1) + ch + vin.slice(position);
const positions = Array.from({ length: 17 }, (_, i) => i + 1).filter((p) => p !== 9);

/** The slow way: try every allowed character at every position but 9. */
function bruteForce(vin: string): VinSubstitution[] {
  const found: VinSubstitution[] = [];
  for (const position of positions) {
    const others = [...vin].filter((ch, i) => i + 1 !== position && i !== 8);
    if (!others.every((ch) => vinCharacterValue(ch) !== undefined)) continue;
    for (const to of allowedCharactersAt(position)) {
      if (to === vin.charAt(position - 1)) continue;
      const candidate = put(vin, position, to);
      if (hasValidCheckDigit(candidate)) found.push({ position, from: vin.charAt(position - 1), to, vin: candidate });
    }
  }
  return found;
}

describe('allowed characters per position', () => {
  it('limits position 10 to model-year codes and positions 14-17 to digits', () => {
    expect(allowedCharactersAt(10)).not.toMatch(/[UZ0]/);
    for (const p of [14, 15, 16, 17]) expect(allowedCharactersAt(p)).toBe('0123456789');
    expect(allowedCharactersAt(1)).toBe(VIN_CHARACTERS);
    expect(allowedCharactersAt(13)).toBe(VIN_CHARACTERS);
  });

  it('is met by every valid public test VIN (so a corruption can always be undone)', () => {
    for (const vin of validVins) {
      for (let p = 1; p <= 17; p++) expect(allowedCharactersAt(p)).toContain(vin.charAt(p - 1));
    }
  });
});

describe('findVinSubstitutions', () => {
  it('proposes nothing for a VIN that is already right, or without a usable check digit', () => {
    expect(findVinSubstitutions('1FTMW1T88MFA00001')).toEqual([]);
    expect(findVinSubstitutions('1FTMW1T8ZMFA00001')).toEqual([]);
    expect(findVinSubstitutions('1FTMW1T88MFAO000O')).toEqual([]);
    expect(findVinSubstitutions('1FTMW1T88MFA0000')).toEqual([]);
  });

  it('solves the needed value directly and finds exactly what trying every character finds', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const vin of validVins.filter((_, i) => i % 20 === 0)) {
      for (const position of positions) {
        for (const ch of VIN_CHARACTERS + 'IOQ') {
          const corrupt = put(vin, position, ch);
          if (hasValidCheckDigit(corrupt)) continue;
          compared++;
          if (JSON.stringify(findVinSubstitutions(corrupt)) !== JSON.stringify(bruteForce(corrupt))) {
            mismatches.push(corrupt);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
  }, 30_000);

  it('only changes the one position that holds I, O or Q', () => {
    const subs = findVinSubstitutions('1FTMW1T88MFAO0001');
    expect(subs).toEqual([{ position: 13, from: 'O', to: '0', vin: '1FTMW1T88MFA00001' }]);
    expect(new Set(findVinSubstitutions('1FTMWIT88MFA00001').map((s) => s.position))).toEqual(new Set([6]));
  });
});

describe('every single-position corruption of a valid VIN', () => {
  it.each(validVins)('of %s is caught and undone, or ambiguous with the original among the choices', (vin) => {
    const problems: string[] = [];
    let caught = 0;
    let unseen = 0;
    for (const position of positions) {
      const original = vin.charAt(position - 1);
      for (const ch of VIN_CHARACTERS + 'IOQ') {
        if (ch === original) continue;
        const corrupt = put(vin, position, ch);
        const result = checkVin(corrupt, { latestModelYear: 2027 });
        if (vinCharacterValue(ch) === vinCharacterValue(original)) {
          // Same transliterated value (e.g. A for 1, S for 2): no check digit can see it.
          if (!result.valid) problems.push(`${corrupt}: a same-value change should pass the check digit`);
          unseen++;
          continue;
        }
        caught++;
        const { valid, correctionStatus, correction, substitutions } = result;
        if (valid) problems.push(`${corrupt}: reported valid`);
        if (!substitutions.some((s) => s.vin === vin)) problems.push(`${corrupt}: original not among substitutions`);
        if (correctionStatus === 'single' && correction?.vin !== vin) problems.push(`${corrupt}: wrong single hint`);
        if (correctionStatus === 'ambiguous' && (correction || substitutions.length < 2)) {
          problems.push(`${corrupt}: ambiguous but ${substitutions.length} substitutions`);
        }
        if (correctionStatus !== 'single' && correctionStatus !== 'ambiguous') {
          problems.push(`${corrupt}: status ${correctionStatus}`);
        }
        if (!substitutions.every((s) => hasValidCheckDigit(s.vin))) problems.push(`${corrupt}: a hint is not valid`);
      }
    }
    expect(problems).toEqual([]);
    expect(caught + unseen).toBe(16 * 35);
  });

  it('is undone exactly when an O stands for a 0 (value 0 has one character)', () => {
    let singles = 0;
    for (const vin of validVins) {
      for (const position of positions) {
        if (vin.charAt(position - 1) !== '0') continue;
        const result = checkVin(put(vin, position, 'O'));
        expect(result.correctionStatus).toBe('single');
        expect(result.correction).toEqual({ position, from: 'O', to: '0', vin });
        singles++;
      }
    }
    expect(singles).toBeGreaterThan(50);
  });

  it('of the check digit itself names the right check digit', () => {
    for (const vin of validVins) {
      const wrong = vin.charAt(8) === '0' ? '1' : '0';
      const result = checkVin(put(vin, 9, wrong));
      expect(result.errors).toEqual([`Position 9 (check digit) should be ${vin.charAt(8)}.`]);
      expect(result.checkDigit).toEqual({ expected: vin.charAt(8), actual: wrong });
    }
  });
});
