import { CodeListId } from '../../codes/list-ids';
import {
  choice,
  code,
  count,
  dualList,
  multiCode,
  NO_1_YES_0,
  phone,
  section,
  text,
  year,
  yesNo,
} from '../definition/builders';
import { addressFields, personFields, statusFields } from './person-fields';

/** A unit's Unit Information: its type decides which sections follow. */
export const unitInformation = section(
  'UnitInformation',
  'Unit Information',
  [
    code('UNITTYPECDE', 'Unit Type', CodeListId.UnitType, { role: 'unit.type' }),
    count('VEHICLENMB', 'Unit Number', 2),
    code('TRAVDIRCDE', 'Direction of Travel', CodeListId.TravelDirection, { role: 'unit.travelDirection' }),
    yesNo('TRAILERIND', 'Trailer', NO_1_YES_0, { role: 'unit.trailer' }),
    yesNo('COMMVEHIND', 'Commercial Vehicle', NO_1_YES_0, { role: 'unit.commercial' }),
    yesNo('ENFORCEMENTIND', 'Enforcement Vehicle'),
    // Ours (docs/rules/report-editor.md, "Values filled for the officer"): the unit of a hit and run, whose vehicle is gone before the officer arrives.
    yesNo('LEFTSCENEIND', 'Left the Scene (Hit and Run)', undefined, { role: 'unit.leftScene' }),
  ],
  { role: 'unit.information' },
);

/** vPIC's longest vehicle type, "MULTIPURPOSE PASSENGER VEHICLE (MPV)", is 36 characters. */
const VEHICLE_TYPE_LENGTH = 40;

const eventColl = (n: '' | '2' | '3' | '4', label: string) =>
  code(
    `EVENTCOLLWITHCDE${n}`,
    label,
    CodeListId.CrashTypeHarmfulEvent,
    n === '' ? { role: 'vehicle.firstHarmfulEvent' } : {},
  );

/** A unit's Vehicle Information, with the 228 x 228 body diagram for impact and damage areas. */
export const vehicleInformation = section(
  'VehicleInformation',
  'Vehicle Information',
  [
    text('VINTXT', 'VIN', { minLength: 1, maxLength: 21, lookup: 'vinDecode', role: 'vehicle.vin' }),
    year('VEHYEARTXT', 'Year', { role: 'vehicle.year' }),
    text('VEHMAKETXT', 'Make', { maxLength: 25, role: 'vehicle.make' }),
    text('VEHMODELTXT', 'Model', { maxLength: 25, role: 'vehicle.model' }),
    // A VIN decode fills the vehicle type too; the decode's type (e.g. TRUCK) needs a place.
    text('VEHTYPETXT', 'Vehicle Type', { maxLength: VEHICLE_TYPE_LENGTH, role: 'vehicle.type' }),
    code('VEHCOLORTXT', 'Color', CodeListId.VehicleColor, { role: 'vehicle.colour' }),
    code('VEHSTYLETXT', 'Style', CodeListId.VehicleStyle, { role: 'vehicle.style' }),
    code('VEHLICSTATECDE', 'Plate State', CodeListId.State, { role: 'vehicle.plateState' }),
    text('VEHLICNBRTXT', 'Plate Number', { minLength: 1, maxLength: 20, role: 'vehicle.plate' }),
    year('VEHLICYEARTXT', 'Plate Expiration Year', { role: 'vehicle.plateYear' }),
    count('OCCUPSNMB', 'Occupants', 3, { role: 'vehicle.occupants' }),
    count('AXELSTXT', 'Axles', 2, { role: 'vehicle.axles' }),
    count('SPEEDLIMITTXT', 'Speed Limit', 2, { role: 'vehicle.speedLimit' }),
    yesNo('TOWEDIND', 'Towed', undefined, { role: 'vehicle.towed' }),
    yesNo('TOWDUETODAMAGEIND', 'Towed Due to Damage', undefined, { role: 'vehicle.towedDueToDamage' }),
    text('TOWEDTOTXT', 'Towed To', { maxLength: 40 }),
    text('TOWEDBYTXT', 'Towed By', { maxLength: 40 }),
    yesNo(
      'INSURANCEIND',
      'Proof of Insurance',
      [
        { value: '1', label: 'Yes' },
        { value: '0', label: 'No' },
        { value: '2', label: 'Unknown' },
      ],
      { role: 'vehicle.proofOfInsurance' },
    ),
    text('INSURERNAMETXT', 'Insurance Company', { maxLength: 30, role: 'vehicle.insurer' }),
    phone('INSURERPHONETXT', 'Insurance Phone'),
    text('INSPOLICYNBRTXT', 'Policy Number', {
      maxLength: 100,
      role: 'vehicle.policyNumber',
      publicCopy: 'withheld',
    }),
    yesNo('FIREIND', 'Fire', undefined, { role: 'vehicle.fire' }),
    code('VEHUSECDE', 'Vehicle Use', CodeListId.VehicleUse),
    yesNo('EMERGENCYRUNIND', 'Emergency Run', undefined, { role: 'vehicle.emergencyRun' }),
    code('ROADTYPECDE', 'Roadway Type', CodeListId.RoadType, { role: 'vehicle.roadType' }),
    code('PRECOLLDIRCDE', 'Pre-Collision Direction', CodeListId.TravelDirection, {
      role: 'vehicle.preCollisionDirection',
    }),
    code('PRECOLLACTCDE', 'Pre-Collision Action', CodeListId.PreCollisionAction, {
      role: 'vehicle.preCollisionAction',
    }),
    eventColl('', 'Collision Event 1'),
    eventColl('2', 'Collision Event 2'),
    eventColl('3', 'Collision Event 3'),
    eventColl('4', 'Collision Event 4'),
    {
      key: 'INITIALIMPACTCDE',
      label: 'Initial Impact',
      type: 'vehicleDiagram',
      codeListId: CodeListId.DamageArea,
      pick: 'single',
      size: 228,
      role: 'vehicle.initialImpact',
    },
    {
      key: 'DAMAGEAREACDE',
      label: 'Damaged Areas',
      type: 'vehicleDiagram',
      codeListId: CodeListId.DamageArea,
      pick: 'multiple',
      size: 228,
      role: 'vehicle.damagedAreas',
    },
    code('TrafficCntrlCde', 'Traffic Control', CodeListId.TrafficControl, { role: 'vehicle.trafficControl' }),
    yesNo('TrafficCntlOpInd', 'Traffic Control Operational', undefined, {
      role: 'vehicle.trafficControlOperational',
    }),
    code('RDWYCHARCDE', 'Roadway Character', CodeListId.RoadwayCharacter, { role: 'vehicle.roadwayCharacter' }),
  ],
  { role: 'unit.vehicle' },
);

