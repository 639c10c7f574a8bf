import { describe, expect, it } from 'vitest';
import type { FoundPerson } from '../../api/schemas/lookup-schemas';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { personFitsTarget, personTargetOf, personWrites, sourcePathOf } from './person-writes';

const nobody: FoundPerson = {
  name: '',
  lastName: null,
  firstName: null,
  middleInitial: null,
  suffix: null,
  businessName: null,
  gender: null,
  birthDate: null,
  phone: null,
  email: null,
  street: null,
  city: null,
  state: null,
  zip: null,
  address: null,
  licenceNumber: null,
  licenceState: null,
  source: { reportId: 7, caseNumber: 'CASE-A', role: 'driver', unit: 1, index: null },
};

const anna: FoundPerson = {
  ...nobody,
  name: 'ZIMMERMANN, ANNA M',
  lastName: 'ZIMMERMANN',
  firstName: 'ANNA',
  middleInitial: 'M',
  gender: 'F',
  birthDate: '04/12/1980',
  phone: '317-555-0199',
  email: 'anna@example.org',
  street: '12 ELM ST',
  city: 'CARMEL',
  state: 'IN',
  zip: '46032',
  licenceNumber: '1234-56-7890',
  licenceState: 'IN',
};

const business: FoundPerson = {
  ...nobody,
  name: 'ZIMMER LOGISTICS INC',
  businessName: 'ZIMMER LOGISTICS INC',
  city: 'CARMEL',
  source: { ...nobody.source, role: 'owner' },
};

const witness: FoundPerson = {
  ...nobody,
  name: "ZOE O'QUINTANA",
  address: '5 OAK AVE, CARMEL IN 46032',
  phone: '317-555-0100',
  source: { reportId: 7, caseNumber: null, role: 'witness', unit: null, index: 1 },
};

/** The writes as key -> value, and the keys written with the personSearch provenance. */
function fill(path: string, person: FoundPerson) {
  const { writes, notes } = personWrites(vehicleCrashReport, path, person);
  for (const w of writes) expect(w.path.startsWith(`${path}.`)).toBe(true);
  return {
    values: Object.fromEntries(writes.map((w) => [w.path.slice(path.length + 1), w.value])),
    marked: writes.filter((w) => w.provenance === 'personSearch').map((w) => w.path.slice(path.length + 1)),
    cleared: writes.filter((w) => w.provenance === undefined).map((w) => w.path.slice(path.length + 1)),
    notes,
  };
}

describe('the sections a person search fills', () => {
  it('knows drivers, owners, passengers and witnesses by their item paths', () => {
    expect(personTargetOf(vehicleCrashReport, 'Units.0.Driver')).toBe('driver');
    expect(personTargetOf(vehicleCrashReport, 'Units.3.Owner')).toBe('owner');
    expect(personTargetOf(vehicleCrashReport, 'Units.0.Passengers.1')).toBe('passenger');
    expect(personTargetOf(vehicleCrashReport, 'Witnesses.0')).toBe('witness');
    expect(personTargetOf(vehicleCrashReport, 'Units.0.Passengers')).toBeNull();
    expect(personTargetOf(vehicleCrashReport, 'Units.0.CMVInformation')).toBeNull();
    expect(personTargetOf(vehicleCrashReport, 'Units.0.NonMotorist')).toBeNull();
  });

  it('offers a business only for owners and witnesses', () => {
    expect(personFitsTarget(business, 'owner')).toBe(true);
    expect(personFitsTarget(business, 'witness')).toBe(true);
    expect(personFitsTarget(business, 'driver')).toBe(false);
    expect(personFitsTarget(business, 'passenger')).toBe(false);
    expect(personFitsTarget(anna, 'passenger')).toBe(true);
    expect(personWrites(vehicleCrashReport, 'Units.0.Driver', business)).toEqual({
      writes: [],
      notes: ['ZIMMER LOGISTICS INC is a business; it cannot be a driver.'],
    });
  });

  it('names the report path a found entry came from, so the section itself is not offered', () => {
    const at = (role: FoundPerson['source']['role'], unit: number | null, index: number | null) =>
      sourcePathOf(vehicleCrashReport, { reportId: 1, caseNumber: null, role, unit, index });
    expect(at('driver', 1, null)).toBe('Units.0.Driver');
    expect(at('owner', 3, null)).toBe('Units.2.Owner');
    expect(at('passenger', 1, 2)).toBe('Units.0.Passengers.1');
    expect(at('witness', null, 1)).toBe('Witnesses.0');
    expect(at('passenger', 1, null)).toBeNull();
  });

  it('refuses a path that is no person section', () => {
    expect(() => personWrites(vehicleCrashReport, 'Units.0.CMVInformation', anna)).toThrow(RangeError);
  });
});

