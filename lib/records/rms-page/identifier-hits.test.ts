import { describe, expect, it } from 'vitest';
import { identifierHits } from './identifier-hits';

describe('identifierHits', () => {
  it('finds every run of 17 or more capitals and digits wherever it starts, and each DOT', () => {
    const vin = '1HGCM82633A004352';
    for (let pad = 0; pad < 40; pad++) {
      const text = `${'x'.repeat(pad)} ${vin} tail`;
      expect(identifierHits(text)).toEqual([pad + 1]);
    }
    expect(identifierHits(`USDOT # 12 and U.S. D.O.T. 34 and dot`)).toEqual([2, 20, 34]);
  });

  it('passes over runs shorter than a VIN and text with no capitals', () => {
    expect(identifierHits('ABC123 DEF456GHI789 order ab1234567890cdefg '.repeat(50))).toEqual([]);
    expect(identifierHits('')).toEqual([]);
  });
});
