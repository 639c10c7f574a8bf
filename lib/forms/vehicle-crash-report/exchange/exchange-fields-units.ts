import type { ExchangeMapping } from '../../../exchange/exchange-mapping-schema';
import { exportAs } from './exchange-fields';

const vehicle = (path: string) => `nc:RoleOfItem~nc:VehicleType/${path}`;
const ours = (name: string) => `cr:CrashVehicleAugmentation/cr:${name}`;
const registration = (path: string) => `cr:CrashVehicleAugmentation/j:ConveyanceRegistration/${path}`;
const carrier = (path: string) =>
  `cr:CrashVehicleAugmentation/j:CommercialVehicle/j:CommercialVehicleMotorCarrier/${path}`;
const carrierAddress = (path: string) => carrier(`nc:OrganizationLocation/nc:Address/${path}`);
const trailer = (path: string) => `cr:CrashVehicleAugmentation/cr:Trailer/${path}`;
const owner = (path: string) => vehicle(`nc:ItemOwner/${path}`);
const ownerAddress = (path: string) => `cr:CrashVehicleAugmentation/cr:VehicleOwnerAddress/${path}`;
const nonMotorist = (name: string) => `cr:CrashNonMotoristAugmentation/cr:${name}`;
const onlyVehicle = { within: 'j:CrashVehicle' } as const;
const onlyNonMotorist = { within: 'j:CrashNonMotorist' } as const;

/**
 * A unit's fields but its people's (exchange-fields-people.ts), relative to the unit's
 * j:CrashVehicle or j:CrashNonMotorist; the vehicle's sections only apply to a vehicle
 * (their contexts say so in exchange-mapping.ts).
 */
