import { describe, expect, it } from 'vitest';
import { setAt } from '../../forms/definition/paths';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { buildReportSchema, sectionFieldsSchema } from './report-schema';
import { completeReport } from './test-reports';

const schema = buildReportSchema(vehicleCrashReport);

/** The message for one field's value, or 'ok'. */
function verdict(section: string, field: string, value: unknown): string {
  const result = schema.safeParse(setAt({}, `${section}.${field}`, value));
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'invalid');
}

describe('the report data schema: masks and limits', () => {
  it('accepts a complete report and an empty draft', () => {
    expect(schema.safeParse(completeReport()).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
  });

  it.each([
    ['CrashDetails', 'InjuredNmb', '12', 'ok'],
    ['CrashDetails', 'InjuredNmb', '123', 'A number of at most 2 digits.'],
    ['Units.0.VehicleInformation', 'VEHYEARTXT', '2021', 'ok'],
    ['Units.0.VehicleInformation', 'VEHYEARTXT', '20211', 'A number of at most 4 digits.'],
    ['Units.0.VehicleInformation', 'OCCUPSNMB', '123', 'ok'],
    ['Units.0.VehicleInformation', 'OCCUPSNMB', '1234', 'A number of at most 3 digits.'],
    ['Units.0.VehicleInformation', 'AXELSTXT', '123', 'A number of at most 2 digits.'],
    ['Units.0.VehicleInformation', 'SPEEDLIMITTXT', '655', 'A number of at most 2 digits.'],
    ['Units.0.VehicleInformation', 'INSURERPHONETXT', '317-555-0100', 'ok'],
    ['Units.0.VehicleInformation', 'INSURERPHONETXT', '3175550100', 'Use the format 999-999-9999.'],
    ['Location', 'LatDecimalNmb', '39.410993123', 'ok'],
    ['Location', 'LatDecimalNmb', '39.4109931234', 'A number of at most 99.999999999.'],
    ['Location', 'LatDecimalNmb', '43.1', 'At most 42.'],
    ['Location', 'LongDecimalNmb', '-86.418882', 'ok'],
    ['Location', 'LongDecimalNmb', '-84.9', 'At most -85.'],
    ['Location', 'LongDecimalNmb', '-88.5', 'At least -88.'],
    ['Location', 'InterMileMarkNmb', '12.5', 'ok'],
    ['Location', 'InterMileMarkNmb', '12.55', 'A number of at most 99.9.'],
    ['Location', 'FeetFromPointNmb', '9999', 'ok'],
    ['Location', 'FeetFromPointNmb', '10000', 'A number of at most 4 digits.'],
    ['CrashDetails', 'CROSSINGNUMBERTXT', '123456A', 'ok'],
    ['CrashDetails', 'CROSSINGNUMBERTXT', '12345A', 'Use the format 999999A.'],
    ['Location', 'RdwyRampTxt', 'AB', 'At most 1 characters.'],
    ['GeneralInformation.InvestigativeOfficer', 'OfficerNameLastTxt', 'O', 'At least 2 characters.'],
    ['GeneralInformation.InvestigativeOfficer', 'OfficerNameLastTxt', 'X'.repeat(21), 'At most 20 characters.'],
    ['GeneralInformation.InvestigativeOfficer', 'OfficerNameFiTxt', 'X'.repeat(21), 'At most 20 characters.'],
    ['Units.0.VehicleInformation', 'VINTXT', 'X'.repeat(22), 'At most 21 characters.'],
    ['Units.0.VehicleInformation', 'VEHLICNBRTXT', 'X'.repeat(21), 'At most 20 characters.'],
    ['Units.0.VehicleInformation', 'VEHMAKETXT', 'X'.repeat(26), 'At most 25 characters.'],
    ['Units.0.VehicleInformation', 'VEHMODELTXT', 'X'.repeat(26), 'At most 25 characters.'],
    ['Units.0.Driver', 'NAMELASTTXT', 'X'.repeat(26), 'At most 25 characters.'],
    ['Units.0.Driver', 'NAMEFIRSTTXT', 'X'.repeat(21), 'At most 20 characters.'],
    ['Units.0.Driver', 'ADDRSTREETTXT', 'X'.repeat(41), 'At most 40 characters.'],
    ['Units.0.Driver', 'ADDRCITYTXT', 'X'.repeat(26), 'At most 25 characters.'],
    ['Units.0.Driver', 'ADDRZIPTXT', 'X'.repeat(11), 'At most 10 characters.'],
    ['Units.0.Driver', 'EMAILADDRTXT', 'someone@example.org', 'ok'],
    ['Units.0.Driver', 'EMAILADDRTXT', 'someone', 'Enter an e-mail address such as name@example.org.'],
    ['Units.0.Driver', 'EMSRUNNBRTXT', 'X'.repeat(5), 'At most 4 characters.'],
    ['Units.0.Driver', 'BIRTHDTE', '02/30/1990', 'A date as mm/dd/yyyy.'],
    ['GeneralInformation', 'CollTimeTxt', '24:00', 'A time as hh:mm (00:00 to 23:59).'],
    ['GeneralInformation', 'CollDte', '11/20/2026', 'ok'],
    ['Units.0.VehicleInformation', 'INSURERNAMETXT', 'X'.repeat(31), 'At most 30 characters.'],
    ['Units.0.VehicleInformation', 'INSPOLICYNBRTXT', 'X'.repeat(101), 'At most 100 characters.'],
    ['Units.0.CMVInformation', 'CARRIERNAMETXT', 'X'.repeat(56), 'At most 55 characters.'],
    ['Units.0.CMVInformation', 'CARRIERSTREETTXT', 'X'.repeat(41), 'At most 40 characters.'],
    ['Units.0.CMVInformation', 'CARRIERCITYTXT', 'X'.repeat(26), 'At most 25 characters.'],
    ['Units.0.CMVInformation', 'CARRIERZIPTXT', 'X'.repeat(11), 'At most 10 characters.'],
    ['Units.0.CMVInformation', 'HAZCARGOCDE', '1203', 'ok'],
    ['Units.0.CMVInformation', 'HAZCARGOCDE', '120', 'Exactly 4 digits.'],
    ['Units.0.CMVInformation', 'HAZMATSHIPNAMETXT', 'X'.repeat(56), 'At most 55 characters.'],
    ['Units.0.CMVInformation', 'USDOTNBRTXT', '0000044110', 'ok'],
    ['Units.0.CMVInformation', 'USDOTNBRTXT', '44110', 'Exactly 10 digits.'],
    ['Units.0.CMVInformation', 'ICCMCNBRTXT', '12345678901', 'Exactly 10 digits.'],
    ['Units.0.CMVInformation', 'STATEDOTNBRTXT', 'ABCDEFGHIJ', 'Exactly 10 digits.'],
    ['Units.0.CMVInformation', 'INSPECCDE', '3', 'One of 0, 1, 2.'],
    ['GeneralInformation.AssistingOfficers.0', 'OFFICERNAMETXT', 'X'.repeat(31), 'At most 30 characters.'],
    ['GeneralInformation.AssistingOfficers.0', 'OFFICERIDTXT', '123456', 'At most 5 characters.'],
    ['CrashDetails.PublicPropertyDamage.0', 'OWNERNAMETXT', 'X'.repeat(46), 'At most 45 characters.'],
    ['CrashDetails.PublicPropertyDamage.0', 'OWNERADDRESSTXT', 'X'.repeat(71), 'At most 70 characters.'],
    ['Witnesses.0', 'NAMETXT', 'X'.repeat(31), 'At most 30 characters.'],
    ['Witnesses.0', 'ADDRESSTXT', 'X'.repeat(101), 'At most 100 characters.'],
    ['Witnesses.0', 'PHONETEXT', '317-555-010', 'Use the format 999-999-9999.'],
    ['Witnesses.0', 'LOCATIONTXT', 'X'.repeat(301), 'At most 300 characters.'],
    ['Witnesses.0', 'TYPECDE', 'X', 'One of W, P.'],
    ['CrashDetails', 'WitnessesInd', '2', 'One of 0, 1.'],
    ['Units.0.VehicleInformation', 'INSURANCEIND', '2', 'ok'],
  ])('%s.%s = %j: %s', (section, field, value, expected) => {
    expect(verdict(section, field, value)).toBe(expected);
  });

  it('forces text to upper case', () => {
    const parsed = schema.parse({ Witnesses: [{ NAMETXT: 'jane doe' }] });
    expect(parsed.Witnesses).toEqual([{ NAMETXT: 'JANE DOE' }]);
  });

  it('keeps e-mail addresses and the narrative as typed', () => {
    const parsed = schema.parse({ Narrative: { NarrativeTxt: 'Unit 1 was northbound.' } });
    expect(parsed.Narrative).toEqual({ NarrativeTxt: 'Unit 1 was northbound.' });
  });

  it('refuses unknown fields with their path, and the wrong types', () => {
    const unknown = schema.safeParse({ CrashDetails: { NotAField: '1' } });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.path).toEqual(['CrashDetails']);
    expect(schema.safeParse({ Units: { UnitInformation: {} } }).success).toBe(false);
    expect(schema.safeParse({ Location: { NotOnRoadway: 'yes' } }).success).toBe(false);
  });

  it('caps repeated groups at their maximum', () => {
    const units = Array.from({ length: 100 }, () => ({}));
    expect(schema.safeParse({ Units: units }).success).toBe(false);
    expect(schema.safeParse({ Units: units.slice(0, 99) }).success).toBe(true);
  });

  it('refuses text the database cannot store (NUL, a lone surrogate) at the field, as the server does', () => {
    expect(verdict('Narrative', 'NarrativeTxt', 'Unit 1\u0000 was northbound.')).toBe(
      'Text must not contain the NUL character (U+0000).',
    );
    expect(verdict('Witnesses.0', 'NAMETXT', 'jane \ud800')).toMatch(/lone surrogate \(U\+D800\)/);
    expect(verdict('Narrative', 'NarrativeTxt', 'Unit 1 \ud83d\ude97 was northbound.')).toBe('ok');
  });

  it('allows free text for a citation code (list 340 with free text)', () => {
    expect(verdict('Units.0.NonMotorist.Citations.0', 'ICCDE', 'IC 9-21-8-52 OTHER')).toBe('ok');
  });
});

describe('sectionFieldsSchema (the editor form of one section item)', () => {
  const vehicle = vehicleCrashReport.sections
    .find((s) => s.key === 'Units')!
    .sections!.find((s) => s.key === 'VehicleInformation')!;
  const schema = sectionFieldsSchema(vehicle);

  it('checks the fields with the same rules as the report schema', () => {
    const result = schema.safeParse({ VEHYEARTXT: '20X1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['VEHYEARTXT']);
    expect(
      buildReportSchema(vehicleCrashReport).safeParse({ Units: [{ VehicleInformation: { VEHYEARTXT: '20X1' } }] })
        .success,
    ).toBe(false);
  });

  it('accepts empty and partial items, and lets sub-section keys through to their own forms', () => {
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ VEHYEARTXT: '', VEHMAKETXT: 'FORD', SomeChildSection: { x: 1 } }).success).toBe(true);
  });
});
