import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { firstAdminQuestions, firstAdminSchema, type FirstAdmin } from '../lib/admin/first-admin-input';
import { formatDateTime } from '../lib/format/dates';
import { ConfigError, loadConfig } from './config';
import { openCommandDatabase, Refusal } from './command-database';
import { seed } from './db/seed';
import { migrateUnderLock } from './db/start-up';
import { firstAdminRepository } from './repositories/users/first-admin-repository';
import { createRepositories } from './repositories/repositories';
import { createFirstAdmin, UsersExistError } from './services/users/first-admin-creation';

const USAGE = `Creates the first state administrator on a database with no user yet.

  npm run create-admin -- --ori IN0000000 --agency-name "Indiana State Police" \\
    --user-name jdoe --first-name Jane --last-name Doe

A flag left out is asked on the terminal. The database is the server's: DATABASE_URL, or the
embedded database in DATA_DIR (stop the server first: only one process may open it). The command
prints a sign-in link, valid for 24 hours, with which the administrator signs in and chooses a password.`;

/** Refused: said on stderr, and the process ends with code 1. */

function readFlags(argv: string[]): { help: boolean; given: Partial<Record<keyof FirstAdmin, string>> } {
  const options = Object.fromEntries(firstAdminQuestions.map((q) => [q.flag, { type: 'string' as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    throw new Refusal(`${(error as Error).message}\n\n${USAGE}`);
  }
  const given: Partial<Record<keyof FirstAdmin, string>> = {};
  for (const q of firstAdminQuestions) {
    const value = values[q.flag];
    if (typeof value === 'string') given[q.key] = value;
  }
  return { help: values.help === true, given };
}

const fieldOf = (key: keyof FirstAdmin) => firstAdminSchema.shape[key];

/** Refuses wrong flags, and missing ones when there is no terminal to ask on, before the database is opened. */
function checkFlags(given: Partial<Record<keyof FirstAdmin, string>>) {
  const lines = firstAdminQuestions.flatMap((q) => {
    if (given[q.key] === undefined) return [];
    const check = fieldOf(q.key).safeParse(given[q.key]);
    return check.success ? [] : [`--${q.flag}: ${check.error.issues[0]?.message ?? 'not valid'}`];
  });
  const missing = firstAdminQuestions.filter((q) => given[q.key] === undefined).map((q) => `--${q.flag}`);
  if (missing.length && !process.stdin.isTTY) lines.push(`Missing (no terminal to ask on): ${missing.join(', ')}`);
  if (lines.length) throw new Refusal(`${lines.join('\n')}\n\n${USAGE}`);
}

/** Each missing value asked on the terminal until the answer is right. */
async function complete(given: Partial<Record<keyof FirstAdmin, string>>): Promise<FirstAdmin> {
  if (firstAdminQuestions.every((q) => given[q.key] !== undefined)) return firstAdminSchema.parse(given);
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl+C ends the command (readline would only pause); nothing has been created yet.
  terminal.on('SIGINT', () => {
    terminal.close();
    process.stdout.write('\n');
    process.exit(130);
  });
  // Lines typed ahead of a question are kept for it (question() would drop them).
  const lines = terminal[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    terminal.setPrompt(`${question}: `);
    terminal.prompt();
    const line = await lines.next();
    if (line.done) throw new Refusal('\nNo answer: the terminal was closed. Nothing was created.');
    return line.value;
  };
  try {
    const answers: Partial<Record<keyof FirstAdmin, string>> = { ...given };
    for (const q of firstAdminQuestions) {
      while (answers[q.key] === undefined || !fieldOf(q.key).safeParse(answers[q.key]).success) {
        if (answers[q.key] !== undefined) {
          const check = fieldOf(q.key).safeParse(answers[q.key]);
          process.stdout.write(`  ${check.error?.issues[0]?.message ?? 'Not valid.'}\n`);
        }
        answers[q.key] = await ask(q.question);
      }
    }
    return firstAdminSchema.parse(answers);
  } finally {
    terminal.close();
  }
}

async function main(argv: string[]) {
  const { help, given } = readFlags(argv);
  if (help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  checkFlags(given);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw error instanceof ConfigError ? new Refusal(error.message) : error;
  }
  const database = await openCommandDatabase(config, 'create-admin');
  try {
    // The roles (and forms and code lists) the server seeds at every start; never demo users here.
    await migrateUnderLock(database, () => seed(database.db, { demo: false, demoPassword: config.demoPassword }));
    if ((await firstAdminRepository(database.db).countUsers()) > 0) throw new UsersExistError();
    const input = await complete(given);
    const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    const made = await createFirstAdmin(createRepositories(database.db), input, { publicUrl });
    const where =
      database.engine === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    process.stdout.write(
      [
        '',
        `Created in ${where}:`,
        `  agency         ${made.agency.ori} ${made.agency.name}`,
        `  administrator  ${input.userName} (${input.firstName} ${input.lastName}), State Administrator`,
        '',
        'Start the server (npm start) and open this one-time sign-in link; it is valid until',
        `${formatDateTime(made.expiresAt.toISOString(), config.timeZone)} and asks the administrator to choose a password:`,
        '',
        `  ${made.link}`,
        '',
        ...(config.publicUrl ? [] : ['(PUBLIC_URL is not set: the link points at localhost.)', '']),
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof UsersExistError) throw new Refusal(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${error instanceof Refusal ? '' : 'create-admin failed: '}${message}\n`);
  process.exitCode = 1;
});
