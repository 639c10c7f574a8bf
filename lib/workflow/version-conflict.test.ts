import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/dates';
import { staleVersionRefusal } from './version-conflict';

const at = '2026-03-01T10:15:00.000Z';

describe('stale versions', () => {
  it('pass when the request names the stored version', () => {
    expect(staleVersionRefusal({ version: 4, lastUpdated: at, lastUpdatedBy: 'Olivia Officer' }, 4)).toBeNull();
  });

  it('are refused naming who changed the report, when, and the version', () => {
    expect(staleVersionRefusal({ version: 5, lastUpdated: at, lastUpdatedBy: 'Olivia Officer' }, 4)).toBe(
      `This report was changed by Olivia Officer at ${formatDateTime(at)} (version 5); you have version 4. Reload it to see the changes.`,
    );
  });

  it('leave the name out when it is not recorded', () => {
    expect(staleVersionRefusal({ version: 2, lastUpdated: at, lastUpdatedBy: null }, 1)).toBe(
      `This report was changed at ${formatDateTime(at)} (version 2); you have version 1. Reload it to see the changes.`,
    );
  });
});
