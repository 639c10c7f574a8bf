import { describe, expect, it } from 'vitest';
import { setAt } from '../../forms/definition/paths';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { SURFACE_TYPE_MESSAGE } from '../../forms/vehicle-crash-report/validation-rules';
import { checkCompleteness, hasErrors } from './completeness';
import { completeReport } from './test-reports';

const check = (data: Record<string, unknown>) => checkCompleteness(vehicleCrashReport, data);
const without = (path: string) => check(setAt(completeReport(), path, ''));

describe('the completeness check', () => {
  it('finds nothing in a complete report', () => {
    expect(check(completeReport())).toEqual([]);
  });

  it('requires at least one motor vehicle', () => {
    const data = setAt(completeReport(), 'Units', [{ UnitInformation: { UNITTYPECDE: '30' } }]);
    expect(check(data)).toContainEqual({
      path: 'Units',
      severity: 'error',
      message: 'You must have at least one (1) motor vehicle.',
    });
  });

  it.each([
    ['CrashDetails.HitRunInd', 'Yes/No for the Hit and Run Indicator is required.'],
    ['CrashDetails.MotorVehInvolvedNmb', 'Number of Motor Vehicles is required.'],
    ['CrashDetails.NonMotoristsNmb', 'Number of Non-Motorists is required.'],
    ['CrashDetails.InjuredNmb', 'Number Injured is required.'],
    ['CrashDetails.DeadNmb', 'Number Dead is required.'],
    ['CrashDetails.CommercialUnitsNmb', 'Number of Commercial Units is required.'],
    ['CrashDetails.WitnessesInd', 'Yes/No for the Witness Indicator is required.'],
    ['CrashDetails.SecondaryCrashInd', 'Yes/No for the Secondary Crash Indicator is required.'],
    ['CrashDetails.ConstructionInd', 'Yes/No for the Construction Indicator is required.'],
    ['CrashDetails.SchoolZoneInd', 'Yes/No for the School Zone Indicator is required.'],
    ['CrashDetails.RumbleStripInd', 'Yes/No for the Rumble Strip Indicator is required.'],
    ['CrashDetails.LightCondCde', 'Light Condition is required.'],
    ['CrashDetails.WeatherCde', 'Weather Code is required.'],
    ['CrashDetails.SurfaceCondCde', 'Surface Condition is required.'],
    ['CrashDetails.RDWYJUNCTIONCDE', 'Roadway Junction is required.'],
    ['CrashDetails.INVOLVEDEQUIPMENTIND', 'Yes/No for the Involved Equipment Indicator is required.'],
    ['CrashDetails.DamageEstimateCde', 'Damage Estimate is required.'],
    ['CrashDetails.PropDamageCde', 'Property Damage is required.'],
    ['CrashDetails.PropertyType', 'Property Type is required.'],
    ['CrashDetails.MannerCollCde', 'Manner of Collision is required.'],
    ['CrashDetails.ResponderInjuredInd', 'Yes/No for the Responder Injured Indicator is required.'],
    ['CrashDetails.AdvancedWarningVehicleInd', 'Yes/No for the Vehicle Advanced Warning System is required.'],
    ['GeneralInformation.CollDte', 'Date of Collision is required.'],
    ['GeneralInformation.CollTimeTxt', 'Time of Collision is required.'],
    ['GeneralInformation.TimeNotifiedTxt', 'Time Notified is required.'],
    ['GeneralInformation.TimeArrivedTxt', 'Time Arrived is required.'],
    ['GeneralInformation.InvestCompleteInd', 'Yes/No for Investigation Complete is required.'],
    ['GeneralInformation.AgencyORITXT', 'Agency is required.'],
    ['GeneralInformation.LocalCodeTxt', 'Local Code is required.'],
    ['GeneralInformation.InvestigativeOfficer.OfficerIdTxt', 'Officer ID is required.'],
    ['GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt', 'Officer Last Name is required.'],
    ['GeneralInformation.InvestigativeOfficer.OfficerNameFiTxt', 'Officer First Name is required.'],
    ['Location.CountyCde', 'County is required.'],
    ['Location.InCorpLimitInd', 'Yes/No for Inside Corporate Limits is required.'],
    ['Location.LocalityCde', 'Locality is required.'],
    ['Location.RdwyClassCde', 'Roadway Class is required.'],
    ['Location.FUNCTIONALCLASSCDE', 'Functional Class is required.'],
    ['Location.RdwyNameTxt', 'Roadway Name is required.'],
    ['Location.RdwySuffixTxt', 'Roadway Suffix is required.'],
    ['Location.RoadwayDirection', 'Roadway Direction is required.'],
    ['Location.LocationType', 'Location Type is required.'],
    ['Narrative.NarrativeTxt', 'Narrative is required.'],
    ['Diagram.CrashDiagram', 'Crash Diagram is required.'],
    ['Units.0.VehicleInformation.VINTXT', 'VIN is required.'],
    ['Units.0.VehicleInformation.VEHYEARTXT', 'Vehicle Year is required.'],
    ['Units.0.VehicleInformation.VEHMAKETXT', 'Vehicle Make is required.'],
    ['Units.0.VehicleInformation.VEHMODELTXT', 'Vehicle Model is required.'],
    ['Units.0.VehicleInformation.VEHCOLORTXT', 'Vehicle Color is required.'],
    ['Units.0.VehicleInformation.VEHSTYLETXT', 'Vehicle Style is required.'],
    ['Units.0.VehicleInformation.VEHLICSTATECDE', 'Plate State is required.'],
    ['Units.0.VehicleInformation.VEHLICNBRTXT', 'Plate Number is required.'],
    ['Units.0.VehicleInformation.VEHLICYEARTXT', 'Plate Expiration Year is required.'],
    ['Units.0.VehicleInformation.OCCUPSNMB', 'Number of Occupants is required.'],
    ['Units.0.VehicleInformation.AXELSTXT', 'Number of Axles is required.'],
    ['Units.0.VehicleInformation.SPEEDLIMITTXT', 'Speed Limit is required.'],
    ['Units.0.VehicleInformation.TOWEDIND', 'Yes/No for Towed is required.'],
    ['Units.0.VehicleInformation.INSURANCEIND', 'Proof of Insurance is required.'],
    ['Units.0.VehicleInformation.FIREIND', 'Yes/No for Fire is required.'],
    ['Units.0.VehicleInformation.VEHUSECDE', 'Vehicle Use is required.'],
    ['Units.0.VehicleInformation.EMERGENCYRUNIND', 'Yes/No for Emergency Run is required.'],
    ['Units.0.VehicleInformation.ROADTYPECDE', 'Roadway Type is required.'],
    ['Units.0.VehicleInformation.PRECOLLDIRCDE', 'Pre-Collision Direction is required.'],
    ['Units.0.VehicleInformation.EVENTCOLLWITHCDE', 'Collision Event 1 is required.'],
    ['Units.0.VehicleInformation.INITIALIMPACTCDE', 'Initial Impact is required.'],
    ['Units.0.VehicleInformation.DAMAGEAREACDE', 'Damaged Areas are required.'],
    ['Units.0.Driver.AggressiveDriveInd', 'Yes/No for Aggressive Driving is required.'],
    ['Units.0.VehicleInformation.TrafficCntrlCde', 'Traffic Control is required.'],
    ['Units.0.VehicleInformation.PRECOLLACTCDE', 'Pre-Collision Action is required.'],
    ['Units.0.VehicleInformation.TrafficCntlOpInd', 'Yes/No for Traffic Control Operational is required.'],
    ['Units.0.VehicleInformation.RDWYCHARCDE', 'Roadway Character is required.'],
  ])('without %s says "%s"', (path, message) => {
    expect(without(path)).toEqual([{ path, severity: 'error', message }]);
  });

  it('warns, without blocking, about the deer number and photos taken', () => {
    const deer = without('CrashDetails.DeerNmb');
    expect(deer).toEqual([
      {
        path: 'CrashDetails.DeerNmb',
        severity: 'warning',
        message: 'The number of deer in the crash was not specified',
      },
    ]);
    expect(hasErrors(deer)).toBe(false);
    expect(without('GeneralInformation.PhotosTakenInd')).toEqual([
      {
        path: 'GeneralInformation.PhotosTakenInd',
        severity: 'warning',
        message: 'YesNo for Photos Taken is not specified.',
      },
    ]);
  });

  it('names surface type in the surface-type message (a message naming the VIN would send the officer to the wrong field)', () => {
    const [issue] = without('CrashDetails.SurfaceTypeCde');
    expect(issue?.message).toBe(SURFACE_TYPE_MESSAGE);
    expect(issue?.message).toMatch(/Surface Type/);
    expect(issue?.message).not.toMatch(/VIN/);
  });

  it('does not require a disabled Local Code (investigation complete)', () => {
    const data = setAt(
      setAt(completeReport(), 'GeneralInformation.InvestCompleteInd', '1'),
      'GeneralInformation.LocalCodeTxt',
      '',
    );
    expect(check(data)).toEqual([]);
  });

  it('requires every witness field when witnesses are indicated, and nothing when they are not', () => {
    const withWitness = setAt(setAt(completeReport(), 'CrashDetails.WitnessesInd', '0'), 'Witnesses', [
      { TYPECDE: 'W' },
    ]);
    expect(check(withWitness).map((i) => i.message)).toEqual([
      'Witness name is required.',
      'Witness address is required.',
      'Witness phone is required.',
      'Witness location is required.',
    ]);
    const noList = setAt(completeReport(), 'CrashDetails.WitnessesInd', '0');
    expect(check(noList)).toEqual([
      {
        path: 'Witnesses',
        severity: 'error',
        message: 'Enter at least one witness, or answer No to the Witness Indicator.',
      },
    ]);
    expect(check(setAt(withWitness, 'CrashDetails.WitnessesInd', '1'))).toEqual([]);
  });

  it('does not require the vehicle fields of a non-motorist unit', () => {
    const data = completeReport();
    const units = data.Units as unknown[];
    units.push({ UnitInformation: { UNITTYPECDE: '30' } });
    expect(check(setAt(data, 'CrashDetails.NonMotoristsNmb', '1'))).toEqual([]);
  });

  it('checks every unit, naming the unit in the path', () => {
    const data = completeReport();
    const units = data.Units as Record<string, unknown>[];
    units.push({ UnitInformation: { UNITTYPECDE: '21' }, VehicleInformation: {}, Driver: {} });
    const paths = check(setAt(data, 'CrashDetails.MotorVehInvolvedNmb', '2')).map((i) => i.path);
    expect(paths).toContain('Units.1.VehicleInformation.VINTXT');
    expect(paths.every((p) => p.startsWith('Units.1.'))).toBe(true);
  });
});

