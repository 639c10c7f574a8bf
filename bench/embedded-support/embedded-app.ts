import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';

export const DEMO_PASSWORD = 'Crash-Demo-2026';

/**
 * The real server in this process on a fresh embedded database with the demo data, and a caller
 * of its API: what the benchmarks on the embedded database start from. `env` adds configuration.
 */
export async function startEmbeddedApp(env: Record<string, string> = {}) {
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seed(database.db, { demo: true, demoPassword: DEMO_PASSWORD });
  const app = await buildApp({
    db: database.db,
    engine: database.engine,
    config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', ...env }),
    logger: false,
  });
  const call = callerOf(app);
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, app, call, close };
}

/** One API call to `app` without a socket; anything but 200 throws with the answer. */
export function callerOf(app: Pick<Awaited<ReturnType<typeof buildApp>>, 'inject'>) {
  return async (path: string, payload: unknown, token = '') => {
    const res = await app.inject({
      method: 'POST',
      url: `/API/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: { token }, payload }),
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body).payload;
  };
}
