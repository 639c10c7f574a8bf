import { describe, expect, it } from 'vitest';
import { searchAddress, searchOf } from './search-address';
import { FIRST_POSITION } from './table-position';

const fields = ['caseNumber', 'dateFrom', 'countyCode'] as const;
const params = (text: string) => new URLSearchParams(text);

describe('a search in its address', () => {
  it('reads a quick search and an advanced one back as written, blank fields left out', () => {
    const quick = searchAddress({ kind: 'quick', text: 'MAIN ST' });
    expect(searchOf(quick, fields)).toEqual({ kind: 'quick', text: 'MAIN ST' });
    const advanced = searchAddress(
      { kind: 'advanced', fields: { caseNumber: 'C-1', dateFrom: '', countyCode: '49' } },
      { ...FIRST_POSITION, page: 2, after: 't' },
    );
    expect(advanced.toString()).toBe('search=advanced&caseNumber=C-1&countyCode=49&page=2&after=t');
    expect(searchOf(advanced, fields)).toEqual({ kind: 'advanced', fields: { caseNumber: 'C-1', countyCode: '49' } });
  });

  it('an advanced search with no field is a search (the last 90 days), and no search is none', () => {
    expect(searchOf(params('search=advanced'), fields)).toEqual({ kind: 'advanced', fields: {} });
    expect(searchOf(params(''), fields)).toBeNull();
    expect(searchOf(params('search=drop-table&q=x'), fields)).toBeNull();
  });

  it('reads only the form’s fields, and no value longer than a field takes', () => {
    const read = searchOf(params(`search=advanced&token=secret&caseNumber=${'9'.repeat(5000)}`), fields);
    expect(read).toEqual({ kind: 'advanced', fields: { caseNumber: '9'.repeat(200) } });
  });
});
