import { describe, expect, it } from 'vitest';
import { parseCityStateZip, readAddress } from './build-address';
import { cleanNamePart, firstOwner, isBusinessName, parsePersonName } from './normalise-names';
import {
  cleanValue,
  parseRecordDate,
  parseSex,
  parseStateCode,
  parseYear,
  parseZip,
  splitCodes,
} from './normalise-values';

describe('parseRecordDate', () => {
  it.each([
    ['02141985', 'us', '02/14/1985'],
    ['19850214', 'us', '02/14/1985'],
    ['19850214', 'canada', '02/14/1985'],
    ['02141985', 'canada', '02/14/1985'],
    ['20010203', 'canada', '02/03/2001'],
    ['02/14/1985', 'auto', '02/14/1985'],
    ['2/4/1985', 'auto', '02/04/1985'],
    ['1985-02-14', 'auto', '02/14/1985'],
    ['02-14-85', 'auto', '02/14/1985'],
    ['14FEB1985', 'auto', '02/14/1985'],
    ['14-FEB-1985', 'auto', '02/14/1985'],
    ['February 14, 1985', 'auto', '02/14/1985'],
    ['02/29/2000', 'auto', '02/29/2000'],
  ] as const)('reads %s (%s) as %s', (value, order, expected) => {
    expect(parseRecordDate(value, order)).toBe(expected);
  });

  it.each(['13451985', '02/30/1985', '02/29/1900', '1985', '', 'SOON', '00000000', '99999999', '02/14/1700'])(
    'refuses %s',
    (value) => expect(parseRecordDate(value)).toBeNull(),
  );
});

describe('other values', () => {
  it.each([
    ['M', 'M'],
    ['male', 'M'],
    ['1', 'M'],
    ['F', 'F'],
    ['2', 'F'],
    ['9', 'X'],
    ['X', 'X'],
    ['UNK', 'U'],
    ['?', null],
  ])('reads sex %s as %s', (value, sex) => expect(parseSex(value)).toBe(sex));

  it.each([
    ['IN', 'IN'],
    ['in.', 'IN'],
    ['Indiana', 'IN'],
    ['NF', 'NL'],
    ['Ontario', 'ON'],
    ['ZZ', null],
    ['', null],
  ])('reads state %s as %s', (value, code) => expect(parseStateCode(value)).toBe(code));

  it.each([
    ['462040000  ', '46204'],
    ['462041234', '46204-1234'],
    ['46204-1234', '46204-1234'],
    ['46204', '46204'],
    ['0210800000  ', '02108'],
    ['02108123400', '02108-1234'],
    ['M5V2T6', 'M5V 2T6'],
    ['m5v 2t6', 'M5V 2T6'],
    ['??', null],
  ])('reads ZIP %s as %s', (value, zip) => expect(parseZip(value)).toBe(zip));

  it('reads years, two digits by a pivot twenty years ahead', () => {
    expect(parseYear('2019')).toBe('2019');
    expect(parseYear('85')).toBe('1985');
    expect(parseYear('07')).toBe('2007');
    expect(parseYear('1850')).toBeNull();
  });

  it('splits restriction codes, run together only on barcodes', () => {
    expect(splitCodes('B,C')).toEqual(['B', 'C']);
    expect(splitCodes('B C/E')).toEqual(['B', 'C', 'E']);
    expect(splitCodes('BC')).toEqual(['BC']);
    expect(splitCodes('BC', true)).toEqual(['B', 'C']);
    expect(splitCodes('NONE', true)).toEqual([]);
    expect(splitCodes(undefined)).toEqual([]);
  });

  it('leaves out what a return writes in brackets after a code, and keeps a code in brackets', () => {
    expect(splitCodes('B  (CORRECTIVE LENSES)')).toEqual(['B']);
    expect(splitCodes('B (CORRECTIVE LENSES), E (NO MANUAL TRANSMISSION)')).toEqual(['B', 'E']);
    expect(splitCodes('(B) (E)')).toEqual(['B', 'E']);
    expect(splitCodes('(CORRECTIVE LENSES)')).toEqual([]);
  });

  it('cleans values: white space, separators at the ends, upper case', () => {
    expect(cleanValue('  doe,\tjane  .')).toBe('DOE, JANE');
    expect(cleanValue('\x1eDAK46204\r')).toBe('DAK46204');
  });

  it('reads a CITY, ST ZIP line', () => {
    expect(parseCityStateZip('Indianapolis, IN 46204-1234')).toEqual({
      city: 'INDIANAPOLIS',
      state: 'IN',
      zip: '46204-1234',
    });
    expect(parseCityStateZip('TORONTO ON M5V 2T6')).toEqual({ city: 'TORONTO', state: 'ON', zip: 'M5V 2T6' });
    expect(parseCityStateZip('NOWHERE')).toEqual({ city: 'NOWHERE' });
  });

  it.each([
    ['9 LAKEVIEW DR, CARMEL, IN 46032', { street: '9 LAKEVIEW DR', city: 'CARMEL', state: 'IN', zip: '46032' }],
    [
      '12 OAK ST, APT 4, CARMEL IN 46032-1234',
      { street: '12 OAK ST, APT 4', city: 'CARMEL', state: 'IN', zip: '46032-1234' },
    ],
    ['9 LAKEVIEW DR, CARMEL, IN', { street: '9 LAKEVIEW DR', city: 'CARMEL', state: 'IN' }],
    ['12 OAK ST, UNIT IN', { street: '12 OAK ST, UNIT IN' }],
    ['9 LAKEVIEW DR CARMEL IN 46032', { street: '9 LAKEVIEW DR CARMEL IN 46032' }],
  ])('reads a whole address on the street line: %s', (street, parts) => {
    expect(readAddress({ street }, [])).toEqual(parts);
  });

  it('leaves a street alone when the city, state or ZIP has its own field', () => {
    expect(readAddress({ street: '9 LAKEVIEW DR, CARMEL, IN 46032', zip: '46032' }, [])).toEqual({
      street: '9 LAKEVIEW DR, CARMEL, IN 46032',
      zip: '46032',
    });
  });
});

