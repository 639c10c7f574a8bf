import { describe, expect, it } from 'vitest';
import { publishPermissionsOfJson } from './form-configuration-schemas';

describe('publishPermissionsOfJson', () => {
  it('reads the JSON string GetFormPermissions answers', () => {
    const json = JSON.stringify([
      { group: 'create', roleId: 1, value: true },
      { group: 'submit', roleId: 2, value: false },
    ]);
    expect(publishPermissionsOfJson(json)).toEqual([
      { group: 'create', roleId: 1, value: true },
      { group: 'submit', roleId: 2, value: false },
    ]);
  });

  it('refuses entries of another shape', () => {
    expect(() => publishPermissionsOfJson('[{"group":"delete","roleId":1,"value":true}]')).toThrow();
    expect(() => publishPermissionsOfJson('{"group":"create"}')).toThrow();
  });
});
