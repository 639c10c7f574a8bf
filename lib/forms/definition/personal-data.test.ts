import { describe, expect, it } from 'vitest';
import { walkFields } from './definition-walk';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { addressFields, personFields } from '../vehicle-crash-report/person-fields';
import {
  isPersonalDataPath,
  personalDataFields,
  redactPersonalData,
  WITHHELD_TEXT,
  withholdPersonalChanges,
} from './personal-data';

const report = () => ({
  GeneralInformation: {
    LocalCodeTxt: 'A1',
    InvestigativeOfficer: { OfficerNameLastTxt: 'OFFICER', OfficerIdTxt: '4711' },
  },
  Units: [
    {
      VehicleInformation: { VEHLICNBRTXT: 'ABC123' },
      Driver: {
        NAMELASTTXT: 'DOE',
        NAMEFIRSTTXT: 'JANE',
        NAMEMINITIALTXT: '',
        BIRTHDTE: '01/02/1980',
        DRIVERLICNBRTXT: '1234-56-7890',
        DRIVERLICSTATECDE: 'IN',
        GENDERCDE: 'F',
        ADDRSTREETTXT: '1 MAIN ST',
        INJSTATUSCDE: '0',
      },
      Owner: { BUSINESSNAMETXT: 'ACME TRUCKING', ADDRCITYTXT: 'INDIANAPOLIS' },
      Passengers: [{ NAMELASTTXT: 'ROE' }, { PHONETXT: '317-555-0100' }],
    },
  ],
  Witnesses: [{ TYPECDE: 'W', NAMETXT: 'JOHN SMITH', ADDRESSTXT: '2 ELM ST', PHONETEXT: '317-555-0199' }],
});

describe('personal data of a report', () => {
  it('covers every person field of drivers, passengers and owners except gender', () => {
    const personKeys = new Set([...personFields(), ...addressFields()].map((f) => f.key));
    const walked = walkFields(vehicleCrashReport).filter(({ field }) => personKeys.has(field.key));
    for (const section of ['Units.*.Driver.', 'Units.*.Passengers.*.', 'Units.*.Owner.']) {
      expect(
        walked.some(({ path }) => path.startsWith(section)),
        section,
      ).toBe(true);
    }
    for (const { path, field } of walked) {
      if (field.key === 'GENDERCDE') expect(field.personal, path).toBeUndefined();
      else expect(field.personal, path).toBeDefined();
    }
    expect(walked.some(({ field }) => field.key === 'GENDERCDE')).toBe(true);
  });

  it('finds names, birth dates, licence numbers, addresses and contacts in the Vehicle Crash Report, not officers or vehicles', () => {
    const paths = personalDataFields(vehicleCrashReport).map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'Units.*.Driver.NAMELASTTXT',
        'Units.*.Driver.BIRTHDTE',
        'Units.*.Driver.DRIVERLICNBRTXT',
        'Units.*.Driver.ADDRSTREETTXT',
        'Units.*.Owner.NAMEFIRSTTXT',
        'Units.*.Passengers.*.EMAILADDRTXT',
        'Witnesses.*.NAMETXT',
        'Witnesses.*.ADDRESSTXT',
        'Witnesses.*.PHONETEXT',
      ]),
    );
    const every = walkFields(vehicleCrashReport).map((f) => f.path);
    for (const path of paths) expect(every).toContain(path);
    expect(paths.some((p) => p.startsWith('GeneralInformation'))).toBe(false);
    expect(paths.some((p) => p.includes('VehicleInformation'))).toBe(false);
    expect(paths).not.toContain('Units.*.Owner.BUSINESSNAMETXT');
  });

  it('tells whether a concrete path holds personal data', () => {
    expect(isPersonalDataPath(vehicleCrashReport, 'Units.3.Passengers.0.BIRTHDTE')).toBe(true);
    expect(isPersonalDataPath(vehicleCrashReport, 'Witnesses.1.NAMETXT')).toBe(true);
    expect(isPersonalDataPath(vehicleCrashReport, 'Units.0.Driver.INJSTATUSCDE')).toBe(false);
    expect(isPersonalDataPath(vehicleCrashReport, 'GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt')).toBe(
      false,
    );
  });

  it('removes the filled personal values, names where, and leaves the rest and the input alone', () => {
    const data = report();
    const before = JSON.stringify(data);
    const { data: out, redacted } = redactPersonalData(vehicleCrashReport, data);
    expect(JSON.stringify(data)).toBe(before);
    expect(redacted.sort()).toEqual(
      [
        'Units.0.Driver.NAMELASTTXT',
        'Units.0.Driver.NAMEFIRSTTXT',
        'Units.0.Driver.BIRTHDTE',
        'Units.0.Driver.DRIVERLICNBRTXT',
        'Units.0.Driver.ADDRSTREETTXT',
        'Units.0.Owner.ADDRCITYTXT',
        'Units.0.Passengers.0.NAMELASTTXT',
        'Units.0.Passengers.1.PHONETXT',
        'Witnesses.0.NAMETXT',
        'Witnesses.0.ADDRESSTXT',
        'Witnesses.0.PHONETEXT',
      ].sort(),
    );
    const text = JSON.stringify(out);
    for (const secret of ['DOE', 'JANE', '01/02/1980', '1234-56-7890', '1 MAIN ST', 'ROE', 'JOHN SMITH', '555'])
      expect(text).not.toContain(secret);
    const unit = (out.Units as Record<string, Record<string, unknown>>[])[0]!;
    expect(unit.Driver).toMatchObject({ NAMELASTTXT: null, NAMEMINITIALTXT: '', GENDERCDE: 'F', INJSTATUSCDE: '0' });
    expect(unit.Driver!.DRIVERLICSTATECDE).toBe('IN');
    expect(unit.Owner!.BUSINESSNAMETXT).toBe('ACME TRUCKING');
    expect(unit.VehicleInformation!.VEHLICNBRTXT).toBe('ABC123');
    expect(out.GeneralInformation).toEqual(data.GeneralInformation);
  });

  it('answers the same object when there is nothing personal in it', () => {
    const data = { Narrative: { NarrativeTxt: 'x' }, Units: [{ Driver: { NAMELASTTXT: '' } }] };
    const result = redactPersonalData(vehicleCrashReport, data);
    expect(result.data).toBe(data);
    expect(result.redacted).toEqual([]);
  });
});

describe('withholdPersonalChanges', () => {
  const changes = [
    { path: 'Units.0.Driver.NAMELASTTXT', before: 'DOE', after: 'DOW', beforeText: 'DOE', afterText: 'DOW' },
    { path: 'Units.0.Driver.BIRTHDTE', before: null, after: '01/02/1980', beforeText: '', afterText: '01/02/1980' },
    { path: 'Narrative.NarrativeTxt', before: 'a', after: 'b', beforeText: 'a', afterText: 'b' },
  ];

  it('says a personal field changed without its values to one who may not read them', () => {
    const out = withholdPersonalChanges(vehicleCrashReport, changes, false);
    expect(out[0]).toEqual({
      path: 'Units.0.Driver.NAMELASTTXT',
      before: null,
      after: null,
      beforeText: WITHHELD_TEXT,
      afterText: WITHHELD_TEXT,
      withheld: true,
    });
    expect(out[1]).toMatchObject({ beforeText: '', afterText: WITHHELD_TEXT, withheld: true });
    expect(out[2]).toEqual({ ...changes[2], withheld: false });
  });

  it('keeps the values for one who may', () => {
    expect(withholdPersonalChanges(vehicleCrashReport, changes, true)).toEqual(
      changes.map((c) => ({ ...c, withheld: false })),
    );
  });
});
