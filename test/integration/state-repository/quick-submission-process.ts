/**
 * A server process (`node --import tsx` this file, DATABASE_URL and STATE_REPOSITORY_* in its
 * environment) with the job queue's figures short, so a test sees a dead process's job taken back
 * in seconds rather than after production's half minute: the same app and queue server/main.ts
 * starts, without its migrations (the test's database is migrated already). It prints "working"
 * once its handlers are registered, and logs as JSON lines on stdout.
 */
import { pino } from 'pino';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { startJobQueue } from '../../../server/jobs/job-queue';

const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl });
const jobs = await startJobQueue(database.db, log, {
  // pg-boss takes no heartbeat below 10 s: a killed process's job is failed 10 to 11 s after its last beat.
  policies: { state_submission: { heartbeatSeconds: 10, retryDelay: 1, retryDelayMax: 1 } },
  supervision: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
});
const app = await buildApp({ db: database.db, engine: database.engine, config, jobs, logStream: process.stdout });
process.stdout.write('working\n');
process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  })();
});
