import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Crash type lists 39 (manner of collision) and 40 (harmful events, also the vehicle's collision
 * events). Real: codes and labels of MMUCC 4th ed. (NIEM mmucc.xsd).
 */

export const mannerOfCollisionList = seedList(
  {
    listId: CodeListId.CrashTypeCollision,
    name: 'Manner of Collision',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, manner of crash/collision impact',
  },
  [
    ['0', 'Not a Collision with Motor Vehicle In-Transport'],
    ['1', 'Front-to-Rear'],
    ['2', 'Front-to-Front'],
    ['6', 'Angle'],
    ['7', 'Sideswipe - Same Direction'],
    ['8', 'Sideswipe - Opposite Direction'],
    ['9', 'Rear-to-Side'],
    ['10', 'Rear-to-Rear'],
    ['11', 'Other'],
    ['98', 'Not Reported'],
    ['99', 'Unknown'],
  ],
);

export const harmfulEventList = seedList(
  {
    listId: CodeListId.CrashTypeHarmfulEvent,
    name: 'Harmful Event',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, harmful events (collision objects and non-collision events)',
  },
  [
    ['1', 'Rollover/Overturn'],
    ['2', 'Fire/Explosion'],
    ['3', 'Immersion'],
    ['4', 'Gas Inhalation'],
    ['5', 'Fell/Jumped from Vehicle'],
    ['6', 'Injured in Vehicle (Other than Cargo/Equipment Loss or Shift)'],
    ['7', 'Other Non-Collision'],
    ['8', 'Pedestrian'],
    ['9', 'Pedalcyclist'],
    ['10', 'Railway Vehicle'],
    ['11', 'Live Animal'],
    ['12', 'Motor Vehicle In-Transport'],
    ['14', 'Parked Motor Vehicle'],
    ['15', 'Non-Motorist on Personal Conveyance'],
    ['16', 'Thrown or Falling Object'],
    ['17', 'Boulder'],
    ['18', 'Other Object (not fixed)'],
    ['19', 'Building'],
    ['20', 'Impact Attenuator/Crash Cushion'],
    ['21', 'Bridge Pier or Support'],
    ['23', 'Bridge Rail (Includes parapet)'],
    ['24', 'Guardrail Face'],
    ['25', 'Concrete Traffic Barrier'],
    ['26', 'Other Traffic Barrier'],
    ['30', 'Utility Pole/Light Support'],
    ['31', 'Other Post, Other Pole, or Other Supports'],
    ['32', 'Culvert'],
    ['33', 'Curb'],
    ['34', 'Ditch'],
    ['35', 'Embankment'],
    ['38', 'Fence'],
    ['39', 'Wall'],
    ['40', 'Fire Hydrant'],
    ['41', 'Shrubbery'],
    ['42', 'Tree (Standing Only)'],
    ['43', 'Other Fixed Object'],
    ['44', 'Pavement Surface Irregularity (Ruts, Potholes, Grates, etc.)'],
    ['45', 'Working Motor Vehicle'],
    ['46', 'Traffic Signal Support'],
    ['48', 'Snow Bank'],
    ['49', 'Ridden Animal or Animal Drawn Conveyance'],
    ['50', 'Bridge Overhead Structure'],
    ['51', 'Jackknife (Causing Injury or Damage)'],
    ['52', 'Guardrail End'],
    ['53', 'Mail Box'],
    [
      '54',
      'Motor Vehicle In-Transport Strikes or is Struck by Cargo, Persons or Objects Set-in-Motion from/by Another Motor Vehicle In Transport',
    ],
    ['55', 'Motor Vehicle in Motion Outside the Trafficway'],
    ['57', 'Cable Barrier'],
    ['58', 'Ground'],
    ['59', 'Traffic Sign Support'],
    ['72', 'Cargo/Equipment Loss or Shift (harmful to this vehicle)'],
    ['73', 'Object Fell From Motor Vehicle In-Transport'],
    ['99', 'Unknown'],
  ],
);
