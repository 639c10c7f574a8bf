/**
 * What a section or field means to the code that reads or writes it (a lookup, the records
 * window, the person search, the report summary, the print), whatever key a form version gives it.
 * Code names a role; the definition says which of its fields plays it, so a version that renames
 * a field keeps every lookup working (see docs/rules/report-editor.md, "Roles").
 */
export const sectionRoles = [
  'units',
  'unit.information',
  'unit.vehicle',
  'unit.cmv',
  'unit.driver',
  'unit.owner',
  'unit.passengers',
  'witnesses',
] as const;
export type SectionRole = (typeof sectionRoles)[number];

/**
 * Field roles. Those under report., officer., crash. and location. occur once in a form; the
 * others once in each section that has them (every person section has its person.lastName).
 */
export const fieldRoles = [
  'report.caseNumber',
  'report.crashDate',
  'report.crashTime',
  'report.agencyOri',
  'report.narrative',
  'officer.id',
  'officer.firstName',
  'officer.lastName',
  'crash.mannerOfCollision',
  'crash.hitAndRun',
  'crash.motorVehicleCount',
  'crash.nonMotoristCount',
  'crash.roadwayJunction',
  'crash.injuredCount',
  'crash.deadCount',
  'crash.commercialUnitCount',
  'location.county',
  'location.city',
  'location.houseNumber',
  'location.roadDirection',
  'location.roadName',
  'location.roadNumber',
  'location.roadSuffix',
  'location.intersectingName',
  'location.intersectingSuffix',
  'location.zip',
  'location.latitude',
  'location.longitude',
  'location.unableToMap',
  'location.notOnRoadway',
  'location.locationType',
  'unit.type',
  'unit.commercial',
  'unit.leftScene',
  'unit.travelDirection',
  'vehicle.vin',
  'vehicle.year',
  'vehicle.make',
  'vehicle.model',
  'vehicle.type',
  'vehicle.style',
  'vehicle.colour',
  'vehicle.plate',
  'vehicle.plateState',
  'vehicle.plateYear',
  'vehicle.insurer',
  'vehicle.policyNumber',
  'vehicle.firstHarmfulEvent',
  'vehicle.towedDueToDamage',
  'vehicle.towed',
  'vehicle.occupants',
  'vehicle.fire',
  'vehicle.emergencyRun',
  'vehicle.proofOfInsurance',
  'vehicle.preCollisionDirection',
  'vehicle.preCollisionAction',
  'vehicle.initialImpact',
  'vehicle.trafficControl',
  'vehicle.roadwayCharacter',
  'carrier.usdotNumber',
  'carrier.name',
  'carrier.street',
  'carrier.city',
  'carrier.state',
  'carrier.zip',
  'carrier.gvwr',
  'carrier.cargoBodyType',
  'carrier.hazmatPlacard',
  'person.lastName',
  'person.firstName',
  'person.middleInitial',
  'person.suffix',
  'person.gender',
  'person.birthDate',
  'person.phone',
  'person.email',
  'person.street',
  'person.city',
  'person.state',
  'person.zip',
  'person.oneLineName',
  'person.oneLineAddress',
  'person.injuryStatus',
  'person.transported',
  'person.licenceNumber',
  'person.licenceState',
  'person.restrictions',
  'driver.ownsVehicle',
  'owner.kind',
  'owner.businessName',
] as const;
export type FieldRole = (typeof fieldRoles)[number];

/** Roles a form has at most one field of; the rest are found within a section. */
export function isFormWideRole(role: FieldRole): boolean {
  return /^(report|officer|crash|location)\./.test(role);
}

/** Roles whose fields an FMCSA-reportable vehicle must fill (lib/validation/report-checks/custom-checks.ts). */
export const FMCSA_CARRIER_ROLES: readonly FieldRole[] = [
  'carrier.name',
  'carrier.street',
  'carrier.city',
  'carrier.state',
  'carrier.zip',
  'carrier.usdotNumber',
  'carrier.gvwr',
  'carrier.cargoBodyType',
  'carrier.hazmatPlacard',
];
