import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, weekdayOfFormDate } from './dates';

describe('report table date formats', () => {
  it('shows a date column as mm/dd/yyyy without shifting it by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('01/05/2026');
  });

  it('shows a moment as mm/dd/yyyy hh:mm in local time', () => {
    const local = new Date(2026, 10, 21, 7, 4);
    expect(formatDateTime(local.toISOString())).toBe('11/21/2026 07:04');
  });

  it('shows nothing for empty or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('the day of the week of a crash date', () => {
  it('names the day of a typed date and nothing for a date that is not one', () => {
    expect(weekdayOfFormDate('11/27/2026')).toBe('Friday');
    expect(weekdayOfFormDate('02/29/2024')).toBe('Thursday');
    expect(weekdayOfFormDate('02/30/2024')).toBe('');
    expect(weekdayOfFormDate('11/27')).toBe('');
  });
});
