import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { serverReportOf } from '../support/editor/editor-helpers';
import { firstSignIn, linkOn, menuLinks } from '../support/sign-in/first-sign-in-steps';
import { choose, fieldValue } from '../support/editor/labelled-fields';
import { byRole, waitForText } from '../support/page-helpers';
import { freshPostgresDatabase } from '../../fakes/postgres-database';
import { startRealServer, type RealServer } from '../support/real-server';

const root = path.resolve(import.meta.dirname, '../../..');
const NEW_ORI = 'IN0070000';

/** An empty database: a fresh PostgreSQL database when DATABASE_URL names a server, else a new embedded data folder. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-empty-'));
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true }) };
  }
  const database = await freshPostgresDatabase(adminUrl);
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

/** The documented first-run step, `npm run create-admin`, with every answer given as a flag. */
function createAdmin(env: Record<string, string>): Promise<string> {
  const args = ['--ori', 'IN0000000', '--agency-name', 'Indiana State Police'];
  args.push('--user-name', 'fiona', '--first-name', 'Fiona', '--last-name', 'First');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/create-admin.mjs', ...args], {
      cwd: root,
      env: { ...process.env, PUBLIC_URL: 'https://crash.example.org', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => {
      const link = /(https:\/\/crash\.example\.org\/\S*token=\S+)/.exec(output)?.[1];
      if (code === 0 && link) resolve(link);
      else reject(new Error(`create-admin exited ${code}:\n${output}`));
    });
  });
}

/** Creates a user on the Users screen and answers the one-time sign-in link it shows. */
async function createUser(
  page: Page,
  u: { first: string; last: string; userName: string; badge: string; role: string; agencyOri?: string },
) {
  await byRole(page, 'button', 'New user').click();
  await byRole(page, 'textbox', 'First name').fill(u.first);
  await byRole(page, 'textbox', 'Last name').fill(u.last);
  await byRole(page, 'textbox', 'User name').fill(u.userName);
  await byRole(page, 'textbox', 'Officer id').fill(u.badge);
  if (u.agencyOri) await choose(page, 'Agency', u.agencyOri);
  await byRole(page, 'checkbox', u.role).click();
  await byRole(page, 'button', 'Create user').click();
  await waitForText(page, `Give this one-time sign-in link to ${u.userName}`);
  const link = await page.$eval('dialog input[readonly]', (input) => (input as HTMLInputElement).value);
  await byRole(page, 'button', 'Done').click();
  return link;
}

/** Selects a role in the role list of the Roles screen. */
async function openRole(page: Page, name: string) {
  await page.waitForSelector('ul[aria-label="Role list"] button');
  await page.evaluate(
    (wanted) =>
      [...document.querySelectorAll<HTMLButtonElement>('ul[aria-label="Role list"] button')]
        .find((b) => b.querySelector('span')?.textContent === wanted)!
        .click(),
    name,
  );
  await waitForText(page, `Role: ${name}`);
}

/** Ticks or unticks 'review' in the rule that archives (Supervisor's review rule: review, archive, export). */
async function toggleReview(page: Page) {
  await page.evaluate(() => {
    const checked = (section: Element, action: string) =>
      [...section.querySelectorAll('label')].find((l) => l.textContent?.trim() === action)?.querySelector('input');
    const section = [...document.querySelectorAll('section[data-rule]')].find((s) => checked(s, 'archive')?.checked);
    checked(section!, 'review')!.click();
  });
}

