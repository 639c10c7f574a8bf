import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '../definition/definition-schema';
import { walkFields, walkSections } from '../definition/definition-walk';
import { vehicleCrashReport } from './index';

/** Every field the report must have, section by section, by the key it is stored under. */
const specFields: Record<string, string[]> = {
  GeneralInformation: [
    'CollDte',
    'CollTimeTxt',
    'TimeNotifiedTxt',
    'TimeArrivedTxt',
    'REPORTDTE',
    'LaneStartTimeTxt',
    'LaneEndTimeTxt',
    'RoadwayStartTimeTxt',
    'RoadwayEndTimeTxt',
    'InvestCompleteInd',
    'PhotosTakenInd',
    'InvestOtherLocTxt',
    'SceneLocationTxt',
    'AgencyORITXT',
    'LocalCodeTxt',
    'SubmittedByTxt',
    'SubmissionTypeCde',
    'ReviewedByTxt',
    'ReviewingOfficerTxt',
  ],
  'GeneralInformation.InvestigativeOfficer': ['OfficerIdTxt', 'OfficerNameFiTxt', 'OfficerNameLastTxt'],
  'GeneralInformation.AssistingOfficers.*': ['OFFICERNAMETXT', 'OFFICERIDTXT', 'AGENCYORITXT'],
  CrashDetails: [
    'HitRunInd',
    'MotorVehInvolvedNmb',
    'NonMotoristsNmb',
    'InjuredNmb',
    'DeadNmb',
    'CommercialUnitsNmb',
    'DeerNmb',
    'WitnessesInd',
    'SecondaryCrashInd',
    'SecondaryFromCde',
    'PrimaryFactorCde',
    'SchoolZoneInd',
    'RumbleStripInd',
    'ConstructionInd',
    'ConstructTypeCde',
    'LightCondCde',
    'WeatherCde',
    'SurfaceCondCde',
    'RDWYJUNCTIONCDE',
    'INVOLVEDEQUIPMENTIND',
    'CROSSINGNUMBERTXT',
    'SurfaceTypeCde',
    'PropDamageCde',
    'PropertyType',
    'DamageEstimateCde',
    'MannerCollCde',
    'ResponderInjuredInd',
    'ResponderIncidentNumberTxt',
    'AdvancedWarningVehicleInd',
  ],
  'CrashDetails.PublicPropertyDamage.*': ['PROPNAMETXT', 'STATEPROPIND', 'OWNERNAMETXT', 'OWNERADDRESSTXT'],
  Location: [
    'CountyCde',
    'TownshipCde',
    'CityCde',
    'InCorpLimitInd',
    'LocalityCde',
    'RdwyClassCde',
    'FUNCTIONALCLASSCDE',
    'LatDecimalNmb',
    'LongDecimalNmb',
    'RdwyHouseNbrTxt',
    'RdwyNameTxt',
    'RdwyNumberTxt',
    'RdwySuffixTxt',
    'RoadwayDirection',
    'LocationType',
    'InterMileMarkNmb',
    'RdwyInterChangeTxt',
    'InterNameTxt',
    'InterSuffixTxt',
    'InterNumberTxt',
    'RdwyRampTxt',
    'Zip',
    'FeetFromPointNmb',
    'DirFromPointCde',
    'NotOnRoadway',
    'UnableToMap',
    'MapIt',
  ],
  Narrative: ['NarrativeTxt'],
  Diagram: ['CrashDiagram'],
  Attachments: ['Documents'],
  'Units.*.UnitInformation': ['UNITTYPECDE', 'VEHICLENMB', 'TRAVDIRCDE', 'TRAILERIND', 'COMMVEHIND', 'ENFORCEMENTIND'],
  'Units.*.VehicleInformation': [
    'VINTXT',
    'VEHYEARTXT',
    'VEHMAKETXT',
    'VEHMODELTXT',
    'VEHCOLORTXT',
    'VEHSTYLETXT',
    'VEHLICSTATECDE',
    'VEHLICNBRTXT',
    'VEHLICYEARTXT',
    'OCCUPSNMB',
    'AXELSTXT',
    'SPEEDLIMITTXT',
    'TOWEDIND',
    'TOWDUETODAMAGEIND',
    'TOWEDTOTXT',
    'TOWEDBYTXT',
    'INSURANCEIND',
    'INSURERNAMETXT',
    'INSURERPHONETXT',
    'INSPOLICYNBRTXT',
    'FIREIND',
    'VEHUSECDE',
    'EMERGENCYRUNIND',
    'ROADTYPECDE',
    'PRECOLLDIRCDE',
    'PRECOLLACTCDE',
    'EVENTCOLLWITHCDE',
    'EVENTCOLLWITHCDE2',
    'EVENTCOLLWITHCDE3',
    'EVENTCOLLWITHCDE4',
    'INITIALIMPACTCDE',
    'DAMAGEAREACDE',
    'TrafficCntrlCde',
    'TrafficCntlOpInd',
    'RDWYCHARCDE',
  ],
  'Units.*.Driver': [
    'NAMELASTTXT',
    'NAMEFIRSTTXT',
    'NAMEMINITIALTXT',
    'NAMEFILIALTXT',
    'GENDERCDE',
    'BIRTHDTE',
    'PHONETXT',
    'EMAILADDRTXT',
    'ADDRSTREETTXT',
    'ADDRCITYTXT',
    'ADDRSTATECDE',
    'ADDRZIPTXT',
    'DRIVERLICNBRTXT',
    'DRIVERLICTYPETXT',
    'DRIVERLICSTATECDE',
    'CDLCLASSTXT',
    'VehicleOwnerInd',
    'AggressiveDriveInd',
    'RESTRICTIONCDE',
    'CONDITIONCDE',
    'POSINVEHCDE',
    'EJECTTRAPCDE',
    'SAFETYEQUUSEDCDE',
    'SAFETYEQUEFFIND',
    'INJLOCCDE',
    'INJSTATUSCDE',
    'INJNATURECDE',
    'EMSRUNNBRTXT',
    'IMMEDMEDIND',
    'TESTGIVENCDE',
    'TESTTYPECDE',
  ],
  'Units.*.Passengers.*': [
    'NAMELASTTXT',
    'NAMEFIRSTTXT',
    'NAMEMINITIALTXT',
    'NAMEFILIALTXT',
    'GENDERCDE',
    'BIRTHDTE',
    'PHONETXT',
    'EMAILADDRTXT',
    'ADDRSTREETTXT',
    'ADDRCITYTXT',
    'ADDRSTATECDE',
    'ADDRZIPTXT',
    'POSINVEHCDE',
    'EJECTTRAPCDE',
    'SAFETYEQUUSEDCDE',
    'SAFETYEQUEFFIND',
    'INJLOCCDE',
    'INJSTATUSCDE',
    'INJNATURECDE',
    'EMSRUNNBRTXT',
    'IMMEDMEDIND',
    'TESTGIVENCDE',
    'TESTTYPECDE',
  ],
  'Units.*.Owner': [
    'OwnerPersonInd',
    'BUSINESSNAMETXT',
    'NAMELASTTXT',
    'NAMEFIRSTTXT',
    'ADDRSTREETTXT',
    'ADDRCITYTXT',
    'ADDRSTATECDE',
    'ADDRZIPTXT',
  ],
  'Units.*.TrailerInformation': ['LICYEARTXT', 'LICSTATECDE', 'LICNBRTXT', 'TRAILERYEARTXT', 'TRAILERMAKETXT'],
  'Units.*.CMVInformation': [
    'StateOrMunicipallyOwned',
    'CARRIERNAMETXT',
    'CARRIERSTREETTXT',
    'CARRIERCITYTXT',
    'CARRIERSTATECDE',
    'CARRIERZIPTXT',
    'GVWRCDE',
    'CARGOBODYTYPECDE',
    'HAZPLACARDIND',
    'HAZCARGORELEASEIND',
    'HAZCLASSCDE',
    'HAZCARGOCDE',
    'HAZMATSHIPNAMETXT',
    'USDOTNBRTXT',
    'ICCMCNBRTXT',
    'STATEDOTNBRTXT',
    'INSPECIND',
    'INSPECCDE',
  ],
  'Units.*.NonMotorist': [
    'ACTIONCDE',
    'NonMotoristLocationCde',
    'TRAFFICCNTLIND',
    'TRAFFICCNTLOPIND',
    'CITEDIND',
    'CollidedCde',
    'CITETYPECDE',
  ],
  'Units.*.NonMotorist.Citations.*': ['ICCDE'],
  'Units.*.Factors': ['VehicleFactors', 'DriverFactors', 'EnvironmentalFactors'],
  'Witnesses.*': ['TYPECDE', 'NAMETXT', 'ADDRESSTXT', 'PHONETEXT', 'LOCATIONTXT'],
};

