import { describe, expect, it } from 'vitest';
import { logAddress, logFiltersOf, logPositionOf } from './log-address';

const params = (search: string) => new URLSearchParams(search);
const keys = ['userName', 'outcome', 'dateFrom', 'dateTo'] as const;

describe('a log in the address', () => {
  it('reads back the filters and page it wrote, leaving the defaults out', () => {
    const filters = { userName: 'offi', outcome: 'failure', dateFrom: '2026-03-01', dateTo: '' };
    const address = logAddress(filters, { page: 3, before: '1234' });
    expect(address).toBe('?userName=offi&outcome=failure&dateFrom=2026-03-01&page=3&before=1234');
    expect(logFiltersOf(params(address), keys, { outcome: ['success', 'failure'] })).toEqual(filters);
    expect(logPositionOf(params(address))).toEqual({ page: 3, before: '1234' });
    expect(logAddress({ userName: '' }, { page: 1 })).toBe('');
  });

  it('takes values no form writes as empty, and a page it cannot start from as the newest', () => {
    expect(
      logFiltersOf(params('?outcome=maybe&dateFrom=yesterday&userName=' + 'x'.repeat(101)), keys, {
        outcome: ['success', 'failure'],
      }),
    ).toEqual({ userName: '', outcome: '', dateFrom: '', dateTo: '' });
    expect(logPositionOf(params('?page=2'))).toEqual({ page: 1 });
    expect(logPositionOf(params('?page=2&before=0x1f'))).toEqual({ page: 1 });
    expect(logPositionOf(params('?page=-3&before=12'))).toEqual({ page: 1 });
    expect(logPositionOf(params('?page=2&before=1234567890123456789'))).toEqual({ page: 1 });
  });
});
