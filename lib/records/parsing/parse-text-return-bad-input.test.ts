import { describe, expect, it } from 'vitest';
import driverThenRegistration from '../fixtures/text-returns/driver-then-registration.txt?raw';
import halfReturn from '../fixtures/text-returns/half-return.txt?raw';
import notAReturn from '../fixtures/text-returns/not-a-return.txt?raw';
import noPlate from '../fixtures/text-returns/registration-no-plate.txt?raw';
import twoDriverReturns from '../fixtures/text-returns/two-driver-returns.txt?raw';
import twoNoHeaders from '../fixtures/text-returns/two-returns-no-headers.txt?raw';
import wrongDates from '../fixtures/text-returns/wrong-dates.txt?raw';
import { parseTextReturn } from './parse-text-return';

describe('parseTextReturn on several returns in one text', () => {
  it('gives two records for two DR returns pasted together, each with its own address', () => {
    const { records, problems } = parseTextReturn(twoDriverReturns);
    expect(problems).toEqual([]);
    expect(records.map((r) => r.kind === 'driverLicence' && [r.lastName, r.zip])).toEqual([
      ['QUILLFEATHER', '46204'],
      ['HOLLOWAY', '46221'],
    ]);
    expect(records[0]!.raw).not.toContain('HOLLOWAY');
  });

  it('splits two returns with no header line where the second name starts', () => {
    const { records } = parseTextReturn(twoNoHeaders);
    expect(records.map((r) => r.kind === 'driverLicence' && r.licenceNumber)).toEqual(['1234-56-7890', '9876-54-3210']);
  });

  it('splits a licence return followed by a registration return', () => {
    const { records, problems } = parseTextReturn(driverThenRegistration);
    expect(problems).toEqual([]);
    expect(records.map((r) => r.kind)).toEqual(['driverLicence', 'vehicleRegistration']);
    expect(records[1]).toMatchObject({ plate: 'ABC123', ownerLastName: 'QUILLFEATHER', ownerZip: '46204' });
  });

  it('gives different ids to different records and the same id to the same return pasted twice', () => {
    const [a, b] = parseTextReturn(twoDriverReturns).records;
    expect(a!.id).not.toBe(b!.id);
    const twice = parseTextReturn(`DR.X\n${twoNoHeaders.split('\n')[0]}\nDR.X\n${twoNoHeaders.split('\n')[0]}`);
    expect(twice.records).toHaveLength(2);
    expect(twice.records[0]!.id).toBe(twice.records[1]!.id);
  });
});