describe('filling a person from a person search', () => {
  it('fills a driver with name, birth date, contact, address and licence, marked as person search', () => {
    const { values, marked, cleared, notes } = fill('Units.1.Driver', anna);
    expect(values).toEqual({
      NAMELASTTXT: 'ZIMMERMANN',
      NAMEFIRSTTXT: 'ANNA',
      NAMEMINITIALTXT: 'M',
      NAMEFILIALTXT: '',
      GENDERCDE: 'F',
      BIRTHDTE: '04/12/1980',
      PHONETXT: '317-555-0199',
      EMAILADDRTXT: 'anna@example.org',
      ADDRSTREETTXT: '12 ELM ST',
      ADDRCITYTXT: 'CARMEL',
      ADDRSTATECDE: 'IN',
      ADDRZIPTXT: '46032',
      DRIVERLICNBRTXT: '1234-56-7890',
      DRIVERLICSTATECDE: 'IN',
    });
    expect(cleared).toEqual(['NAMEFILIALTXT']);
    expect(marked).toHaveLength(13);
    expect(notes).toEqual([]);
  });

  it('fills a passenger with the fields a passenger has, never the crash facts', () => {
    const { values } = fill('Units.0.Passengers.2', anna);
    expect(values).not.toHaveProperty('DRIVERLICNBRTXT');
    expect(values).not.toHaveProperty('DRIVERLICSTATECDE');
    expect(values).not.toHaveProperty('INJSTATUSCDE');
    expect(values).not.toHaveProperty('POSINVEHCDE');
    expect(values).toMatchObject({ NAMELASTTXT: 'ZIMMERMANN', BIRTHDTE: '04/12/1980', ADDRZIPTXT: '46032' });
  });

  it('fills an owner as an individual or as a business', () => {
    const person = fill('Units.0.Owner', anna).values;
    expect(person).toEqual({
      OwnerPersonInd: '1',
      BUSINESSNAMETXT: '',
      NAMELASTTXT: 'ZIMMERMANN',
      NAMEFIRSTTXT: 'ANNA',
      NAMEMINITIALTXT: 'M',
      ADDRSTREETTXT: '12 ELM ST',
      ADDRCITYTXT: 'CARMEL',
      ADDRSTATECDE: 'IN',
      ADDRZIPTXT: '46032',
    });
    const company = fill('Units.0.Owner', business).values;
    expect(company).toMatchObject({
      OwnerPersonInd: '0',
      BUSINESSNAMETXT: 'ZIMMER LOGISTICS INC',
      NAMELASTTXT: '',
      NAMEFIRSTTXT: '',
      ADDRCITYTXT: 'CARMEL',
      ADDRSTREETTXT: '',
    });
  });

  it('fills a witness with NAMETXT as LAST, FIRST, a one-line address and the phone', () => {
    const { values } = fill('Witnesses.0', anna);
    expect(values).toEqual({
      NAMETXT: 'ZIMMERMANN, ANNA',
      ADDRESSTXT: '12 ELM ST, CARMEL IN 46032',
      PHONETEXT: '317-555-0199',
    });
    expect(fill('Witnesses.1', business).values.NAMETXT).toBe('ZIMMER LOGISTICS INC');
    expect(fill('Witnesses.1', witness).values).toEqual({
      NAMETXT: "ZOE O'QUINTANA",
      ADDRESSTXT: '5 OAK AVE, CARMEL IN 46032',
      PHONETEXT: '317-555-0100',
    });
  });

  it('reads a witness found elsewhere into a person: name first-last (or LAST, FIRST) and the address in parts', () => {
    expect(fill('Units.0.Passengers.0', witness).values).toMatchObject({
      NAMELASTTXT: "O'QUINTANA",
      NAMEFIRSTTXT: 'ZOE',
      ADDRSTREETTXT: '5 OAK AVE',
      ADDRCITYTXT: 'CARMEL',
      ADDRSTATECDE: 'IN',
      ADDRZIPTXT: '46032',
      PHONETXT: '317-555-0100',
      BIRTHDTE: '',
    });
    const written = fill('Units.0.Driver', { ...witness, name: 'DOE, JOHN Q JR', address: '1 MAIN ST' }).values;
    expect(written).toMatchObject({
      NAMELASTTXT: 'DOE',
      NAMEFIRSTTXT: 'JOHN',
      NAMEMINITIALTXT: 'Q',
      NAMEFILIALTXT: 'JR',
      ADDRSTREETTXT: '1 MAIN ST',
      ADDRCITYTXT: '',
    });
  });

  it('upper-cases names and cuts them to the definition\u2019s lengths', () => {
    const long = fill('Units.0.Driver', { ...anna, lastName: 'Wolfeschlegelsteinhausenbergerdorff', firstName: 'ann' });
    expect(long.values.NAMELASTTXT).toBe('WOLFESCHLEGELSTEINHAUSENB');
    expect(long.values.NAMEFIRSTTXT).toBe('ANN');
    expect(long.notes).toHaveLength(1);
    expect(fill('Witnesses.0', { ...anna, lastName: 'X'.repeat(40) }).values.NAMETXT).toBe('X'.repeat(30));
  });
});
