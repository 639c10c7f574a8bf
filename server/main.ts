import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openReadDatabase } from './db/read-database';
import { migrateUnderLock, openDatabaseWhenReady } from './db/start-up';
import { demoUsers, seed } from './db/seed';
import { startJobQueue } from './jobs/job-queue';
import { firstAdminRepository } from './repositories/users/first-admin-repository';

/** The process: read config, open and migrate the database, seed, listen, close gracefully. */
async function main() {
  const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabaseWhenReady(
    {
      url: config.databaseUrl,
      preparedStatements: config.preparedStatements,
      dataDir: config.dataDir,
      onIdleError: (error) => log.warn({ err: error }, 'an idle PostgreSQL connection failed and was dropped'),
    },
    {
      waitMs: config.databaseWaitMs,
      onRetry: (message, msLeft) =>
        log.warn(`${message}; trying again for ${Math.ceil(msLeft / 1000)} s more (DATABASE_WAIT_SECONDS)`),
    },
  ).catch((error: Error) => {
    log.fatal(error.message);
    process.exit(1);
  });
  // Any number of processes may start together on a new database: one at a time migrates and seeds.
  const { applied } = await migrateUnderLock(database, () =>
    seed(database.db, { demo: config.seedDemo, demoPassword: config.demoPassword }),
  );
  if (applied.length) log.info({ migrations: applied }, 'database migrated');
  // There is never a default password: a database without users waits for the first-run step.
  const noUserYet = (await firstAdminRepository(database.db).countUsers()) === 0;

  const replica = config.databaseReadUrl
    ? openReadDatabase(config.databaseReadUrl, {
        preparedStatements: config.preparedStatements,
        onIdleError: (error) =>
          log.warn({ err: error }, 'an idle connection to the read replica failed and was dropped'),
      })
    : undefined;
  // After the migrations (pg-boss migrates its own schema), before the app registers its handlers.
  const jobs = await startJobQueue(database.db, log);
  const app = await buildApp({ db: database.db, readDb: replica?.db, engine: database.engine, config, jobs });
  let closing = false;
  const close = async (signal: string) => {
    // A second signal while closing (a supervisor repeating itself) must not cut the close short.
    if (closing) return log.info(`${signal}: already closing`);
    closing = true;
    log.info(`${signal}: closing`);
    await app.close();
    // No call sends a job any more; running handlers get a while to finish, the rest are retried later.
    await jobs.stop();
    await replica?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where =
    database.engine === 'pglite'
      ? `embedded PGlite in ${config.dataDir}`
      : `PostgreSQL (DATABASE_URL${replica ? ', tables and searches on DATABASE_READ_URL' : ''})`;
  const url = config.publicUrl ?? `http://localhost:${new URL(address).port}`;
  const store = config.attachmentStore;
  const files = store.kind === 's3' ? `bucket ${store.bucket} at ${store.endpoint}` : 'in the database';
  const lines = [`Crash report is running at ${url}  (database: ${where}; attachments: ${files})`];
  if (config.seedDemo) {
    lines.push('Demo logins (password: DEMO_PASSWORD, default Crash-Demo-2026):');
    for (const u of demoUsers) lines.push(`  ${u.userName.padEnd(12)} ${u.role}`);
  }
  if (noUserYet) {
    log.warn('No user yet: run npm run create-admin');
    const stopFirst =
      database.engine === 'pglite' ? ' (stop the server first: the embedded database has one owner)' : '';
    lines.push(`No user yet: run npm run create-admin to create the first state administrator${stopFirst}.`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
