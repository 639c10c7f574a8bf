import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import nletsRegistration from '../fixtures/text-returns/nlets-registration.txt?raw';
import { aamvaSamples } from '../fixtures/aamva-samples';
import { asMap, invalidWrites } from '../fixtures/write-checks';
import { applyDriverLicence, applyRegistration, applyWitness } from './apply-record';
import { parseAamva } from '../barcodes/parse-aamva';
import { parseTextReturn } from '../parsing/parse-text-return';
import type { DriverLicenceRecord, VehicleRegistrationRecord } from '../record-types';

const definition = vehicleCrashReport;
const registration = parseTextReturn(nletsRegistration).records[0] as VehicleRegistrationRecord;
const licence = parseAamva(aamvaSamples[0]!.barcode).records[0]!;

describe('applyDriverLicence', () => {
  it('fills the chosen unit driver from a barcode, marked as a barcode', () => {
    const { writes, notes } = applyDriverLicence(licence, 2, { definition });
    expect(asMap(writes)).toEqual({
      'Units.2.Driver.NAMELASTTXT': 'QUILLFEATHER',
      'Units.2.Driver.NAMEFIRSTTXT': 'JONAH',
      'Units.2.Driver.NAMEMINITIALTXT': 'B',
      'Units.2.Driver.ADDRSTREETTXT': '123 N MERIDIAN ST',
      'Units.2.Driver.ADDRCITYTXT': 'INDIANAPOLIS',
      'Units.2.Driver.ADDRSTATECDE': 'IN',
      'Units.2.Driver.ADDRZIPTXT': '46204',
      'Units.2.Driver.BIRTHDTE': '02/14/1985',
      'Units.2.Driver.GENDERCDE': 'M',
      'Units.2.Driver.DRIVERLICNBRTXT': '1234-56-7890',
      'Units.2.Driver.DRIVERLICSTATECDE': 'IN',
      'Units.2.Driver.RESTRICTIONCDE': ['B'],
    });
    expect(new Set(writes.map((w) => w.provenance))).toEqual(new Set(['barcode']));
    expect(notes).toEqual([]);
    expect(invalidWrites(writes)).toEqual([]);
  });

  it('keeps restriction codes of the list and names the others', () => {
    const record: DriverLicenceRecord = { ...licence, source: 'text', restrictions: ['B', '4', 'e'], suffix: 'JR' };
    const { writes, notes } = applyDriverLicence(record, 0, { definition });
    expect(asMap(writes)['Units.0.Driver.RESTRICTIONCDE']).toEqual(['B', 'E']);
    expect(asMap(writes)['Units.0.Driver.NAMEFILIALTXT']).toBe('JR');
    expect(writes[0]!.provenance).toBe('licenceReturn');
    expect(notes).toEqual(['Licence Restrictions: "4" is not a code of its list; left out.']);
  });

  it('fills the owner instead when asked (the driver owns the vehicle)', () => {
    const map = asMap(applyDriverLicence(licence, 0, { to: 'owner', definition }).writes);
    expect(map).toMatchObject({ 'Units.0.Owner.OwnerPersonInd': '1', 'Units.0.Owner.NAMELASTTXT': 'QUILLFEATHER' });
    expect(Object.keys(map).every((p) => p.startsWith('Units.0.Owner.'))).toBe(true);
  });

  it('refuses an index that is not a whole number from 0', () => {
    expect(() => applyDriverLicence(licence, -1, { definition })).toThrow(RangeError);
    expect(() => applyRegistration(registration, 1.5, { definition })).toThrow(RangeError);
  });
});

describe('applyWitness', () => {
  it('writes NAMETXT as LAST, FIRST and ADDRESSTXT as the street', () => {
    const { writes } = applyWitness(licence, 3, { definition });
    expect(writes).toEqual([
      { path: 'Witnesses.3.NAMETXT', value: 'QUILLFEATHER, JONAH', provenance: 'barcode' },
      { path: 'Witnesses.3.ADDRESSTXT', value: '123 N MERIDIAN ST', provenance: 'barcode' },
    ]);
    expect(invalidWrites(writes)).toEqual([]);
  });
});
