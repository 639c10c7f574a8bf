import { describe, expect, it } from 'vitest';
import { checkDrafts, fieldProblems, newRuleDraft, roleDraft, ruleDraft } from './role-draft';

describe('checkDrafts', () => {
  it('turns drafts into the rules they stand for', () => {
    const d = {
      ...ruleDraft(),
      actions: ['read', 'print'],
      subjects: ['Report'],
      conditionsText: '{"agencyOri":"${user.agencyOri}"}',
    };
    const single = { ...ruleDraft(), actions: ['delete'], subjects: ['Report'], inverted: true, reason: ' Kept ' };
    expect(checkDrafts([d, single])).toEqual({
      rules: [
        { action: ['read', 'print'], subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
        { action: 'delete', subject: 'Report', inverted: true, reason: 'Kept' },
      ],
      problems: new Map(),
      valid: true,
    });
  });

  it('puts each problem at its rule and part, and leaves the broken rule out', () => {
    const ok = { ...ruleDraft(), actions: ['read'], subjects: ['Role'] };
    const bad = { ...ruleDraft(), actions: [], subjects: ['Report'], conditionsText: '{"agencyOri": ' };
    const result = checkDrafts([ok, bad]);
    expect(result.valid).toBe(false);
    expect(result.rules).toEqual([{ action: 'read', subject: 'Role' }, null]);
    expect(result.problems.get('1.action')).toBe('Rule 2: choose at least one action');
    expect(result.problems.get('1.conditions')).toMatch(/^Rule 2: the conditions are not valid JSON/);
  });

  it('keeps a field rule’s fields, and checks them', () => {
    const d = { ...ruleDraft({ action: 'edit', subject: 'Agency', fields: ['additionalInfo'] }) };
    expect(d.fieldsText).toBe('additionalInfo');
    expect(checkDrafts([d]).rules).toEqual([{ action: 'edit', subject: 'Agency', fields: ['additionalInfo'] }]);
    const bad = { ...d, fieldsText: 'additionalInfo, budget' };
    expect(checkDrafts([bad]).problems.get('0.fields')).toContain("Rule 1: unknown field 'budget'");
  });

  it('checks condition fields against the subjects ticked', () => {
    const d = { ...ruleDraft(), actions: ['read'], subjects: ['User'], conditionsText: '{"status": 1}' };
    expect(checkDrafts([d]).problems.get('0.conditions')).toContain("Rule 1: User has no field 'status'");
  });
});

describe('roleDraft', () => {
  it('holds a role’s rules with their conditions as JSON text', () => {
    const draft = roleDraft({
      id: 4,
      name: 'Clerk',
      description: '',
      rules: [{ action: 'read', subject: 'Report', conditions: { status: { $in: [0, 3] } } }],
      userCount: 0,
      shipped: false,
      updatedAt: '2026-11-25T10:00:00.000Z',
      updatedByName: null,
    });
    expect(draft.rules[0]).toMatchObject({
      actions: ['read'],
      subjects: ['Report'],
      conditionsText: '{"status":{"$in":[0,3]}}',
    });
    expect(checkDrafts(draft.rules).rules).toEqual([
      { action: 'read', subject: 'Report', conditions: { status: { $in: [0, 3] } } },
    ]);
  });

  it('keys each rule apart from the others, a rule added too, so its row keeps its inputs', () => {
    const rules = roleDraft({
      id: 4,
      name: 'Clerk',
      description: '',
      rules: [
        { action: 'read', subject: 'Report' },
        { action: 'read', subject: 'Role' },
      ],
      userCount: 0,
      shipped: false,
      updatedAt: '2026-11-25T10:00:00.000Z',
      updatedByName: null,
    }).rules;
    const kept = [rules[1]!];
    const added = newRuleDraft(kept);
    expect(new Set([...rules, added].map((r) => r.key)).size).toBe(3);
    expect(newRuleDraft([...kept, added]).key).not.toBe(added.key);
    expect(newRuleDraft([]).key).toBe(1);
  });
});

describe('fieldProblems', () => {
  it('maps the server’s paths to where the editor shows them', () => {
    const out = fieldProblems([
      { path: 'payload.rules.2.action', message: "Rule 3: unknown action 'x'" },
      { path: 'payload.name', message: 'Taken.' },
      { path: 'payload.rules', message: 'Keep manage all.' },
    ]);
    expect([...out]).toEqual([
      ['2.action', "Rule 3: unknown action 'x'"],
      ['name', 'Taken.'],
      ['rules', 'Keep manage all.'],
    ]);
  });
});
