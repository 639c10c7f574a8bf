import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Where a person sat and how they were protected.
 * - 1031 seating position: real labels of MMUCC 4th ed. (NIEM mmucc.xsd) (row x seat,
 *   and the other locations) joined into one list; codes 1-13 are ours (rows 1-4 by left, middle,
 *   right; 13 other row), 50-55 and 99 keep MMUCC's other-location codes.
 * - 1032 ejection/trapped and 1033 safety equipment: real labels of the Indiana crash form
 *   (third-party mapping; official codes not found), codes ours in form order.
 */

export const seatingPositionList = seedList(
  {
    listId: CodeListId.SeatingPosition,
    name: 'Seating Position',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, seating position (row, seat, other location) joined; codes 1-13 ours',
  },
  [
    ['1', 'Front Row - Left (driver)'],
    ['2', 'Front Row - Middle'],
    ['3', 'Front Row - Right'],
    ['4', 'Second Row - Left'],
    ['5', 'Second Row - Middle'],
    ['6', 'Second Row - Right'],
    ['7', 'Third Row - Left'],
    ['8', 'Third Row - Middle'],
    ['9', 'Third Row - Right'],
    ['10', 'Fourth Row - Left'],
    ['11', 'Fourth Row - Middle'],
    ['12', 'Fourth Row - Right'],
    ['13', 'Other Row (bus, 15-passenger van, etc.)'],
    ['50', 'Sleeper Section of Cab (truck)'],
    ['51', 'Other Enclosed Cargo Area'],
    ['52', 'Unenclosed Cargo Area'],
    ['54', 'Trailing Unit'],
    ['55', 'Riding on Motor Vehicle Exterior (non-trailing unit)'],
    ['99', 'Unknown'],
  ],
);

export const ejectionTrappedList = seedList(
  {
    listId: CodeListId.EjectionTrapped,
    name: 'Ejection/Trapped',
    source: 'Indiana crash form ejection/trapped labels (third-party mapping); codes ours',
  },
  [
    ['1', 'Not Ejected'],
    ['2', 'Not Ejected or Trapped'],
    ['3', 'Partially Ejected'],
    ['4', 'Ejected'],
    ['5', 'Trapped IN'],
    ['6', 'Pinned Under'],
    ['7', 'Unknown'],
  ],
);

export const safetyEquipmentList = seedList(
  {
    listId: CodeListId.SafetyEquipment,
    name: 'Safety Equipment',
    source: 'Indiana crash form safety equipment labels (third-party mapping); codes ours',
  },
  [
    ['1', 'No Restraint'],
    ['2', 'Lap Belt Only'],
    ['3', 'Harness'],
    ['4', 'Child Restraint'],
    ['5', 'Helmet'],
    ['6', 'Airbag'],
    ['7', 'Airbag Deployed (No Restraint)'],
    ['8', 'Airbag Deployed + Harness'],
    ['9', 'Lap + Harness'],
    ['10', 'No Helmet'],
    ['11', 'Other'],
    ['12', 'Unknown'],
  ],
);
