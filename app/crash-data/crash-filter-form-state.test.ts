import { describe, expect, it } from 'vitest';
import { crashFilterSchema } from '../../lib/analysis/crash-filter';
import { crashDataSearch, filterOfForm, formOfSearch } from './crash-filter-form-state';

const KEY = '097|36003|38TH ST & MERIDIAN ST';

describe('the crash data address and form', () => {
  it('keeps a high-crash location through the form, so showing the filter again keeps it', () => {
    const search = crashDataSearch({ dateFrom: '2025-01-01', locationKey: KEY }, 'charts', 'month');
    const form = formOfSearch(new URLSearchParams(search));
    expect(form.locationKey).toBe(KEY);
    expect(crashFilterSchema.parse(filterOfForm(form))).toEqual({ dateFrom: '2025-01-01', locationKey: KEY });
  });

  it('leaves the location out when the address has none', () => {
    const form = formOfSearch(new URLSearchParams('view=locations'));
    expect(form.locationKey).toBe('');
    expect(crashFilterSchema.parse(filterOfForm(form))).toEqual({});
  });
});