const fieldsByPath = new Map(walkFields(vehicleCrashReport).map((f) => [f.path, f.field]));

describe('the Vehicle Crash Report definition against its field list', () => {
  it('is the report template: type Crash, name Vehicle Crash Report, lockDuration 24', () => {
    expect(vehicleCrashReport).toMatchObject({ type: 'Crash', name: 'Vehicle Crash Report', lockDuration: 24 });
  });

  for (const [section, keys] of Object.entries(specFields)) {
    it(`has every field of ${section}`, () => {
      const missing = keys.filter((key) => !fieldsByPath.has(`${section}.${key}`));
      expect(missing).toEqual([]);
    });
  }

  it('has the navigation roots in order', () => {
    expect(vehicleCrashReport.sections.filter((s) => s.navRoot).map((s) => s.label)).toEqual([
      'General Information',
      'Crash Details',
      'Location',
      'Unit Summary',
      'Witnesses',
      'Diagram',
      'Attachments',
      'Narrative',
    ]);
  });

  it('has the repeatable groups with their counts (one or more, zero to many)', () => {
    const repeats = Object.fromEntries(
      walkSections(vehicleCrashReport)
        .filter((s) => s.section.repeat)
        .map((s) => [s.path, s.section.repeat?.min]),
    );
    expect(repeats).toEqual({
      'GeneralInformation.AssistingOfficers': 0,
      'CrashDetails.PublicPropertyDamage': 1,
      Units: 1,
      'Units.*.Passengers': 0,
      'Units.*.NonMotorist.Citations': 1,
      Witnesses: 1,
    });
  });

  it('round-trips through its schema as JSON data', () => {
    const json = JSON.parse(JSON.stringify(vehicleCrashReport));
    expect(formDefinitionSchema.parse(json)).toEqual(vehicleCrashReport);
  });

  it('has the attachment types 001-005 with their categories', () => {
    expect(vehicleCrashReport.attachmentTypes.map((t) => `${t.code} ${t.name} ${t.category}`)).toEqual([
      '001 Diagram public',
      '002 Photo Public public',
      '003 Photo Confidential private',
      '004 Support Documentation Public public',
      '005 Support Documentation Confidential private',
    ]);
  });

  it('defaults the investigative officer from the current user', () => {
    const officer = (key: string) => fieldsByPath.get(`GeneralInformation.InvestigativeOfficer.${key}`)?.defaultFrom;
    expect([officer('OfficerIdTxt'), officer('OfficerNameFiTxt'), officer('OfficerNameLastTxt')]).toEqual([
      'user.badgeId',
      'user.firstName',
      'user.lastName',
    ]);
  });
});

describe('the code lists behind the Vehicle Crash Report', () => {
  it('has a seeded list, with entries, for every coded field', async () => {
    const { codeListSeeds } = await import('../../codes/seed/all-code-lists');
    const seeded = new Map(codeListSeeds.map((s) => [s.listId, s]));
    const coded = walkFields(vehicleCrashReport).filter((f) => f.field.codeListId !== undefined);
    expect(coded.length).toBeGreaterThan(60);
    const missing = coded.filter((f) => !seeded.get(f.field.codeListId as number)?.entries.length).map((f) => f.path);
    expect(missing).toEqual([]);
  });

  it('cascades township and city from the county field', () => {
    for (const key of ['TownshipCde', 'CityCde']) {
      expect(fieldsByPath.get(`Location.${key}`)?.parentField).toBe('CountyCde');
    }
  });
});
