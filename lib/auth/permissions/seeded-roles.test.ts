import { describe, expect, it } from 'vitest';
import { actionAliases, actions, buildAbility, interpolateRules, subjectOf } from './ability';
import { seededRoles, type SeededRole } from './seeded-roles';

const ME = { id: 7, agencyOri: 'IN0490000' };
const FAR = 'IN0010000';
type Role = SeededRole['name'];
const abilityOf = (role: Role) => buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, ME));

/**
 * The objects checked: my report, a colleague's, another agency's (each accepted, status 4, which
 * only the records clerk's rules look at); a colleague user, another agency's user.
 */
const subjects = {
  own: subjectOf('Report', { authorUserId: ME.id, agencyOri: ME.agencyOri, status: 4 }),
  agency: subjectOf('Report', { authorUserId: 8, agencyOri: ME.agencyOri, status: 4 }),
  far: subjectOf('Report', { authorUserId: 9, agencyOri: FAR, status: 4 }),
  agencyUser: subjectOf('User', { id: 8, agencyOri: ME.agencyOri }),
  farUser: subjectOf('User', { id: 9, agencyOri: FAR }),
};
type Where = keyof typeof subjects;
const roles = seededRoles.map((r) => r.name);

/**
 * Where each role may do each action (see docs/rules/sign-in-and-sessions.md, "Permissions"): officers
 * write their own reports and read, print and supplement the agency's; supervisors add review
 * ('review' alias), archive and export in the agency; agency administrators 'administer'
 * (reassign, release, delete, archive) and accept the agency's reports and its users; state administrators
 * everything. own = my reports; agency = mine and my colleagues'; all = every agency's too.
 */
const reportTable = `
  action      Officer  Supervisor  AgencyAdmin  Clerk   StateAdmin
  read        agency   agency      agency       agency  all
  edit        own      own         -            -       all
  delete      own      own         agency       -       all
  sendTo      own      own         -            -       all
  assign      -        agency      -            -       all
  release     own      agency      agency       -       all
  approve     -        agency      -            -       all
  reject      -        agency      -            -       all
  accept      -        agency      agency       -       all
  supplement  agency   agency      -            -       all
  archive     -        agency      agency       -       all
  reassign    -        -           agency       -       all
  print       agency   agency      agency       agency  all
  export      -        agency      -            agency  all
  readPersonalData  agency  agency  -           agency  all
  giveFullCopy  -      -           -            agency  all
`;
// Users are disabled, never deleted (history keeps its authors), so 'administerUsers' has no delete.
const userTable = `
  action         Officer  Supervisor  AgencyAdmin  Clerk  StateAdmin
  read  -  -  agency  -  all
  create  -  -  agency  -  all
  edit  -  -  agency  -  all
  delete  -  -  -  -  all
  disable  -  -  agency  -  all
  enable  -  -  agency  -  all
  unlock  -  -  agency  -  all
  resetPassword  -  -  agency  -  all
  copy  -  -  agency  -  all
`;
const scopes: Record<string, Where[]> = {
  '-': [],
  own: ['own'],
  agency: ['own', 'agency'],
  all: ['own', 'agency', 'far'],
};
const userScopes: Record<string, Where[]> = { '-': [], agency: ['agencyUser'], all: ['agencyUser', 'farUser'] };

/** [role, action, where allowed] for every cell of a table. */
function cells(table: string, scope: Record<string, Where[]>): [Role, string, Where[]][] {
  const [, ...lines] = table.trim().split('\n');
  return lines.flatMap((line) => {
    const [action, ...columns] = line.trim().split(/\s+/);
    return roles.map((role, i): [Role, string, Where[]] => [role, action!, scope[columns[i]!]!]);
  });
}

describe('seeded roles on reports', () => {
  it('has one column per seeded role, in seeding order', () => {
    expect(roles).toEqual(['Officer', 'Supervisor', 'Agency Administrator', 'Records Clerk', 'State Administrator']);
  });

  it.each(cells(reportTable, scopes))('%s may %s: %j', (role, action, expected) => {
    const ability = abilityOf(role);
    expect(scopes.all!.filter((w) => ability.can(action, subjects[w]))).toEqual(expected);
  });
});

