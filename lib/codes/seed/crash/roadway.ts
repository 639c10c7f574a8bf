import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * The road at the crash (Location, CrashDetails, VehicleInformation).
 * - 1014 functional class: real, the FHWA functional system codes (HPMS F_SYSTEM 1-7).
 * - 1022 road type: real, the trafficway description of MMUCC 4th ed. (NIEM mmucc.xsd).
 * - 1025 traffic control: real, MMUCC traffic control device type.
 * - 1026 roadway character: real MMUCC labels, alignment x grade joined into one list; the code is
 *   the MMUCC alignment code followed by the MMUCC grade code.
 * - 1012 locality: ARIES LOCALITYCDE (R/U) as recoded in a public workshop script; third-party.
 * - 1008 surface type, 1013 roadway class, 1018 location type: plausible, made up (no public list
 *   found).
 */

export const functionalClassList = seedList(
  {
    listId: CodeListId.FunctionalClass,
    name: 'Functional Class',
    source: 'FHWA highway functional classification (HPMS F_SYSTEM)',
  },
  [
    ['1', 'Interstate'],
    ['2', 'Principal Arterial - Other Freeways and Expressways'],
    ['3', 'Principal Arterial - Other'],
    ['4', 'Minor Arterial'],
    ['5', 'Major Collector'],
    ['6', 'Minor Collector'],
    ['7', 'Local'],
  ],
);

export const roadTypeList = seedList(
  {
    listId: CodeListId.RoadType,
    name: 'Roadway Type',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, trafficway description',
  },
  [
    ['0', 'Non-Trafficway or Driveway Access'],
    ['1', 'Two-Way, Not Divided'],
    ['2', 'Two-Way, Divided, Unprotected (Painted > 4 Feet) Median'],
    ['3', 'Two-Way, Divided, Positive Median Barrier'],
    ['4', 'One-Way Trafficway'],
    ['5', 'Two-Way, Not Divided With a Continuous Left-Turn Lane'],
    ['6', 'Entrance/Exit Ramp'],
    ['8', 'Not Reported'],
    ['9', 'Unknown'],
  ],
);

export const trafficControlList = seedList(
  {
    listId: CodeListId.TrafficControl,
    name: 'Traffic Control',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, traffic control device type',
  },
  [
    ['0', 'No Controls'],
    ['1', 'Traffic control signal'],
    ['4', 'Flashing Traffic Control Signal'],
    ['20', 'Stop Sign'],
    ['21', 'Yield Sign'],
    ['23', 'School Zone Sign/Device'],
    ['40', 'Warning Sign'],
    ['50', 'Person (including flagger, law enforcement, crossing guard, etc.)'],
    ['65', 'Railway Crossing Device'],
    ['97', 'Not Reported'],
    ['98', 'Other'],
    ['99', 'Unknown'],
  ],
);

export const roadwayCharacterList = seedList(
  {
    listId: CodeListId.RoadwayCharacter,
    name: 'Roadway Character',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, roadway alignment x grade; code = alignment code + grade code',
  },
  [
    ['11', 'Straight - Level'],
    ['13', 'Straight - Hillcrest'],
    ['14', 'Straight - Sag (Bottom)'],
    ['15', 'Straight - Uphill'],
    ['16', 'Straight - Downhill'],
    ['21', 'Curve Right - Level'],
    ['23', 'Curve Right - Hillcrest'],
    ['24', 'Curve Right - Sag (Bottom)'],
    ['25', 'Curve Right - Uphill'],
    ['26', 'Curve Right - Downhill'],
    ['31', 'Curve Left - Level'],
    ['33', 'Curve Left - Hillcrest'],
    ['34', 'Curve Left - Sag (Bottom)'],
    ['35', 'Curve Left - Uphill'],
    ['36', 'Curve Left - Downhill'],
  ],
);

export const localityList = seedList(
  {
    listId: CodeListId.Locality,
    name: 'Locality',
    source: 'ARIES LOCALITYCDE as recoded in a public 2017 workshop script (third-party)',
  },
  [
    ['R', 'Rural'],
    ['U', 'Urban'],
  ],
);

export const surfaceTypeList = seedList(
  { listId: CodeListId.SurfaceType, name: 'Surface Type', source: 'Plausible: made up (no public list found)' },
  [
    ['1', 'Asphalt'],
    ['2', 'Concrete'],
    ['3', 'Brick or Block'],
    ['4', 'Gravel'],
    ['5', 'Dirt'],
    ['98', 'Other'],
    ['99', 'Unknown'],
  ],
);

export const roadwayClassList = seedList(
  { listId: CodeListId.RoadwayClass, name: 'Roadway Class', source: 'Plausible: made up (no public list found)' },
  [
    ['1', 'Interstate'],
    ['2', 'US Route'],
    ['3', 'State Route'],
    ['4', 'Toll Road'],
    ['5', 'County Road'],
    ['6', 'City Street'],
    ['7', 'Private Road or Property'],
    ['8', 'Alley'],
    ['98', 'Other'],
  ],
);

export const locationTypeList = seedList(
  { listId: CodeListId.LocationType, name: 'Location Type', source: 'Plausible: made up (no public list found)' },
  [
    ['1', 'Street Address'],
    ['2', 'At Intersection'],
    ['3', 'Feet From Intersection'],
    ['4', 'Mile Marker'],
    ['5', 'Interchange or Ramp'],
    ['6', 'Parking Lot or Private Property'],
    ['98', 'Other'],
  ],
);
