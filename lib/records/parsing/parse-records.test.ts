import { describe, expect, it } from 'vitest';
import nletsRegistration from '../fixtures/text-returns/nlets-registration.txt?raw';
import nletsDriver from '../fixtures/text-returns/nlets-driver.txt?raw';
import { aamvaSamples } from '../fixtures/aamva-samples';
import { findDuplicates } from '../in-report/duplicates';
import { parseRecordText } from './parse-records';

describe('parseRecordText (what the records window does with pasted text)', () => {
  it('reads a barcode, two returns, a lone VIN and a USDOT number in one paste', () => {
    const text = [
      aamvaSamples[0]!.barcode,
      nletsDriver,
      nletsRegistration,
      'Trailer VIN 1FTMW1T88MFA00001, carrier USDOT 1234567',
    ].join('\n');
    const { records } = parseRecordText(text);
    expect(records.map((r) => `${r.kind}:${r.kind === 'driverLicence' ? r.source : ''}`)).toEqual([
      'driverLicence:barcode',
      'driverLicence:text',
      'vehicleRegistration:',
      'vin:',
      'usdot:',
    ]);
  });

  it('does not repeat as a lone VIN the VIN of a registration it read', () => {
    const { records, invalidVins, problems } = parseRecordText(nletsRegistration);
    expect(records.map((r) => r.kind)).toEqual(['vehicleRegistration']);
    expect(invalidVins).toEqual([]);
    expect(problems).toHaveLength(1); // the two owners
  });

  it('reports a wrong VIN in a registration once, on the registration', () => {
    const { records, problems, invalidVins } = parseRecordText(
      nletsRegistration.replace('1HGCM82633A004352', '1HGCM82643A004352'),
    );
    expect(invalidVins).toEqual([]);
    // The registration's flag says it; no second problem repeats it.
    expect(problems.filter((p) => p.includes('1HGCM82643A004352'))).toHaveLength(0);
    const registration = records.find((r) => r.kind === 'vehicleRegistration');
    expect(registration?.kind === 'vehicleRegistration' && registration.flags?.map((f) => f.field)).toEqual(['vin']);
  });

  it('lists a VIN-shaped string with a wrong check digit found alone', () => {
    const { records, invalidVins } = parseRecordText('Vehicle 2: 1HGCM82643A004352');
    expect(records).toEqual([]);
    expect(invalidVins.map((c) => c.vin)).toEqual(['1HGCM82643A004352']);
  });

  it('marks the licence read from the barcode and from the return as one driver', () => {
    const { records } = parseRecordText(`${aamvaSamples[0]!.barcode}\n${nletsDriver}`);
    expect(findDuplicates(records).map((g) => [g.reason, g.indexes])).toEqual([['driver', [0, 1]]]);
  });
});
