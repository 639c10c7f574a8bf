import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Alcohol and drug tests of a person.
 * - 284 test given: real labels of the Indiana crash form (third-party mapping; official codes not
 *   found), codes ours in form order.
 * - 285 test type: real, the alcohol test types of MMUCC 4th ed. (NIEM mmucc.xsd); its drug
 *   test types (blood, urine, other) are a subset.
 */

export const testGivenList = seedList(
  {
    listId: CodeListId.TestGiven,
    name: 'Test Given',
    source: 'Indiana crash form test-given labels (third-party mapping); codes ours',
  },
  [
    ['1', 'None'],
    ['2', 'Alcohol'],
    ['3', 'Drug'],
    ['4', 'Alcohol and Drug'],
    ['5', 'Refused'],
  ],
);

export const testTypeList = seedList(
  {
    listId: CodeListId.TestType,
    name: 'Test Type',
    source:
      'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, alcohol test type (a superset of the drug test types)',
  },
  [
    ['1', 'Blood'],
    ['2', 'Breath'],
    ['3', 'Urine'],
    ['8', 'Other Test Type'],
  ],
);
