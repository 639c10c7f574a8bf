import { describe, expect, it } from 'vitest';
import { seededRoles } from './seeded-roles';
import {
  MAX_RULES_PER_ROLE,
  parseConditionsText,
  parseRulesText,
  roleRulesSchema,
  ruleProblems,
  rulesProblems,
} from './rule-validation';

const messages = (rules: unknown) => rulesProblems(rules).map((p) => p.message);

describe('rulesProblems', () => {
  it('accepts every shipped role as it is', () => {
    for (const role of seededRoles) expect(messages(role.rules), role.name).toEqual([]);
  });

  it('names the rule and the unknown action or subject', () => {
    const rules = [
      { action: 'read', subject: 'Report' },
      { action: 'read', subject: 'User' },
      { action: ['read', 'aprove'], subject: 'Report' },
      { action: 'read', subject: 'Reprot' },
    ];
    expect(messages(rules)).toEqual(["Rule 3: unknown action 'aprove'", "Rule 4: unknown subject 'Reprot'"]);
  });

  it('accepts alias names as actions', () => {
    expect(messages([{ action: ['review', 'administerUsers'], subject: ['Report', 'User'] }])).toEqual([]);
  });

  it('refuses a rule without actions or subjects, or with an unknown key', () => {
    expect(messages([{ action: [], subject: 'Report' }])).toEqual(['Rule 1: choose at least one action']);
    expect(messages([{ action: 'read' }])).toEqual(['Rule 1: choose at least one subject']);
    expect(messages([{ action: 'read', subject: 'Report', field: ['status'] }])).toEqual([
      "Rule 1: unknown key 'field'",
    ]);
    expect(messages(['read Report'])).toEqual(['Rule 1: a rule must be an object with an action and a subject']);
    expect(messages({ action: 'read' })).toEqual(['The rules must be a list of rules.']);
  });

  it('refuses fields the subject does not have, and conditions on all', () => {
    expect(messages([{ action: 'read', subject: 'Report', conditions: { autorUserId: 1 } }])).toEqual([
      "Rule 1: Report has no field 'autorUserId' (fields: id, authorUserId, agencyOri, status)",
    ]);
    expect(messages([{ action: 'read', subject: 'User', conditions: { status: 0 } }])[0]).toContain(
      "User has no field 'status'",
    );
    expect(messages([{ action: 'read', subject: 'all', conditions: { agencyOri: 'X' } }])).toEqual([
      "Rule 1: conditions cannot be used with subject 'all'; name the subjects instead",
    ]);
    // Several subjects: only the fields they all have.
    expect(messages([{ action: 'read', subject: ['Report', 'User'], conditions: { status: 1 } }])[0]).toContain(
      'the subjects Report, User together has no field',
    );
    expect(messages([{ action: 'read', subject: ['Report', 'User'], conditions: { agencyOri: 'X' } }])).toEqual([]);
  });

  it('accepts placeholders, literals and supported operators of the right kind', () => {
    const rules = [
      { action: 'edit', subject: 'Report', conditions: { authorUserId: '${user.id}', status: { $in: [0, 3] } } },
      { action: 'read', subject: 'User', conditions: { id: { $gte: 2, $lt: 100 }, agencyOri: '${user.agencyOri}' } },
      { action: 'read', subject: 'Note', conditions: { status: { $exists: true } } },
      { action: 'read', subject: 'Report', inverted: true, reason: 'Archived', conditions: { status: 9 } },
    ];
    expect(messages(rules)).toEqual([]);
  });

  it('refuses values of the wrong kind, unknown placeholders and unsupported operators', () => {
    expect(messages([{ action: 'read', subject: 'Report', conditions: { status: '0' } }])).toEqual([
      "Rule 1: status expects a number, not '0'",
    ]);
    expect(messages([{ action: 'read', subject: 'Report', conditions: { agencyOri: '${user.id}' } }])).toEqual([
      'Rule 1: agencyOri expects a string, but ${user.id} is a number',
    ]);
    expect(messages([{ action: 'read', subject: 'Report', conditions: { agencyOri: '${user.ori}' } }])[0]).toContain(
      "unknown placeholder '${user.ori}'",
    );
    expect(messages([{ action: 'read', subject: 'User', conditions: { agencyOri: { $regex: 'IN' } } }])[0]).toContain(
      "unsupported operator '$regex'",
    );
    expect(messages([{ action: 'read', subject: 'Report', conditions: { status: [0, 3] } }])[0]).toContain(
      'cannot be a list',
    );
    expect(messages([{ action: 'read', subject: 'Report', conditions: { $or: [{ status: 0 }] } }])[0]).toContain(
      "the operator '$or' cannot stand for a field",
    );
    expect(messages([{ action: 'read', subject: 'User', conditions: { id: { $exists: 'yes' } } }])).toEqual([
      'Rule 1: id $exists expects true or false',
    ]);
    expect(messages([{ action: 'read', subject: 'Report', conditions: { status: { $in: 3 } } }])).toEqual([
      'Rule 1: status $in expects a list of values',
    ]);
  });

  it('allows field-level rules on fields the subject has', () => {
    const own = { ori: '${user.agencyOri}' };
    expect(messages([{ action: 'edit', subject: 'Agency', conditions: own, fields: ['additionalInfo'] }])).toEqual([]);
    expect(messages([{ action: 'edit', subject: 'Agency', conditions: own, fields: ['reportDueDays'] }])).toEqual([]);
    expect(messages([{ action: 'edit', subject: 'Report', fields: 'status' }])).toEqual([]);
    expect(messages([{ action: 'edit', subject: 'Agency', fields: ['budget'] }])).toEqual([
      "Rule 1: unknown field 'budget' (fields: ori, name, additionalInfo, reportDueDays, reviewDueDays)",
    ]);
    expect(messages([{ action: 'edit', subject: 'Agency', fields: [] }])).toEqual([
      'Rule 1: fields must name at least one field',
    ]);
  });

  it('allows report conditions only the report lists can turn into SQL', () => {
    expect(messages([{ action: 'read', subject: 'Report', conditions: { status: { $lt: 3 } } }])[0]).toContain(
      "unsupported operator '$lt' (supported: $eq, $ne, $in, $nin)",
    );
  });

  it('refuses conditions that are not an object, a non-boolean inverted and a long reason', () => {
    expect(messages([{ action: 'read', subject: 'Report', conditions: 'mine' }])[0]).toContain(
      'Rule 1: conditions must be a JSON object',
    );
    expect(messages([{ action: 'read', subject: 'Report', inverted: 'yes' }])).toEqual([
      'Rule 1: inverted must be true or false',
    ]);
    expect(messages([{ action: 'read', subject: 'Report', reason: 'x'.repeat(501) }])).toEqual([
      'Rule 1: the reason is longer than 500 characters',
    ]);
  });

  it('says which part of which rule each problem is about', () => {
    expect(ruleProblems({ action: 'nope', subject: 'Report' }, 4)).toEqual([
      { index: 4, part: 'action', message: "Rule 5: unknown action 'nope'" },
    ]);
  });

  it('refuses more rules than a role may hold', () => {
    const many = Array.from({ length: MAX_RULES_PER_ROLE + 1 }, () => ({ action: 'read', subject: 'Report' }));
    expect(messages(many)).toEqual([`A role has at most ${MAX_RULES_PER_ROLE} rules, not ${MAX_RULES_PER_ROLE + 1}.`]);
  });
});

