import { describe, expect, it } from 'vitest';
import { monthsOf } from './report-search-repository';

describe('monthsOf', () => {
  it('names the first day of every calendar month a range of dates touches, across a new year', () => {
    expect(monthsOf('2025-11-15', '2026-02-03')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
  });

  it('names one month for a range within it, and twelve or thirteen for a year', () => {
    expect(monthsOf('2026-03-02', '2026-03-30')).toEqual(['2026-03-01']);
    expect(monthsOf('2025-01-01', '2025-12-31')).toHaveLength(12);
    expect(monthsOf('2025-01-15', '2026-01-14')).toHaveLength(13);
  });

  it('writes the years before 1000 with four digits, as the database reads a date', () => {
    expect(monthsOf('0001-11-15', '0002-01-03')).toEqual(['0001-11-01', '0001-12-01', '0002-01-01']);
  });
});
