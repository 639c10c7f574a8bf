import { describe, expect, it } from 'vitest';
import licenceTable from '../fixtures/label-values/licence-table.json';
import noise from '../fixtures/label-values/noise.json';
import registrationList from '../fixtures/label-values/registration-dl.json';
import twoVehicles from '../fixtures/label-values/two-vehicles.json';
import { buildLabelIndex, defaultLabelSynonyms, lookupLabel, normaliseLabel } from './label-synonyms';
import { parseLabelValues } from './parse-label-values';

describe('parseLabelValues', () => {
  it('reads a licence table: STATE after the licence number is the licence state, the second the address state', () => {
    const { records, problems } = parseLabelValues(licenceTable);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        kind: 'driverLicence',
        id: records[0]!.id,
        licenceNumber: 'M 123 456 789 012',
        licenceState: 'MI',
        licenceClass: 'O',
        restrictions: ['B', 'E'],
        expires: '03/03/2029',
        lastName: 'VANTERPOOL',
        firstName: 'SKYE',
        middleName: 'RENATA',
        dateOfBirth: '03/03/1995',
        sex: 'F',
        street: '31 WOODWARD AVE',
        city: 'DETROIT',
        state: 'MI',
        zip: '48226',
        source: 'table',
        raw: expect.stringContaining('Operator License #: M 123 456 789 012'),
      },
    ]);
  });

  it('reads a registration definition list with labels ending in colons', () => {
    const { records, problems } = parseLabelValues(registrationList);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      kind: 'vehicleRegistration',
      plate: 'TRL 4421',
      plateState: 'IN',
      plateYear: '2026',
      vin: '1FTMW1T88MFA00001',
      year: '2021',
      make: 'FORD',
      model: 'TRANSIT',
      style: 'VN',
      colour: 'GREY',
      ownerLastName: 'WEXFORD',
      ownerFirstName: 'ALARIC',
      ownerCity: 'GREENWOOD',
      ownerState: 'IN',
      ownerZip: '46142',
      insurerName: 'HOOSIER MUTUAL',
      policyNumber: 'HM-2025-0042',
      source: 'table',
    });
  });

  it('splits two vehicles in one list; YEAR after the plate state is the plate year; a city is a business owner', () => {
    const { records } = parseLabelValues(twoVehicles);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ plate: 'ABC123', plateYear: '2026', ownerBusinessName: 'CITY OF CARMEL' });
    expect(records[1]).toMatchObject({ plate: 'XYZ789', plateState: 'IL', ownerLastName: 'MARROWBY' });
  });

  it('starts a new record at each break given (separate tables)', () => {
    const pairs = [
      { label: 'Name', value: 'DOE, JANE' },
      { label: 'Address', value: '1 MAIN ST' },
      { label: 'Plate', value: 'AB1' },
      { label: 'Plate State', value: 'IN' },
    ];
    const split = parseLabelValues(pairs, { breaks: [2] });
    expect(split).toEqual({ records: [expect.objectContaining({ plate: 'AB1' })], problems: [] });
    expect(split.records[0]).not.toHaveProperty('ownerLastName'); // a name and an address alone are no return
    const asOwner = parseLabelValues(pairs, { kind: 'registration' });
    expect(asOwner.records[0]).toMatchObject({ plate: 'AB1', ownerLastName: 'DOE', ownerStreet: '1 MAIN ST' });
  });

  it('finds nothing, and says nothing, in a table of other things', () => {
    expect(parseLabelValues(noise)).toEqual({ records: [], problems: [] });
    expect(parseLabelValues([])).toEqual({ records: [], problems: [] });
  });

  it('skips pairs that are not strings and never throws on garbage', () => {
    const garbage = [null, 3, { label: 5, value: 'x' }, { label: 'Plate' }] as unknown as {
      label: string;
      value: string;
    }[];
    expect(parseLabelValues(garbage)).toEqual({ records: [], problems: [] });
    expect(parseLabelValues('nope' as unknown as [])).toEqual({ records: [], problems: [] });
  });

  it('takes an agency synonym over a default one', () => {
    const pairs = [
      { label: 'Subj', value: 'DOE, JANE' },
      { label: 'Born', value: '1990-01-01' },
      { label: 'Sex', value: 'F' },
      { label: 'Permit', value: 'X1' },
      { label: 'Issuer', value: 'IN' },
    ];
    const synonyms = { name: ['SUBJ'], licenceNumber: ['PERMIT'], licenceState: ['ISSUER'] };
    expect(parseLabelValues(pairs).records).toEqual([]);
    expect(parseLabelValues(pairs, { synonyms }).records[0]).toMatchObject({ licenceNumber: 'X1', licenceState: 'IN' });
    expect(parseLabelValues(pairs, { synonyms: buildLabelIndex(synonyms) }).records).toHaveLength(1);
  });
});

describe('label synonyms', () => {
  it.each([
    ['DL #', 'DL NO'],
    ['D.L. No.', 'D L NO'],
    ['Driver’s Licence Number', 'DRIVER LICENSE NO'],
    ['Vehicle Colour', 'VEHICLE COLOR'],
    ["  Owner's Name: ", 'OWNER NAME'],
  ])('normalises %s to %s', (label, expected) => expect(normaliseLabel(label)).toBe(expected));

  it.each([
    ['Last Name', 'lastName'],
    ['Surname', 'lastName'],
    ['DL #', 'licenceNumber'],
    ['Operator License', 'licenceNumber'],
    ['Plate', 'plate'],
    ['Tag', 'plate'],
    ['VIN', 'vin'],
    ['Model Year', 'year'],
    ['Registered Owner', 'ownerName'],
    ['Eye Color', 'ignored'],
  ])('maps %s to %s', (label, field) => expect(lookupLabel(buildLabelIndex(), label)).toBe(field));

  it('holds every default label once, so no label names two fields', () => {
    const all = Object.values(defaultLabelSynonyms).flat().map(normaliseLabel);
    expect(all.length).toBe(new Set(all).size);
  });
});
