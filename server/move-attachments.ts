import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openCommandDatabase, Refusal } from './command-database';
import { migrateUnderLock } from './db/start-up';
import { createRepositories } from './repositories/repositories';
import { moveAttachments, type MoveStep } from './services/attachments/attachment-move';
import { s3AttachmentStore } from './storage/s3-attachment-store';

const USAGE = `Moves the attachments kept in the database into the object store the server is configured for.

  ATTACHMENT_STORE=s3 S3_ENDPOINT=... S3_BUCKET=... S3_ACCESS_KEY_ID=... S3_SECRET_ACCESS_KEY=... \\
    npm run move-attachments [-- --batch-size 20]

Files are copied in id order and each is checked in the store (size and SHA-256) before its row
points there and its bytes leave the database. Stop it at any time (Ctrl+C finishes the file under
way) and run it again: it goes on where it stopped and copies no file twice. The database is the
server's: DATABASE_URL (the server may keep running, configured for the store), or the embedded
database in DATA_DIR (stop the server first: only one process may open it).`;

/** Refused: said on stderr, and the process ends with code 1. */

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function line(step: MoveStep): string {
  const width = String(step.total).length;
  const what = {
    copied: 'copied',
    found: 'already in the store',
    damaged: 'NOT MOVED: its bytes differ from the size and SHA-256 recorded at upload',
    gone: 'gone (its report was deleted)',
  }[step.outcome];
  return `[${String(step.done).padStart(width)}/${step.total}] ${mb(step.bytesDone)} of ${mb(step.bytesTotal)} MB  ${step.file.id}  ${step.file.fileName}: ${what}`;
}

async function main(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' }, 'batch-size': { type: 'string' } },
    }));
  } catch (error) {
    throw new Refusal(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  const batchSize = Number(values['batch-size'] ?? 20);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000) {
    throw new Refusal('--batch-size must be a whole number from 1 to 1000.');
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw error instanceof ConfigError ? new Refusal(error.message) : error;
  }
  const store = config.attachmentStore;
  if (store.kind !== 's3') {
    throw new Refusal(`ATTACHMENT_STORE is not s3: there is no object store to move the attachments to.\n\n${USAGE}`);
  }
  const database = await openCommandDatabase(config, 'move-attachments');
  const objects = s3AttachmentStore(store);
  const stop = new AbortController();
  const onSignal = () => {
    process.stdout.write('\nStopping after the file under way…\n');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await migrateUnderLock(database, async () => undefined);
    const repos = createRepositories(database.db);
    const left = await repos.attachmentMoves.remaining();
    process.stdout.write(
      `${left.files} attachment(s), ${mb(left.bytes)} MB, to move from the database to ${store.endpoint}/${store.bucket}.\n`,
    );
    const summary = await moveAttachments({
      repos,
      objects,
      batchSize,
      signal: stop.signal,
      onStep: (step) => process.stdout.write(`${line(step)}\n`),
    }).catch((error: Error) => {
      throw new Refusal(`${error.message}\nNothing is lost: run npm run move-attachments again to go on.`);
    });
    const after = await repos.attachmentMoves.remaining();
    process.stdout.write(
      `${summary.stopped ? 'Stopped' : 'Done'}: ${summary.moved} moved (${summary.copied} copied now), ${after.files} left in the database.\n`,
    );
    if (summary.stopped) process.stdout.write('Run npm run move-attachments again to go on where it stopped.\n');
    if (summary.damaged) {
      throw new Refusal(
        `${summary.damaged} file(s) were not moved: their bytes differ from what was recorded at upload.`,
      );
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    objects.close();
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${error instanceof Refusal ? '' : 'move-attachments failed: '}${message}\n`);
  process.exitCode = 1;
});
