import { describe, expect, it } from 'vitest';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed, seedRoles } from '../../../server/db/seed';
import { migrateBefore } from '../support/migrate-up-to';
import { createTestDatabase, engines } from '../support/test-server';

describe.each(engines())('migration 042 on %s', (engine) => {
  it('gives an installation made before the Records Clerk shipped the role once, with its shipped rules', async () => {
    const database = await createTestDatabase(engine);
    try {
      await migrateBefore(database.db, '042');
      // The roles of that time: the seed then knew four; one was deleted by an administrator.
      await seedRoles(database.db);
      await database.db.deleteFrom('roles').where('name', '=', 'Records Clerk').execute();
      await database.db.deleteFrom('roles').where('name', '=', 'Agency Administrator').execute();
      expect(await migrateToLatest(database.db)).toContain('042_report_releases');
      await seed(database.db, { demo: false, demoPassword: 'x' });
      const roles = await database.db.selectFrom('roles').select(['name', 'rules']).orderBy('name').execute();
      expect(roles.map((r) => r.name)).toEqual(['Officer', 'Records Clerk', 'State Administrator', 'Supervisor']);
      expect(roles.find((r) => r.name === 'Records Clerk')!.rules).toEqual(
        seededRoles.find((r) => r.name === 'Records Clerk')!.rules,
      );
      // Deleted afterwards by an administrator, it stays deleted.
      await database.db.deleteFrom('roles').where('name', '=', 'Records Clerk').execute();
      await seed(database.db, { demo: false, demoPassword: 'x' });
      expect(
        await database.db.selectFrom('roles').select('name').where('name', '=', 'Records Clerk').execute(),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
