import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { freePort } from '../../fakes/free-port';
import { freshPostgresDatabase, type PostgresDatabase } from '../../fakes/postgres-database';
import { copyStartedDatabase, startRealServer, type RealServer } from '../support/real-server';

const ORI = 'IN0660000';
const NAME = 'Reauth Test Police';

/**
 * A sensitive administration action (disabling an agency) after the last proof of identity is
 * older than REAUTHENTICATE_AFTER_MINUTES (one minute here): the app asks for the password in a
 * dialog and sends the action again; Cancel leaves the server's refusal shown.
 */
describe('the password asked again before a sensitive action', () => {
  const e2e = {} as { server: RealServer; browser: Browser; database?: PostgresDatabase };
  /** The embedded database's folder, and the settings its server starts (and starts again) with. */
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-reauth-'));
  let embedded: Record<string, string> = {};
  beforeAll(async () => {
    // On PostgreSQL the test moves the sign-in back in time while the server runs; the embedded
    // database is the server's own while it runs, so there the server is stopped for it and
    // started again on the same database and address (waiting the minute out took 62 s).
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) e2e.database = await freshPostgresDatabase(adminUrl);
    else {
      await copyStartedDatabase(dataDir);
      const port = String(await freePort());
      embedded = { DATA_DIR: dataDir, PORT: port, PUBLIC_URL: `http://localhost:${port}` };
    }
    e2e.server = await startRealServer({
      REAUTHENTICATE_AFTER_MINUTES: '1',
      ...(e2e.database ? { DATABASE_URL: e2e.database.url, SEED_DEMO: '1' } : embedded),
    });
    e2e.browser = await launchChromium();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
    await e2e.database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The sign-ins are now more than a minute old; `page` shows what it showed, from the server as it now is. */
  async function signInsAgeAMinute(page: Page) {
    const older = "update sessions set authenticated_at = authenticated_at - interval '2 minutes'";
    if (e2e.database) return void (await e2e.database.query(older));
    await e2e.server.stop();
    const database = await openDatabase({ dataDir });
    try {
      await sql.raw(older).execute(database.db);
    } finally {
      await database.close();
    }
    e2e.server = await startRealServer({ REAUTHENTICATE_AFTER_MINUTES: '1', ...embedded });
    await page.reload();
  }

  it('is asked in a dialog, refused at the field when wrong, and the action goes through after it', async () => {
    const api = await e2e.server.call('Account/Login', { userName: 'stateadmin', password: DEMO_PASSWORD });
    const created = await e2e.server.call(
      'Agency/Save',
      { isNew: true, ori: ORI, name: NAME, additionalInfo: {} },
      api.body.payload.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1500, height: 1000 });
    await signIn(page, e2e.server.url, 'stateadmin');
    await byRole(page, 'link', 'Agencies').click();
    await byRole(page, 'button', `Disable ${NAME}`).wait();

    await signInsAgeAMinute(page);
    await byRole(page, 'button', `Disable ${NAME}`).wait();
    await byRole(page, 'button', `Disable ${NAME}`).click();
    await byRole(page, 'button', 'Disable').click();
    await waitForText(page, 'For this action, confirm your password again.');
    await byRole(page, 'button', 'Cancel').click();
    // Cancelled: the refusal is the action's answer, shown by the screen that asked.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="alert"]')].some((a) =>
        a.textContent?.includes('For this action, confirm your password again.'),
      ),
    );

    await byRole(page, 'button', 'Disable').click();
    await waitForText(page, 'You signed in a while ago');
    await expectNoAxeViolations(page, 'the password asked again');
    await page.locator('dialog[open] input[type="password"]').fill('not-the-password');
    await byRole(page, 'button', 'Confirm').click();
    await waitForText(page, 'The password is incorrect.');
    expect(await page.$eval('dialog[open] input[type="password"]', (i) => i.getAttribute('aria-invalid'))).toBe('true');
    await page.locator('dialog[open] input[type="password"]').fill(DEMO_PASSWORD);
    await byRole(page, 'button', 'Confirm').click();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('table tbody tr')].some(
          (r) => r.textContent?.includes(name) && r.textContent.includes('Disabled'),
        ),
      {},
      NAME,
    );
    await context.close();
  });
});
