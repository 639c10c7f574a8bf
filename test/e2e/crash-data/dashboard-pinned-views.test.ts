import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { writeBeforeStart } from '../support/real-server';
import { byRole, signIn, waitForText } from '../support/page-helpers';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-pins-'));

/** Marion County's accepted crashes of 2025, by severity (list 276), and one of another county. */
const MARION = [4, 2, 2, 0] as const;
const FILTER = '?dateFrom=2025-01-01&dateTo=2025-12-31&countyCode=097';

/**
 * A dashboard of one's own in Chromium against the real server (docs/rules/crash-data.md,
 * "Dashboard"): a supervisor pins views of a county's crashes, sees them on the dashboard with the
 * screen's numbers, reorders and removes them, and finds them again on another computer.
 */
describe('views pinned to the dashboard', () => {
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      const author = await userIdOf(db, 'officer');
      const accepted = { author, agencyOri: DEMO_AGENCY.ori, status: ReportStatus.Accepted };
      for (const [i, severity] of MARION.entries())
        await insertReport(db, {
          ...accepted,
          caseNumber: `P-${i}`,
          dateOfCrash: `2025-0${i + 2}-10`,
          timeOfCrash: '09:30',
          severity,
          countyCode: '097',
        });
      await insertReport(db, { ...accepted, caseNumber: 'P-F', dateOfCrash: '2025-03-12', countyCode: '049' });
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const fixture = useServerAndBrowser({ DATA_DIR: dataDir });

  /** A view's table, row by row, under the heading it is shown by. */
  const tableUnder = (page: Page, heading: string) =>
    page.evaluate((name) => {
      const h = [...document.querySelectorAll('section > div > h2')].find((e) => e.textContent === name);
      const table = h?.closest('section')?.querySelector('table');
      return [...(table?.querySelectorAll('tr') ?? [])].map((tr) =>
        [...tr.querySelectorAll('th, td')].map((c) => c.textContent).join(','),
      );
    }, heading);
  /** The pins' headings on the dashboard, in their order. */
  const pinTitles = (page: Page) =>
    page.$$eval('section[aria-labelledby^="pin-"] h2', (all) => all.map((h) => h.textContent));
  const pinnedCount = (page: Page, n: number) =>
    page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('[role="status"]')].filter((s) => s.textContent === 'Pinned to your dashboard.')
          .length === want,
      {},
      n,
    );
  // By keyboard: a chart drawn late moves the buttons below it, and a click aimed before it lands beside.
  const press = async (page: Page, name: string) => {
    const button = await byRole(page, 'button', name).waitHandle();
    await button.focus();
    await page.keyboard.press('Enter');
  };

  it('pins views with their filter, shows them on the dashboard in the user’s order, and follows the user', async () => {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, fixture.server.url, 'supervisor');
    await waitForText(page, 'My reports');
    // Nothing pinned yet: the dashboard says where views come from.
    await waitForText(page, 'Pin views of the crash data screen to see them here.');

    await page.goto(`${fixture.server.url}/crash-data${FILTER}`);
    await waitForText(page, `${MARION.length} crashes from 01/01/2025 to 12/31/2025`);
    const severity = await tableUnder(page, 'Severity (KABCO)');
    expect(severity).toContain('Fatal (K),1');
    expect(severity).toContain('Suspected minor injury (B),2');
    await press(page, 'Pin Severity (KABCO) to dashboard');
    await pinnedCount(page, 1);
    await press(page, 'Pin Counties to dashboard');
    await pinnedCount(page, 2);
    await waitForText(page, '097 Marion');
    const counties = await tableUnder(page, 'Counties');

    await byRole(page, 'link', 'Dashboard').click();
    await waitForText(page, 'Pinned views');
    await page.waitForSelector('section[aria-labelledby^="pin-"] table');
    await page.waitForFunction(() => document.querySelectorAll('section[aria-labelledby^="pin-"] table').length === 2);
    expect(await pinTitles(page)).toEqual(['Severity (KABCO)', 'Counties']);
    await waitForText(page, '097 Marion');
    expect(await tableUnder(page, 'Severity (KABCO)')).toEqual(severity);
    expect(await tableUnder(page, 'Counties')).toEqual(counties);
    // The first has no Move up, the last no Move down.
    expect(await page.$$('::-p-aria([name="Move up Severity (KABCO)"])')).toHaveLength(0);
    expect(await page.$$('::-p-aria([name="Move down Counties"])')).toHaveLength(0);
    const open = await page.$eval('a[aria-label="Open Counties on the crash data screen"]', (a) =>
      a.getAttribute('href'),
    );
    expect(open).toBe(`/crash-data${FILTER}`);
    await page.waitForSelector('section[aria-labelledby^="pin-"] canvas[role="img"]', { timeout: 15_000 });
    await expectNoAxeViolations(page, 'dashboard with pinned views');

    await press(page, 'Move up Counties');
    await page.waitForFunction(
      () => document.querySelector('section[aria-labelledby^="pin-"] h2')?.textContent === 'Counties',
    );
    expect(await pinTitles(page)).toEqual(['Counties', 'Severity (KABCO)']);
    // Its Move up went with the move: the keyboard's place is the moved pin's Open.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open Counties on the crash data screen',
    );
    await press(page, 'Remove Severity (KABCO)');
    await page.waitForFunction(() => document.querySelectorAll('section[aria-labelledby^="pin-"]').length === 1);
    expect(await pinTitles(page)).toEqual(['Counties']);
    await context.close();

    // Another computer: the pins are the server's, so they are there after signing in again.
    const other = await fixture.browser.createBrowserContext();
    const again = await other.newPage();
    await again.setViewport({ width: 1400, height: 1000 });
    await signIn(again, fixture.server.url, 'supervisor');
    await waitForText(again, 'Pinned views');
    await again.waitForSelector('section[aria-labelledby^="pin-"] table');
    expect(await pinTitles(again)).toEqual(['Counties']);
    // The counties are named once this computer has read the code lists.
    await waitForText(again, '097 Marion');
    expect(await tableUnder(again, 'Counties')).toEqual(counties);
    await other.close();

    // An officer, who may not use the crash data screen, is offered no pins.
    const officerContext = await fixture.browser.createBrowserContext();
    const officer = await officerContext.newPage();
    await signIn(officer, fixture.server.url, 'officer');
    await waitForText(officer, 'My reports');
    expect(await officer.evaluate(() => document.body.innerText)).not.toContain('Pinned views');
    await officerContext.close();
  });
});
