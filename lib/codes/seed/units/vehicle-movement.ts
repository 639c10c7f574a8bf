import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * How a vehicle moved and where it was hit.
 * - 1017 direction of travel and 1023 pre-collision action: real, MMUCC 4th ed. (NIEM mmucc.xsd)
 *   direction of travel and vehicle maneuver.
 * - 1024 damaged areas: real MMUCC (non-collision, the 12 clock positions, top, undercarriage, cargo
 *   loss, not reported, unknown) plus two entries the vehicle body diagram needs and MMUCC lacks, with codes of
 *   ours: 15 Trailer and 16 None (No Damage).
 */

export const travelDirectionList = seedList(
  {
    listId: CodeListId.TravelDirection,
    name: 'Direction of Travel',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, direction of travel before crash',
  },
  [
    ['0', 'Not on Roadway'],
    ['1', 'Northbound'],
    ['2', 'Southbound'],
    ['3', 'Eastbound'],
    ['4', 'Westbound'],
    ['9', 'Unknown'],
  ],
);

export const preCollisionActionList = seedList(
  {
    listId: CodeListId.PreCollisionAction,
    name: 'Pre-Collision Action',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, vehicle maneuver/action',
  },
  [
    ['1', 'Movements Essentially Straight Ahead'],
    ['2', 'Decelerating in Road'],
    ['5', 'Stopped in Roadway'],
    ['6', 'Passing or Overtaking another Vehicle'],
    ['7', 'Disabled or "Parked" in Travel Lane'],
    ['8', 'Entering Traffic Lane'],
    ['9', 'Leaving Traffic Lane'],
    ['10', 'Turning Right'],
    ['11', 'Turning Left'],
    ['12', 'Making a U-Turn'],
    ['13', 'Backing'],
    ['14', 'Negotiating a Curve'],
    ['15', 'Changing Lanes'],
    ['98', 'Other'],
    ['99', 'Unknown'],
  ],
);

export const damageAreaList = seedList(
  {
    listId: CodeListId.DamageArea,
    name: 'Damaged Area',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, initial point of contact / areas damaged, plus 15 Trailer and 16 None (ours)',
  },
  [
    ['0', 'Non-Collision'],
    ['1', "1 o'clock"],
    ['2', "2 o'clock"],
    ['3', "3 o'clock"],
    ['4', "4 o'clock"],
    ['5', "5 o'clock"],
    ['6', "6 o'clock"],
    ['7', "7 o'clock"],
    ['8', "8 o'clock"],
    ['9', "9 o'clock"],
    ['10', "10 o'clock"],
    ['11', "11 o'clock"],
    ['12', "12 o'clock"],
    ['13', 'Top'],
    ['14', 'Undercarriage'],
    ['18', 'Cargo Loss'],
    ['98', 'Not Reported'],
    ['99', 'Unknown'],
    ['15', 'Trailer'],
    ['16', 'None (No Damage)'],
  ],
);
