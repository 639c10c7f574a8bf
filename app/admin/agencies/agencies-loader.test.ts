import { describe, expect, it } from 'vitest';
import { agenciesAddress, agenciesOf } from './agencies-loader';

const of = (search: string) => agenciesOf(new URLSearchParams(search));

describe('the agencies table in the address', () => {
  it('reads back the words, status and page it wrote, leaving the defaults out', () => {
    const shown = { filter: 'Sheriff', status: 'disabled' as const, page: 3 };
    expect(agenciesAddress(shown)).toBe('?filter=Sheriff&status=disabled&page=3');
    expect(of(agenciesAddress(shown))).toEqual(shown);
    expect(agenciesAddress({ filter: '', status: 'all', page: 1 })).toBe('');
  });

  it('takes values no form writes as the defaults rather than sending them to be refused', () => {
    const first = { filter: '', status: 'all', page: 1 };
    expect(of('?status=gone&page=-1&filter=' + 'x'.repeat(101))).toEqual(first);
    expect(of('?status=constructor&page=2.5')).toEqual(first);
    expect(of('?page=100001').page).toBe(1);
    expect(of('?filter=%20IN049%20').filter).toBe('IN049');
  });
});
