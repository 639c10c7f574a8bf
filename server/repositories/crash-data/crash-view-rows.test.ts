import { describe, expect, it } from 'vitest';
import { periodStarts } from './crash-view-rows';

describe('the trend’s periods', () => {
  it('are weeks from the first date, or the calendar months the range touches', () => {
    expect(periodStarts({ dateFrom: '2025-03-03', dateTo: '2025-03-30' }, 'week')).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
    ]);
    expect(periodStarts({ dateFrom: '2025-11-15', dateTo: '2026-02-01' }, 'month')).toEqual([
      '2025-11-15',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('end at the calendar’s last day and begin at its first, whatever the range', () => {
    expect(periodStarts({ dateFrom: '9999-12-01', dateTo: '9999-12-31' }, 'week')).toEqual([
      '9999-12-01',
      '9999-12-08',
      '9999-12-15',
      '9999-12-22',
      '9999-12-29',
    ]);
    expect(periodStarts({ dateFrom: '9999-11-02', dateTo: '9999-12-31' }, 'month')).toEqual([
      '9999-11-02',
      '9999-12-01',
    ]);
    expect(periodStarts({ dateFrom: '0001-01-01', dateTo: '0001-02-01' }, 'month')).toEqual([
      '0001-01-01',
      '0001-02-01',
    ]);
    expect(periodStarts({ dateFrom: '2025-01-02', dateTo: '2025-01-01' }, 'week')).toEqual([]);
  });
});
