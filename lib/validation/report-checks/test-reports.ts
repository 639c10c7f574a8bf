import { sampleCrashDiagram } from '../../forms/diagrams/crash-diagram-sample';
import type { ReportData } from '../../forms/definition/paths';

/**
 * A report with every required item answered: the completeness check finds nothing
 * in it, so a test can remove one answer and see exactly that one message.
 */
export function completeReport(): ReportData {
  return {
    GeneralInformation: {
      CollDte: '11/20/2026',
      CollTimeTxt: '14:05',
      TimeNotifiedTxt: '14:10',
      TimeArrivedTxt: '14:22',
      InvestCompleteInd: '0',
      PhotosTakenInd: '0',
      AgencyORITXT: 'IN0490000',
      LocalCodeTxt: 'A1',
      InvestigativeOfficer: { OfficerIdTxt: '4711', OfficerNameFiTxt: 'OLIVIA', OfficerNameLastTxt: 'OFFICER' },
    },
    CrashDetails: {
      HitRunInd: '0',
      MotorVehInvolvedNmb: '1',
      NonMotoristsNmb: '0',
      InjuredNmb: '0',
      DeadNmb: '0',
      CommercialUnitsNmb: '0',
      DeerNmb: '0',
      WitnessesInd: '1',
      SecondaryCrashInd: '1',
      ConstructionInd: '1',
      SchoolZoneInd: '0',
      RumbleStripInd: '0',
      LightCondCde: '1',
      WeatherCde: '1',
      SurfaceCondCde: '1',
      RDWYJUNCTIONCDE: '1',
      INVOLVEDEQUIPMENTIND: '0',
      SurfaceTypeCde: '1',
      DamageEstimateCde: '1',
      PropDamageCde: '1',
      PropertyType: '1',
      // One vehicle: not a collision with another (custom:vehicleCollisionNeedsTwo).
      MannerCollCde: '0',
      ResponderInjuredInd: '0',
      AdvancedWarningVehicleInd: '0',
    },
    Location: {
      CountyCde: '097',
      InCorpLimitInd: '1',
      LocalityCde: 'U',
      RdwyClassCde: '1',
      FUNCTIONALCLASSCDE: '1',
      RdwyNameTxt: 'MERIDIAN',
      RdwySuffixTxt: 'ST',
      RoadwayDirection: 'N',
      LocationType: '1',
    },
    Narrative: { NarrativeTxt: 'Unit 1 struck a light pole.' },
    Diagram: { CrashDiagram: sampleCrashDiagram() },
    Units: [
      {
        // Items carry their id, as the editor and the server give them (lib/forms/definition/item-ids.ts).
        $id: 'unit-1',
        UnitInformation: { UNITTYPECDE: '20', COMMVEHIND: '1', TRAILERIND: '1' },
        VehicleInformation: {
          VINTXT: '1FTMW1T88MFA00001',
          VEHYEARTXT: '2021',
          VEHMAKETXT: 'FORD',
          VEHMODELTXT: 'F-150',
          VEHCOLORTXT: 'BLU',
          VEHSTYLETXT: '01',
          VEHLICSTATECDE: 'IN',
          VEHLICNBRTXT: 'ABC123',
          VEHLICYEARTXT: '2027',
          OCCUPSNMB: '1',
          AXELSTXT: '2',
          SPEEDLIMITTXT: '35',
          TOWEDIND: '0',
          INSURANCEIND: '1',
          FIREIND: '0',
          VEHUSECDE: '01',
          EMERGENCYRUNIND: '0',
          ROADTYPECDE: '1',
          PRECOLLDIRCDE: '1',
          PRECOLLACTCDE: '1',
          EVENTCOLLWITHCDE: '1',
          INITIALIMPACTCDE: '12',
          DAMAGEAREACDE: ['1', '12'],
          TrafficCntrlCde: '1',
          TrafficCntlOpInd: '1',
          RDWYCHARCDE: '11',
        },
        Driver: { AggressiveDriveInd: '0' },
      },
    ],
  };
}

/**
 * A complete report of `units` units (each with a driver and two passengers) and ten witnesses,
 * every item with its id: the size a long crash report reaches, for merges and their benchmark.
 */
export function largeReport(units: number): ReportData {
  const {
    Units: [template] = [],
    CrashDetails: details,
    ...rest
  } = completeReport() as {
    Units?: Record<string, unknown>[];
    CrashDetails?: Record<string, unknown>;
  };
  return {
    ...rest,
    CrashDetails: { ...details, WitnessesInd: '0' },
    Units: Array.from({ length: units }, (_, i) => ({
      ...structuredClone(template),
      $id: `unit-${i}`,
      Driver: { AggressiveDriveInd: '0', NAMELASTTXT: `DRIVER ${i}`, NAMEFIRSTTXT: 'ALEX', PHONETXT: '317-555-0100' },
      Passengers: [0, 1].map((p) => ({ $id: `unit-${i}-p${p}`, NAMELASTTXT: 'DOE', NAMEFIRSTTXT: 'JANE' })),
    })),
    Witnesses: Array.from({ length: 10 }, (_, i) => ({ $id: `w-${i}`, TYPECDE: 'W', NAMETXT: `WITNESS ${i}` })),
  };
}