describe('parseRulesText', () => {
  it('answers the rules of valid JSON', () => {
    const { rules, problems } = parseRulesText('[{"action":"read","subject":"Report"}]');
    expect(problems).toEqual([]);
    expect(rules).toEqual([{ action: 'read', subject: 'Report' }]);
  });

  it('says malformed JSON is not valid JSON, and gives no rules', () => {
    const { rules, problems } = parseRulesText('[{"action":"read",');
    expect(rules).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^The rules are not valid JSON \(.+\)\.$/);
  });

  it('gives no rules when valid JSON breaks a rule', () => {
    const { rules, problems } = parseRulesText(
      '[{"action":"read","subject":"Report"},{"action":"x","subject":"Report"}]',
    );
    expect(rules).toBeNull();
    expect(problems.map((p) => p.message)).toEqual(["Rule 2: unknown action 'x'"]);
  });
});

describe('parseConditionsText', () => {
  it('takes empty text as no conditions', () => {
    expect(parseConditionsText('  ', ['Report'], 0)).toEqual({ conditions: undefined, problems: [] });
  });

  it('names the rule when the text is malformed JSON', () => {
    const { conditions, problems } = parseConditionsText('{"agencyOri": }', ['Report'], 2);
    expect(conditions).toBeUndefined();
    expect(problems[0]).toMatch(/^Rule 3: the conditions are not valid JSON/);
  });

  it('checks the conditions against the subjects chosen', () => {
    expect(parseConditionsText('{"agencyOri":"${user.agencyOri}"}', ['Report'], 0)).toEqual({
      conditions: { agencyOri: '${user.agencyOri}' },
      problems: [],
    });
    expect(parseConditionsText('{"ori":"X"}', ['Report'], 0).problems[0]).toContain(
      "Rule 1: Report has no field 'ori'",
    );
    expect(parseConditionsText('[1]', ['Report'], 0).problems[0]).toContain('conditions must be a JSON object');
  });
});

describe('roleRulesSchema', () => {
  it('puts each problem at its rule and part', () => {
    const result = roleRulesSchema.safeParse([
      { action: 'read', subject: 'Report' },
      { action: 'read', subject: 'Report', conditions: { authorUserId: 'me' } },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [[1, 'conditions'], "Rule 2: authorUserId expects a number, not 'me'"],
    ]);
  });

  it('passes valid rules through', () => {
    expect(roleRulesSchema.parse([{ action: 'manage', subject: 'all' }])).toEqual([
      { action: 'manage', subject: 'all' },
    ]);
  });
});
