import type { ExchangeMapping, FieldExport, ValueKind } from '../../../exchange/exchange-mapping-schema';

/**
 * One field's export; `more` adds the MMUCC id (numbered as MMUCC's 5th edition, 2017, numbers
 * its elements), the translation table, the time or the context.
 */
export const exportAs = (
  element: string,
  as: ValueKind,
  json: string,
  more: Partial<Omit<FieldExport, 'element' | 'as' | 'json'>> = {},
): FieldExport => ({ element, as, json, ...more });

const crash = (path: string) => `j:Crash/${path}`;
const ours = (name: string) => `j:Crash/cr:CrashAugmentation/cr:${name}`;
const location = (path: string) => `j:Crash/nc:Location/${path}`;
const place = (name: string) => `j:Crash/nc:Location/cr:LocationAugmentation/cr:${name}`;
const officer = (path: string) => `j:Crash/j:CrashServiceCall/j:ServiceCallDispatchedOfficial/${path}`;

/**
 * The crash's own fields (General Information, Crash Details, Location, Narrative) and the
 * repeated sections placed at the crash (assisting officers, damaged property, witnesses), each
 * relative to its section's context in exchange-mapping.ts.
 */
export const crashFields: ExchangeMapping['fields'] = {
  'GeneralInformation.CollDte': exportAs(crash('nc:ActivityDate/nc:DateTime'), 'dateTime', 'crashDateTime', {
    time: 'CollTimeTxt',
    mmucc: 'C3',
  }),
  'GeneralInformation.TimeNotifiedTxt': exportAs(ours('PoliceNotifiedTime'), 'time', 'policeNotifiedTime'),
  'GeneralInformation.TimeArrivedTxt': exportAs(ours('PoliceArrivedTime'), 'time', 'policeArrivedTime'),
  'GeneralInformation.REPORTDTE': exportAs(crash('nc:ActivityReportedDate/nc:Date'), 'date', 'reportDate'),
  'GeneralInformation.LaneStartTimeTxt': exportAs(ours('LaneClosedStartTime'), 'time', 'laneClosedStartTime'),
  'GeneralInformation.LaneEndTimeTxt': exportAs(ours('LaneClosedEndTime'), 'time', 'laneClosedEndTime'),
  'GeneralInformation.RoadwayStartTimeTxt': exportAs(ours('RoadwayClosedStartTime'), 'time', 'roadwayClosedStartTime'),
  'GeneralInformation.RoadwayEndTimeTxt': exportAs(ours('RoadwayClosedEndTime'), 'time', 'roadwayClosedEndTime'),
  'GeneralInformation.InvestCompleteInd': exportAs(
    ours('InvestigationCompleteIndicator'),
    'boolean',
    'investigationComplete',
  ),
  'GeneralInformation.PhotosTakenInd': exportAs(ours('PhotographsTakenIndicator'), 'boolean', 'photographsTaken'),
  'GeneralInformation.InvestOtherLocTxt': exportAs(ours('InvestigationLocationCode'), 'code', 'investigationLocation'),
  'GeneralInformation.SceneLocationTxt': exportAs(
    ours('InvestigationLocationText'),
    'text',
    'investigationLocationDescription',
  ),
  'GeneralInformation.AgencyORITXT': exportAs(
    crash('j:CrashInformationSource/j:OrganizationORIIdentification/nc:IdentificationID'),
    'code',
    'reportingAgencyOri',
  ),
  'GeneralInformation.LocalCodeTxt': exportAs(ours('LocalCode'), 'text', 'localCode'),
  'GeneralInformation.ReviewedByTxt': exportAs(ours('ReviewedByText'), 'text', 'reviewedBy'),
  'GeneralInformation.ReviewingOfficerTxt': exportAs(ours('ReviewingOfficerText'), 'text', 'reviewingOfficer'),
  'GeneralInformation.InvestigativeOfficer.OfficerIdTxt': exportAs(
    officer('j:EnforcementOfficialBadgeIdentification/nc:IdentificationID'),
    'text',
    'investigatingOfficerId',
  ),
  'GeneralInformation.InvestigativeOfficer.OfficerNameFiTxt': exportAs(
    officer('nc:RoleOfPerson/nc:PersonName/nc:PersonGivenName'),
    'text',
    'investigatingOfficerFirstName',
  ),
  'GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt': exportAs(
    officer('nc:RoleOfPerson/nc:PersonName/nc:PersonSurName'),
    'text',
    'investigatingOfficerLastName',
  ),
  'GeneralInformation.AssistingOfficers.*.OFFICERNAMETXT': exportAs(
    'nc:RoleOfPerson/nc:PersonName/nc:PersonFullName',
    'text',
    'name',
  ),
  'GeneralInformation.AssistingOfficers.*.OFFICERIDTXT': exportAs(
    'j:EnforcementOfficialBadgeIdentification/nc:IdentificationID',
    'text',
    'officerId',
  ),
  'GeneralInformation.AssistingOfficers.*.AGENCYORITXT': exportAs(
    'j:EnforcementOfficialUnit/j:EnforcementUnitIdentification/nc:IdentificationID',
    'code',
    'agencyOri',
  ),

  'CrashDetails.HitRunInd': exportAs(ours('HitAndRunIndicator'), 'boolean', 'hitAndRun'),
  'CrashDetails.MotorVehInvolvedNmb': exportAs(ours('MotorVehicleQuantity'), 'integer', 'numberOfMotorVehicles', {
    mmucc: 'C20',
  }),
  'CrashDetails.NonMotoristsNmb': exportAs(ours('NonMotoristQuantity'), 'integer', 'numberOfNonMotorists', {
    mmucc: 'C22',
  }),
  'CrashDetails.InjuredNmb': exportAs(ours('InjuredPersonQuantity'), 'integer', 'numberOfNonFatallyInjured', {
    mmucc: 'C23',
  }),
  'CrashDetails.DeadNmb': exportAs(ours('FatalityQuantity'), 'integer', 'numberOfFatalities', { mmucc: 'C24' }),
  'CrashDetails.CommercialUnitsNmb': exportAs(ours('CommercialVehicleQuantity'), 'integer', 'numberOfCommercialUnits'),
  'CrashDetails.DeerNmb': exportAs(ours('DeerQuantity'), 'integer', 'numberOfDeer'),
  'CrashDetails.WitnessesInd': exportAs(ours('WitnessesIndicator'), 'boolean', 'witnessesPresent'),
  'CrashDetails.SecondaryCrashInd': exportAs(ours('SecondaryCrashIndicator'), 'boolean', 'secondaryCrash'),
  'CrashDetails.SecondaryFromCde': exportAs(ours('SecondaryCrashFromCode'), 'code', 'secondaryCrashFrom'),
  'CrashDetails.PrimaryFactorCde': exportAs(ours('PrimaryFactorCode'), 'code', 'primaryFactor'),
  'CrashDetails.SchoolZoneInd': exportAs(ours('SchoolZoneIndicator'), 'boolean', 'schoolZone'),
  'CrashDetails.RumbleStripInd': exportAs(ours('RumbleStripIndicator'), 'boolean', 'rumbleStrip'),
  'CrashDetails.ConstructionInd': exportAs(
    crash('j:CrashWorkZone/j:CrashWorkZoneIndicationCode'),
    'code',
    'workZoneRelated',
    {
      codes: 'workZoneRelated',
      mmucc: 'C18',
    },
  ),
  'CrashDetails.ConstructTypeCde': exportAs(crash('j:CrashWorkZone/j:WorkZoneCategoryCode'), 'code', 'workZoneType', {
    codes: 'workZoneType',
    mmucc: 'C18',
  }),
  'CrashDetails.LightCondCde': exportAs(crash('j:CrashLightConditionCode'), 'code', 'lightCondition', {
    codes: 'lightCondition',
    mmucc: 'C12',
  }),
  'CrashDetails.WeatherCde': exportAs(crash('j:CrashWeatherConditionCode'), 'code', 'weatherConditions', {
    codes: 'weather',
    mmucc: 'C11',
  }),
  'CrashDetails.SurfaceCondCde': exportAs(crash('j:CrashRoadSurfaceConditionCode'), 'code', 'roadwaySurfaceCondition', {
    codes: 'surfaceCondition',
    mmucc: 'C13',
  }),
  'CrashDetails.RDWYJUNCTIONCDE': exportAs(crash('j:CrashJunctionRelationCode'), 'code', 'relationToJunction', {
    codes: 'junctionRelation',
    mmucc: 'C15',
  }),
  'CrashDetails.INVOLVEDEQUIPMENTIND': exportAs(ours('InvolvedEquipmentIndicator'), 'boolean', 'involvedEquipment'),
  'CrashDetails.CROSSINGNUMBERTXT': exportAs(ours('RailwayCrossingIdentification'), 'text', 'railwayCrossingId'),
  'CrashDetails.SurfaceTypeCde': exportAs(ours('RoadwaySurfaceTypeCode'), 'code', 'roadwaySurfaceType'),
  'CrashDetails.PropDamageCde': exportAs(ours('PropertyDamageCode'), 'code', 'propertyDamage'),
  'CrashDetails.PropertyType': exportAs(ours('PropertyDamageCategoryCode'), 'code', 'propertyDamageType'),
  'CrashDetails.DamageEstimateCde': exportAs(ours('DamageEstimateCode'), 'code', 'damageEstimate'),
  'CrashDetails.MannerCollCde': exportAs(crash('j:CrashMannerCode'), 'code', 'mannerOfCollision', {
    codes: 'mannerOfCollision',
    mmucc: 'C9',
  }),
  'CrashDetails.ResponderInjuredInd': exportAs(ours('ResponderInjuredIndicator'), 'boolean', 'responderInjured'),
  'CrashDetails.ResponderIncidentNumberTxt': exportAs(
    ours('ResponderIncidentIdentification'),
    'text',
    'responderIncidentNumber',
  ),
  'CrashDetails.AdvancedWarningVehicleInd': exportAs(
    ours('AdvancedWarningVehicleIndicator'),
    'boolean',
    'vehicleAdvancedWarningSystem',
  ),
  'CrashDetails.PublicPropertyDamage.*.PROPNAMETXT': exportAs('nc:ItemName', 'text', 'property'),
  'CrashDetails.PublicPropertyDamage.*.STATEPROPIND': exportAs(
    'cr:ItemAugmentation/cr:StatePropertyIndicator',
    'boolean',
    'stateProperty',
  ),
  'CrashDetails.PublicPropertyDamage.*.OWNERNAMETXT': exportAs(
    'nc:ItemOwner/nc:EntityOrganization/nc:OrganizationName',
    'text',
    'ownerName',
  ),
  'CrashDetails.PublicPropertyDamage.*.OWNERADDRESSTXT': exportAs(
    'nc:ItemOwner/nc:EntityOrganization/nc:OrganizationLocation/nc:Address/nc:AddressFullText',
    'text',
    'ownerAddress',
  ),

  'Location.CountyCde': exportAs(place('CountyCode'), 'code', 'crashCounty', { mmucc: 'C4' }),
  'Location.TownshipCde': exportAs(place('TownshipCode'), 'code', 'crashTownship'),
  'Location.CityCde': exportAs(place('CityPlaceCode'), 'code', 'crashCityPlace', { mmucc: 'C5' }),
  'Location.InCorpLimitInd': exportAs(place('InsideCorporateLimitsIndicator'), 'boolean', 'insideCorporateLimits'),
  'Location.LocalityCde': exportAs(place('LocalityCode'), 'code', 'locality'),
  'Location.RdwyClassCde': exportAs(place('RoadwayClassCode'), 'code', 'roadwayClass'),
  'Location.FUNCTIONALCLASSCDE': exportAs(place('FunctionalClassCode'), 'code', 'functionalClass'),
  'Location.LatDecimalNmb': exportAs(
    location('nc:Location2DGeospatialCoordinate/nc:GeographicCoordinateLatitude/nc:LatitudeDegreeValue'),
    'decimal',
    'latitude',
    { mmucc: 'C6' },
  ),
  'Location.LongDecimalNmb': exportAs(
    location('nc:Location2DGeospatialCoordinate/nc:GeographicCoordinateLongitude/nc:LongitudeDegreeValue'),
    'decimal',
    'longitude',
    { mmucc: 'C6' },
  ),
  'Location.RdwyHouseNbrTxt': exportAs(
    location('nc:Address/nc:AddressStreet/nc:StreetNumberText'),
    'text',
    'houseNumber',
  ),
  'Location.RdwyNameTxt': exportAs(location('nc:Address/nc:AddressStreet/nc:StreetName'), 'text', 'roadwayName', {
    mmucc: 'C6',
  }),
  'Location.RdwyNumberTxt': exportAs(place('RoadwayNumberText'), 'text', 'roadwayNumber'),
  'Location.RdwySuffixTxt': exportAs(
    location('nc:Address/nc:AddressStreet/nc:StreetCategoryText'),
    'code',
    'roadwaySuffix',
  ),
  'Location.RoadwayDirection': exportAs(place('RoadwayDirectionCode'), 'code', 'roadwayDirection'),
  'Location.LocationType': exportAs(place('LocationCategoryCode'), 'code', 'locationType'),
  'Location.InterMileMarkNmb': exportAs(place('MilepostValue'), 'decimal', 'milepost'),
  'Location.RdwyInterChangeTxt': exportAs(place('InterchangeText'), 'text', 'interchange'),
  'Location.InterNameTxt': exportAs(
    location('nc:AddressCrossStreet/nc:AddressStreet/nc:StreetName'),
    'text',
    'intersectingRoadwayName',
  ),
  'Location.InterSuffixTxt': exportAs(
    location('nc:AddressCrossStreet/nc:AddressStreet/nc:StreetCategoryText'),
    'code',
    'intersectingRoadwaySuffix',
  ),
  'Location.InterNumberTxt': exportAs(place('IntersectingRoadwayNumberText'), 'text', 'intersectingRoadwayNumber'),
  'Location.RdwyRampTxt': exportAs(place('RampText'), 'text', 'ramp'),
  'Location.Zip': exportAs(location('nc:Address/nc:AddressPostalCode'), 'text', 'zipCode'),
  'Location.FeetFromPointNmb': exportAs(
    place('DistanceFromIntersectionFeetQuantity'),
    'integer',
    'distanceFromIntersectionFeet',
  ),
  'Location.DirFromPointCde': exportAs(place('DirectionFromIntersectionCode'), 'code', 'directionFromIntersection'),
  'Location.NotOnRoadway': exportAs(place('NotOnRoadwayIndicator'), 'boolean', 'notOnRoadway'),
  'Location.UnableToMap': exportAs(place('UnableToMapIndicator'), 'boolean', 'unableToMap'),

  'Witnesses.*.TYPECDE': exportAs('cr:WitnessAugmentation/cr:WitnessCategoryCode', 'code', 'witnessType'),
  'Witnesses.*.NAMETXT': exportAs('nc:RoleOfPerson/nc:PersonName/nc:PersonFullName', 'text', 'name'),
  'Witnesses.*.ADDRESSTXT': exportAs(
    'nc:RoleOfPerson/nc:PersonContactInformation/nc:ContactMailingAddress/nc:AddressFullText',
    'text',
    'address',
  ),
  'Witnesses.*.PHONETEXT': exportAs(
    'nc:RoleOfPerson/nc:PersonContactInformation/nc:ContactTelephoneNumber/nc:FullTelephoneNumber/nc:TelephoneNumberFullID',
    'text',
    'phone',
  ),
  'Witnesses.*.LOCATIONTXT': exportAs('j:WitnessLocationDescriptionText', 'text', 'locationAtTimeOfCrash'),

  'Narrative.NarrativeTxt': exportAs(crash('nc:ActivityDescriptionText'), 'text', 'narrative'),
};

/** Fields not sent, each with why. */
export const notExported: ExchangeMapping['notExported'] = {
  'GeneralInformation.CollTimeTxt': 'Written with the date of collision, in its nc:DateTime.',
  'GeneralInformation.SubmittedByTxt':
    'Filled by the system on submission; the exchange itself is the submission and says who sends it.',
  'GeneralInformation.SubmissionTypeCde':
    'Filled by the system on submission (original or amendment); the exchange envelope carries it, not the report.',
  'Units.*.Owner.OwnerPersonInd':
    "Said by the owner's element itself: a person's name goes in nc:EntityPerson, a business name in nc:EntityOrganization.",
  'Diagram.CrashDiagram': "The diagram's drawing is an attachment of the report, not data of the exchange.",
  'Attachments.Documents': 'Attachments are files kept by the agency; the exchange carries the coded report.',
  'Location.MapIt': 'The map is how the officer picks the point; the point itself is sent as latitude and longitude.',
};
