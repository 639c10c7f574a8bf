import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Injury lists of a person's status fields: 276 status, 277 nature, 278 body area.
 * - 276: real, the KABCO injury status of MMUCC 4th ed. (NIEM mmucc.xsd), with the
 *   KABCO letter added to the label.
 * - 277: plausible, made up (MMUCC 4th edition has no nature-of-injury list; Indiana's was not found).
 * - 278: real, MMUCC injury area.
 */

export const injuryStatusList = seedList(
  {
    listId: CodeListId.InjuryStatus,
    name: 'Injury Status',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, injury status (KABCO)',
  },
  [
    ['0', 'No Apparent Injury (O)'],
    ['1', 'Possible Injury (C)'],
    ['2', 'Suspected Minor Injury (B)'],
    ['3', 'Suspected Serious Injury (A)'],
    ['4', 'Fatal Injury (K)'],
  ],
);

export const injuryNatureList = seedList(
  { listId: CodeListId.InjuryNature, name: 'Injury Nature', source: 'Plausible: made up (no public list found)' },
  [
    ['1', 'Abrasion'],
    ['2', 'Amputation'],
    ['3', 'Bleeding (Minor)'],
    ['4', 'Bleeding (Severe)'],
    ['5', 'Burn'],
    ['6', 'Complaint of Pain'],
    ['7', 'Concussion'],
    ['8', 'Contusion/Bruise'],
    ['9', 'Dislocation'],
    ['10', 'Fracture'],
    ['11', 'Internal'],
    ['12', 'Laceration (Minor)'],
    ['13', 'Laceration (Severe)'],
    ['14', 'Paralysis'],
    ['15', 'Puncture/Penetrating Wound'],
    ['16', 'Sprain/Strain'],
    ['17', 'Unconscious'],
    ['18', 'No Visible Injury'],
    ['98', 'Other'],
    ['99', 'Unknown'],
  ],
);

export const injuryLocationList = seedList(
  {
    listId: CodeListId.InjuryLocation,
    name: 'Injury Location',
    source: 'MMUCC 4th edition (2012) via the NIEM mmucc.xsd code list, injury area',
  },
  [
    ['1', 'Head'],
    ['2', 'Face'],
    ['3', 'Neck'],
    ['4', 'Thorax (chest)'],
    ['5', 'Abdomen and Pelvis'],
    ['6', 'Spine'],
    ['7', 'Upper Extremity'],
    ['8', 'Lower Extremity'],
    ['9', 'Unspecified'],
  ],
);
