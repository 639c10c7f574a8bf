import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { getAt } from './paths';
import { PUBLIC_COPY_MARK, publicCopy } from './public-copy';

const report = () => ({
  GeneralInformation: {
    LocalCodeTxt: 'A1',
    InvestigativeOfficer: { OfficerNameLastTxt: 'OFFICER', OfficerIdTxt: '4711' },
  },
  Units: [
    {
      VehicleInformation: { VEHLICNBRTXT: 'ABC123', INSPOLICYNBRTXT: 'POL-99812', INSURERNAMETXT: 'STATE MUTUAL' },
      Driver: {
        NAMELASTTXT: 'DOE',
        NAMEFIRSTTXT: 'JANE',
        BIRTHDTE: '04/09/1980',
        DRIVERLICNBRTXT: '1234-56-7890',
        GENDERCDE: 'F',
        ADDRSTREETTXT: '1 MAIN ST',
        ADDRZIPTXT: '46204-1234',
        PHONETXT: '317-555-0100',
        EMAILADDRTXT: 'jane.doe@example.com',
        INJSTATUSCDE: '2',
        INJNATURECDE: '05',
        EMSRUNNBRTXT: '4411',
        RESTRICTIONCDE: ['B'],
      },
      Owner: { BUSINESSNAMETXT: 'ACME TRUCKING', ADDRZIPTXT: 'K1A 0B1' },
    },
  ],
  Witnesses: [
    { TYPECDE: 'W', NAMETXT: "JOHN O'BRIEN", ADDRESSTXT: '2 ELM ST', LOCATIONTXT: 'Porch of 2 Elm St with John' },
  ],
  Narrative: {
    NarrativeTxt: [
      'Unit 1 driven by Jane Doe (DOB 4/9/80, phone (317) 555 0100) ran the light.',
      "jane said she lives at 1 Main St; witness John O’Brien and Mr. o'brien agree.",
      'Born April 9, 1980. Licence 1234-56-7890, policy pol-99812, e-mail JANE.DOE@EXAMPLE.COM.',
      'A doe crossed later; Janet and Johnson are other people.',
    ].join('\n'),
  },
});

describe('a public copy of a report', () => {
  const copy = publicCopy(vehicleCrashReport, report());
  const at = (path: string) => getAt(copy.data, path);

  it('leaves out every personal field, policy numbers and medical details, and keeps the coded facts', () => {
    for (const path of [
      'Units.0.Driver.NAMELASTTXT',
      'Units.0.Driver.NAMEFIRSTTXT',
      'Units.0.Driver.BIRTHDTE',
      'Units.0.Driver.DRIVERLICNBRTXT',
      'Units.0.Driver.ADDRSTREETTXT',
      'Units.0.Driver.PHONETXT',
      'Units.0.Driver.EMAILADDRTXT',
      'Units.0.Driver.INJNATURECDE',
      'Units.0.Driver.EMSRUNNBRTXT',
      'Units.0.Driver.RESTRICTIONCDE',
      'Units.0.VehicleInformation.INSPOLICYNBRTXT',
      'Witnesses.0.NAMETXT',
      'Witnesses.0.ADDRESSTXT',
    ]) {
      expect(at(path), path).toBeNull();
      expect(copy.withheld).toContain(path);
    }
    expect(at('Units.0.Driver.GENDERCDE')).toBe('F');
    expect(at('Units.0.Driver.INJSTATUSCDE')).toBe('2');
    expect(at('Units.0.VehicleInformation.VEHLICNBRTXT')).toBe('ABC123');
    expect(at('Units.0.VehicleInformation.INSURERNAMETXT')).toBe('STATE MUTUAL');
    expect(at('Units.0.Owner.BUSINESSNAMETXT')).toBe('ACME TRUCKING');
    expect(at('GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt')).toBe('OFFICER');
  });

  it('keeps a ZIP code to its five digits, and withholds one that has none', () => {
    expect(at('Units.0.Driver.ADDRZIPTXT')).toBe('46204');
    expect(copy.withheld).toContain('Units.0.Driver.ADDRZIPTXT');
    expect(at('Units.0.Owner.ADDRZIPTXT')).toBeNull();
  });

  it('takes the values out of the narrative in any letter case and spelling of the date and phone', () => {
    const text = at('Narrative.NarrativeTxt') as string;
    for (const gone of [
      /\bjane\b/i,
      /\bdoe\b(?! crossed)/i,
      /o['’]brien/i,
      /4\/9\/80/,
      /555/,
      /main st/i,
      /april 9/i,
      /1234-56/,
      /pol-99812/i,
      /example\.com/i,
    ]) {
      expect(text, String(gone)).not.toMatch(gone);
    }
    expect(text).toContain(`driven by ${PUBLIC_COPY_MARK} ${PUBLIC_COPY_MARK}`);
    expect(text).toContain(`lives at ${PUBLIC_COPY_MARK};`);
    // Whole words only: other words that begin with a name stay.
    expect(text).toContain('Janet and Johnson are other people.');
    expect(copy.scrubbed).toEqual(expect.arrayContaining(['Narrative.NarrativeTxt', 'Witnesses.0.LOCATIONTXT']));
    expect(at('Witnesses.0.LOCATIONTXT')).toBe(`Porch of ${PUBLIC_COPY_MARK} with ${PUBLIC_COPY_MARK}`);
  });

  it('scrubs other text with the same values, and leaves the input unchanged', () => {
    expect(copy.scrub('jane_doe licence.jpg')).toBe(`${PUBLIC_COPY_MARK}_${PUBLIC_COPY_MARK} licence.jpg`);
    expect(copy.scrub('Photo of JANE DOE.jpg')).toBe(`Photo of ${PUBLIC_COPY_MARK} ${PUBLIC_COPY_MARK}.jpg`);
    const original = report();
    publicCopy(vehicleCrashReport, original);
    expect(original).toEqual(report());
  });

  it('changes nothing in a report without people', () => {
    const plain = { Narrative: { NarrativeTxt: 'Single vehicle left the road.' } };
    expect(publicCopy(vehicleCrashReport, plain)).toMatchObject({ data: plain, withheld: [], scrubbed: [] });
  });
});
