import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { writeBeforeStart } from '../support/real-server';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { downloadsInto, waitForFile } from '../support/report-page';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-charts-'));
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-charts-downloads-'));

/** Marion County's crashes of 2025 the supervisor's agency accepted: day, time, severity (list 276). */
const MARION = [
  ['2025-01-06', '08:15', 4],
  ['2025-03-10', '08:40', 2],
  ['2025-03-11', '17:45', 1],
  ['2025-03-17', '17:05', 0],
  ['2025-07-04', '23:10', 0],
  ['2025-11-28', '', 3],
] as const;

/**
 * The crash data screen's charts in Chromium against the real server (docs/rules/crash-data.md,
 * "Views"): a supervisor filters a county for a year and reads each view as a chart beside its
 * table, downloads them, switches the trend to weeks, and sees an empty filter said so.
 */
describe('the crash data charts', () => {
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      const author = await userIdOf(db, 'officer');
      const accepted = { author, agencyOri: DEMO_AGENCY.ori, status: ReportStatus.Accepted };
      for (const [i, [day, time, severity]] of MARION.entries())
        await insertReport(db, {
          ...accepted,
          caseNumber: `M-${i}`,
          dateOfCrash: day,
          timeOfCrash: time,
          severity,
          primaryFactor: '08',
          countyCode: '097',
          municipalityCode: '36003',
        });
      // Another county's crash, which the county filter leaves out.
      await insertReport(db, { ...accepted, caseNumber: 'F-1', dateOfCrash: '2025-03-12', countyCode: '049' });
    });
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(downloads, { recursive: true, force: true });
  });
  const fixture = useServerAndBrowser({ DATA_DIR: dataDir });

  /** The rows of a view's table as its CSV writes them: header, then each row, counts without separators. */
  const tableOf = (page: Page, view: string) =>
    page.$eval(`section[aria-labelledby="crash-view-${view}"] table`, (table) =>
      [...table.querySelectorAll('tr')]
        .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/,/g, '')).join(','))
        .join('\r\n'),
    );
  /** Whether the view's canvas holds a drawing: pixels of other colours than its background's. */
  const drawn = (page: Page, view: string) =>
    page.$eval(`section[aria-labelledby="crash-view-${view}"] canvas[role="img"]`, (canvas) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let other = 0;
      for (let i = 4; i < pixels.length; i += 4) if ([0, 1, 2, 3].some((c) => pixels[i + c] !== pixels[c])) other += 1;
      return other > pixels.length / 4 / 100;
    });
  /** The colour of the canvas's top-left pixel: the panel's, which the chart is drawn on. */
  const corner = (page: Page, view: string) =>
    page.$eval(`section[aria-labelledby="crash-view-${view}"] canvas[role="img"]`, (canvas) =>
      [...canvas.getContext('2d')!.getImageData(0, 0, 1, 1).data].join(),
    );
  const waitForCanvas = (page: Page, view: string) =>
    page.waitForSelector(`section[aria-labelledby="crash-view-${view}"] canvas[role="img"]`, { timeout: 15_000 });
  /** Types a date as a user does in the date picker: month, day, year, from its first segment. */
  const typeDate = async (page: Page, label: string, mmddyyyy: string) => {
    const field = await page.waitForSelector(`::-p-aria([name="${label}"])`);
    await field!.focus();
    await page.keyboard.type(mmddyyyy);
  };
  const show = async (page: Page, county: string, dates = { from: '01012025', to: '12312025' }) => {
    await typeDate(page, 'Crash date from', dates.from);
    await typeDate(page, 'Crash date to', dates.to);
    await page.waitForSelector(`select option[value="${county}"]`);
    const select = await page.waitForSelector('::-p-aria([name="County"][role="combobox"])');
    await select!.select(county);
    await byRole(page, 'button', 'Show').click();
  };

  /** Presses a button from the middle of the window: scrolled only to the window's edge, the sticky header would take the click. */
  const press = async (page: Page, name: string) => {
    const button = await byRole(page, 'button', name).waitHandle();
    await button.evaluate((b) => b.scrollIntoView({ block: 'center' }));
    await button.click();
  };

  it('shows a county’s year as charts beside their tables, downloads them, and switches the trend', async () => {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await downloadsInto(fixture.browser, page, downloads);
    await signIn(page, fixture.server.url, 'supervisor');
    await byRole(page, 'link', 'Crash data').click();
    await waitForText(page, ' crashes from ');

    await show(page, '097');
    await waitForText(page, `${MARION.length} crashes from 01/01/2025 to 12/31/2025`);
    expect(new URL(page.url()).searchParams.get('countyCode')).toBe('097');
    await waitForCanvas(page, 'trend');
    await waitForCanvas(page, 'hours');
    expect(await drawn(page, 'trend')).toBe(true);
    expect(await drawn(page, 'hours')).toBe(true);
    expect(
      await page.$$eval('canvas[role="img"]', (all) => all.map((c) => c.getAttribute('aria-label')?.split(' of ')[0])),
    ).toEqual(['Bar chart', 'Heat grid', 'Bar chart', 'Bar chart', 'Bar chart', 'Bar chart', 'Bar chart']);

    // The month chart's CSV holds its table: twelve months, March's three crashes.
    const monthTable = await tableOf(page, 'trend');
    expect(monthTable.split('\r\n')).toHaveLength(13);
    expect(monthTable).toContain('03/01/2025,3,0');
    await press(page, 'Download CSV of Crashes per month');
    const csv = fs.readFileSync(
      await waitForFile(downloads, 'crash-data-crashes-per-month-2025-01-01-to-2025-12-31.csv'),
      'utf8',
    );
    expect(csv).toBe(`${monthTable}\r\n`);
    await press(page, 'Download CSV of Hour by day of week');
    const hours = fs.readFileSync(
      await waitForFile(downloads, 'hour-by-day-of-week-2025-01-01-to-2025-12-31.csv'),
      'utf8',
    );
    expect(hours).toBe(`${await tableOf(page, 'hours')}\r\n`);
    // 2025-03-10 was a Monday, at 08:40; 2025-01-06 too, at 08:15.
    expect(hours.split('\r\n')[9]).toBe('08:00,2,0,0,0,0,0,0');
    await waitForText(page, '1 crash without a time of day is not in the grid.');
    await press(page, 'Download PNG of Hour by day of week');
    const png = fs.readFileSync(await waitForFile(downloads, 'hour-by-day-of-week-2025-01-01-to-2025-12-31.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    await expectNoAxeViolations(page, 'crash data charts');
    // The charts are drawn again in the night palette's colours.
    const dayCorner = await corner(page, 'hours');
    await byRole(page, 'button', 'Switch to night theme').click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await drawn(page, 'hours')).toBe(true);
    expect(await corner(page, 'hours')).not.toBe(dayCorner);
    await expectNoAxeViolations(page, 'crash data charts at night');

    // The trend's periods are in the address: weeks from the first date.
    await byRole(page, 'link', 'Weeks').click();
    await waitForText(page, 'Crashes per week');
    expect(new URL(page.url()).searchParams.get('trend')).toBe('week');
    await waitForCanvas(page, 'trend');
    expect((await tableOf(page, 'trend')).split('\r\n')[0]).toBe('Week from,Crashes,Period before');
    await byRole(page, 'link', 'Months').click();
    await waitForText(page, 'Crashes per month');
    expect(new URL(page.url()).searchParams.has('trend')).toBe(false);

    // The keyboard reaches the filters and every view's downloads.
    // From the top of the page, as a keyboard user arriving at the bookmarked view.
    await page.reload();
    await waitForCanvas(page, 'cities');
    const reached = new Set<string>();
    for (let i = 0; i < 120 && !reached.has('Download CSV of Cities and towns'); i++) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return (
            el?.getAttribute('aria-label') ??
            (el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '') ??
            ''
          );
        }),
      );
    }
    for (const name of ['Crash date from', 'County', 'Download CSV of Crashes per month', 'Download PNG of Counties'])
      expect(reached, [...reached].join(' / ')).toContain(name);
    expect(reached).toContain('Download CSV of Cities and towns');

    // A filter nothing matches: each view's chart area says so, without a canvas.
    await show(page, '049', { from: '01012024', to: '12312024' });
    await waitForText(page, '0 crashes from 01/01/2024 to 12/31/2024');
    expect(await page.$$('canvas')).toHaveLength(0);
    const emptyAreas = await page.$$eval('section[aria-labelledby^="crash-view-"]', (views) =>
      views.map((v) => v.textContent?.includes('No crashes match these filters.')),
    );
    expect(emptyAreas).toEqual([true, true, true, true, true, true, true]);
    await context.close();
  });

  it('counts a report accepted while the screen is open within a minute, without a reload', async () => {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    const call = async (apiPath: string, payload: unknown, token: string) => {
      const res = await fixture.server.call(apiPath, payload, token);
      expect(res.status, `${apiPath}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.payload;
    };
    const login = async (userName: string) =>
      (await call('Account/Login', { userName, password: DEMO_PASSWORD }, '')).token as string;
    const [officer, supervisor] = [await login('officer'), await login('supervisor')];
    // The officer's report is written and sent before the screen opens: in progress, not counted.
    const created = await call('Report/Create', {}, officer);
    const saved = await call(
      'Report/Save',
      { id: created.id, version: created.version, data: completeReport() },
      officer,
    );
    const sent = await call('Workflow/SendTo', { id: created.id, version: saved.version }, officer);
    const day = '2026-11-20';
    expect(JSON.stringify(completeReport())).toContain('"11/20/2026"');

    await signIn(page, fixture.server.url, 'supervisor');
    await page.waitForFunction(() => !document.querySelector('input[type="password"]') && document.querySelector('h1'));
    await page.goto(`${fixture.server.url}/crash-data?dateFrom=${day}&dateTo=${day}`);
    await waitForText(page, '0 crashes from 11/20/2026 to 11/20/2026');
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    const mine = await call('Workflow/AssignToMe', { id: sent.id, version: sent.version }, supervisor);
    const approved = await call('Workflow/Approve', { id: mine.id, version: mine.version }, supervisor);
    await call('Workflow/Accept', { id: approved.id, version: approved.version }, supervisor);
    const accepted = Date.now();
    // The screen reads its counts again every CRASH_DATA_REFRESH_MS (30 s) while it is shown.
    await waitForText(page, '1 crash from 11/20/2026 to 11/20/2026', 60_000);
    expect(Date.now() - accepted).toBeLessThan(60_000);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
    await context.close();
  }, 120_000);
});
