import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { adminEventRepository } from '../../../server/repositories/admin-logs/admin-event-repository';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { writeBeforeStart } from '../support/real-server';
import { freshPages, settled } from '../support/fresh-pages';
import { byRole, waitForText } from '../support/page-helpers';

/** The rows of the sign-in events table, each as its cells' text. */
const tableRows = (page: import('puppeteer-core').Page) =>
  page.$$eval('section[aria-label="Sign-in events"] tbody tr', (rows) =>
    rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-logs-'));

describe('the administrators’ sign-in events and change log', () => {
  // A change of one of the agency's users, recorded before the server opens the database (the
  // calls that record changes are not what this file tests).
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      // A form version's save, older: what it changed is in its model, not in the version's fields.
      const version = { title: 'Vehicle Crash Report', version: '1.1', isPublished: false, disabled: false };
      await adminEventRepository(db).record({
        actor: { id: 4, userName: 'stateadmin' },
        agencyOri: DEMO_AGENCY.ori,
        subject: 'FormConfiguration',
        subjectKey: 9,
        action: 'save',
        before: version,
        after: {
          ...version,
          modelChanges: [
            {
              kind: 'changed',
              subject: 'field',
              path: 'Location.RdwyNameTxt',
              label: 'Street or road name',
              details: [{ attribute: 'label', before: 'Roadway Name', after: 'Street or road name' }],
            },
          ],
        },
        ip: '10.0.0.9',
        at: new Date(Date.now() - 60_000),
      });
      await adminEventRepository(db).record({
        actor: { id: 4, userName: 'stateadmin' },
        agencyOri: DEMO_AGENCY.ori,
        subject: 'User',
        subjectKey: 1,
        action: 'edit',
        before: { lastName: 'Lee', phone: '555-0100', roles: ['Officer'] },
        after: { lastName: 'Smith', phone: '555-0100', roles: ['Officer', 'Supervisor'] },
        ip: '10.0.0.9',
        at: new Date(),
      });
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const e2e = useServerAndBrowser({ DATA_DIR: dataDir });
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('shows an agency administrator a failed sign-in of one of their users, and filters by user name', async () => {
    for (const userName of ['officer', 'supervisor']) {
      const res = await e2e.server.call('Account/Login', { userName, password: 'not-the-password' });
      expect(res.status).toBe(401);
    }
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await byRole(page, 'link', 'Sign-in events').click();
    await waitForText(page, 'Wrong password');
    await settled(page);
    const all = await tableRows(page);
    expect(all.some((cells) => cells[1] === 'officer' && cells[4] === 'Failed' && cells[5] === 'Wrong password')).toBe(
      true,
    );
    expect(all.some((cells) => cells[1] === 'supervisor')).toBe(true);
    await expectNoAxeViolations(page, 'Sign-in events');

    await byRole(page, 'textbox', 'User name').fill('offi');
    await (await byRole(page, 'combobox', 'Outcome').waitHandle()).select('failure');
    await byRole(page, 'button', 'Filter').click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('section[aria-label="Sign-in events"] tbody tr')].every(
          (r) => r.querySelectorAll('td')[1]?.textContent === 'officer',
        ),
      { timeout: 15_000 },
    );
    await settled(page);
    const filtered = await tableRows(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.map((cells) => [cells[1], cells[3], cells[4]])).toEqual(
      filtered.map(() => ['officer', 'Sign-in', 'Failed']),
    );
  });

  it('tells a wrong range of days at the field', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await page.goto(`${e2e.server.url}/admin/sign-in-events`);
    await waitForText(page, 'Sign-in events');
    // Typed as a person types into the date pickers (month, day, year), each found by its label.
    const [from, to] = await page.$$('input[type="date"]');
    expect(await from!.evaluate((e) => e.labels?.[0]?.textContent)).toBe('From');
    expect(await to!.evaluate((e) => e.labels?.[0]?.textContent)).toBe('To');
    await from!.focus();
    await page.keyboard.type('03122026');
    await to!.focus();
    await page.keyboard.type('03112026');
    expect(await from!.evaluate((e) => (e as HTMLInputElement).value)).toBe('2026-03-12');
    await byRole(page, 'button', 'Filter').click();
    await waitForText(page, 'The last day must not be before the first day.');
    expect(
      await page.$eval('input[type="date"][aria-invalid="true"]', (el) => el.getAttribute('aria-describedby')),
    ).toBeTruthy();
  });

  it('shows an agency administrator the change log with the changed fields as before → after', async () => {
    const admin = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await byRole(admin, 'link', 'Change log').click();
    await waitForText(admin, 'Last name: Lee');
    await settled(admin);
    const changes = await admin.$eval('section[aria-label="Changes"] tbody tr', (tr) =>
      [...tr.querySelectorAll('li')].map((li) => li.textContent),
    );
    // Only the changed fields (the phone stayed), in the order the database keeps the keys.
    expect(changes.sort()).toEqual([
      'Last name: Lee →changed to Smith',
      'Roles: ["Officer"] →changed to ["Officer","Supervisor"]',
    ]);
    await expectNoAxeViolations(admin, 'Change log');

    // A form version's save lists what its model changed.
    await (await byRole(admin, 'combobox', 'What changed').waitHandle()).select('FormConfiguration');
    await byRole(admin, 'button', 'Filter').click();
    // The unfiltered page shows that event too, below the user's: wait for the filtered page.
    await admin.waitForFunction(() => document.querySelectorAll('section[aria-label="Changes"] tbody tr').length === 1);
    await waitForText(admin, 'Field Street or road name (Location.RdwyNameTxt): label');
    const saved = await admin.$eval('section[aria-label="Changes"] tbody tr', (tr) =>
      [...tr.querySelectorAll('li')].map((li) => li.textContent),
    );
    expect(saved).toEqual([
      'Field Street or road name (Location.RdwyNameTxt): label: Roadway Name →changed to Street or road name',
    ]);

    await (await byRole(admin, 'combobox', 'What changed').waitHandle()).select('Role');
    await byRole(admin, 'button', 'Filter').click();
    await waitForText(admin, 'No change matches.');
  });

  it('offers neither page to an officer', async () => {
    const officer = await pages.signedIn(e2e.browser, e2e.server.url, 'officer');
    const links = await officer.$$eval('nav[aria-label="Main navigation"] a', (as) => as.map((a) => a.textContent));
    expect(links.join(' ')).toContain('Dashboard');
    expect(links.join(' ')).not.toMatch(/Sign-in events|Change log/);
  });
});