export const unitFields: ExchangeMapping['fields'] = {
  'Units.*.UnitInformation.UNITTYPECDE': [
    exportAs('j:CrashVehicleCategoryCode', 'code', 'unitType', {
      ...onlyVehicle,
      codes: 'vehicleUnitType',
      mmucc: 'V2',
    }),
    exportAs(nonMotorist('UnitTypeCode'), 'code', 'unitType', onlyNonMotorist),
  ],
  'Units.*.UnitInformation.VEHICLENMB': [
    exportAs(ours('UnitNumber'), 'integer', 'unitNumber', { ...onlyVehicle, mmucc: 'V2' }),
    exportAs(nonMotorist('UnitNumber'), 'integer', 'unitNumber', onlyNonMotorist),
  ],
  'Units.*.UnitInformation.TRAVDIRCDE': [
    exportAs('j:TravelDirectionBeforeCrashCode', 'code', 'directionOfTravelBeforeCrash', {
      ...onlyVehicle,
      codes: 'travelDirection',
      mmucc: 'V13',
    }),
    exportAs(nonMotorist('TravelDirectionCode'), 'code', 'directionOfTravel', onlyNonMotorist),
  ],
  'Units.*.UnitInformation.TRAILERIND': exportAs(ours('TrailerIndicator'), 'boolean', 'towingTrailer', onlyVehicle),
  'Units.*.UnitInformation.COMMVEHIND': exportAs(
    vehicle('nc:VehicleCMVIndicator'),
    'boolean',
    'commercialMotorVehicle',
    {
      ...onlyVehicle,
    },
  ),
  'Units.*.UnitInformation.ENFORCEMENTIND': exportAs(
    ours('EnforcementVehicleIndicator'),
    'boolean',
    'enforcementVehicle',
    {
      ...onlyVehicle,
    },
  ),
  'Units.*.UnitInformation.LEFTSCENEIND': [
    exportAs(ours('LeftSceneIndicator'), 'boolean', 'hitAndRun', { ...onlyVehicle, mmucc: 'V22' }),
    exportAs(nonMotorist('LeftSceneIndicator'), 'boolean', 'hitAndRun', onlyNonMotorist),
  ],

  'Units.*.VehicleInformation.VINTXT': exportAs(
    vehicle('nc:VehicleIdentification/nc:IdentificationID'),
    'text',
    'vin',
    {
      mmucc: 'V1',
    },
  ),
  'Units.*.VehicleInformation.VEHYEARTXT': exportAs(vehicle('nc:ItemModelYearDate'), 'year', 'modelYear', {
    mmucc: 'V6',
  }),
  'Units.*.VehicleInformation.VEHMAKETXT': exportAs(vehicle('nc:ItemMakeName'), 'text', 'make', { mmucc: 'V5' }),
  'Units.*.VehicleInformation.VEHMODELTXT': exportAs(vehicle('nc:ItemModelName'), 'text', 'model', { mmucc: 'V7' }),
  'Units.*.VehicleInformation.VEHTYPETXT': exportAs(vehicle('nc:ItemCategoryText'), 'text', 'vehicleType'),
  'Units.*.VehicleInformation.VEHCOLORTXT': exportAs(vehicle('nc:ConveyanceColorPrimaryText'), 'code', 'color'),
  'Units.*.VehicleInformation.VEHSTYLETXT': exportAs('j:VehicleBodyCategoryCode', 'code', 'bodyType', {
    codes: 'bodyType',
    mmucc: 'V8',
  }),
  'Units.*.VehicleInformation.VEHLICSTATECDE': exportAs(
    registration('j:ConveyanceRegistrationPlateIdentification/nc:IdentificationJurisdiction/nc:JurisdictionText'),
    'code',
    'registrationState',
    { mmucc: 'V3' },
  ),
  'Units.*.VehicleInformation.VEHLICNBRTXT': exportAs(
    registration('j:ConveyanceRegistrationPlateIdentification/nc:IdentificationID'),
    'text',
    'licensePlateNumber',
    { mmucc: 'V4' },
  ),
  'Units.*.VehicleInformation.VEHLICYEARTXT': exportAs(
    registration('j:ConveyanceRegistrationPlateIdentification/nc:IdentificationExpirationDate/nc:YearDate'),
    'year',
    'registrationYear',
    { mmucc: 'V3' },
  ),
  'Units.*.VehicleInformation.OCCUPSNMB': exportAs('j:CrashVehicleOccupantsQuantity', 'integer', 'totalOccupants', {
    mmucc: 'V9',
  }),
  'Units.*.VehicleInformation.AXELSTXT': exportAs(vehicle('nc:VehicleAxleQuantity'), 'integer', 'axles'),
  'Units.*.VehicleInformation.SPEEDLIMITTXT': exportAs(ours('PostedSpeedLimitQuantity'), 'integer', 'speedLimit', {
    mmucc: 'V12',
  }),
  'Units.*.VehicleInformation.TOWEDIND': exportAs(ours('TowedIndicator'), 'boolean', 'towed'),
  'Units.*.VehicleInformation.TOWDUETODAMAGEIND': exportAs(
    ours('TowedDueToDisablingDamageIndicator'),
    'boolean',
    'towedDueToDisablingDamage',
    { mmucc: 'V23' },
  ),
  'Units.*.VehicleInformation.TOWEDTOTXT': exportAs(ours('TowedToText'), 'text', 'towedTo'),
  'Units.*.VehicleInformation.TOWEDBYTXT': exportAs(
    'cr:CrashVehicleAugmentation/nc:TowingCompany/nc:OrganizationName',
    'text',
    'towedBy',
  ),
  'Units.*.VehicleInformation.INSURANCEIND': exportAs(ours('ProofOfInsuranceIndicator'), 'boolean', 'proofOfInsurance'),
  'Units.*.VehicleInformation.INSURERNAMETXT': exportAs(
    'cr:CrashVehicleAugmentation/nc:Insurance/nc:InsuranceCarrierName',
    'text',
    'insuranceCompany',
  ),
  'Units.*.VehicleInformation.INSURERPHONETXT': exportAs(
    ours('InsuranceCarrierTelephoneText'),
    'text',
    'insurancePhone',
  ),
  'Units.*.VehicleInformation.INSPOLICYNBRTXT': exportAs(
    'cr:CrashVehicleAugmentation/nc:Insurance/nc:InsurancePolicyIdentification/nc:IdentificationID',
    'text',
    'insurancePolicyNumber',
  ),
  'Units.*.VehicleInformation.FIREIND': exportAs(ours('FireIndicator'), 'boolean', 'fire'),
  'Units.*.VehicleInformation.VEHUSECDE': [
    exportAs(vehicle('j:VehicleAugmentation/j:VehicleUseCode'), 'code', 'specialFunction', {
      codes: 'vehicleUse',
      mmucc: 'V10',
    }),
    exportAs(ours('VehicleUseCode'), 'code', 'vehicleUse'),
  ],
  'Units.*.VehicleInformation.EMERGENCYRUNIND': exportAs(
    'j:CrashVehicleEmergencyUseIndicationCode',
    'code',
    'emergencyMotorVehicleUse',
    { codes: 'emergencyUse', mmucc: 'V11' },
  ),
  'Units.*.VehicleInformation.ROADTYPECDE': exportAs(
    ours('TrafficwayDescriptionCode'),
    'code',
    'trafficwayDescription',
    { codes: 'trafficway', mmucc: 'V14' },
  ),
  'Units.*.VehicleInformation.PRECOLLDIRCDE': exportAs(ours('PreCrashDirectionCode'), 'code', 'preCrashDirection'),
  'Units.*.VehicleInformation.PRECOLLACTCDE': exportAs('j:ManeuverCode', 'code', 'maneuver', {
    codes: 'maneuver',
    mmucc: 'V18',
  }),
  'Units.*.VehicleInformation.EVENTCOLLWITHCDE': exportAs(ours('HarmfulEventCode'), 'code', 'sequenceOfEvents1', {
    codes: 'harmfulEvent',
    mmucc: 'V20',
  }),
  'Units.*.VehicleInformation.EVENTCOLLWITHCDE2': exportAs(ours('HarmfulEventCode'), 'code', 'sequenceOfEvents2', {
    codes: 'harmfulEvent',
    mmucc: 'V20',
  }),
  'Units.*.VehicleInformation.EVENTCOLLWITHCDE3': exportAs(ours('HarmfulEventCode'), 'code', 'sequenceOfEvents3', {
    codes: 'harmfulEvent',
    mmucc: 'V20',
  }),
  'Units.*.VehicleInformation.EVENTCOLLWITHCDE4': exportAs(ours('HarmfulEventCode'), 'code', 'sequenceOfEvents4', {
    codes: 'harmfulEvent',
    mmucc: 'V20',
  }),
  'Units.*.VehicleInformation.INITIALIMPACTCDE': exportAs(
    ours('InitialPointOfContactCode'),
    'code',
    'initialPointOfContact',
    { mmucc: 'V19' },
  ),
  'Units.*.VehicleInformation.DAMAGEAREACDE': exportAs(ours('DamagedAreaCode'), 'code', 'areasDamaged', {
    mmucc: 'V19',
  }),
  'Units.*.VehicleInformation.TrafficCntrlCde': exportAs(
    'j:VehicleTrafficControlDeviceCategoryCode',
    'code',
    'trafficControlDeviceType',
    { codes: 'trafficControl', mmucc: 'V17' },
  ),
  'Units.*.VehicleInformation.TrafficCntlOpInd': exportAs(
    'j:VehicleTrafficControlDeviceOperationalIndicator',
    'boolean',
    'trafficControlDeviceFunctioning',
    { mmucc: 'V17' },
  ),
  'Units.*.VehicleInformation.RDWYCHARCDE': exportAs(
    ours('RoadwayAlignmentGradeCode'),
    'code',
    'roadwayAlignmentAndGrade',
    { mmucc: 'V16' },
  ),
  'Units.*.CMVInformation.StateOrMunicipallyOwned': exportAs(
    ours('GovernmentOwnedIndicator'),
    'boolean',
    'stateOrMunicipallyOwned',
  ),
  'Units.*.CMVInformation.CARRIERNAMETXT': exportAs(carrier('nc:OrganizationName'), 'text', 'carrierName'),
  'Units.*.CMVInformation.CARRIERSTREETTXT': exportAs(
    carrierAddress('nc:AddressDeliveryPointText'),
    'text',
    'carrierStreet',
  ),
  'Units.*.CMVInformation.CARRIERCITYTXT': exportAs(carrierAddress('nc:AddressCityName'), 'text', 'carrierCity'),
  'Units.*.CMVInformation.CARRIERSTATECDE': exportAs(
    carrierAddress('nc:AddressState/nc:StateName'),
    'code',
    'carrierState',
  ),
  'Units.*.CMVInformation.CARRIERZIPTXT': exportAs(carrierAddress('nc:AddressPostalCode'), 'text', 'carrierZipCode'),
  'Units.*.CMVInformation.GVWRCDE': exportAs(ours('GrossVehicleWeightRatingCode'), 'code', 'gvwrGcwr', {
    codes: 'gvwr',
  }),
  'Units.*.CMVInformation.CARGOBODYTYPECDE': exportAs(
    'cr:CrashVehicleAugmentation/j:CommercialVehicle/j:CommercialVehicleCargoBodyCategoryCode',
    'code',
    'cargoBodyType',
    { codes: 'cargoBodyType' },
  ),
  'Units.*.CMVInformation.HAZPLACARDIND': exportAs(
    'j:HazMatPlacardIndicationCode',
    'code',
    'hazardousMaterialsPlacard',
    {
      codes: 'hazmatPlacard',
    },
  ),
  'Units.*.CMVInformation.HAZCARGORELEASEIND': exportAs(
    ours('HazardousMaterialsReleasedIndicator'),
    'boolean',
    'hazardousMaterialsReleased',
  ),
  'Units.*.CMVInformation.HAZCLASSCDE': exportAs(
    ours('HazardousMaterialsClassCode'),
    'code',
    'hazardousMaterialsClass',
  ),
  'Units.*.CMVInformation.HAZCARGOCDE': exportAs('j:HazMatPlacardNumberText', 'text', 'hazardousMaterialsId'),
  'Units.*.CMVInformation.HAZMATSHIPNAMETXT': exportAs(
    ours('HazardousMaterialsShippingName'),
    'text',
    'hazardousMaterialsName',
  ),
  'Units.*.CMVInformation.USDOTNBRTXT': exportAs(
    carrier('j:MotorCarrierDOTIdentification/nc:IdentificationID'),
    'text',
    'usdotNumber',
  ),
  'Units.*.CMVInformation.ICCMCNBRTXT': exportAs(
    carrier('j:MotorCarrierICCIdentification/nc:IdentificationID'),
    'text',
    'iccMcNumber',
  ),
  'Units.*.CMVInformation.STATEDOTNBRTXT': exportAs(ours('StateDOTIdentification'), 'text', 'stateDotNumber'),
  'Units.*.CMVInformation.INSPECIND': exportAs(ours('InspectionDoneIndicator'), 'boolean', 'inspectionDone'),
  'Units.*.CMVInformation.INSPECCDE': exportAs(ours('InspectionLevelCode'), 'code', 'inspectionLevel'),

  'Units.*.TrailerInformation.LICYEARTXT': exportAs(
    trailer(
      'j:ConveyanceRegistration/j:ConveyanceRegistrationPlateIdentification/nc:IdentificationExpirationDate/nc:YearDate',
    ),
    'year',
    'trailerRegistrationYear',
  ),
  'Units.*.TrailerInformation.LICSTATECDE': exportAs(
    trailer(
      'j:ConveyanceRegistration/j:ConveyanceRegistrationPlateIdentification/nc:IdentificationJurisdiction/nc:JurisdictionText',
    ),
    'code',
    'trailerRegistrationState',
  ),
  'Units.*.TrailerInformation.LICNBRTXT': exportAs(
    trailer('j:ConveyanceRegistration/j:ConveyanceRegistrationPlateIdentification/nc:IdentificationID'),
    'text',
    'trailerLicensePlateNumber',
  ),
  'Units.*.TrailerInformation.TRAILERYEARTXT': exportAs(trailer('nc:ItemModelYearDate'), 'year', 'trailerModelYear'),
  'Units.*.TrailerInformation.TRAILERMAKETXT': exportAs(trailer('nc:ItemMakeName'), 'text', 'trailerMake'),

  'Units.*.Owner.BUSINESSNAMETXT': exportAs(owner('nc:EntityOrganization/nc:OrganizationName'), 'text', 'businessName'),
  'Units.*.Owner.NAMELASTTXT': exportAs(owner('nc:EntityPerson/nc:PersonName/nc:PersonSurName'), 'text', 'lastName'),
  'Units.*.Owner.NAMEFIRSTTXT': exportAs(
    owner('nc:EntityPerson/nc:PersonName/nc:PersonGivenName'),
    'text',
    'firstName',
  ),
  'Units.*.Owner.NAMEMINITIALTXT': exportAs(
    owner('nc:EntityPerson/nc:PersonName/nc:PersonMiddleName'),
    'text',
    'middleInitial',
  ),
  'Units.*.Owner.ADDRSTREETTXT': exportAs(ownerAddress('nc:AddressDeliveryPointText'), 'text', 'streetAddress'),
  'Units.*.Owner.ADDRCITYTXT': exportAs(ownerAddress('nc:AddressCityName'), 'text', 'city'),
  'Units.*.Owner.ADDRSTATECDE': exportAs(ownerAddress('nc:AddressState/nc:StateName'), 'code', 'state'),
  'Units.*.Owner.ADDRZIPTXT': exportAs(ownerAddress('nc:AddressPostalCode'), 'text', 'zipCode'),

  'Units.*.NonMotorist.ACTIONCDE': [
    exportAs('j:NonMotoristActionBeforeCrashCode', 'code', 'actionCircumstances', { codes: 'nonMotoristAction' }),
    exportAs(nonMotorist('ActionCode'), 'code', 'action'),
  ],
  'Units.*.NonMotorist.NonMotoristLocationCde': exportAs('j:NonMotoristLocationCode', 'code', 'locationAtTimeOfCrash', {
    codes: 'nonMotoristLocation',
  }),
  'Units.*.NonMotorist.TRAFFICCNTLIND': exportAs(
    nonMotorist('TrafficControlPresentIndicator'),
    'boolean',
    'trafficControlPresent',
  ),
  'Units.*.NonMotorist.TRAFFICCNTLOPIND': exportAs(
    nonMotorist('TrafficControlOperationalIndicator'),
    'boolean',
    'trafficControlFunctioning',
  ),
  'Units.*.NonMotorist.CITEDIND': exportAs(nonMotorist('CitedIndicator'), 'boolean', 'cited'),
  'Units.*.NonMotorist.CollidedCde': exportAs(nonMotorist('CollidedWithCode'), 'code', 'collidedWith', {
    codes: 'harmfulEvent',
  }),
  'Units.*.NonMotorist.CITETYPECDE': exportAs(nonMotorist('CitationCategoryCode'), 'code', 'citationTypes'),
  'Units.*.NonMotorist.Citations.*.ICCDE': exportAs(
    'j:ChargeStatute/j:StatuteCodeSectionIdentification/nc:IdentificationID',
    'code',
    'statute',
  ),

  'Units.*.Factors.VehicleFactors': [
    exportAs('j:VehicleContributingCircumstancesCode', 'code', 'vehicleContributingCircumstances', {
      ...onlyVehicle,
      codes: 'vehicleFactors',
      mmucc: 'V24',
    }),
    // A cyclist's or rider's conveyance can fail too; NIEM has no element for it but the vehicle's.
    exportAs(nonMotorist('ConveyanceContributingCircumstancesCode'), 'code', 'conveyanceContributingCircumstances', {
      ...onlyNonMotorist,
      codes: 'vehicleFactors',
    }),
  ],
  'Units.*.Factors.DriverFactors': [
    exportAs('j:CrashDriver/j:CrashDriverContributingCircumstancesCode', 'code', 'driverActionsAtTimeOfCrash', {
      ...onlyVehicle,
      codes: 'driverFactors',
    }),
    exportAs('j:NonMotoristContributingCircumstancesCode', 'code', 'nonMotoristActionsAtTimeOfCrash', {
      ...onlyNonMotorist,
      codes: 'nonMotoristFactors',
    }),
  ],
  'Units.*.Factors.EnvironmentalFactors': [
    exportAs(ours('EnvironmentContributingCircumstancesCode'), 'code', 'environmentContributingCircumstances', {
      ...onlyVehicle,
      codes: 'environmentFactors',
    }),
    exportAs(nonMotorist('EnvironmentContributingCircumstancesCode'), 'code', 'environmentContributingCircumstances', {
      ...onlyNonMotorist,
      codes: 'environmentFactors',
    }),
  ],
};
