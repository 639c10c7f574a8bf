import { describe, expect, it } from 'vitest';
import { changedFields, changeValueText, fieldLabel, sameValue } from './admin-event-changes';

describe('the changed fields of an administration change', () => {
  it('lists only the fields whose values differ, with both values', () => {
    expect(
      changedFields(
        { firstName: 'Ann', lastName: 'Lee', status: 0, email: 'a@x.org' },
        { firstName: 'Ann', lastName: 'Smith', status: 1, email: 'a@x.org' },
      ),
    ).toEqual([
      { field: 'lastName', before: 'Lee', after: 'Smith' },
      { field: 'status', before: 0, after: 1 },
    ]);
  });

  it('lists every field of a creation with no before, and of a deletion with no after', () => {
    expect(changedFields(null, { ori: 'IN0000000', name: 'State Police' })).toEqual([
      { field: 'ori', after: 'IN0000000' },
      { field: 'name', after: 'State Police' },
    ]);
    expect(changedFields({ name: 'Old role' }, null)).toEqual([{ field: 'name', before: 'Old role' }]);
  });

  it('tells a field added or removed from one whose value became null', () => {
    expect(changedFields({ phone: '555', fax: '1' }, { phone: null, email: 'e@x.org' })).toEqual([
      { field: 'phone', before: '555', after: null },
      { field: 'fax', before: '1' },
      { field: 'email', after: 'e@x.org' },
    ]);
  });

  it('compares nested values as JSON: key order does not count, array order does', () => {
    expect(changedFields({ settings: { a: 1, b: [1, 2] } }, { settings: { b: [1, 2], a: 1 } })).toEqual([]);
    expect(changedFields({ roles: ['Officer', 'Supervisor'] }, { roles: ['Supervisor', 'Officer'] })).toEqual([
      { field: 'roles', before: ['Officer', 'Supervisor'], after: ['Supervisor', 'Officer'] },
    ]);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });

  it('answers nothing when neither side has a value', () => {
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('how the change log writes a value and a field', () => {
  it('writes text as is, nothing as a dash, the rest as JSON', () => {
    expect(changeValueText('Lee')).toBe('Lee');
    expect(changeValueText(undefined)).toBe('—');
    expect(changeValueText(null)).toBe('—');
    expect(changeValueText('')).toBe('—');
    expect(changeValueText(false)).toBe('false');
    expect(changeValueText(['Officer'])).toBe('["Officer"]');
  });

  it('names camelCase and snake_case fields in words', () => {
    expect(fieldLabel('lastName')).toBe('Last name');
    expect(fieldLabel('must_change_password')).toBe('Must change password');
    expect(fieldLabel('agencyOri')).toBe('Agency ori');
  });
});
