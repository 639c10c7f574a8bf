import type { Condition, ValidationRule } from '../definition/definition-schema';
import { MOTOR_VEHICLE_UNIT_TYPES } from '../../codes/code-meanings';

/** The completeness rules with their message texts (see docs/rules/completeness.md); errors unless a rule says warning. */
const required = (path: string, message: string, when?: Condition): ValidationRule => ({
  id: `required:${path}`,
  kind: 'required',
  path,
  severity: 'error',
  message,
  ...(when ? { when } : {}),
});

const warning = (path: string, message: string): ValidationRule => ({
  ...required(path, message),
  severity: 'warning',
});

const crash = (key: string, message: string) => required(`CrashDetails.${key}`, message);
const general = (key: string, message: string) => required(`GeneralInformation.${key}`, message);
const location = (key: string, message: string) => required(`Location.${key}`, message);
/** Witness details are asked for once the officer says there are witnesses. */
const hasWitnesses: Condition = { path: 'CrashDetails.WitnessesInd', equals: '0' };
const witness = (key: string, message: string) => required(`Witnesses.*.${key}`, message, hasWitnesses);

const isMotorVehicle: Condition = { path: 'Units.*.UnitInformation.UNITTYPECDE', in: [...MOTOR_VEHICLE_UNIT_TYPES] };
const vehicle = (key: string, message: string) =>
  required(`Units.*.VehicleInformation.${key}`, message, isMotorVehicle);

const CRASH_DATE = 'GeneralInformation.CollDte';

/** A person's date of birth is not in the future, nor after the crash they were in. */
const birthDate = (path: string): ValidationRule[] => [
  {
    id: `dateNotAfter:${path}:today`,
    kind: 'dateNotAfter',
    path,
    than: 'today',
    severity: 'error',
    message: 'Date of Birth is in the future.',
  },
  {
    id: `dateNotAfter:${path}:crash`,
    kind: 'dateNotAfter',
    path,
    than: CRASH_DATE,
    severity: 'error',
    message: 'Date of Birth is after the Date of Collision.',
  },
];

/** The surface-type message names surface type, so it sends the officer to the right field (see its test). */
export const SURFACE_TYPE_MESSAGE = 'Surface Type is required.';

