import { CodeListId } from '../../codes/list-ids';
import { code, date, multiCode, phone, plainText, text, yesNo } from '../definition/builders';
import type { FieldDefinition } from '../definition/field-schema';

/** The person fields of a driver or passenger: names, birth date, contact and address. */
export const personFields = (): FieldDefinition[] => [
  text('NAMELASTTXT', 'Last Name', { maxLength: 25, role: 'person.lastName', personal: 'name' }),
  text('NAMEFIRSTTXT', 'First Name', { maxLength: 20, role: 'person.firstName', personal: 'name' }),
  text('NAMEMINITIALTXT', 'Middle Initial', { maxLength: 1, role: 'person.middleInitial', personal: 'name' }),
  text('NAMEFILIALTXT', 'Suffix', { maxLength: 3, role: 'person.suffix', personal: 'name' }),
  code('GENDERCDE', 'Gender', CodeListId.Gender, { role: 'person.gender' }),
  date('BIRTHDTE', 'Date of Birth', { role: 'person.birthDate', personal: 'birthDate' }),
  phone('PHONETXT', 'Phone', { role: 'person.phone', personal: 'contact' }),
  plainText('EMAILADDRTXT', 'E-mail', { maxLength: 100, email: true, role: 'person.email', personal: 'contact' }),
  ...addressFields(),
];

export const addressFields = (): FieldDefinition[] => [
  text('ADDRSTREETTXT', 'Street', { maxLength: 40, role: 'person.street', personal: 'address' }),
  text('ADDRCITYTXT', 'City', { maxLength: 25, role: 'person.city', personal: 'address' }),
  code('ADDRSTATECDE', 'State', CodeListId.State, { role: 'person.state', personal: 'address' }),
  text('ADDRZIPTXT', 'Zip', { maxLength: 10, role: 'person.zip', personal: 'address', publicCopy: 'zipCode' }),
];

/** The status fields of a driver or passenger: position, restraint, injury, tests. */
export const statusFields = (): FieldDefinition[] => [
  code('POSINVEHCDE', 'Position in Vehicle', CodeListId.SeatingPosition, { role: 'person.seatingPosition' }),
  code('EJECTTRAPCDE', 'Ejection / Trapped', CodeListId.EjectionTrapped),
  code('SAFETYEQUUSEDCDE', 'Safety Equipment Used', CodeListId.SafetyEquipment),
  yesNo('SAFETYEQUEFFIND', 'Safety Equipment Effective'),
  code('INJLOCCDE', 'Injury Location', CodeListId.InjuryLocation, { publicCopy: 'withheld' }),
  code('INJSTATUSCDE', 'Injury Status', CodeListId.InjuryStatus, { role: 'person.injuryStatus' }),
  code('INJNATURECDE', 'Injury Nature', CodeListId.InjuryNature, { publicCopy: 'withheld' }),
  text('EMSRUNNBRTXT', 'EMS Run Number', { minLength: 1, maxLength: 4, publicCopy: 'withheld' }),
  yesNo('IMMEDMEDIND', 'Transported for Immediate Medical Treatment', undefined, { role: 'person.transported' }),
  code('TESTGIVENCDE', 'Test Given', CodeListId.TestGiven),
  multiCode('TESTTYPECDE', 'Test Type', CodeListId.TestType),
];
