import { seededRoles } from '../../lib/auth/permissions/seeded-roles';
import type { Db } from './database';
import { seedCodeLists } from './seed-code-lists';
import { seedForms } from './seed-forms';
import { hashPassword } from '../services/sign-in/passwords';
import { insertUser } from '../repositories/users/user-insert';

export const DEMO_AGENCY = { ori: 'IN0490000', name: 'Indianapolis Metropolitan Police Department (demo)' };

export const demoUsers = [
  { userName: 'officer', firstName: 'Olivia', lastName: 'Officer', badgeId: '4711', role: 'Officer' },
  { userName: 'supervisor', firstName: 'Samuel', lastName: 'Supervisor', badgeId: '2210', role: 'Supervisor' },
  { userName: 'agencyadmin', firstName: 'Alice', lastName: 'Admin', badgeId: '1001', role: 'Agency Administrator' },
  { userName: 'clerk', firstName: 'Cora', lastName: 'Clerk', badgeId: '3300', role: 'Records Clerk' },
  {
    userName: 'stateadmin',
    firstName: 'Stanley',
    lastName: 'Stateadmin',
    badgeId: '0001',
    role: 'State Administrator',
  },
] as const;

/**
 * The shipped roles: created when the roles table is empty (a new database), and otherwise
 * brought to their shipped description and rules only while no administrator has changed them
 * (edited = false), found by their shipped name. A role an administrator renamed, changed or
 * deleted stays as the administrator left it: it never comes back, twice or at all.
 */
export async function seedRoles(db: Db) {
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('roles').select('id').limit(1).execute();
    for (const role of seededRoles) {
      const values = { description: role.description, rules: JSON.stringify(role.rules) };
      if (existing.length === 0) {
        // Two servers starting on one new database both insert: the second one's rows are not needed.
        await tx
          .insertInto('roles')
          .values({ name: role.name, ...values })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      } else {
        await tx.updateTable('roles').set(values).where('name', '=', role.name).where('edited', '=', false).execute();
      }
    }
  });
}

/**
 * Idempotent: the shipped roles as seedRoles says; the demo agency and users are created only when
 * asked for and never overwritten once they exist.
 */
export async function seed(db: Db, options: { demo: boolean; demoPassword: string }) {
  await seedRoles(db);
  await seedForms(db);
  await seedCodeLists(db);
  if (!options.demo) return { demoUsers: [] as string[] };

  const hash = await hashPassword(options.demoPassword);
  const created: string[] = [];
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('agencies')
      .values({ ori: DEMO_AGENCY.ori, name: DEMO_AGENCY.name, additional_info: JSON.stringify({ state: 'IN' }) })
      .onConflict((oc) => oc.column('ori').doNothing())
      .execute();
    const roles = await tx.selectFrom('roles').select(['id', 'name']).execute();
    for (const u of demoUsers) {
      const exists = await tx.selectFrom('users').select('id').where('user_name', '=', u.userName).executeTakeFirst();
      if (exists) continue;
      const role = roles.find((r) => r.name === u.role);
      await insertUser(
        {
          userName: u.userName,
          firstName: u.firstName,
          lastName: u.lastName,
          badgeId: u.badgeId,
          agencyOri: DEMO_AGENCY.ori,
          passwordHash: hash,
          mustChangePassword: false,
          roleIds: role ? [role.id] : [],
        },
        tx,
      );
      created.push(u.userName);
    }
  });
  return { demoUsers: created };
}