describe('the records clerk', () => {
  it("reads and copies only the agency's accepted, supplemented and archived reports", () => {
    const clerk = abilityOf('Records Clerk');
    const report = (status: number) => subjectOf('Report', { authorUserId: 8, agencyOri: ME.agencyOri, status });
    for (const status of [4, 9, 10]) expect(clerk.can('giveFullCopy', report(status)), String(status)).toBe(true);
    for (const status of [0, 1, 2, 3, 7]) expect(clerk.can('read', report(status)), String(status)).toBe(false);
    expect(clerk.can('read', subjectOf('RecordsRelease', { reportId: 1, agencyOri: ME.agencyOri }))).toBe(true);
    expect(clerk.can('read', subjectOf('RecordsRelease', { reportId: 1, agencyOri: FAR }))).toBe(false);
  });
});

describe('seeded roles on users (user administration within the agency)', () => {
  it.each(cells(userTable, userScopes))('%s may %s users: %j', (role, action, expected) => {
    const ability = abilityOf(role);
    expect(userScopes.all!.filter((w) => ability.can(action, subjects[w]))).toEqual(expected);
  });
});

describe('action aliases', () => {
  it('expand as written', () => {
    expect(actionAliases).toEqual({
      write: ['create', 'edit', 'delete', 'sendTo'],
      review: ['assign', 'release', 'approve', 'reject', 'accept'],
      administer: ['reassign', 'release', 'delete', 'archive'],
      administerUsers: ['create', 'edit', 'disable', 'enable', 'unlock', 'resetPassword', 'resetSecondFactor', 'copy'],
    });
  });

  it.each(Object.entries(actionAliases))('%s grants exactly its actions', (alias, expanded) => {
    const ability = buildAbility([{ action: alias, subject: 'Report' }]);
    const granted = actions.filter((a) => a !== 'manage' && ability.can(a, 'Report'));
    expect(granted).toEqual(actions.filter((a) => (expanded as readonly string[]).includes(a)));
  });

  it('knows every action a table or call asks for', () => {
    for (const a of ['sendTo', 'release', 'delete', 'edit', 'create', 'assign', 'print', 'supplement', 'read']) {
      expect(actions).toContain(a);
    }
  });
});

describe('type-level permissions', () => {
  it.each([
    ['Officer', 'create', 'Report', true],
    ['Officer', 'read', 'FormConfiguration', true],
    ['Officer', 'publish', 'FormConfiguration', false],
    ['Officer', 'read', 'AuthEvent', false],
    ['Supervisor', 'create', 'Report', true],
    ['Agency Administrator', 'create', 'Report', false],
    ['State Administrator', 'publish', 'FormConfiguration', true],
  ] as const)('%s may %s %s: %s', (role, action, subject, allowed) => {
    expect(abilityOf(role).can(action, subject)).toBe(allowed);
  });
});

describe('form versions', () => {
  const form = (agencyOri: string | null) => subjectOf('FormConfiguration', { agencyOri });
  it.each([
    ['Officer', 'edit', ME.agencyOri, false],
    ['Supervisor', 'publish', ME.agencyOri, false],
    ['Agency Administrator', 'edit', ME.agencyOri, true],
    ['Agency Administrator', 'publish', ME.agencyOri, true],
    ['Agency Administrator', 'edit', null, false],
    ['Agency Administrator', 'publish', FAR, false],
    ['State Administrator', 'publish', null, true],
    ['State Administrator', 'edit', FAR, true],
  ] as const)('%s may %s a version of %s: %s', (role, action, agencyOri, allowed) => {
    expect(abilityOf(role).can(action, form(agencyOri))).toBe(allowed);
  });
});

/**
 * Confidential attachments (types 003 and 005): the report's author, and
 * in the agency those who review or administer its reports; state administrators everywhere.
 */
