import { describe, expect, it } from 'vitest';
import idacsDriver from '../fixtures/text-returns/idacs-driver.txt?raw';
import labelledDriver from '../fixtures/text-returns/labelled-driver.txt?raw';
import labelledRegistration from '../fixtures/text-returns/labelled-registration.txt?raw';
import ncicDotsOnly from '../fixtures/text-returns/ncic-dots-only.txt?raw';
import ncicPeriodDriver from '../fixtures/text-returns/ncic-period-driver.txt?raw';
import nletsDriver from '../fixtures/text-returns/nlets-driver.txt?raw';
import nletsRegistration from '../fixtures/text-returns/nlets-registration.txt?raw';
import defaultStyle from '../fixtures/text-returns/registration-default-style.txt?raw';
import twoLineAddress from '../fixtures/text-returns/rms-driver-two-line-address.txt?raw';
import { parseTextReturn } from './parse-text-return';
import { recordSchema } from '../record-types';

const jonah = {
  kind: 'driverLicence',
  licenceNumber: '1234-56-7890',
  licenceState: 'IN',
  lastName: 'QUILLFEATHER',
  firstName: 'JONAH',
  dateOfBirth: '02/14/1985',
  sex: 'M',
  source: 'text',
};

describe('parseTextReturn on licence returns', () => {
  it.each([
    ['an NLETS DR return with slash codes', nletsDriver, { ...jonah, middleName: 'BARTHOLOMEW', licenceClass: 'C' }],
    [
      'an NCIC return with periods between fields',
      ncicPeriodDriver,
      { lastName: 'MARROWBY', dateOfBirth: '07/04/1990', sex: 'F', licenceState: 'OH', expires: '07/04/2028' },
    ],
    [
      'an NCIC return with periods as separators',
      ncicDotsOnly,
      { lastName: 'WEXFORD', middleName: 'D', licenceNumber: 'W1234-56789-01234', licenceState: 'ON', city: 'TORONTO' },
    ],
    [
      'an IDACS return with worded labels and CITY/STATE/ZIP',
      idacsDriver,
      { lastName: 'HOLLOWAY', dateOfBirth: '11/02/1979', restrictions: ['B'], endorsements: [], zip: '46221' },
    ],
    [
      'a mixed-case labelled return with a suffix and a ZIP+0000',
      labelledDriver,
      { lastName: 'THISTLEWAITE', suffix: 'JR', licenceState: 'IL', licenceClass: 'D', sex: 'M', zip: '62701' },
    ],
    [
      'an RMS return with DL# and an address on two lines',
      twoLineAddress,
      { licenceNumber: 'K12345678', licenceState: 'KY', city: 'LEXINGTON', state: 'KY', zip: '40502' },
    ],
  ])('reads %s', (_, text, expected) => {
    const { records, problems } = parseTextReturn(text);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(expected);
    expect(recordSchema.safeParse(records[0]).success).toBe(true);
  });

  it('reads the whole NLETS return: address, restrictions, and ignores race, height and status', () => {
    const [record] = parseTextReturn(nletsDriver).records;
    expect(record).toEqual({
      ...jonah,
      id: record!.id,
      middleName: 'BARTHOLOMEW',
      licenceClass: 'C',
      restrictions: ['B'],
      endorsements: [],
      street: '123 N MERIDIAN ST',
      city: 'INDIANAPOLIS',
      state: 'IN',
      zip: '46204',
      raw: expect.stringMatching(/^NAM\/QUILLFEATHER[\s\S]*ZIP\/46204$/),
    });
  });

  it('reads an IDACS DR answer under its echoed query as one record with its restriction', () => {
    const text =
      'DR.IN0490000.OLN/4455-66-7788.OLS/IN\n' +
      'NAM/MARBLEWOOD, THADDEUS ORRIN  DOB/19790704  SEX/M\n' +
      'OLN/4455-66-7788  OLS/IN  CLS/C\n' +
      'RSTR/B  (CORRECTIVE LENSES)';
    const { records, problems } = parseTextReturn(text);
    expect(problems).toEqual([]);
    expect(records).toMatchObject([{ lastName: 'MARBLEWOOD', licenceClass: 'C', restrictions: ['B'] }]);
  });

  it('leaves the sex of a licence that gives none blank, and flags it', () => {
    const { records, problems } = parseTextReturn('NAM/DOE, JANE DOB/19900101 OLN/X1 OLS/IN');
    expect(records[0]).not.toHaveProperty('sex');
    expect(problems).toEqual([]);
    expect(records[0]?.kind === 'driverLicence' && records[0].flags).toEqual([
      { field: 'sex', value: '', message: 'Sex was not given; it was left blank: check it on the licence.' },
    ]);
  });

  it('accepts extra labels from an agency site profile', () => {
    const text = 'PERSON/DOE, JANE  BIRTH/01-01-1990  SEX/F  OPER/X1  ISSUER/IN';
    const synonyms = { name: ['PERSON'], dateOfBirth: ['BIRTH'], licenceNumber: ['OPER'], licenceState: ['ISSUER'] };
    expect(parseTextReturn(text).records).toEqual([]);
    expect(parseTextReturn(text, { synonyms }).records[0]).toMatchObject({ lastName: 'DOE', licenceNumber: 'X1' });
  });
});