describe('attachment limits', () => {
  const withFiles = (files: unknown[]) => check(setAt(completeReport(), 'Attachments.Documents', files));

  it('accepts files of the allowed extensions within the limits', () => {
    expect(
      withFiles([
        { fileName: 'scene.JPG', size: 4_999_999, type: '002' },
        { fileName: 'a.pdf', size: 5_000_000, type: '004' },
      ]),
    ).toEqual([]);
  });

  it('refuses a file over 5,000,000 bytes, a total over 10,000,000 and other extensions', () => {
    const issues = withFiles([
      { fileName: 'big.png', size: 5_000_001, type: '002' },
      { fileName: 'b.png', size: 4_000_000, type: '002' },
      { fileName: 'c.png', size: 1_000_000, type: '002' },
      { fileName: 'tool.exe', size: 10, type: '004' },
    ]);
    expect(issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'Attachments.Documents.0: big.png is larger than 5,000,000 bytes.',
      'Attachments.Documents.2: Together the attachments would be larger than 10,000,000 bytes.',
      'Attachments.Documents.3: tool.exe: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.',
      'Attachments.Documents.3: Together the attachments would be larger than 10,000,000 bytes.',
    ]);
  });
});

describe('the CMV section of an FMCSA-reportable vehicle', () => {
  const heavy = (commercial: '0' | '1', cmv: Record<string, string> = {}) => {
    let data = setAt(completeReport(), 'Units.0.UnitInformation.COMMVEHIND', commercial);
    data = setAt(data, 'CrashDetails.CommercialUnitsNmb', commercial === '0' ? '1' : '0');
    data = setAt(data, 'Units.0.CMVInformation', { GVWRCDE: '3', ...cmv });
    // A fatal crash, as its count and the driver's injury status both say.
    data = setAt(data, 'Units.0.Driver.INJSTATUSCDE', '4');
    return setAt(data, 'CrashDetails.DeadNmb', '1');
  };

  it('asks for every CMV field of a heavy truck in a fatal crash, with the reasons', () => {
    const issues = check(heavy('0'));
    expect(issues.map((i) => i.path)).toEqual([
      'Units.0.CMVInformation.CARRIERNAMETXT',
      'Units.0.CMVInformation.CARRIERSTREETTXT',
      'Units.0.CMVInformation.CARRIERCITYTXT',
      'Units.0.CMVInformation.CARRIERSTATECDE',
      'Units.0.CMVInformation.CARRIERZIPTXT',
      'Units.0.CMVInformation.USDOTNBRTXT',
      'Units.0.CMVInformation.CARGOBODYTYPECDE',
      'Units.0.CMVInformation.HAZPLACARDIND',
    ]);
    expect(issues[0]?.message).toBe(
      'Carrier Name is required: this vehicle is FMCSA-reportable (GVWR/GCWR over 10,000 lb; a fatality).',
    );
  });

  it('tells the officer to answer Yes to Commercial Vehicle when a reportable bus has the CMV section hidden', () => {
    let data = setAt(completeReport(), 'Units.0.VehicleInformation.VEHSTYLETXT', '50');
    data = setAt(data, 'Units.0.VehicleInformation.TOWDUETODAMAGEIND', '1');
    expect(check(data)).toEqual([
      {
        path: 'Units.0.UnitInformation.COMMVEHIND',
        severity: 'error',
        message:
          'This vehicle is FMCSA-reportable (designed to carry 9 or more people, including the driver; a vehicle towed due to damage): answer Yes to Commercial Vehicle and complete the CMV section.',
      },
    ]);
  });

  it('asks nothing of a heavy truck in a crash with no fatality, transport or tow', () => {
    const data = setAt(setAt(heavy('0'), 'CrashDetails.DeadNmb', '0'), 'Units.0.Driver.INJSTATUSCDE', '0');
    expect(check(data)).toEqual([]);
  });
});

