/**
 * A process whose worker takes one job and never finishes it, so a test can kill it mid-job
 * (SIGKILL: no graceful stop, no failing of its job). Run with `node --import tsx`, the database's
 * address as its argument and the queue's figures as JSON in the second; it prints "running <id>"
 * once its handler has the job.
 */
import { openDatabase } from '../../../server/db/database';
import { startJobQueue, type JobQueueOptions } from '../../../server/jobs/job-queue';

const [url, figures] = process.argv.slice(2);
const database = await openDatabase({ url });
const options = JSON.parse(figures ?? '{}') as JobQueueOptions;
const queue = await startJobQueue(database.db, { warn: () => {}, error: () => {} }, options);
await queue.work('state_submission', (job) => {
  process.stdout.write(`running ${job.id}\n`);
  return new Promise<void>(() => {});
});
