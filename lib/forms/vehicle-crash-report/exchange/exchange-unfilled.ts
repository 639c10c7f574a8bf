import type { ExchangeMapping } from '../../../exchange/exchange-mapping-schema';

const noField = 'The form has no field for it.';

/**
 * MMUCC elements a state expects that this form cannot fill, and why. Crash (C) and vehicle (V)
 * ids are those of MMUCC's 5th edition (2017), which states number by; person and non-motorist
 * elements are named instead, as their numbers differ between editions.
 */
export const unfilledMmucc: ExchangeMapping['unfilled'] = [
  {
    mmucc: 'C1',
    element: 'j:Crash/nc:ActivityIdentification',
    why: "Crash Identifier: the state's repository numbers the crash; the report's own id travels in the submission, and the local code is the agency's case number.",
  },
  { mmucc: 'C2', why: `Crash Classification (ownership, characteristics): ${noField}` },
  {
    mmucc: 'C7',
    why: "First Harmful Event of the crash: the form records each vehicle's events, not which came first in the crash.",
  },
  {
    mmucc: 'C8',
    element: 'j:CrashFirstHarmfulEventLocationCode',
    why: 'Location of First Harmful Event Relative to the Trafficway: only a "Not on Roadway" box, which is coarser.',
  },
  {
    mmucc: 'C10',
    element: 'j:CrashInformationSource/j:InformationSourceCategoryCode',
    why: `Source of Information: ${noField}`,
  },
  {
    mmucc: 'C14',
    element: 'j:CrashRoadContributingCircumstancesCode',
    why: 'Contributing Circumstances, Road: the primary factor names some road causes but is one factor of any kind, not this list.',
  },
  { mmucc: 'C16', why: `Type of Intersection: ${noField}` },
  { mmucc: 'C17', element: 'j:CrashSchoolBusRelatedCode', why: `School Bus-Related: ${noField}` },
  { mmucc: 'C19', why: "Crash Severity: not asked; the state derives it from the people's injury status." },
  { mmucc: 'C21', why: 'Number of Motorists: not asked (the form counts vehicles, non-motorists, injured and dead).' },
  {
    mmucc: 'C25',
    why: 'Alcohol Involvement: only as a primary factor (alcoholic beverages), which is coarser than the officer suspecting it.',
  },
  {
    mmucc: 'C26',
    why: 'Drug Involvement: only as a primary factor (illegal or prescription drugs), which is coarser.',
  },
  {
    mmucc: 'V19',
    element: 'j:VehicleDamageExtentCode',
    why: `Vehicle Damage, its extent: ${noField} The initial point of contact and the damaged areas are sent.`,
  },
  { mmucc: 'Trailer', why: `Trailer VIN and model: ${noField} The trailer's plate, make and year are sent.` },
  { mmucc: 'V15', why: `Total Lanes in Roadway: ${noField}` },
  {
    mmucc: 'V16',
    element: 'st:RoadwayHorizontalAlignmentCode, st:RoadwayGradeCode',
    why: 'Roadway Alignment and Grade: the form keeps them as one code, sent whole as cr:RoadwayAlignmentGradeCode.',
  },
  {
    mmucc: 'V20',
    element: 'j:EventSequenceCode',
    why: "Sequence of Events: the form's four events are harmful events only (sent as cr:HarmfulEventCode); MMUCC's non-collision events have no field.",
  },
  { mmucc: 'V21', element: 'j:VehicleMostHarmfulEventCode', why: `Most Harmful Event: ${noField}` },
  {
    mmucc: 'Vehicle Configuration',
    element: 'j:CommercialVehicleConfigurationCode',
    why: `Vehicle Configuration of a commercial vehicle: ${noField}`,
  },
  {
    mmucc: 'Seating Position',
    element: 'j:OccupantSeatRowCode, j:OccupantSeatCode, j:OccupantSeatOtherLocationCode',
    why: "Seating Position: the form's one code joins row, seat and other location; sent whole as cr:SeatingPositionCode.",
  },
  {
    mmucc: 'Motorcycle Helmet Use',
    why: 'Motorcycle Helmet Use: the form codes helmets with safety equipment, and NIEM 5.2 has no element for helmet use.',
  },
  {
    mmucc: 'Air Bag Deployed',
    element: 'j:OccupantAirBagDeployedCode',
    why: 'Air Bag Deployed: only within safety equipment ("Airbag Deployed + Harness"), without which air bag (front, side, curtain).',
  },
  { mmucc: 'Speeding-Related', why: noField },
  {
    mmucc: 'Violation Codes',
    element: 'j:CrashDriverViolationCode',
    why: 'Violation Codes: the form records citations for non-motorists only, not for drivers.',
  },
  { mmucc: 'Driver License Status', element: 'j:CrashDriverLicensePermitStatusCode', why: noField },
  {
    mmucc: 'Distracted By',
    element: 'j:CrashDriverDistractionCode',
    why: 'Distracted By: only as a primary factor (cell phone, passenger, other distraction), which is coarser.',
  },
  { mmucc: 'Law Enforcement Suspects Alcohol Use', element: 'j:AlcoholInvolvementSuspicionCode', why: noField },
  {
    mmucc: 'Alcohol Test',
    element: 'j:AlcoholTestStatusCode, j:AlcoholTestCategoryCode, j:AlcoholTestResultQuantityText',
    why: 'Alcohol Test: the form\'s "Test Given" and "Test Type" join alcohol and drug tests (sent as cr:TestGivenCode, cr:TestTypeCode) and it has no result.',
  },
  { mmucc: 'Law Enforcement Suspects Drug Use', element: 'j:DrugInvolvementSuspicionCode', why: noField },
  {
    mmucc: 'Drug Test',
    element: 'j:DrugTestStatusCode, j:DrugTestCategoryCode, j:DrugTestResultCode',
    why: 'Drug Test: as for the alcohol test, joined in one field, and no result.',
  },
  {
    mmucc: 'Injury Diagnosis',
    why: 'Injury Diagnosis and Injury Severity (P27): medical records, not known to the officer; the form has injury nature (our own list).',
  },
  {
    mmucc: 'Unit Number of Motor Vehicle Striking Non-Motorist',
    element: 'j:NonMotoristStrikingVehicle',
    why: 'Unit Number of Motor Vehicle Striking Non-Motorist: the form says what the non-motorist collided with, not which unit.',
  },
  {
    mmucc: 'Non-Motorist Actions at Time of Crash',
    element: 'j:NonMotoristContributingCircumstancesCode',
    why: `Non-Motorist Actions at Time of Crash (contributing): ${noField}`,
  },
];
