import { CodeListId } from '../../list-ids';
import { seedList } from '../../code-list';

/**
 * Property damage of the crash (CrashDetails): 1009 property damage, 1010 property type and
 * 1011 damage estimate are plausible, made up (no public list found). The estimate's first band
 * ends below $1,000 because Indiana requires a report from that amount of damage.
 */

export const propertyDamageList = seedList(
  { listId: CodeListId.PropertyDamage, name: 'Property Damage', source: 'Plausible: made up (no public list found)' },
  [
    ['0', 'None'],
    ['1', 'Public Property'],
    ['2', 'Private Property'],
    ['3', 'Public and Private Property'],
    ['9', 'Unknown'],
  ],
);

export const propertyTypeList = seedList(
  { listId: CodeListId.PropertyType, name: 'Property Type', source: 'Plausible: made up (no public list found)' },
  [
    ['1', 'Guardrail'],
    ['2', 'Median Barrier or Wall'],
    ['3', 'Crash Cushion'],
    ['4', 'Traffic Sign'],
    ['5', 'Traffic Signal'],
    ['6', 'Light Pole'],
    ['7', 'Utility Pole'],
    ['8', 'Bridge or Overpass'],
    ['9', 'Fence'],
    ['10', 'Building'],
    ['11', 'Mailbox'],
    ['12', 'Landscaping'],
    ['13', 'Fire Hydrant'],
    ['98', 'Other'],
  ],
);

export const damageEstimateList = seedList(
  { listId: CodeListId.DamageEstimate, name: 'Damage Estimate', source: 'Plausible: made up (no public list found)' },
  [
    ['1', '$0 - $999'],
    ['2', '$1,000 - $2,499'],
    ['3', '$2,500 - $4,999'],
    ['4', '$5,000 - $9,999'],
    ['5', '$10,000 - $24,999'],
    ['6', '$25,000 - $49,999'],
    ['7', '$50,000 - $99,999'],
    ['8', '$100,000 or More'],
    ['99', 'Unknown'],
  ],
);
