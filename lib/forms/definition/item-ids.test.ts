import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { buildReportSchema } from '../../validation/report-checks/report-schema';
import { itemIdOf, legacyItemId, newItem, newItemId, withItemIds } from './item-ids';
import { newReportData } from '../report-data/new-report';
import type { ReportData } from './paths';
import { vehicleCrashReport } from '../vehicle-crash-report';

const units = (d: ReportData) => d.Units as ReportData[];

describe('item ids', () => {
  it('are fresh for every new item, and accepted by the report schema', () => {
    const ids = new Set(Array.from({ length: 100 }, newItemId));
    expect(ids.size).toBe(100);
    const data = completeReport();
    units(data).push({ ...newItem(), Passengers: [newItem()] });
    expect(buildReportSchema(vehicleCrashReport).safeParse(data).success).toBe(true);
  });

  it('are the only key the schema takes beyond the definition, short and plain', () => {
    const schema = buildReportSchema(vehicleCrashReport);
    const withId = (id: unknown) => ({ ...completeReport(), Units: [{ ...units(completeReport())[0], $id: id }] });
    expect(schema.safeParse(withId('x'.repeat(200))).success).toBe(true);
    expect(schema.safeParse(withId('x'.repeat(201))).success).toBe(false);
    expect(schema.safeParse(withId('a b')).success).toBe(false);
    expect(schema.safeParse(withId(7)).success).toBe(false);
    // Not on a section that is not repeated, nor anywhere else.
    expect(schema.safeParse({ ...completeReport(), Narrative: { $id: 'x' } }).success).toBe(false);
  });

  it('are given to the items of a new report', () => {
    const data = newReportData(vehicleCrashReport, { firstName: 'A', lastName: 'B', badgeId: '1', agencyOri: 'X' });
    expect(units(data)[0]!.$id).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('name a legacy item by its place, alike wherever they are computed, nested groups too', () => {
    const legacy = (): ReportData => ({ Units: [{ Passengers: [{}, { $id: 'kept' }] }, {}] });
    const once = withItemIds(vehicleCrashReport, legacy());
    expect(once).toEqual({
      Units: [
        {
          $id: legacyItemId('Units', 0),
          Passengers: [{ $id: 'legacy-Units.0.Passengers-0' }, { $id: 'kept' }],
        },
        { $id: 'legacy-Units-1' },
      ],
    });
    expect(withItemIds(vehicleCrashReport, legacy())).toEqual(once);
    expect(itemIdOf({}, 'Units', 3)).toBe('legacy-Units-3');
  });

  it('leave data that has them as it is (the same object), and part a duplicated id', () => {
    const data = { Units: [{ $id: 'a' }, { $id: 'b' }] };
    expect(withItemIds(vehicleCrashReport, data)).toBe(data);
    const twice = withItemIds(vehicleCrashReport, { Units: [{ $id: 'a' }, { $id: 'a' }] });
    expect(units(twice).map((u) => u.$id)).toEqual(['a', 'legacy-Units-1']);
  });
});
