import { describe, expect, it } from 'vitest';
import { FIRST_POSITION, positionOf, searchAddress, searchOf, withPosition } from './search-address';

const fields = ['caseNumber', 'dateFrom', 'countyCode'] as const;
const params = (text: string) => new URLSearchParams(text);

describe("a report table's position in its address", () => {
  it('reads back what it wrote, and leaves the defaults out', () => {
    const position = { sortBy: 'caseNumber', sortDirection: 'asc', page: 3, after: 'opaque.token' } as const;
    const written = withPosition(params('search=quick&q=main'), position);
    expect(written.toString()).toBe('search=quick&q=main&sort=caseNumber&dir=asc&page=3&after=opaque.token');
    expect(positionOf(written)).toEqual(position);
    expect(withPosition(params('page=4&after=x'), FIRST_POSITION).toString()).toBe('');
  });

  it('takes a hand-edited or hostile address as the first page in the default order', () => {
    for (const text of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=99999999', 'sort=password&dir=up']) {
      const read = positionOf(params(text));
      expect(read.page, text).toBe(1);
      expect(read.sortBy, text).toBe('lastUpdated');
      expect(read.sortDirection, text).toBe('desc');
      expect(read.after, text).toBeUndefined();
    }
    expect(positionOf(params(`page=2&after=${'x'.repeat(501)}`))).toEqual({ ...FIRST_POSITION, page: 2 });
    // A cursor means nothing on the first page.
    expect(positionOf(params('page=1&after=abc')).after).toBeUndefined();
  });
});

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
