import type { ExchangeMapping, FieldExport } from '../../../exchange/exchange-mapping-schema';
import { exportAs } from './exchange-fields';

const person = (path: string) => `nc:RoleOfPerson/${path}`;
const contact = (path: string) => person(`nc:PersonContactInformation/${path}`);
const address = (path: string) => contact(`nc:ContactMailingAddress/${path}`);
const injury = (path: string) => `@crashPerson/${path}`;
const ourInjury = (name: string) => `@crashPerson/cr:CrashPersonAugmentation/cr:${name}`;
const licence = (path: string) => `j:DriverLicense~j:CrashDriverLicenseType/${path}`;
const driverOnly = { within: 'j:CrashDriver' } as const;
const onlyNonMotorist = { within: 'j:CrashNonMotorist' } as const;

/** A driver's, passenger's or non-motorist's own fields, by field key, relative to the person's context. */
const personExports: Record<string, FieldExport | FieldExport[]> = {
  NAMELASTTXT: exportAs(person('nc:PersonName/nc:PersonSurName'), 'text', 'lastName'),
  NAMEFIRSTTXT: exportAs(person('nc:PersonName/nc:PersonGivenName'), 'text', 'firstName'),
  NAMEMINITIALTXT: exportAs(person('nc:PersonName/nc:PersonMiddleName'), 'text', 'middleInitial'),
  NAMEFILIALTXT: exportAs(person('nc:PersonName/nc:PersonNameSuffixText'), 'text', 'nameSuffix'),
  GENDERCDE: exportAs(person('j:PersonSexCode'), 'code', 'sex', { codes: 'sex' }),
  BIRTHDTE: exportAs(person('nc:PersonBirthDate/nc:Date'), 'date', 'dateOfBirth', { mmucc: 'P1' }),
  PHONETXT: exportAs(
    contact('nc:ContactTelephoneNumber/nc:FullTelephoneNumber/nc:TelephoneNumberFullID'),
    'text',
    'phone',
  ),
  EMAILADDRTXT: exportAs(contact('nc:ContactEmailID'), 'text', 'email'),
  ADDRSTREETTXT: exportAs(address('nc:AddressDeliveryPointText'), 'text', 'streetAddress'),
  ADDRCITYTXT: exportAs(address('nc:AddressCityName'), 'text', 'city'),
  ADDRSTATECDE: exportAs(address('nc:AddressState/nc:StateName'), 'code', 'state'),
  ADDRZIPTXT: exportAs(address('nc:AddressPostalCode'), 'text', 'zipCode'),

  POSINVEHCDE: exportAs(
    '@occupant/cr:CrashVehicleOccupantAugmentation/cr:SeatingPositionCode',
    'code',
    'seatingPosition',
    {},
  ),
  // MMUCC's lists lack some of our codes (pinned under, helmets, air bags): our own element carries
  // every code, and the MMUCC element those it has (the tables are partial).
  EJECTTRAPCDE: [
    exportAs('@occupant/j:OccupantEjectionCode', 'code', 'ejection', { codes: 'ejection' }),
    exportAs('@occupant/cr:CrashVehicleOccupantAugmentation/cr:EjectionTrappedCode', 'code', 'ejectionTrapped'),
  ],
  SAFETYEQUUSEDCDE: [
    exportAs('j:NonMotoristSafetyEquipmentCode', 'code', 'nonMotoristSafetyEquipment', {
      codes: 'nonMotoristSafetyEquipment',
      within: 'j:CrashNonMotorist',
    }),
    exportAs('cr:CrashNonMotoristAugmentation/cr:SafetyEquipmentCode', 'code', 'safetyEquipment', {
      within: 'j:CrashNonMotorist',
    }),
    exportAs('@occupant/j:OccupantProtectionSystemUseCode', 'code', 'restraintSystemUse', {
      codes: 'restraintUse',
    }),
    exportAs('@occupant/cr:CrashVehicleOccupantAugmentation/cr:SafetyEquipmentCode', 'code', 'safetyEquipment'),
  ],
  SAFETYEQUEFFIND: exportAs(ourInjury('SafetyEquipmentEffectiveIndicator'), 'boolean', 'safetyEquipmentEffective'),
  INJLOCCDE: exportAs(injury('j:CrashPersonInjury/j:InjuryLocationCode'), 'code', 'injuryArea', {
    codes: 'injuryArea',
  }),
  INJSTATUSCDE: exportAs(injury('j:CrashPersonInjury/j:InjurySeverityCode'), 'code', 'injuryStatus', {
    codes: 'injurySeverity',
  }),
  INJNATURECDE: exportAs(ourInjury('InjuryNatureCode'), 'code', 'injuryNature'),
  EMSRUNNBRTXT: exportAs(
    injury('j:EmergencyMedicalServiceCall/nc:ActivityIdentification/nc:IdentificationID'),
    'text',
    'emsRunNumber',
  ),
  IMMEDMEDIND: exportAs(injury('j:InjuredTransportationSourceCode'), 'code', 'transportedToMedicalFacilityBy', {
    codes: 'transported',
  }),
  TESTGIVENCDE: exportAs(ourInjury('TestGivenCode'), 'code', 'testGiven'),
  TESTTYPECDE: exportAs(ourInjury('TestTypeCode'), 'code', 'testType'),
};

