/**
 * Seeding the code lists into a fresh embedded database (every server start runs it), and again
 * with nothing changed. Target: well under 2 s on PGlite.
 * Run with `npm run bench`; figures go to the closing notes of issues, not to timed tests.
 */
import { performance } from 'node:perf_hooks';
import { codeListSeeds } from '../lib/codes/seed/all-code-lists';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedCodeLists } from '../server/db/seed-code-lists';

const entries = codeListSeeds.reduce((n, l) => n + l.entries.length, 0);
const database = await openDatabase({});
await migrateToLatest(database.db);

for (const run of ['first seed (empty tables)', 'seed again (nothing changed)', 'seed a third time']) {
  const t0 = performance.now();
  const result = await seedCodeLists(database.db);
  console.log(
    `${run}: ${(performance.now() - t0).toFixed(0)} ms for ${codeListSeeds.length} lists, ${entries} entries (${JSON.stringify(result)})`,
  );
}
await database.close();
