import { describe, expect, it } from 'vitest';
import { firstAdminQuestions, firstAdminSchema } from './first-admin-input';

const valid = {
  ori: ' in0000000 ',
  agencyName: ' Indiana State Police ',
  userName: 'j.doe',
  firstName: 'Jane',
  lastName: 'Doe',
};
const messageOf = (patch: Record<string, unknown>) =>
  firstAdminSchema.safeParse({ ...valid, ...patch }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('what the first-run command takes', () => {
  it('takes an ORI in any case and trims every answer', () => {
    expect(firstAdminSchema.parse(valid)).toEqual({
      ori: 'IN0000000',
      agencyName: 'Indiana State Police',
      userName: 'j.doe',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });

  it('refuses a wrong ORI, user name or an empty name with the rule', () => {
    expect(messageOf({ ori: 'IN00' })).toEqual(['ori: The ORI must be 9 characters.']);
    expect(messageOf({ ori: '1N0000000' })).toHaveLength(1);
    expect(messageOf({ userName: 'j doe' })).toEqual([
      'userName: A user name is 2 to 100 letters, digits, dots, dashes, underscores or @.',
    ]);
    expect(messageOf({ lastName: '   ' })).toEqual(['lastName: Give the last name.']);
    expect(messageOf({ agencyName: 'x'.repeat(101) })).toEqual([
      'agencyName: The agency name must be at most 100 characters.',
    ]);
  });

  it('asks one question per field, each with its own flag', () => {
    expect(firstAdminQuestions.map((q) => q.key).sort()).toEqual(Object.keys(firstAdminSchema.shape).sort());
    expect(new Set(firstAdminQuestions.map((q) => q.flag)).size).toBe(firstAdminQuestions.length);
  });
});
