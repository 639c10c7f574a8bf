import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/vin-test-vectors.json';
import { findIdentifiers } from './find-identifiers';

const valid = fixture.vectors.filter((v) => v.valid === true && v.vin.length === 17).map((v) => v.vin);

describe('findIdentifiers: VINs', () => {
  it('finds a VIN in a sentence, once even when repeated', () => {
    const { records, invalidVins } = findIdentifiers(
      'Vehicle 1 VIN: 1HGCM82633A004352 (silver). Checked 1HGCM82633A004352 again.',
    );
    expect(records).toEqual([{ kind: 'vin', id: expect.stringMatching(/^vin-/), vin: '1HGCM82633A004352' }]);
    expect(invalidVins).toEqual([]);
  });

  it('finds every valid public test VIN in a page that lists them', () => {
    const page = valid.map((vin, i) => `<td>${i}</td><td>${vin}</td>`).join('\n');
    expect(findIdentifiers(page).records.map((r) => r.kind === 'vin' && r.vin)).toEqual([...new Set(valid)]);
  });

  it('reports a VIN-shaped string with a wrong check digit apart, with its expected digit and correction', () => {
    const { records, invalidVins, problems } = findIdentifiers('VIN 1HGCM82643A004352 on the tow slip');
    expect(records).toEqual([]);
    expect(invalidVins).toEqual([
      {
        vin: '1HGCM82643A004352',
        index: 4,
        expectedCheckDigit: '3',
        reason: 'Position 9 (check digit) should be 3.',
      },
    ]);
    expect(problems).toEqual([
      '1HGCM82643A004352 looks like a VIN but is not valid: Position 9 (check digit) should be 3.',
    ]);
  });

  it('takes no string with I, O or Q for a VIN candidate (a VIN never has them)', () => {
    expect(findIdentifiers('VIN 1HGCM82633AO04352')).toEqual({ records: [], problems: [], invalidVins: [] });
  });

  it('ignores 17-character words, hashes and numbers that are not VINs', () => {
    const text = [
      'ABCDEFGHJKLMNPRST', // letters only
      '12345678901234567', // digits only
      '0a1b2c3d4e5f6a7b8', // lower case hex
      'X1HGCM82633A004352', // 18 characters
      'REF-2025-000123456',
    ].join(' ');
    const { records, invalidVins } = findIdentifiers(text);
    expect(records).toEqual([]);
    expect(invalidVins).toEqual([]);
  });
});

describe('findIdentifiers: USDOT numbers', () => {
  it.each([
    ['USDOT 1234567', '1234567'],
    ['US DOT# 2345678', '2345678'],
    ['U.S. DOT No. 345678', '345678'],
    ['USDOT#: 0045678', '45678'],
    ['DOT No. 5678901', '5678901'],
    ['DOT # 12', '12'],
    ['carrier usdot number 7654321 (active)', '7654321'],
    ['U.S.D.O.T. 8765432', '8765432'],
  ])('reads "%s"', (text, number) => {
    expect(findIdentifiers(text).records).toEqual([{ kind: 'usdot', id: expect.any(String), usdotNumber: number }]);
  });

  it.each([
    'INDOT district 3',
    'DOT 3 brake fluid',
    'USDOT 123456789 (nine digits is not one)',
    'USDOT pending',
    'USDOT 0000',
  ])('finds nothing in "%s"', (text) => {
    expect(findIdentifiers(text).records).toEqual([]);
  });

  it('finds VINs and USDOT numbers together', () => {
    const { records } = findIdentifiers('Truck VIN 1FTMW1T88MFA00001, carrier USDOT 1234567.');
    expect(records.map((r) => r.kind)).toEqual(['vin', 'usdot']);
  });

  it('returns nothing for what is not text', () => {
    expect(findIdentifiers(undefined as unknown as string)).toEqual({ records: [], problems: [], invalidVins: [] });
  });
});
