import { CodeListId } from '../../codes/list-ids';
import { code, date, multiCode, phone, plainText, text, yesNo } from '../builders';
import type { FieldDefinition } from '../field-schema';

/** The person fields of a driver or passenger: names, birth date, contact and address. */
export const personFields = (): FieldDefinition[] => [
  text('NAMELASTTXT', 'Last Name', { maxLength: 25 }),
  text('NAMEFIRSTTXT', 'First Name', { maxLength: 20 }),
  text('NAMEMINITIALTXT', 'Middle Initial', { maxLength: 1 }),
  text('NAMEFILIALTXT', 'Suffix', { maxLength: 3 }),
  code('GENDERCDE', 'Gender', CodeListId.Gender),
  date('BIRTHDTE', 'Date of Birth'),
  phone('PHONETXT', 'Phone'),
  plainText('EMAILADDRTXT', 'E-mail', { maxLength: 100, email: true }),
  ...addressFields(),
];

export const addressFields = (): FieldDefinition[] => [
  text('ADDRSTREETTXT', 'Street', { maxLength: 40 }),
  text('ADDRCITYTXT', 'City', { maxLength: 25 }),
  code('ADDRSTATECDE', 'State', CodeListId.State),
  text('ADDRZIPTXT', 'Zip', { maxLength: 10 }),
];

/** The status fields of a driver or passenger: position, restraint, injury, tests. */
export const statusFields = (): FieldDefinition[] => [
  code('POSINVEHCDE', 'Position in Vehicle', CodeListId.SeatingPosition),
  code('EJECTTRAPCDE', 'Ejection / Trapped', CodeListId.EjectionTrapped),
  code('SAFETYEQUUSEDCDE', 'Safety Equipment Used', CodeListId.SafetyEquipment),
  yesNo('SAFETYEQUEFFIND', 'Safety Equipment Effective'),
  code('INJLOCCDE', 'Injury Location', CodeListId.InjuryLocation),
  code('INJSTATUSCDE', 'Injury Status', CodeListId.InjuryStatus),
  code('INJNATURECDE', 'Injury Nature', CodeListId.InjuryNature),
  text('EMSRUNNBRTXT', 'EMS Run Number', { minLength: 1, maxLength: 4 }),
  yesNo('IMMEDMEDIND', 'Transported for Immediate Medical Treatment'),
  code('TESTGIVENCDE', 'Test Given', CodeListId.TestGiven),
  multiCode('TESTTYPECDE', 'Test Type', CodeListId.TestType),
];
