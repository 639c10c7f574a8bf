import { describe, expect, it } from 'vitest';
import { FIRST_POSITION, positionOf, withPosition } from './table-position';

const params = (text: string) => new URLSearchParams(text);

describe("a report table's position in its address", () => {
  it('reads back what it wrote, and leaves the defaults out', () => {
    const position = { sortBy: 'caseNumber', sortDirection: 'asc', page: 3, after: 'opaque.token' } as const;
    const written = withPosition(params('search=quick&q=main'), position);
    expect(written.toString()).toBe('search=quick&q=main&sort=caseNumber&dir=asc&page=3&after=opaque.token');
    expect(positionOf(written)).toEqual(position);
    expect(withPosition(params('page=4&after=x'), FIRST_POSITION).toString()).toBe('');
  });

  it("reads and writes against the table's own first order", () => {
    const oldestFirst = { sortBy: 'lastUpdated', sortDirection: 'asc' } as const;
    expect(positionOf(params(''), oldestFirst)).toEqual({ ...oldestFirst, page: 1 });
    expect(withPosition(params(''), { ...oldestFirst, page: 1 }, oldestFirst).toString()).toBe('');
    expect(withPosition(params(''), { ...FIRST_POSITION }, oldestFirst).toString()).toBe('dir=desc');
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
