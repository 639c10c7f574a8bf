import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Conditions at the crash (CrashDetails).
 * - 258 weather and 1006 surface condition: real labels of the Indiana crash form (as mapped by a
 *   third-party data-entry system; official Indiana numeric codes were not found), codes ours in
 *   form order.
 * - 1005 light condition and 1007 roadway junction: real, MMUCC 4th ed. (NIEM mmucc.xsd).
 * - 1004 construction type: ARIES CONSTRUCTTYPECDE meanings recoded in a public workshop script on
 *   ARIES data; third-party, plausible but unverified.
 * - 1002 secondary crash from: plausible, made up (no public list found).
 */

export const weatherList = seedList(
  {
    listId: CodeListId.Weather,
    name: 'Weather',
    source: 'Indiana crash form weather labels (third-party mapping); codes ours',
  },
  [
    ['1', 'Clear'],
    ['2', 'Cloudy'],
    ['3', 'Rain'],
    ['4', 'Snow'],
    ['5', 'Sleet/Hail/Freeze Rain'],
    ['6', 'Fog/Smoke/Smog'],
    ['7', 'Severe Cross Wind'],
    ['8', 'Blowing Sand/Soil/Snow'],
  ],
);

export const surfaceConditionList = seedList(
  {
    listId: CodeListId.SurfaceCondition,
    name: 'Surface Condition',
    source: 'Indiana crash form surface condition labels (third-party mapping); codes ours',
  },
  [
    ['1', 'Dry'],
    ['2', 'Wet'],
    ['3', 'Muddy'],
    ['4', 'Slush'],
    ['5', 'Snow/Ice'],
    ['6', 'Snow/Slush'],
    ['7', 'Ice'],
    ['8', 'Loose Material on Road'],
    ['9', 'Water (standing or moving)'],
    ['10', 'Other'],
  ],
);

export const lightConditionList = seedList(
  {
    listId: CodeListId.LightCondition,
    name: 'Light Condition',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, light condition',
  },
  [
    ['1', 'Daylight'],
    ['2', 'Dark - Not Lighted'],
    ['3', 'Dark - Lighted'],
    ['4', 'Dawn'],
    ['5', 'Dusk'],
    ['6', 'Dark - Unknown Lighting'],
    ['7', 'Other'],
    ['8', 'Not Reported'],
    ['9', 'Unknown'],
  ],
);

export const roadwayJunctionList = seedList(
  {
    listId: CodeListId.RoadwayJunction,
    name: 'Roadway Junction',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, relation to junction',
  },
  [
    ['1', 'Non-Junction'],
    ['2', 'Intersection'],
    ['3', 'Intersection-Related'],
    ['4', 'Driveway Access'],
    ['5', 'Entrance/Exit Ramp Related'],
    ['6', 'Railway Grade Crossing'],
    ['7', 'Crossover-Related'],
    ['8', 'Driveway Access Related'],
    ['16', 'Shared-Use Path Crossing'],
    ['17', 'Acceleration/Deceleration Lane'],
    ['18', 'Through Roadway'],
    ['19', 'Other location within Interchange Area'],
    ['20', 'Entrance/Exit Ramp'],
    ['98', 'Not Reported'],
    ['99', 'Unknown'],
  ],
);

export const constructionTypeList = seedList(
  {
    listId: CodeListId.ConstructionType,
    name: 'Construction Type',
    source: 'ARIES CONSTRUCTTYPECDE as recoded in a public 2017 workshop script (third-party, unverified)',
  },
  [
    ['1', 'Lane Closure'],
    ['2', 'X-Over/Lane Shift'],
    ['3', 'Work on Shoulder'],
    ['4', 'Intermittent or Moving Work'],
  ],
);

export const secondaryCrashFromList = seedList(
  {
    listId: CodeListId.SecondaryCrashFrom,
    name: 'Secondary Crash From',
    source: 'Plausible: made up (no public list found)',
  },
  [
    ['1', 'Prior Crash'],
    ['2', 'Disabled or Stalled Vehicle'],
    ['3', 'Traffic Stop or Enforcement Activity'],
    ['4', 'Work Zone Activity'],
    ['5', 'Debris or Object in Roadway'],
    ['6', 'Backup Due to Congestion'],
    ['7', 'Emergency Response Activity'],
    ['8', 'Other Prior Incident'],
    ['99', 'Unknown'],
  ],
);