describe('the VIN check digit', () => {
  it('warns, without blocking, about a 17-character VIN whose check digit fails', () => {
    const issues = check(setAt(completeReport(), 'Units.0.VehicleInformation.VINTXT', '1FTMW1T89MFA00001'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: 'Units.0.VehicleInformation.VINTXT', severity: 'warning' });
    expect(issues[0]?.message).toMatch(/check digit/);
    expect(hasErrors(issues)).toBe(false);
  });

  it('offers the correction when an O was typed for a zero', () => {
    const [issue] = check(setAt(completeReport(), 'Units.0.VehicleInformation.VINTXT', '1FTMW1T88MFAOOOO1'));
    expect(issue?.message).toMatch(/never uses the letters I, O or Q/);
  });

  it('accepts a valid VIN and leaves short (pre-1981) VINs alone', () => {
    expect(check(completeReport())).toEqual([]);
    expect(check(setAt(completeReport(), 'Units.0.VehicleInformation.VINTXT', '1F02H123456'))).toEqual([]);
  });
});

describe('Unable to Map beside coordinates', () => {
  const unable = (data: Record<string, unknown>) => setAt(data, 'Location.UnableToMap', true);
  const message =
    'Unable to Map is ticked, but the crash has a latitude and longitude: clear the coordinates, or untick Unable to Map.';

  it('refuses Unable to Map when the crash has a latitude or a longitude', () => {
    const placed = setAt(
      setAt(completeReport(), 'Location.LatDecimalNmb', '39.7762'),
      'Location.LongDecimalNmb',
      '-86.1581',
    );
    expect(check(unable(placed))).toEqual([{ path: 'Location.UnableToMap', severity: 'error', message }]);
    expect(check(unable(setAt(completeReport(), 'Location.LongDecimalNmb', '-86.1581')))).toHaveLength(1);
    expect(check(placed)).toEqual([]);
  });

  it('accepts Unable to Map without coordinates', () => {
    const cleared = setAt(setAt(completeReport(), 'Location.LatDecimalNmb', ''), 'Location.LongDecimalNmb', '');
    expect(check(unable(cleared))).toEqual([]);
  });
});

