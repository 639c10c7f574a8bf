import { describe, expect, it } from 'vitest';
import driverThenRegistration from './fixtures/text-returns/driver-then-registration.txt?raw';
import halfReturn from './fixtures/text-returns/half-return.txt?raw';
import notAReturn from './fixtures/text-returns/not-a-return.txt?raw';
import noPlate from './fixtures/text-returns/registration-no-plate.txt?raw';
import twoDriverReturns from './fixtures/text-returns/two-driver-returns.txt?raw';
import twoNoHeaders from './fixtures/text-returns/two-returns-no-headers.txt?raw';
import wrongDates from './fixtures/text-returns/wrong-dates.txt?raw';
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

  it('refuses a date of birth that is not a date', () => {
    expect(parseTextReturn(wrongDates)).toEqual({
      records: [],
      problems: [
        'The licence return for QUILLFEATHER, JONAH was not made into a record: date of birth "19851345" is not a date.',
      ],
    });
  });

  it('keeps a licence with an unreadable expiry date, and says so', () => {
    const { records, problems } = parseTextReturn(wrongDates.replace('19851345', '19850214'));
    expect(records[0]).not.toHaveProperty('expires');
    expect(problems).toEqual(['The expiry date "20270231" of QUILLFEATHER, JONAH\'s licence could not be read.']);
  });

  it('makes no record of a registration without a plate', () => {
    expect(parseTextReturn(noPlate)).toEqual({
      records: [],
      problems: [
        'The registration return for VIN 1HGCM82633A004352 was not made into a record: no plate number; no plate state.',
      ],
    });
  });

  it('refuses a licence state that is not a state', () => {
    const { problems } = parseTextReturn('NAM/DOE, JANE DOB/19900101 SEX/F OLN/X1 OLS/ZZ');
    expect(problems).toEqual([
      'The licence return for DOE, JANE was not made into a record: licence state "ZZ" is not a state code.',
    ]);
  });

  it('drops an unreadable address state and ZIP from a record it still makes', () => {
    const { records, problems } = parseTextReturn('NAM/DOE, JANE DOB/19900101 SEX/F OLN/X1 OLS/IN ST/XX ZIP/??');
    expect(records[0]).not.toHaveProperty('state');
    expect(problems).toEqual([
      'The address state "XX" is not a state code; it was left out.',
      'The ZIP code "??" could not be read; it was left out.',
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
