import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import labelledRegistration from '../fixtures/text-returns/labelled-registration.txt?raw';
import nletsRegistration from '../fixtures/text-returns/nlets-registration.txt?raw';
import { asMap, invalidWrites } from '../fixtures/write-checks';
import { applyRegistration } from './apply-record';
import { parseTextReturn } from '../parsing/parse-text-return';
import type { VehicleRegistrationRecord } from '../record-types';

const definition = vehicleCrashReport;
const registration = parseTextReturn(nletsRegistration).records[0] as VehicleRegistrationRecord;
const business = parseTextReturn(labelledRegistration).records[0] as VehicleRegistrationRecord;

describe('applyRegistration', () => {
  it('fills the vehicle and the owner of the chosen unit only', () => {
    const { writes, notes } = applyRegistration(registration, 1, { definition });
    expect(asMap(writes)).toEqual({
      'Units.1.VehicleInformation.INSURERNAMETXT': 'STATE FARM',
      'Units.1.VehicleInformation.INSPOLICYNBRTXT': '123-456-789',
      'Units.1.VehicleInformation.VEHLICNBRTXT': 'ABC123',
      'Units.1.VehicleInformation.VEHLICSTATECDE': 'IN',
      'Units.1.VehicleInformation.VEHLICYEARTXT': '2026',
      'Units.1.VehicleInformation.VEHSTYLETXT': '01',
      'Units.1.VehicleInformation.VEHCOLORTXT': 'BLU',
      'Units.1.VehicleInformation.VINTXT': '1HGCM82633A004352',
      'Units.1.VehicleInformation.VEHMODELTXT': 'ACC',
      'Units.1.VehicleInformation.VEHMAKETXT': 'HOND',
      'Units.1.VehicleInformation.VEHYEARTXT': '2003',
      'Units.1.Owner.OwnerPersonInd': '1',
      'Units.1.Owner.NAMELASTTXT': 'CORNWALLIS',
      'Units.1.Owner.NAMEFIRSTTXT': 'EDMUND',
      'Units.1.Owner.NAMEMINITIALTXT': 'P',
      'Units.1.Owner.ADDRSTREETTXT': '12 HARBOR ST',
      'Units.1.Owner.ADDRCITYTXT': 'CARMEL',
      'Units.1.Owner.ADDRSTATECDE': 'IN',
      'Units.1.Owner.ADDRZIPTXT': '46032',
    });
    expect(writes.every((w) => w.path.startsWith('Units.1.') && w.provenance === 'registrationReturn')).toBe(true);
    expect(notes).toEqual(['Color: "BLU/WHI" has two colours; the first was used.']);
    expect(invalidWrites(writes)).toEqual([]);
  });

  it('fills a business owner with OwnerPersonInd 0 and maps PICKUP and WHITE to their codes', () => {
    const map = asMap(applyRegistration(business, 0, { definition }).writes);
    expect(map).toMatchObject({
      'Units.0.VehicleInformation.VEHSTYLETXT': '30',
      'Units.0.VehicleInformation.VEHCOLORTXT': 'WHI',
      'Units.0.VehicleInformation.VEHLICNBRTXT': 'XYZ 789',
      'Units.0.Owner.OwnerPersonInd': '0',
      'Units.0.Owner.BUSINESSNAMETXT': 'ACME LEASING LLC',
    });
    expect(map).not.toHaveProperty('Units.0.Owner.NAMELASTTXT');
  });

  it.each([
    ['DEFAULT', '01'],
    ['4D', '01'],
    ['UT', '14'],
    ['Pickup', '30'],
    ['MC', '80'],
    ['14', '14'],
  ])('maps style %s to code %s', (style, code) => {
    const { writes } = applyRegistration({ ...registration, style }, 0, { parts: ['vehicle'], definition });
    expect(asMap(writes)['Units.0.VehicleInformation.VEHSTYLETXT']).toBe(code);
  });

  it.each([
    ['GREY', 'GRY'],
    ['Silver', 'SIL'],
    ['navy', 'DBL'],
    ['RED', 'RED'],
  ])('maps colour %s to code %s', (colour, code) => {
    const { writes } = applyRegistration({ ...registration, colour }, 0, { parts: ['vehicle'], definition });
    expect(asMap(writes)['Units.0.VehicleInformation.VEHCOLORTXT']).toBe(code);
  });

  it('leaves a colour, style or state that is no code for the officer, and says so', () => {
    const odd = { ...registration, colour: 'CHARTREUSE', style: 'HOVERCRAFT', plateState: 'XX' };
    const { writes, notes } = applyRegistration(odd, 0, { parts: ['vehicle'], definition });
    const map = asMap(writes);
    expect(map).not.toHaveProperty('Units.0.VehicleInformation.VEHCOLORTXT');
    expect(map).not.toHaveProperty('Units.0.VehicleInformation.VEHSTYLETXT');
    expect(notes).toEqual([
      'Plate State: "XX" is not a code of its list; not filled.',
      'Style: "HOVERCRAFT" is not a code of its list; not filled.',
      'Color: "CHARTREUSE" is not a code of its list; not filled.',
    ]);
  });

  it('cuts text to the maxLength the definition gives, not a number written here', () => {
    const long = { ...registration, insurerName: 'THE VERY LONG NAME OF AN INSURANCE COMPANY OF INDIANA' };
    const { writes, notes } = applyRegistration(long, 0, { parts: ['vehicle'], definition });
    expect(asMap(writes)['Units.0.VehicleInformation.INSURERNAMETXT']).toBe('THE VERY LONG NAME OF AN INSUR');
    expect(notes[0]).toMatch(/^Insurance Company: .* is longer than 30 characters; cut to/);
    const narrow = structuredClone(vehicleCrashReport);
    const vehicle = narrow.sections
      .find((s) => s.key === 'Units')!
      .sections!.find((s) => s.key === 'VehicleInformation')!;
    vehicle.fields.find((f) => f.key === 'INSURERNAMETXT')!.maxLength = 5;
    const cut = applyRegistration(long, 0, { parts: ['vehicle'], definition: narrow });
    expect(asMap(cut.writes)['Units.0.VehicleInformation.INSURERNAMETXT']).toBe('THE V');
  });
});
