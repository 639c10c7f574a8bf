import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Non-motorist lists (a unit's Non-Motorist section).
 * - 1034 action: real labels of the Indiana crash form (third-party mapping), codes ours.
 * - 1035 location: real, MMUCC 4th ed. (NIEM mmucc.xsd), non-motorist location.
 * - 1036 collided with: real MMUCC harmful-event codes and labels, the subset a non-motorist can
 *   collide with (the selection is ours).
 * - 206 citation type: plausible, made up (no public list found).
 */

export const nonMotoristActionList = seedList(
  {
    listId: CodeListId.NonMotoristAction,
    name: 'Non-Motorist Action',
    source: 'Indiana crash form non-motorist action labels (third-party mapping); codes ours',
  },
  [
    ['1', 'On Designated Non-Motorist Lane'],
    ['2', 'Not in Roadway'],
    ['3', 'On Shoulder'],
    ['4', 'On Roadway'],
    ['5', 'With Traffic'],
    ['6', 'Against Traffic'],
    ['7', 'Crossing at Intersection'],
    ['8', 'Crossing Not at Intersection'],
    ['9', 'Moving'],
    ['10', 'Standing'],
    ['11', 'Working'],
    ['12', 'Getting In or Out of Vehicle'],
    ['13', 'Getting Off or On School Bus'],
    ['14', 'Other'],
  ],
);

export const nonMotoristLocationList = seedList(
  {
    listId: CodeListId.NonMotoristLocation,
    name: 'Non-Motorist Location',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, non-motorist location at time of crash',
  },
  [
    ['1', 'At Intersection - In Marked Crosswalk'],
    ['2', 'At Intersection-Unmarked / Unknown if Marked Crosswalk'],
    ['9', 'At Intersection - Other'],
    ['10', 'Midblock - Marked Crosswalk'],
    ['11', 'Travel Lane - Other Location'],
    ['16', 'Bicycle Lane'],
    ['20', 'Shoulder/Roadside'],
    ['21', 'Sidewalk'],
    ['22', 'Median/Crossing Island'],
    ['23', 'Driveway Access'],
    ['24', 'Shared-Use Path or Trail'],
    ['25', 'Non-Trafficway Area'],
    ['28', 'Other'],
    ['99', 'Unknown Location'],
  ],
);

export const nonMotoristCollidedWithList = seedList(
  {
    listId: CodeListId.NonMotoristCollidedWith,
    name: 'Non-Motorist Collided With',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, harmful events (subset chosen by us)',
  },
  [
    ['12', 'Motor Vehicle In-Transport'],
    ['14', 'Parked Motor Vehicle'],
    ['45', 'Working Motor Vehicle'],
    ['8', 'Pedestrian'],
    ['9', 'Pedalcyclist'],
    ['15', 'Non-Motorist on Personal Conveyance'],
    ['10', 'Railway Vehicle'],
    ['11', 'Live Animal'],
    ['49', 'Ridden Animal or Animal Drawn Conveyance'],
    ['18', 'Other Object (not fixed)'],
    ['43', 'Other Fixed Object'],
    ['99', 'Unknown'],
  ],
);

export const citationTypeList = seedList(
  { listId: CodeListId.CitationType, name: 'Citation Type', source: 'Plausible: made up (no public list found)' },
  [
    ['1', 'Infraction (Uniform Traffic Ticket)'],
    ['2', 'Misdemeanor'],
    ['3', 'Felony'],
    ['4', 'Local Ordinance Violation'],
    ['5', 'Written Warning'],
  ],
);