describe('seeded roles on confidential attachments', () => {
  const confidential = {
    own: subjectOf('ConfidentialAttachment', { authorUserId: ME.id, agencyOri: ME.agencyOri }),
    agency: subjectOf('ConfidentialAttachment', { authorUserId: 8, agencyOri: ME.agencyOri }),
    far: subjectOf('ConfidentialAttachment', { authorUserId: 9, agencyOri: FAR }),
  };
  it.each([
    ['Officer', ['own']],
    ['Supervisor', ['own', 'agency']],
    ['Agency Administrator', ['own', 'agency']],
    ['State Administrator', ['own', 'agency', 'far']],
  ] as const)('%s may read those of %j reports', (role, expected) => {
    const ability = abilityOf(role);
    const where = (['own', 'agency', 'far'] as const).filter((w) => ability.can('read', confidential[w]));
    expect(where).toEqual(expected);
  });
});

/**
 * Notes are for a report's author and its reviewers; the audit log is for the
 * agency's supervisors and administrators; the mail outbox for administrators.
 */
describe('seeded roles on notes, the audit log and the mail outbox', () => {
  const of = (subject: 'Note' | 'AuditEvent' | 'OutboxMessage') => ({
    own: subjectOf(subject, { authorUserId: ME.id, agencyOri: ME.agencyOri }),
    agency: subjectOf(subject, { authorUserId: 8, agencyOri: ME.agencyOri }),
    far: subjectOf(subject, { authorUserId: 9, agencyOri: FAR }),
  });
  it.each([
    ['Officer', 'read', 'Note', ['own']],
    ['Officer', 'create', 'Note', ['own']],
    ['Supervisor', 'read', 'Note', ['own', 'agency']],
    ['Supervisor', 'create', 'Note', ['own', 'agency']],
    ['Agency Administrator', 'read', 'Note', []],
    ['State Administrator', 'create', 'Note', ['own', 'agency', 'far']],
    ['Officer', 'read', 'AuditEvent', []],
    ['Supervisor', 'read', 'AuditEvent', ['own', 'agency']],
    ['Agency Administrator', 'read', 'AuditEvent', ['own', 'agency']],
    ['State Administrator', 'read', 'AuditEvent', ['own', 'agency', 'far']],
    ['Officer', 'read', 'OutboxMessage', []],
    ['Supervisor', 'read', 'OutboxMessage', []],
    ['Agency Administrator', 'read', 'OutboxMessage', ['own', 'agency']],
    ['State Administrator', 'read', 'OutboxMessage', ['own', 'agency', 'far']],
  ] as const)('%s may %s %s of %j reports', (role, action, subject, expected) => {
    const ability = abilityOf(role);
    const objects = of(subject);
    expect((['own', 'agency', 'far'] as const).filter((w) => ability.can(action, objects[w]))).toEqual(expected);
  });

  it.each([
    ['Officer', []],
    ['Supervisor', []],
    ['Agency Administrator', ['agency']],
    ['State Administrator', ['agency', 'far']],
  ] as const)('%s may read the sign-in events and the change log of %j agencies', (role, expected) => {
    const ability = abilityOf(role);
    for (const subject of ['AuthEvent', 'AdminEvent'] as const) {
      const where = {
        agency: subjectOf(subject, { agencyOri: ME.agencyOri }),
        far: subjectOf(subject, { agencyOri: FAR }),
      };
      expect(
        (['agency', 'far'] as const).filter((w) => ability.can('read', where[w])),
        subject,
      ).toEqual(expected);
    }
  });

  it.each([
    ['Officer', [], []],
    ['Supervisor', [], []],
    ['Agency Administrator', ['agency'], ['agency']],
    ['State Administrator', ['agency', 'far'], ['agency', 'far']],
  ] as const)('%s reads %j and retries, holds, releases %j agencies\u2019 state submissions', (role, reads, edits) => {
    const ability = abilityOf(role);
    const where = {
      agency: subjectOf('StateSubmission', { id: 1, agencyOri: ME.agencyOri, status: 'failed' }),
      far: subjectOf('StateSubmission', { id: 2, agencyOri: FAR, status: 'failed' }),
    };
    expect((['agency', 'far'] as const).filter((w) => ability.can('read', where[w]))).toEqual(reads);
    expect((['agency', 'far'] as const).filter((w) => ability.can('edit', where[w]))).toEqual(edits);
  });

  it('still lets every author attach files', () => {
    expect(abilityOf('Officer').can('create', 'Attachment')).toBe(true);
  });
});
