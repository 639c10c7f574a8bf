import type { RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from '../../../lib/auth/permissions/ability';
import type { PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { offlineKysely } from '../../db/offline-kysely.fixture';
import { reportScope, reportScopeAlternatives } from './report-scope';

const compiler = offlineKysely<unknown>();
const compiled = (filter: RawBuilder<unknown> | null) => {
  if (!filter) return null;
  const { sql, parameters } = filter.compile(compiler);
  return { sql, parameters };
};
const user = { id: 7, agencyOri: 'IN0490000' };
const scopeOf = (rules: PermissionRule[], action: string) =>
  compiled(reportScope(buildAbility(interpolateRules(rules, user)), action));
const role = (name: string) => seededRoles.find((r) => r.name === name)!.rules;

describe('report scope: the CASL rules of a user as SQL over reports', () => {
  it('gives an officer their agency’s reports and their own, and nothing to review', () => {
    expect(scopeOf(role('Officer'), 'read')).toEqual({
      sql: '("r"."agency_ori" = $1 or "r"."author_user_id" = $2)',
      parameters: ['IN0490000', 7],
    });
    expect(scopeOf(role('Officer'), 'assign')).toBeNull();
  });

  it('gives a supervisor the agency to review and a state administrator everything', () => {
    expect(scopeOf(role('Supervisor'), 'assign')).toEqual({
      sql: '"r"."agency_ori" = $1',
      parameters: ['IN0490000'],
    });
    expect(scopeOf(role('State Administrator'), 'read')).toEqual({ sql: 'true', parameters: [] });
  });

  it('gives the same scope as alternatives a search asks one by one', () => {
    const alternatives = (rules: PermissionRule[], action: string) =>
      reportScopeAlternatives(buildAbility(interpolateRules(rules, user)), action)?.map(compiled);
    expect(alternatives(role('Supervisor'), 'read')).toEqual([
      { sql: '"r"."agency_ori" = $1', parameters: ['IN0490000'] },
      { sql: '"r"."author_user_id" = $1', parameters: [7] },
    ]);
    expect(alternatives(role('State Administrator'), 'read')).toEqual([{ sql: 'true', parameters: [] }]);
    expect(reportScopeAlternatives(buildAbility(interpolateRules(role('Officer'), user)), 'assign')).toBeNull();
    // A refusal holds in every alternative.
    const refused: PermissionRule[] = [
      { action: 'read', subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
      { action: 'read', subject: 'Report', conditions: { authorUserId: '${user.id}' } },
      { action: 'read', subject: 'Report', conditions: { status: 9 }, inverted: true },
    ];
    expect(alternatives(refused, 'read')?.map((a) => a?.sql)).toEqual([
      '("r"."author_user_id" = $1 and not "r"."status" = $2)',
      '("r"."agency_ori" = $1 and not "r"."status" = $2)',
    ]);
  });

  it('turns lists, inequality, compound conditions and refusals into SQL', () => {
    const rules: PermissionRule[] = [
      { action: 'read', subject: 'Report', conditions: { status: { $in: [1, 7] }, agencyOri: '${user.agencyOri}' } },
      { action: 'read', subject: 'Report', conditions: { id: { $ne: 3 } } },
      { action: 'read', subject: 'Report', conditions: { status: 9 }, inverted: true },
    ];
    expect(scopeOf(rules, 'read')).toEqual({
      sql:
        '(("r"."id" is distinct from $1 or ("r"."status" in ($2, $3) and "r"."agency_ori" = $4)) ' +
        'and not "r"."status" = $5)',
      parameters: [3, 1, 7, 'IN0490000', 9],
    });
  });

  it('refuses a condition it cannot translate instead of widening the scope', () => {
    const unknownField: PermissionRule[] = [{ action: 'read', subject: 'Report', conditions: { countyCode: '097' } }];
    expect(() => scopeOf(unknownField, 'read')).toThrow('Report permission condition on unknown field "countyCode".');
    const regex: PermissionRule[] = [
      { action: 'read', subject: 'Report', conditions: { agencyOri: { $regex: '^IN' } } },
    ];
    expect(() => scopeOf(regex, 'read')).toThrow('operator "regex"');
  });
});