/**
 * The driver's own fields: licence, ownership, condition; of these a non-motorist keeps only the
 * licence number and the condition.
 */
const driverExports: Record<string, FieldExport | FieldExport[]> = {
  // A non-motorist's licence only identifies the person: the licence facts MMUCC asks are a driver's.
  DRIVERLICNBRTXT: [
    exportAs(licence('j:DriverLicenseIdentification/nc:IdentificationID'), 'text', 'driverLicenseNumber', {
      ...driverOnly,
      mmucc: 'P11',
    }),
    exportAs(person('nc:PersonLicenseIdentification/nc:IdentificationID'), 'text', 'licenseNumber', onlyNonMotorist),
  ],
  DRIVERLICSTATECDE: [
    exportAs(
      licence('j:DriverLicenseIdentification/nc:IdentificationJurisdiction/nc:JurisdictionText'),
      'code',
      'driverLicenseJurisdiction',
      driverOnly,
    ),
    exportAs(
      person('nc:PersonLicenseIdentification/nc:IdentificationJurisdiction/nc:JurisdictionText'),
      'code',
      'licenseJurisdiction',
      onlyNonMotorist,
    ),
  ],
  DRIVERLICTYPETXT: exportAs(licence('j:CrashDriverLicenseCategoryCode'), 'code', 'driverLicenseType', {
    ...driverOnly,
    codes: 'licenseType',
    mmucc: 'P11',
  }),
  CDLCLASSTXT: exportAs(licence('j:DriverLicenseCommercialClassCode'), 'code', 'driverLicenseClass', {
    ...driverOnly,
    codes: 'cdlClass',
    mmucc: 'P11',
  }),
  RESTRICTIONCDE: exportAs(
    licence('j:DriverLicenseRestriction/j:DriverLicenseRestrictionCode'),
    'code',
    'driverLicenseRestrictions',
    { ...driverOnly, codes: 'licenseRestriction' },
  ),
  VehicleOwnerInd: exportAs(
    'cr:CrashDriverAugmentation/cr:DriverOwnsVehicleIndicator',
    'boolean',
    'driverOwnsVehicle',
    {
      ...driverOnly,
    },
  ),
  AggressiveDriveInd: exportAs(
    'cr:CrashDriverAugmentation/cr:AggressiveDrivingIndicator',
    'boolean',
    'aggressiveDriving',
    {
      ...driverOnly,
    },
  ),
  CONDITIONCDE: [
    exportAs('cr:CrashDriverAugmentation/cr:ConditionAtTimeOfCrashCode', 'code', 'conditionAtTimeOfCrash', driverOnly),
    exportAs(
      'cr:CrashNonMotoristAugmentation/cr:ConditionAtTimeOfCrashCode',
      'code',
      'conditionAtTimeOfCrash',
      onlyNonMotorist,
    ),
  ],
};

const under = (section: string, exports: Record<string, FieldExport | FieldExport[]>) =>
  Object.fromEntries(Object.entries(exports).map(([key, exp]) => [`${section}.${key}`, exp]));

/** The Driver section (a driver, or the non-motorist person) and each passenger. */
export const peopleFields: ExchangeMapping['fields'] = {
  ...under('Units.*.Driver', { ...personExports, ...driverExports }),
  ...under('Units.*.Passengers.*', personExports),
};
