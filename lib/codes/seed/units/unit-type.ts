import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * List 272, the type of a unit. Plausible: Indiana's list was not found. The UI rules fix only that
 * 20, 21 and 23 are motor vehicles (they show the vehicle sections); the labels come from MMUCC
 * (unit type for the motor vehicles, person type for the non-motorists), the other codes are ours
 * and are all non-motorists.
 */
export const unitTypeList = seedList(
  {
    listId: CodeListId.UnitType,
    name: 'Unit Type',
    source:
      'Plausible: codes 20/21/23 (motor vehicles) from the form UI rules, labels from MMUCC unit and person types, other codes ours',
  },
  [
    ['20', 'Motor Vehicle in Transport'],
    ['21', 'Parked Motor Vehicle'],
    ['22', 'Pedestrian'],
    ['23', 'Working Motor Vehicle'],
    ['24', 'Pedalcyclist'],
    ['25', 'Other Cyclist'],
    ['26', 'Person on Personal Conveyance'],
    ['27', 'Occupant of Non-Motor Vehicle Transport Device (buggy, ridden animal)'],
    ['28', 'Other Pedestrian (wheelchair, skater, etc.)'],
    ['29', 'Unknown Type of Non-Motorist'],
  ],
);