describe('parseTextReturn on registration returns', () => {
  it('reads an NLETS RR return, two owners giving the first', () => {
    const { records, problems } = parseTextReturn(nletsRegistration);
    expect(records[0]).toMatchObject({
      kind: 'vehicleRegistration',
      plate: 'ABC123',
      plateState: 'IN',
      plateYear: '2026',
      vin: '1HGCM82633A004352',
      year: '2003',
      make: 'HOND',
      model: 'ACC',
      style: '4D',
      colour: 'BLU/WHI',
      insurerName: 'STATE FARM',
      policyNumber: '123-456-789',
      ownerLastName: 'CORNWALLIS',
      ownerFirstName: 'EDMUND',
      ownerMiddleName: 'P',
      ownerStreet: '12 HARBOR ST',
      ownerCity: 'CARMEL',
      ownerState: 'IN',
      ownerZip: '46032',
    });
    expect(problems).toEqual(['Plate ABC123 has more than one owner; the first (CORNWALLIS, EDMUND P) was used.']);
  });

  it('reads a labelled return: STATE and EXP after the plate are the plate state and year; R/O a business', () => {
    const { records, problems } = parseTextReturn(labelledRegistration);
    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      plate: 'XYZ 789',
      plateState: 'IL',
      plateYear: '2026',
      year: '2021',
      make: 'FORD',
      style: 'PICKUP',
      colour: 'WHITE',
      ownerBusinessName: 'ACME LEASING LLC',
      ownerState: 'IL',
      policyNumber: 'PX-99887766',
    });
    expect(records[0]).not.toHaveProperty('ownerLastName');
  });

  it('reads the answer under a header line that echoes its query as one record, the owner address on one line', () => {
    const text =
      'RR.IN0490000.LIC/TRK4471.LIS/IN.LIY/2026\n' +
      'LIC/TRK4471 LIS/IN LIY/2026 VMA/FORD\n' +
      'OWN/CORNWALLIS, EDMUND P\n' +
      'ADR/9 LAKEVIEW DR, CARMEL, IN 46032';
    const { records, problems } = parseTextReturn(text);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      plate: 'TRK4471',
      make: 'FORD',
      ownerStreet: '9 LAKEVIEW DR',
      ownerCity: 'CARMEL',
      ownerState: 'IN',
      ownerZip: '46032',
    });
  });

  it('still reads a message whose header line is all there is', () => {
    expect(parseTextReturn('RR.IN0490000.LIC/TRK4471.LIS/IN.LIY/2026').records).toMatchObject([
      { plate: 'TRK4471', plateState: 'IN', plateYear: '2026' },
    ]);
  });

  it('keeps MODEL YEAR as the vehicle year even right after the plate state', () => {
    expect(parseTextReturn(defaultStyle).records[0]).toMatchObject({ year: '2019', style: 'DEFAULT', colour: 'SIL' });
    expect(parseTextReturn(defaultStyle).records[0]).not.toHaveProperty('plateYear');
  });

  it('keeps the record and the VIN as printed when its check digit is wrong, flagging which value is wrong', () => {
    const { records, problems } = parseTextReturn('LIC/ABC123 LIS/IN VIN/1HGCM82643A004352');
    expect(records[0]).toMatchObject({ vin: '1HGCM82643A004352' });
    expect(problems).toEqual([]);
    expect(records[0]?.kind === 'vehicleRegistration' && records[0].flags).toEqual([
      {
        field: 'vin',
        value: '1HGCM82643A004352',
        message:
          'VIN "1HGCM82643A004352" is not valid (Position 9 (check digit) should be 3); it was kept as printed: check it against the vehicle.',
      },
    ]);
  });
});
