import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { dppaPurposes } from '../../../lib/api/dppa';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Db } from '../../../server/db/database';
import { hashToken } from '../../../server/services/sign-in/tokens';
import { createTestDatabase } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../../..');
/** Each test runs the server and the command as processes, each starting a database: minutes on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 300_000;
const PUBLIC_URL = 'https://crash.example.org';
const FLAGS = [
  '--ori',
  'in0000000',
  '--agency-name',
  'Indiana State Police',
  '--user-name',
  'jdoe',
  '--first-name',
  'Jane',
  '--last-name',
  'Doe',
];

/** `npm run create-admin` as an operator runs it (no terminal: every answer given as a flag). */
function createAdmin(env: Record<string, string>, args = FLAGS) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/create-admin.mjs', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', PUBLIC_URL, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The server process (server/main.ts) until it says it is running. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', APP_DIR: '/nonexistent', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ child: ChildProcess; output: () => string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const collect = (d: Buffer) => {
      output += d.toString();
      if (/running at[^]*\n\n/.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
  });
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The printed link, and what the database holds about the first administrator. */
async function checkCreated(db: Db, engine: 'pglite' | 'postgresql', output: string) {
  const link = /(https:\/\/crash\.example\.org\/\?token=\S+)/.exec(output)?.[1];
  expect(link, output).toBeDefined();
  const url = new URL(link!);
  expect([...url.searchParams.keys()].sort()).toEqual(['aid', 'pid', 'token', 'type']);

  const users = await db.selectFrom('users').selectAll().execute();
  expect(users).toHaveLength(1);
  const user = users[0]!;
  expect(user).toMatchObject({
    user_name: 'jdoe',
    first_name: 'Jane',
    last_name: 'Doe',
    agency_ori: 'IN0000000',
    must_change_password: true,
    status: 0,
  });
  // No password opens the account: the hash names no scheme any password is checked against.
  expect(user.password_hash).not.toMatch(/^scrypt\$/);
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.name')
    .where('ur.user_id', '=', user.id)
    .execute();
  expect(roles).toEqual([{ name: 'State Administrator' }]);
  const agency = await db.selectFrom('agencies').select(['ori', 'name']).where('ori', '=', 'IN0000000').execute();
  expect(agency).toEqual([{ ori: 'IN0000000', name: 'Indiana State Police' }]);

  // Only the link's hash is stored, valid for a day.
  const token = url.searchParams.get('token')!;
  const links = await db.selectFrom('login_links').selectAll().execute();
  expect(links).toHaveLength(1);
  expect(links[0]!.token_hash).toBe(hashToken(token));
  expect(JSON.stringify(links)).not.toContain(token);
  const validFor = new Date(links[0]!.expires_at).getTime() - new Date(links[0]!.created_at).getTime();
  expect(validFor).toBe(24 * 60 * 60 * 1000);

  const events = await db
    .selectFrom('admin_events')
    .select(['subject', 'action', 'agency_ori'])
    .orderBy('id')
    .execute();
  expect(events).toEqual([
    { subject: 'Agency', action: 'create', agency_ori: 'IN0000000' },
    { subject: 'User', action: 'create', agency_ori: 'IN0000000' },
  ]);

  // The link signs the administrator in, to the step where a password is chosen.
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', PUBLIC_URL });
  const app = await buildApp({ db, engine, config, logger: false });
  try {
    const call = async (apiPath: string, payload: unknown, sessionToken = '') => {
      const res = await app.inject({
        method: 'POST',
        url: `/API/${apiPath}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ identity: { token: sessionToken }, payload }),
      });
      return { statusCode: res.statusCode, body: JSON.parse(res.body) };
    };
    const signIn = await call('Account/TokenAuthenticate', {
      applicationId: url.searchParams.get('aid'),
      providerId: url.searchParams.get('pid'),
      token,
      type: url.searchParams.get('type'),
    });
    expect(signIn.statusCode, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.payload).toMatchObject({ loginStatus: 'DppaRequired', id: user.id });
    const authorised = await call(
      'Account/Authorize',
      { acknowledged: true, purpose: dppaPurposes[0] },
      signIn.body.payload.token,
    );
    expect(authorised.statusCode).toBe(200);
    expect(authorised.body.payload.user.userName).toBe('jdoe');
    // An administrator sets up a second factor first, then chooses a password, before anything else.
    expect(authorised.body.payload.nextStep).toBe('enrol_second_factor');
    const before = await call('Audit/AuthEvents', {}, signIn.body.payload.token);
    expect(before.statusCode).toBe(403);
    const begun = await call('Account/BeginSecondFactorEnrolment', {}, signIn.body.payload.token);
    const code = TOTP.generate({ secret: Secret.fromBase32(begun.body.payload.secret) });
    const enrolled = await call('Account/ConfirmSecondFactorEnrolment', { code }, signIn.body.payload.token);
    expect(enrolled.statusCode, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body.payload.user.additionalInfo.choosePassword).toBe(true);
    expect((await call('Audit/AuthEvents', {}, signIn.body.payload.token)).statusCode).toBe(403);
    // The first administrator never had a password: they choose one without a current one.
    const chosen = await call(
      'Account/ChangePassword',
      { newPassword: 'Granite-Meadow-Falcon-93' },
      signIn.body.payload.token,
    );
    expect(chosen.statusCode, JSON.stringify(chosen.body)).toBe(200);
    expect((await call('Audit/AuthEvents', {}, signIn.body.payload.token)).statusCode).toBe(200);
    // The link is one-time.
    const again = await call('Account/TokenAuthenticate', {
      applicationId: 'crash-web',
      providerId: 'crash',
      token,
      type: 'link',
    });
    expect(again.statusCode).toBe(401);
  } finally {
    await app.close();
  }
}

describe('npm run create-admin', () => {
  it(
    'on the embedded database: refused while the server runs, creates the first administrator once',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-first-run-'));
      try {
        const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
        try {
          expect(server.output()).toContain('No user yet: run npm run create-admin');
          expect(server.output()).not.toContain('Demo logins');
          const busy = await createAdmin({ DATA_DIR: dataDir });
          expect(busy.code).toBe(1);
          expect(busy.output).toContain(`The embedded database in ${dataDir} is in use by another process`);
          expect(busy.output).toContain('Stop the server');
        } finally {
          await stopServer(server.child);
        }

        const made = await createAdmin({ DATA_DIR: dataDir });
        expect(made.code, made.output).toBe(0);
        const database = await openDatabase({ dataDir });
        try {
          await checkCreated(database.db, 'pglite', made.output);
        } finally {
          await database.close();
        }

        const second = await createAdmin({ DATA_DIR: dataDir });
        expect(second.code).toBe(1);
        expect(second.output).toContain('This database already has users');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL: creates the first administrator once',
    async () => {
      const database = await createTestDatabase('postgresql');
      try {
        const server = await startServer({ DATABASE_URL: database.url! });
        try {
          expect(server.output()).toContain('No user yet: run npm run create-admin');
        } finally {
          await stopServer(server.child);
        }
        const made = await createAdmin({ DATABASE_URL: database.url! });
        expect(made.code, made.output).toBe(0);
        expect(made.output).toContain('PostgreSQL (DATABASE_URL)');
        await checkCreated(database.db, 'postgresql', made.output);
        const second = await createAdmin({ DATABASE_URL: database.url! });
        expect(second.code).toBe(1);
        expect(second.output).toContain('This database already has users');
      } finally {
        await database.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'asks on the terminal for what the flags leave out, again until the answer is right',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-first-run-tty-'));
      try {
        // `script` gives the command a terminal, as an operator's shell does; the answers are typed ahead.
        const child = spawn(
          'script',
          ['-qec', `${process.execPath} scripts/create-admin.mjs --ori IN0000000`, '/dev/null'],
          {
            cwd: root,
            env: { ...process.env, DATABASE_URL: '', PUBLIC_URL, DATA_DIR: dataDir },
            stdio: ['pipe', 'pipe', 'pipe'],
          },
        );
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.stdin.write('Indiana State Police\nj doe\njdoe\nJane\nDoe\n');
        const code = await new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
          child.on('exit', (c) => {
            clearTimeout(timer);
            resolve(c);
          });
        });
        expect(code, output).toBe(0);
        expect(output).not.toContain('State agency ORI');
        for (const question of ['State agency name: ', 'Administrator user name: ', 'Administrator last name: ']) {
          expect(output).toContain(question);
        }
        expect(output).toContain('A user name is 2 to 100 letters, digits, dots, dashes, underscores or @.');
        const database = await openDatabase({ dataDir });
        try {
          await checkCreated(database.db, 'pglite', output);
        } finally {
          await database.close();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it('refuses wrong and missing flags without a terminal, naming them, before touching a database', async () => {
    const dataDir = path.join(os.tmpdir(), `crash-never-made-${process.pid}`);
    const res = await createAdmin({ DATA_DIR: dataDir }, ['--ori', 'IN00', '--user-name', 'x y']);
    expect(res.code).toBe(1);
    expect(res.output).toContain('--ori: The ORI must be 9 characters.');
    expect(res.output).toContain('--user-name: A user name is 2 to 100 letters');
    expect(res.output).toContain('Missing (no terminal to ask on): --agency-name, --first-name, --last-name');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