describe('an agency stood up from an empty database through the web app alone', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let server: RealServer;
  let browser: Browser;
  let firstLink: string;

  beforeAll(async () => {
    database = await emptyDatabase();
    // The first-run step runs before the server: the embedded database has one owner at a time.
    firstLink = await createAdmin(database.env);
    server = await startRealServer({ ...database.env, SEED_DEMO: '0', ADMIN_SECOND_FACTOR: 'required' });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('the first state administrator staffs a new agency whose officer writes a report from their default location', async () => {
    // No user but the one the first-run step made: the demo users are not there.
    expect((await server.call('Account/Login', { userName: 'stateadmin', password: 'Crash-Demo-2026' })).status).toBe(
      401,
    );

    // The state administrator: sets up the second factor, chooses a password, creates the agency.
    const { page: state, secret } = await firstSignIn(
      browser,
      linkOn(server.url, firstLink),
      'Harbor-Quartz-Lantern-71',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await byRole(state, 'link', 'Agencies').click();
    await byRole(state, 'button', 'Create agency').click();
    await byRole(state, 'textbox', 'ORI').fill(NEW_ORI);
    await byRole(state, 'textbox', 'Name').fill('Brown County Sheriff');
    await byRole(state, 'button', 'Create').click();
    await waitForText(state, `Agency ${NEW_ORI} was created.`);

    // A role copied from Supervisor with one permission (review) removed.
    await byRole(state, 'link', 'Roles').click();
    await openRole(state, 'Supervisor');
    await byRole(state, 'button', 'Copy role').click();
    await byRole(state, 'textbox', 'Name of the new role').fill('Night Supervisor');
    await byRole(state, 'button', 'Copy').click();
    await waitForText(state, 'Role: Night Supervisor');
    await toggleReview(state);
    await byRole(state, 'button', 'Save role').click();
    await waitForText(state, 'The role “Night Supervisor” is saved.');

    // The agency's administrator.
    await byRole(state, 'link', 'Users').click();
    const adminLink = await createUser(state, {
      first: 'Bea',
      last: 'Brown',
      userName: 'bbrown',
      badge: '1',
      role: 'Agency Administrator',
      agencyOri: NEW_ORI,
    });

    // The agency administrator signs in (a second factor too) and staffs the agency.
    const { page: admin, secret: adminSecret } = await firstSignIn(
      browser,
      linkOn(server.url, adminLink),
      'Bea-Lantern-Meadow-22',
    );
    expect(adminSecret).not.toBeNull();
    await byRole(admin, 'link', 'Users').click();
    const officerLink = await createUser(admin, {
      first: 'Owen',
      last: 'Ortiz',
      userName: 'oortiz',
      badge: '7007',
      role: 'Officer',
    });
    const supervisorLink = await createUser(admin, {
      first: 'Sara',
      last: 'Sloan',
      userName: 'ssloan',
      badge: '2002',
      role: 'Night Supervisor',
    });

    // The officer: no second factor asked of an officer; a default location; a report that starts there.
    const { page: officer, secret: officerSecret } = await firstSignIn(
      browser,
      linkOn(server.url, officerLink),
      'Owen-Copper-Willow-93',
    );
    expect(officerSecret).toBeNull();
    await officer.locator('header a ::-p-text(My profile)').click();
    await waitForText(officer, 'Default location of new reports');
    await choose(officer, 'County', '097');
    await choose(officer, 'City or town', '36003');
    await officer.focus('[aria-roledescription="map"]');
    await officer.keyboard.press('Enter');
    const latitude = await fieldValue(officer, 'Latitude');
    await byRole(officer, 'button', 'Save').click();
    await waitForText(officer, 'Your profile is saved.');
    await officer.goto(`${server.url}/dashboard`);
    await byRole(officer, 'button', 'New crash report').click();
    await waitForText(officer, 'Vehicle Crash Report #');
    await waitForText(officer, 'OWEN ORTIZ');
    await waitForText(officer, '7007');
    const report = await serverReportOf(officer, server);
    expect(report.data.Location).toMatchObject({ CountyCde: '097', CityCde: '36003', LatDecimalNmb: latitude });
    expect(report.agencyOri).toBe(NEW_ORI);

    // The supervisor of the copied role has no review; the state administrator gives it back and
    // the supervisor's open app offers it without signing out.
    const { page: supervisor } = await firstSignIn(
      browser,
      linkOn(server.url, supervisorLink),
      'Sara-Pebble-Orchard-48',
    );
    expect(await menuLinks(supervisor)).not.toContain('Pending review');
    await byRole(state, 'link', 'Roles').click();
    await openRole(state, 'Night Supervisor');
    await toggleReview(state);
    await byRole(state, 'button', 'Save role').click();
    await waitForText(state, 'The role “Night Supervisor” is saved.');
    await supervisor.evaluate(() => window.dispatchEvent(new Event('focus')));
    await supervisor.waitForFunction(() =>
      [...document.querySelectorAll('nav[aria-label="Main navigation"] a')].some(
        (a) => a.getAttribute('title') === 'Pending review',
      ),
    );

    // The administrator disables the officer, whose open app loses its session; enabling lets them back.
    await byRole(admin, 'textbox', 'User name').fill('oortiz');
    await byRole(admin, 'button', 'Search').click();
    await byRole(admin, 'button', 'Disable oortiz').click();
    await waitForText(admin, 'User oortiz was disabled.');
    await officer.goto(`${server.url}/dashboard`);
    await waitForText(officer, 'Restricted system');
    expect((await server.call('Account/Login', { userName: 'oortiz', password: 'Owen-Copper-Willow-93' })).status).toBe(
      403,
    );
    await byRole(admin, 'button', 'Enable oortiz').click();
    await waitForText(admin, 'User oortiz was enabled.');
    expect((await server.call('Account/Login', { userName: 'oortiz', password: 'Owen-Copper-Willow-93' })).status).toBe(
      200,
    );
  }, 420_000);
});