describe('parseTextReturn on bad input', () => {
  it('makes no record of half a return, and says what is missing', () => {
    expect(parseTextReturn(halfReturn)).toEqual({
      records: [],
      problems: [
        'The licence return for QUILLFEATHER, JONAH was not made into a record: no licence number; no licence state.',
      ],
    });
  });

  it('keeps a licence whose date of birth is not a date, left blank and flagged with the value', () => {
    const { records, problems } = parseTextReturn(wrongDates.replace('EXP/20270231', 'EXP/20270214'));
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).not.toHaveProperty('dateOfBirth');
    expect(records[0]).toMatchObject({ lastName: 'QUILLFEATHER', licenceNumber: '1234-56-7890', sex: 'M' });
    expect(records[0]?.kind === 'driverLicence' && records[0].flags).toEqual([
      {
        field: 'dateOfBirth',
        value: '19851345',
        message: 'Date of birth "19851345" is not a date; it was left blank: check it on the licence.',
      },
    ]);
  });

  it.each([
    [
      'in the future',
      'DOB/20990214',
      'Date of birth "20990214" is in the future; it was left blank: check it on the licence.',
    ],
    [
      'more than 120 years ago',
      'DOB/18850214',
      'Date of birth "18850214" is more than 120 years ago; it was left blank: check it on the licence.',
    ],
  ])('flags a date of birth %s', (_why, dob, message) => {
    const { records } = parseTextReturn(`NAM/DOE, JANE ${dob} SEX/F OLN/X1 OLS/IN`);
    expect(records[0]).not.toHaveProperty('dateOfBirth');
    expect(records[0]?.kind === 'driverLicence' && records[0].flags?.map((f) => f.message)).toEqual([message]);
  });

  it('makes no record of a help page template (a date of birth with no digit)', () => {
    expect(parseTextReturn('NAM/LAST, FIRST MI DOB/YYYYMMDD SEX/X OLN/NUMBER OLS/ST').records).toEqual([]);
  });

  it('keeps a licence with an unreadable expiry date, flagged', () => {
    const { records, problems } = parseTextReturn(wrongDates.replace('19851345', '19850214'));
    expect(records[0]).not.toHaveProperty('expires');
    expect(problems).toEqual([]);
    expect(records[0]?.kind === 'driverLicence' && records[0].flags?.map((f) => f.message)).toEqual([
      'Expiry date "20270231" is not a date; it was left blank.',
    ]);
  });

  it('makes no record of a registration without a plate', () => {
    expect(parseTextReturn(noPlate)).toEqual({
      records: [],
      problems: [
        'The registration return for VIN 1HGCM82633A004352 was not made into a record: no plate number; no plate state.',
      ],
    });
  });

  it('keeps a licence whose licence state or sex is no code, each left blank and flagged', () => {
    const { records, problems } = parseTextReturn('NAM/DOE, JANE DOB/19900101 SEX/Q OLN/X1 OLS/ZZ');
    expect(problems).toEqual([]);
    expect(records[0]).not.toHaveProperty('licenceState');
    expect(records[0]).not.toHaveProperty('sex');
    expect(records[0]).toMatchObject({ dateOfBirth: '01/01/1990', licenceNumber: 'X1' });
    expect(records[0]?.kind === 'driverLicence' && records[0].flags).toEqual([
      {
        field: 'licenceState',
        value: 'ZZ',
        message: 'Licence state "ZZ" is not a state code; it was left blank: check it on the licence.',
      },
      {
        field: 'sex',
        value: 'Q',
        message: 'Sex "Q" is not a sex code (M, F, X or U); it was left blank: check it on the licence.',
      },
    ]);
  });

  it('makes no record of a licence with no licence state at all', () => {
    expect(parseTextReturn('NAM/DOE, JANE DOB/19900101 SEX/F OLN/X1').problems).toEqual([
      'The licence return for DOE, JANE was not made into a record: no licence state.',
    ]);
  });

  it('drops an unreadable address state and ZIP from a record it still makes, flagging each', () => {
    const { records, problems } = parseTextReturn('NAM/DOE, JANE DOB/19900101 SEX/F OLN/X1 OLS/IN ST/XX ZIP/??');
    expect(records[0]).not.toHaveProperty('state');
    expect(problems).toEqual([]);
    expect(records[0]?.kind === 'driverLicence' && records[0].flags).toEqual([
      { field: 'state', value: 'XX', message: 'Address state "XX" is not a state code; it was left blank.' },
      { field: 'zip', value: '??', message: 'ZIP code "??" could not be read; it was left blank.' },
    ]);
  });

  it('keeps a registration whose plate state is no code, and flags the plate state and the year', () => {
    const { records, problems } = parseTextReturn('LIC/ABC123 LIS/QQ VYR/19X5 VIN/1HGCM82633A004352');
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({ kind: 'vehicleRegistration', plate: 'ABC123', vin: '1HGCM82633A004352' });
    expect(records[0]).not.toHaveProperty('plateState');
    expect(records[0]?.kind === 'vehicleRegistration' && records[0].flags?.map((f) => f.message)).toEqual([
      'Plate state "QQ" is not a state code; it was left blank: check it on the plate.',
      'Vehicle year "19X5" is not a year; it was left blank.',
    ]);
  });

  it('finds nothing, and says nothing, in notes with times, URLs and colons', () => {
    expect(parseTextReturn(notAReturn)).toEqual({ records: [], problems: [] });
  });

  it('says nothing about a name and an address alone (a roster is no return)', () => {
    expect(parseTextReturn('Name: SMITH, AL   City: CARMEL  State: IN')).toEqual({ records: [], problems: [] });
  });

  it('says what is missing from a licence number with no person', () => {
    expect(parseTextReturn('OLN/1234-56-7890 OLS/IN').problems).toEqual([
      'The licence return for licence 1234-56-7890 was not made into a record: no last name; no first name; no date of birth.',
    ]);
  });

  it('finds nothing in empty or white-space text, or in a lone label', () => {
    for (const text of ['', '   \n\t', 'STATE: IN', 'DOB/']) {
      expect(parseTextReturn(text)).toEqual({ records: [], problems: [] });
    }
  });

  it('keeps a two-colour value written with a slash', () => {
    const { records } = parseTextReturn('VCO/BLU/WHI LIC/AB1 LIS/IN');
    expect(records[0]).toMatchObject({ colour: 'BLU/WHI', plate: 'AB1' });
  });
});