/** A unit's CMV Information; DOT numbers are exactly 10 digits. */
export const cmvInformation = section(
  'CMVInformation',
  'CMV Information',
  [
    yesNo('StateOrMunicipallyOwned', 'State or Municipally Owned'),
    text('CARRIERNAMETXT', 'Carrier Name', { maxLength: 55, role: 'carrier.name' }),
    text('CARRIERSTREETTXT', 'Carrier Street', { maxLength: 40, role: 'carrier.street' }),
    text('CARRIERCITYTXT', 'Carrier City', { maxLength: 25, role: 'carrier.city' }),
    code('CARRIERSTATECDE', 'Carrier State', CodeListId.State, { role: 'carrier.state' }),
    text('CARRIERZIPTXT', 'Carrier Zip', { maxLength: 10, role: 'carrier.zip' }),
    code('GVWRCDE', 'GVWR / GCWR', CodeListId.Gvwr, { role: 'carrier.gvwr' }),
    code('CARGOBODYTYPECDE', 'Cargo Body Type', CodeListId.CargoBodyType, { role: 'carrier.cargoBodyType' }),
    yesNo('HAZPLACARDIND', 'Hazardous Materials Placard', undefined, { role: 'carrier.hazmatPlacard' }),
    yesNo('HAZCARGORELEASEIND', 'Hazardous Cargo Released'),
    code('HAZCLASSCDE', 'Hazard Class', CodeListId.HazardClass),
    text('HAZCARGOCDE', 'Hazardous Materials ID', { digits: 4 }),
    text('HAZMATSHIPNAMETXT', 'Hazardous Materials Name', { maxLength: 55 }),
    text('USDOTNBRTXT', 'USDOT Number', { digits: 10, role: 'carrier.usdotNumber' }),
    text('ICCMCNBRTXT', 'ICC MC Number', { digits: 10 }),
    text('STATEDOTNBRTXT', 'State DOT Number', { digits: 10 }),
    yesNo('INSPECIND', 'Inspection Done'),
    choice('INSPECCDE', 'Inspection Level', [
      { value: '0', label: 'No' },
      { value: '1', label: 'Yes-L1' },
      { value: '2', label: 'Yes-L3' },
    ]),
  ],
  { role: 'unit.cmv' },
);

