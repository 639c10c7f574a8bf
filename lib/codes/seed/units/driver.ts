import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Driver lists (a unit's Driver section).
 * - 267 driver condition: real, MMUCC 4th ed. (NIEM mmucc.xsd), its first and
 *   second condition lists merged.
 * - 1027 gender: real, the ANSI D20 / NCIC sex codes M, F, U, with X as the AAMVA 2020 card
 *   standard allows.
 * - 1028 licence type: real, MMUCC.
 * - 1029 CDL class and 1030 licence restrictions: real, AAMVA D20 (NIEM aamva_d20.xsd).
 */

export const driverConditionList = seedList(
  {
    listId: CodeListId.DriverCondition,
    name: 'Driver Condition',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, condition at time of crash',
  },
  [
    ['00', 'None/Apparently Normal'],
    ['01', 'Ill (sick), Blackout (fainted)'],
    ['02', 'Asleep or Fatigued'],
    ['08', 'Emotional (depressed, angry, disturbed, etc.)'],
    ['09', 'Under the Influence of Alcohol, Drugs or Medications'],
    ['10', 'Physical Impairment - No Details'],
    ['96', 'Other Physical Impairment'],
    ['99', 'Unknown if Impaired'],
  ],
);

export const genderList = seedList(
  {
    listId: CodeListId.Gender,
    name: 'Gender',
    source: 'ANSI D20 / NCIC sex codes, with X from the AAMVA DL/ID Card Design Standard 2020',
  },
  [
    ['F', 'Female'],
    ['M', 'Male'],
    ['X', 'Not Specified'],
    ['U', 'Unknown'],
  ],
);

export const driverLicenseTypeList = seedList(
  {
    listId: CodeListId.DriverLicenseType,
    name: 'Licence Type',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, driver licence type',
  },
  [
    ['1', 'Non-CDL Drivers License'],
    ['2', 'Commercial Driver License (CDL)'],
    ['8', 'Non-CDL Restricted Drivers License (Learners permit, Temporary/Limited, Graduated Drivers License, etc.)'],
  ],
);

export const cdlClassList = seedList(
  {
    listId: CodeListId.CdlClass,
    name: 'CDL Class',
    source: 'AAMVA D20 licence class (49 CFR 383.91), NIEM aamva_d20.xsd',
  },
  [
    ['A', 'Class A (combination vehicles, GCWR 26,001+ lbs, towed unit > 10,000 lbs GVWR)'],
    ['B', 'Class B (single vehicle GVWR 26,001+ lbs)'],
    ['C', 'Class C (16+ passengers incl. driver, or placarded hazardous materials)'],
    ['M', 'Class M (motorcycles, mopeds, motor-driven cycles)'],
  ],
);

export const licenseRestrictionList = seedList(
  {
    listId: CodeListId.LicenseRestriction,
    name: 'Licence Restriction',
    source: 'AAMVA D20 licence restrictions, NIEM aamva_d20.xsd',
  },
  [
    ['B', 'Corrective lenses must be worn'],
    ['C', 'Mechanical Aid'],
    ['D', 'Prosthetic Aid'],
    ['E', 'No Manual Transmission'],
    ['F', 'Outside Mirror'],
    ['G', 'Limit to Daylight Only'],
    ['H', 'Limited to Employment'],
    ['I', 'Limited - other'],
    ['J', 'Other'],
    ['K', 'Intrastate Only'],
    ['L', 'No Air Brakes Equipped Vehicle'],
    ['M', 'No Class A Passenger Vehicle'],
    ['N', 'No Class A and Class B Passenger Vehicle'],
    ['O', 'No Tractor-Trailer'],
    ['P', 'No Passengers in CMV Bus'],
    ['V', 'Medical Variance'],
    ['W', 'Farm Waiver'],
    ['X', 'No Cargo in CMV Tank Vehicle'],
    ['Z', 'No Full Air Brake Equipped CMV'],
  ],
);