describe('names', () => {
  it.each([
    ['DOE, JOHN ALLEN', { lastName: 'DOE', firstName: 'JOHN', middleName: 'ALLEN' }],
    ['DOE,JOHN,ALLEN', { lastName: 'DOE', firstName: 'JOHN', middleName: 'ALLEN' }],
    ['DOE, JOHN A JR', { lastName: 'DOE', firstName: 'JOHN', middleName: 'A', suffix: 'JR' }],
    ['DOE JR, JOHN', { lastName: 'DOE', firstName: 'JOHN', suffix: 'JR' }],
    ['VAN DER BERG, ANNA', { lastName: 'VAN DER BERG', firstName: 'ANNA' }],
    ['DOE JOHN A', { lastName: 'DOE', firstName: 'JOHN', middleName: 'A' }],
    ['DOE, JOHN NMN', { lastName: 'DOE', firstName: 'JOHN' }],
    ['CHER', { lastName: 'CHER', firstName: '' }],
  ])('splits %s', (value, name) => expect(parsePersonName(value)).toEqual(name));

  it.each([
    ['PH.D.', 'PH.D.'],
    ['m.d. ', 'M.D.'],
    ['DOE, JOHN PH.D.', 'DOE, JOHN PH.D.'],
    ['JR.', 'JR'],
    ['A.', 'A'],
    ['ST. CLAIR', 'ST. CLAIR'],
  ])('keeps the full stop that closes an abbreviation with stops: %s', (value, cleaned) =>
    expect(cleanNamePart(value)).toBe(cleaned),
  );

  it('reads first-name-first when told to', () => {
    expect(parsePersonName('John A Doe III', 'firstLast')).toEqual({
      lastName: 'DOE',
      firstName: 'JOHN',
      middleName: 'A',
      suffix: 'III',
    });
    expect(parsePersonName('', 'firstLast')).toBeNull();
  });

  it('tells businesses from people, and takes the first of several owners', () => {
    expect(isBusinessName('ACME LEASING LLC')).toBe(true);
    expect(isBusinessName('CITY OF CARMEL')).toBe(true);
    expect(isBusinessName('DOE, JANE')).toBe(false);
    expect(firstOwner('DOE, JANE & DOE, JOHN')).toEqual({ name: 'DOE, JANE', more: true });
    expect(firstOwner('DOE, JANE OR SMITH, AL')).toEqual({ name: 'DOE, JANE', more: true });
    expect(firstOwner('DOE, JANE')).toEqual({ name: 'DOE, JANE', more: false });
  });
});
