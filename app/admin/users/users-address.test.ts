import { describe, expect, it } from 'vitest';
import { noUserFilters, usersAddress, usersOf, usersRequest } from './users-address';

const of = (search: string) => usersOf(new URLSearchParams(search));

describe('the users list in the address', () => {
  it('reads back the filters and page it wrote, leaving the defaults out', () => {
    const shown = {
      filters: { ...noUserFilters, name: 'Olivia', roleId: '3', status: '1', agencyOri: 'FL0130000' },
      page: 2,
    };
    const address = usersAddress(shown);
    expect(address).toBe('?name=Olivia&roleId=3&status=1&agencyOri=FL0130000&page=2');
    expect(of(address)).toEqual(shown);
    expect(usersAddress({ filters: noUserFilters, page: 1 })).toBe('');
  });

  it('takes values no form writes as the defaults rather than sending them to be refused', () => {
    expect(of('?page=abc&status=7&roleId=-2&name=' + 'x'.repeat(101))).toEqual({ filters: noUserFilters, page: 1 });
    expect(of('?page=0&roleId=1.5&status=toString')).toEqual({ filters: noUserFilters, page: 1 });
    expect(of('?page=100001&roleId=99999999999').page).toBe(1);
    expect(of('?roleId=99999999999').filters.roleId).toBe('');
  });

  it('asks the server for the filters given, as numbers where the call takes numbers', () => {
    expect(usersRequest(of('?userName=nnewhire&roleId=4&status=0&page=3'), 25)).toEqual({
      userName: 'nnewhire',
      roleId: 4,
      status: 0,
      page: 3,
      pageSize: 25,
    });
  });
});