export const vehicleCrashReportValidationRules: ValidationRule[] = [
  {
    id: 'custom:atLeastOneMotorVehicle',
    kind: 'custom',
    check: 'atLeastOneMotorVehicle',
    path: 'Units',
    severity: 'error',
    message: 'You must have at least one (1) motor vehicle.',
  },
  crash('HitRunInd', 'Yes/No for the Hit and Run Indicator is required.'),
  crash('MotorVehInvolvedNmb', 'Number of Motor Vehicles is required.'),
  crash('NonMotoristsNmb', 'Number of Non-Motorists is required.'),
  crash('InjuredNmb', 'Number Injured is required.'),
  crash('DeadNmb', 'Number Dead is required.'),
  crash('CommercialUnitsNmb', 'Number of Commercial Units is required.'),
  crash('WitnessesInd', 'Yes/No for the Witness Indicator is required.'),
  crash('SecondaryCrashInd', 'Yes/No for the Secondary Crash Indicator is required.'),
  crash('ConstructionInd', 'Yes/No for the Construction Indicator is required.'),
  crash('SchoolZoneInd', 'Yes/No for the School Zone Indicator is required.'),
  crash('RumbleStripInd', 'Yes/No for the Rumble Strip Indicator is required.'),
  crash('LightCondCde', 'Light Condition is required.'),
  crash('WeatherCde', 'Weather Code is required.'),
  crash('SurfaceCondCde', 'Surface Condition is required.'),
  crash('RDWYJUNCTIONCDE', 'Roadway Junction is required.'),
  crash('INVOLVEDEQUIPMENTIND', 'Yes/No for the Involved Equipment Indicator is required.'),
  crash('SurfaceTypeCde', SURFACE_TYPE_MESSAGE),
  crash('DamageEstimateCde', 'Damage Estimate is required.'),
  crash('PropDamageCde', 'Property Damage is required.'),
  crash('PropertyType', 'Property Type is required.'),
  crash('MannerCollCde', 'Manner of Collision is required.'),
  crash('ResponderInjuredInd', 'Yes/No for the Responder Injured Indicator is required.'),
  crash('AdvancedWarningVehicleInd', 'Yes/No for the Vehicle Advanced Warning System is required.'),
  warning('CrashDetails.DeerNmb', 'The number of deer in the crash was not specified'),
  warning('GeneralInformation.PhotosTakenInd', 'YesNo for Photos Taken is not specified.'),

  general('CollDte', 'Date of Collision is required.'),
  general('CollTimeTxt', 'Time of Collision is required.'),
  general('TimeNotifiedTxt', 'Time Notified is required.'),
  general('TimeArrivedTxt', 'Time Arrived is required.'),
  general('InvestCompleteInd', 'Yes/No for Investigation Complete is required.'),
  general('AgencyORITXT', 'Agency is required.'),
  general('LocalCodeTxt', 'Local Code is required.'),
  required('GeneralInformation.InvestigativeOfficer.OfficerIdTxt', 'Officer ID is required.'),
  required('GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt', 'Officer Last Name is required.'),
  required('GeneralInformation.InvestigativeOfficer.OfficerNameFiTxt', 'Officer First Name is required.'),

  location('CountyCde', 'County is required.'),
  location('InCorpLimitInd', 'Yes/No for Inside Corporate Limits is required.'),
  location('LocalityCde', 'Locality is required.'),
  location('RdwyClassCde', 'Roadway Class is required.'),
  location('FUNCTIONALCLASSCDE', 'Functional Class is required.'),
  location('RdwyNameTxt', 'Roadway Name is required.'),
  location('RdwySuffixTxt', 'Roadway Suffix is required.'),
  location('RoadwayDirection', 'Roadway Direction is required.'),
  location('LocationType', 'Location Type is required.'),

  required('Narrative.NarrativeTxt', 'Narrative is required.'),
  required('Diagram.CrashDiagram', 'Crash Diagram is required.'),

  {
    id: 'minItems:Witnesses',
    kind: 'minItems',
    path: 'Witnesses',
    count: 1,
    when: hasWitnesses,
    severity: 'error',
    message: 'Enter at least one witness, or answer No to the Witness Indicator.',
  },
  // An empty message helps nobody, so each witness rule says what is missing.
  witness('TYPECDE', 'Witness type is required.'),
  witness('NAMETXT', 'Witness name is required.'),
  witness('ADDRESSTXT', 'Witness address is required.'),
  witness('PHONETEXT', 'Witness phone is required.'),
  witness('LOCATIONTXT', 'Witness location is required.'),

  required('Units.*.UnitInformation.UNITTYPECDE', 'Unit Type is required.'),
  vehicle('VINTXT', 'VIN is required.'),
  vehicle('VEHYEARTXT', 'Vehicle Year is required.'),
  vehicle('VEHMAKETXT', 'Vehicle Make is required.'),
  vehicle('VEHMODELTXT', 'Vehicle Model is required.'),
  vehicle('VEHCOLORTXT', 'Vehicle Color is required.'),
  vehicle('VEHSTYLETXT', 'Vehicle Style is required.'),
  vehicle('VEHLICSTATECDE', 'Plate State is required.'),
  vehicle('VEHLICNBRTXT', 'Plate Number is required.'),
  vehicle('VEHLICYEARTXT', 'Plate Expiration Year is required.'),
  vehicle('OCCUPSNMB', 'Number of Occupants is required.'),
  vehicle('AXELSTXT', 'Number of Axles is required.'),
  vehicle('SPEEDLIMITTXT', 'Speed Limit is required.'),
  vehicle('TOWEDIND', 'Yes/No for Towed is required.'),
  vehicle('INSURANCEIND', 'Proof of Insurance is required.'),
  vehicle('FIREIND', 'Yes/No for Fire is required.'),
  vehicle('VEHUSECDE', 'Vehicle Use is required.'),
  vehicle('EMERGENCYRUNIND', 'Yes/No for Emergency Run is required.'),
  vehicle('ROADTYPECDE', 'Roadway Type is required.'),
  vehicle('PRECOLLDIRCDE', 'Pre-Collision Direction is required.'),
  vehicle('EVENTCOLLWITHCDE', 'Collision Event 1 is required.'),
  vehicle('INITIALIMPACTCDE', 'Initial Impact is required.'),
  vehicle('DAMAGEAREACDE', 'Damaged Areas are required.'),
  required('Units.*.Driver.AggressiveDriveInd', 'Yes/No for Aggressive Driving is required.', isMotorVehicle),
  vehicle('TrafficCntrlCde', 'Traffic Control is required.'),
  vehicle('PRECOLLACTCDE', 'Pre-Collision Action is required.'),
  vehicle('TrafficCntlOpInd', 'Yes/No for Traffic Control Operational is required.'),
  vehicle('RDWYCHARCDE', 'Roadway Character is required.'),
  ...birthDate('Units.*.Driver.BIRTHDTE'),
  ...birthDate('Units.*.Passengers.*.BIRTHDTE'),

  {
    id: 'custom:unableToMapWithPoint',
    kind: 'custom',
    check: 'unableToMapWithPoint',
    path: 'Location.UnableToMap',
    severity: 'error',
    message:
      'Unable to Map is ticked, but the crash has a latitude and longitude: clear the coordinates, or untick Unable to Map.',
  },
  {
    id: 'custom:cmvWhenReportable',
    kind: 'custom',
    check: 'cmvWhenReportable',
    path: 'Units.*.CMVInformation',
    severity: 'error',
    message: 'An FMCSA-reportable vehicle needs its CMV section.',
  },
  {
    id: 'custom:vehicleCollisionNeedsTwo',
    kind: 'custom',
    check: 'vehicleCollisionNeedsTwo',
    path: 'Units',
    severity: 'error',
    message: 'A collision with a motor vehicle needs at least two vehicles.',
  },
  {
    id: 'custom:hitAndRunMatchesUnits',
    kind: 'custom',
    check: 'hitAndRunMatchesUnits',
    path: 'CrashDetails.HitRunInd',
    severity: 'warning',
    message: 'The Hit and Run answer and the units disagree.',
  },
  {
    id: 'custom:countsMatchUnits',
    kind: 'custom',
    check: 'countsMatchUnits',
    path: 'CrashDetails',
    severity: 'warning',
    message: 'A count differs from the units and people.',
  },
  {
    id: 'custom:vinCheckDigit',
    kind: 'custom',
    check: 'vinCheckDigit',
    path: 'Units.*.VehicleInformation.VINTXT',
    severity: 'warning',
    message: 'The VIN check digit does not match.',
  },
  {
    id: 'custom:diagramDirections',
    kind: 'custom',
    check: 'diagramDirections',
    path: 'Diagram.CrashDiagram',
    severity: 'warning',
    message: 'A unit of the diagram faces against its coded direction of travel.',
  },
  {
    id: 'custom:attachments',
    kind: 'custom',
    check: 'attachmentLimits',
    path: 'Attachments.Documents',
    severity: 'error',
    message: 'Attachments exceed the limits.',
  },
];