export const trailerInformation = section('TrailerInformation', 'Trailer Information', [
  year('LICYEARTXT', 'Plate Year'),
  code('LICSTATECDE', 'Plate State', CodeListId.State),
  text('LICNBRTXT', 'Plate Number', { maxLength: 20 }),
  year('TRAILERYEARTXT', 'Trailer Year'),
  text('TRAILERMAKETXT', 'Trailer Make', { maxLength: 25 }),
]);

export const driver = section(
  'Driver',
  'Driver',
  [
    ...personFields(),
    text('DRIVERLICNBRTXT', 'Licence Number', {
      maxLength: 25,
      role: 'person.licenceNumber',
      personal: 'licenceNumber',
    }),
    code('DRIVERLICTYPETXT', 'Licence Type', CodeListId.DriverLicenseType),
    code('DRIVERLICSTATECDE', 'Licence State', CodeListId.State, { role: 'person.licenceState' }),
    code('CDLCLASSTXT', 'CDL Class', CodeListId.CdlClass),
    yesNo('VehicleOwnerInd', 'Driver Owns the Vehicle', undefined, { role: 'driver.ownsVehicle' }),
    yesNo('AggressiveDriveInd', 'Aggressive Driving'),
    // Licence restrictions are many and often several: their list box is a tall one.
    multiCode('RESTRICTIONCDE', 'Licence Restrictions', CodeListId.LicenseRestriction, {
      listRows: 22,
      role: 'person.restrictions',
      // A restriction says what the driver needs (lenses, aids): disability information.
      publicCopy: 'withheld',
    }),
    multiCode('CONDITIONCDE', 'Driver Condition', CodeListId.DriverCondition),
    ...statusFields(),
  ],
  { role: 'unit.driver' },
);

export const owner = section(
  'Owner',
  'Owner',
  [
    choice(
      'OwnerPersonInd',
      'Owner Is',
      [
        { value: '1', label: 'Individual' },
        { value: '0', label: 'Business' },
      ],
      { role: 'owner.kind' },
    ),
    text('BUSINESSNAMETXT', 'Business Name', { maxLength: 55, role: 'owner.businessName' }),
    text('NAMELASTTXT', 'Last Name', { maxLength: 25, role: 'person.lastName', personal: 'name' }),
    text('NAMEFIRSTTXT', 'First Name', { maxLength: 20, role: 'person.firstName', personal: 'name' }),
    text('NAMEMINITIALTXT', 'Middle Initial', { maxLength: 1, role: 'person.middleInitial', personal: 'name' }),
    ...addressFields(),
  ],
  { role: 'unit.owner' },
);

export const passengers = section('Passengers', 'Passengers', [...personFields(), ...statusFields()], {
  role: 'unit.passengers',
  repeat: { min: 0, max: 99, itemLabel: 'Passenger' },
});

export const citations = section(
  'Citations',
  'Citations',
  [
    code('ICCDE', 'Citation (Indiana Code)', CodeListId.Citation, {
      autocomplete: { minChars: 2, freeText: true },
      maxLength: 30,
    }),
  ],
  { repeat: { min: 1, max: 20, itemLabel: 'Citation' } },
);

export const nonMotorist = section(
  'NonMotorist',
  'Non-Motorist',
  [
    code('ACTIONCDE', 'Action', CodeListId.NonMotoristAction),
    code('NonMotoristLocationCde', 'Location', CodeListId.NonMotoristLocation),
    yesNo('TRAFFICCNTLIND', 'Traffic Control Present'),
    yesNo('TRAFFICCNTLOPIND', 'Traffic Control Operational'),
    yesNo('CITEDIND', 'Cited'),
    code('CollidedCde', 'Collided With', CodeListId.NonMotoristCollidedWith),
    multiCode('CITETYPECDE', 'Citation Type', CodeListId.CitationType),
  ],
  { sections: [citations] },
);

export const factors = section('Factors', 'Factors', [
  dualList('VehicleFactors', 'Vehicle Factors', CodeListId.VehicleFactors, 5),
  dualList('DriverFactors', 'Driver Factors', CodeListId.DriverFactors, 7),
  dualList('EnvironmentalFactors', 'Environmental Factors', CodeListId.EnvironmentalFactors, 5),
]);

/** Units are the repeatable group holding every per-vehicle (or per-non-motorist) section. */
export const units = section('Units', 'Unit Summary', [], {
  role: 'units',
  navRoot: true,
  repeat: { min: 1, max: 99, itemLabel: 'Unit' },
  sections: [
    unitInformation,
    vehicleInformation,
    cmvInformation,
    trailerInformation,
    driver,
    owner,
    passengers,
    nonMotorist,
    factors,
  ],
});
