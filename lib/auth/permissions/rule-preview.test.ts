import { describe, expect, it } from 'vitest';
import { expandedActions, previewRules, scopeText } from './rule-preview';
import { seededRoles } from './seeded-roles';

const texts = (rules: Parameters<typeof previewRules>[0]) =>
  previewRules(rules).map((g) => [g.heading, g.lines.map((l) => l.text)]);

describe('previewRules', () => {
  it('groups lines by subject, in the order subjects first appear', () => {
    expect(
      texts([
        { action: 'read', subject: ['Report', 'User'] },
        { action: 'edit', subject: 'Report', conditions: { authorUserId: '${user.id}' } },
      ]),
    ).toEqual([
      ['Reports', ['May read reports', 'May edit reports they wrote']],
      ['Users', ['May read users']],
    ]);
  });

  it('expands aliases into the actions they stand for', () => {
    const [group] = previewRules([
      { action: ['review', 'archive'], subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
    ]);
    expect(group!.lines[0]!.actions).toEqual(['assign', 'release', 'approve', 'reject', 'accept', 'archive']);
    expect(group!.lines[0]!.text).toBe('May assign, release, approve, reject, accept, archive reports of their agency');
  });

  it('writes inverted rules as "May not", with their reason', () => {
    const [group] = previewRules([
      {
        action: 'delete',
        subject: 'Report',
        inverted: true,
        reason: 'Kept for the state',
        conditions: { status: { $in: [2, 4] } },
      },
    ]);
    expect(group!.lines[0]).toMatchObject({
      allowed: false,
      text: 'May not delete reports whose status is 2 (Approved) or 4 (Accepted)',
      reason: 'Kept for the state',
    });
  });

  it('names the fields a field rule allows', () => {
    const [group] = previewRules([
      { action: 'edit', subject: 'Agency', conditions: { ori: '${user.agencyOri}' }, fields: ['additionalInfo'] },
    ]);
    expect(group!.lines[0]!.text).toBe('May edit agencies that are their own (only additionalInfo)');
  });

  it('spells out manage all', () => {
    expect(texts(seededRoles.find((r) => r.name === 'State Administrator')!.rules)).toEqual([
      ['Everything', ['May do anything with everything']],
    ]);
  });

  it('changes when a permission is removed from a role', () => {
    const supervisor = seededRoles.find((r) => r.name === 'Supervisor')!.rules;
    const before = previewRules(supervisor).flatMap((g) => g.lines.map((l) => l.text));
    expect(before).toContain(
      'May assign, release, approve, reject, accept, archive, export, chart and map, search people and vehicles in reports of their agency',
    );
    const without = supervisor.map((r) =>
      Array.isArray(r.action) && r.action.includes('review')
        ? { ...r, action: r.action.filter((a) => a !== 'review') }
        : r,
    );
    const after = previewRules(without).flatMap((g) => g.lines.map((l) => l.text));
    expect(after).toContain(
      'May archive, export, chart and map, search people and vehicles in reports of their agency',
    );
    expect(after.some((t) => t.includes('approve'))).toBe(false);
  });
});

describe('scopeText', () => {
  it('spells out the usual conditions', () => {
    expect(scopeText('Report', { authorUserId: '${user.id}' })).toBe('they wrote');
    expect(scopeText('Note', { authorUserId: '${user.id}' })).toBe('of reports they wrote');
    expect(scopeText('Report', { agencyOri: '${user.agencyOri}' })).toBe('of their agency');
    expect(scopeText('User', { id: '${user.id}' })).toBe('that are themselves');
    expect(scopeText('Agency', { ori: '${user.agencyOri}' })).toBe('that are their own');
    expect(scopeText('Report', { status: { $in: [0, 3] } })).toBe('whose status is 0 (Draft) or 3 (Rejected)');
  });

  it('spells out operators and literals', () => {
    expect(scopeText('User', { id: { $gte: 2, $lt: 10 } })).toBe('whose id is at least 2 and is less than 10');
    expect(scopeText('Report', { status: { $ne: 9 }, agencyOri: 'IN0030000' })).toBe(
      'whose status is not 9 (Archived) and whose agency is “IN0030000”',
    );
    expect(scopeText('Report', { status: { $nin: [9, 10] } })).toBe(
      'whose status is not 9 (Archived) or 10 (Supplemented)',
    );
    expect(scopeText('User', { agencyOri: { $exists: false } })).toBe('whose agency is not set');
    expect(scopeText('Report', undefined)).toBe('');
  });
});

describe('expandedActions', () => {
  it('keeps plain actions and expands aliases, each once', () => {
    expect(expandedActions(['read', 'administer', 'delete'])).toEqual([
      'read',
      'reassign',
      'release',
      'delete',
      'archive',
    ]);
  });
});
