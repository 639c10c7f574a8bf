/**
 * Moving drafts to a new form version in bulk, on the embedded database: seeds BENCH_DRAFTS
 * complete drafts (default 1,000) on Vehicle Crash Report 1.0, publishes a 1.1 that renames a
 * field and removes one, then times Report/MoveDraftsToVersion a page of 100 at a time through
 * the real server until none remain, in reports per second. Beside it, the floor: the same rows
 * rewritten by one SQL statement (new form id, same data), which is the least the database does.
 * Run: npx tsx bench/draft-move.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { renameKey } from '../lib/forms/designer/definition-edits';
import { vehicleCrashReport } from '../lib/forms/vehicle-crash-report';
import { completeReport } from '../lib/validation/report-checks/test-reports';
import { DEMO_PASSWORD, startEmbeddedApp } from './embedded-support/embedded-app';

const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 1_000);
const PAGE = 100;

const { database, call, close } = await startEmbeddedApp({ ADMIN_SECOND_FACTOR: 'optional' });
const login = async (userName: string) =>
  (await call('Account/Login', { userName, password: DEMO_PASSWORD })).token as string;

const admin = await login('stateadmin');
const agencyAdmin = await login('agencyadmin');
const seeded = (await call('FormConfiguration/List', {}, admin)).rows[0];
const officer = await database.db
  .selectFrom('users')
  .select('id')
  .where('user_name', '=', 'officer')
  .executeTakeFirstOrThrow();

const t0 = performance.now();
const data = JSON.stringify({
  ...completeReport(),
  Location: { ...(completeReport().Location as object), RdwyRampTxt: 'B' },
});
await sql`insert into reports (form_configuration_id, form_type, author_user_id, last_updated_by, agency_ori, data, status)
  select ${seeded.id}, 'Crash', ${officer.id}, ${officer.id}, 'IN0490000', ${data}::jsonb, 0
  from generate_series(1, ${DRAFTS}::int)`.execute(database.db);
console.log(`seeded ${DRAFTS} drafts on ${seeded.title} 1.0 in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const model = renameKey(vehicleCrashReport, 'Units.*.VehicleInformation.VEHMAKETXT', 'MAKE');
const location = model.sections.find((s) => s.key === 'Location')!;
location.fields = location.fields.filter((f) => f.key !== 'RdwyRampTxt');
const copy = await call('FormConfiguration/Save', { copyOf: seeded.id, version: 'minor' }, admin);
const draft = await call(
  'FormConfiguration/Save',
  { id: copy.id, expectedLastUpdated: copy.lastUpdated, formModel: model },
  admin,
);
// The renamed make is in no exchange mapping (the model carries none): published without it.
const newer = await call(
  'FormConfiguration/Publish',
  { id: draft.id, expectedLastUpdated: draft.lastUpdated, acceptUnexported: true },
  admin,
);

const t1 = performance.now();
let moved = 0;
let left = 0;
for (;;) {
  const page = await call(
    'Report/MoveDraftsToVersion',
    { fromFormConfigurationId: seeded.id, toFormConfigurationId: newer.id, limit: PAGE },
    agencyAdmin,
  );
  moved += page.moved;
  left += page.notCarriedOver;
  if (page.remaining === 0 || page.moved === 0) break;
}
const seconds = (performance.now() - t1) / 1000;
console.log(
  `Report/MoveDraftsToVersion: ${moved} drafts in ${seconds.toFixed(1)} s = ${(moved / seconds).toFixed(0)} reports/s (${left} values kept as not carried over)`,
);

// The floor: the same number of rows rewritten in one statement, without reading or checking them.
const t2 = performance.now();
await sql`update reports set form_configuration_id = ${seeded.id}, data = data, version = version + 1
  where form_configuration_id = ${newer.id}`.execute(database.db);
const floor = (performance.now() - t2) / 1000;
console.log(
  `floor (one SQL update of the same ${moved} rows): ${(moved / floor).toFixed(0)} reports/s; the API is ${((floor / seconds) * 100).toFixed(1)}% of it`,
);

await close();