describe('the counts and the collision checked against the units', () => {
  it('refuses a collision with a motor vehicle, as first harmful event or manner, with fewer than two vehicles', () => {
    let data = setAt(completeReport(), 'Units.0.VehicleInformation.EVENTCOLLWITHCDE', '12');
    data = setAt(data, 'CrashDetails.MannerCollCde', '6');
    expect(check(data)).toEqual([
      expect.objectContaining({ path: 'CrashDetails.MannerCollCde', severity: 'error' }),
      {
        path: 'Units.0.VehicleInformation.EVENTCOLLWITHCDE',
        severity: 'error',
        message:
          "Unit 1's first harmful event is a collision with a motor vehicle, but the report has fewer than two motor vehicles: add the other unit or correct it.",
      },
    ]);
    // The other vehicle added (and counted): nothing to say.
    const [unit] = data.Units as unknown[];
    data = setAt(setAt(data, 'Units', [unit, unit]), 'CrashDetails.MotorVehInvolvedNmb', '2');
    expect(check(data)).toEqual([]);
  });

  it('warns where a count differs from the units and people', () => {
    const issues = check(setAt(completeReport(), 'CrashDetails.MotorVehInvolvedNmb', '3'));
    expect(issues).toEqual([
      {
        path: 'CrashDetails.MotorVehInvolvedNmb',
        severity: 'warning',
        message: 'Number of Motor Vehicles is 3, but the units and people say 1.',
      },
    ]);
  });
});

describe('a hit and run', () => {
  it('does not ask for what cannot be read off a vehicle that left the scene', () => {
    let data = setAt(completeReport(), 'CrashDetails.HitRunInd', '1');
    data = setAt(data, 'Units.0.UnitInformation.LEFTSCENEIND', '1');
    for (const key of ['VINTXT', 'VEHLICYEARTXT', 'OCCUPSNMB'])
      data = setAt(data, `Units.0.VehicleInformation.${key}`, '');
    expect(check(data)).toEqual([]);
  });

  it('warns where the Hit and Run answer and the units disagree', () => {
    const yes = check(setAt(completeReport(), 'CrashDetails.HitRunInd', '1'));
    expect(yes).toEqual([
      {
        path: 'CrashDetails.HitRunInd',
        severity: 'warning',
        message:
          'This is a hit and run: answer Left the Scene (Hit and Run) Yes on the unit that left, so what cannot be known of it is not asked for.',
      },
    ]);
    const no = check(setAt(completeReport(), 'Units.0.UnitInformation.LEFTSCENEIND', '1'));
    expect(no.map((i) => i.message)).toEqual(['A unit left the scene, but Hit and Run is answered No.']);
  });
});
