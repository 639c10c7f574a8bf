import { describe, expect, it } from 'vitest';
import { FIRST_POSITION, pageMove, positionOf, withPosition } from './table-position';

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

describe('a move between the pages of a report table', () => {
  const order = { sortBy: 'lastUpdated', sortDirection: 'desc' } as const;

  it('reads the next page from the shown page’s cursor and keeps the cursors of the pages before', () => {
    const second = pageMove({ ...order, page: 1 }, [], 2, 'c2');
    expect(second).toEqual({ position: { ...order, page: 2, after: 'c2' }, afters: [undefined, 'c2'] });
    const third = pageMove(second.position, second.afters, 3, 'c3');
    expect(third).toEqual({ position: { ...order, page: 3, after: 'c3' }, afters: [undefined, 'c2', 'c3'] });
  });

  it('goes back to a page from where it began, and to the first page without a cursor', () => {
    const back = pageMove({ ...order, page: 3, after: 'c3' }, [undefined, 'c2'], 2, 'c4');
    expect(back).toEqual({ position: { ...order, page: 2, after: 'c2' }, afters: [undefined, 'c2'] });
    expect(pageMove(back.position, back.afters, 1, 'c3').position).toEqual({ ...order, page: 1 });
  });

  it('reads a page whose cursor it never saw by its number (an address opened on page 5)', () => {
    const back = pageMove({ ...order, page: 5, after: 'c5' }, [], 4, 'c6');
    expect(back.position).toEqual({ ...order, page: 4 });
    expect(back.afters).toEqual([undefined, undefined, undefined, undefined]);
  });
});
