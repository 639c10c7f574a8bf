import { describe, expect, it } from 'vitest';
import { mayUseVersion, toggleRole, versionRefusal, type PublishPermission } from './publish-permissions';

const grid: PublishPermission[] = [
  { group: 'create', roleId: 1, value: true },
  { group: 'create', roleId: 2, value: false },
  { group: 'edit', roleId: 1, value: true },
  { group: 'submit', roleId: 2, value: true },
];

describe('publish permissions', () => {
  it('toggles a role in every group that already has it, and adds it to none', () => {
    expect(toggleRole(grid, 1, false)).toEqual([
      { group: 'create', roleId: 1, value: false },
      { group: 'create', roleId: 2, value: false },
      { group: 'edit', roleId: 1, value: false },
      { group: 'submit', roleId: 2, value: true },
    ]);
    expect(toggleRole(grid, 2, true).filter((p) => p.roleId === 2)).toEqual([
      { group: 'create', roleId: 2, value: true },
      { group: 'submit', roleId: 2, value: true },
    ]);
    expect(toggleRole(grid, 3, true)).toEqual(grid);
  });

  it('allows a group to a user with one role whose value is true there', () => {
    expect(mayUseVersion(grid, [1], 'create')).toBe(true);
    expect(mayUseVersion(grid, [2], 'create')).toBe(false);
    expect(mayUseVersion(grid, [2, 1], 'create')).toBe(true);
    expect(mayUseVersion(grid, [1], 'submit')).toBe(false);
    expect(mayUseVersion([], [1], 'edit')).toBe(false);
  });

  it('says why in words, naming the version', () => {
    expect(versionRefusal(grid, [1], 'create', 'Vehicle Crash Report 1.1')).toBe('');
    expect(versionRefusal(grid, [1], 'submit', 'Vehicle Crash Report 1.1')).toBe(
      'Your roles may not submit reports of Vehicle Crash Report 1.1: its publish permissions do not allow it.',
    );
  });
});
