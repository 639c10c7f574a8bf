import { describe, expect, it } from 'vitest';
import { rolesAddress, rolesOf } from './roles-loader';

const of = (search: string) => rolesOf(new URLSearchParams(search));

describe('the roles page in the address', () => {
  it('reads back the filter and the role it wrote, leaving the defaults out', () => {
    expect(rolesAddress({ filter: 'super', selected: 4 })).toBe('?filter=super&role=4');
    expect(of('?filter=super&role=4')).toEqual({ filter: 'super', selected: 4 });
    expect(of(rolesAddress({ filter: '', selected: 'new' }))).toEqual({ filter: '', selected: 'new' });
    expect(rolesAddress({ filter: '', selected: null })).toBe('');
  });

  it('takes values no screen writes as the defaults rather than sending them to be refused', () => {
    expect(of('?role=abc&filter=' + 'x'.repeat(101))).toEqual({ filter: '', selected: null });
    expect(of('?role=0')).toEqual({ filter: '', selected: null });
    expect(of('?role=1e3')).toEqual({ filter: '', selected: null });
    expect(of('?role=99999999999')).toEqual({ filter: '', selected: null });
  });
});
