import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { childWindowOpenedBy, closingOf, countFocusCalls, listedWindows, pasteInto } from '../support/child-windows';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import type { RealServer } from '../support/real-server';

const licenceReturn = readFileSync(
  path.resolve(import.meta.dirname, '../../../lib/records/fixtures/text-returns/nlets-driver.txt'),
  'utf8',
);
/** The line the records window copies for the licence in nlets-driver.txt. */
const licenceLine = 'IN 1234-56-7890 QUILLFEATHER, JONAH BARTHOLOMEW';

const valueOf = (page: Page, id: string) => page.$eval(`#${id}`, (e) => (e as HTMLInputElement).value);

const contexts: BrowserContext[] = [];

async function newReport(browser: Browser, server: RealServer, prepare?: (page: Page) => Promise<unknown>) {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  await context.overridePermissions(server.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  const page = await context.newPage();
  await prepare?.(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, server.url, 'officer');
  await waitForText(page, 'My reports');
  await byRole(page, 'button', 'New crash report').click();
  await waitForText(page, 'Vehicle Crash Report #');
  return page;
}

const reportIdOf = (page: Page) => Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

describe('child windows of the report editor', () => {
  const e2e = useServerAndBrowser();
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  it('opens the records window as a window of its own that fills the report, once per report, listed in Windows', async () => {
    const page = await newReport(e2e.browser, e2e.server);
    const reportId = reportIdOf(page);
    const title = `Driver licence and registration records, report #${reportId}`;

    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await waitForText(records, 'Paste a licence or registration return');
    expect(await records.title()).toBe(title);
    // The main window's styles and theme reach the child: a standards-mode page with the app's colours.
    expect(await records.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    // The copied <link> stylesheets load on their own in the child, so wait for them to apply.
    const mainBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await records
      .waitForFunction(
        (bg) => getComputedStyle(document.body).backgroundColor === bg,
        { timeout: 10_000 },
        mainBackground,
      )
      .catch(() => undefined);
    expect(await records.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(mainBackground);
    // Only the main window loads the app; the child is rendered from it.
    expect(await records.evaluate(() => document.scripts.length)).toBe(0);

    await pasteInto(records, 'textarea', licenceReturn);
    await byRole(records, 'button', 'Read records').click();
    await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH');
    await records.locator('li button ::-p-text(Apply to driver)').click();
    await waitForText(records, 'Applied to unit 1');

    // The record reached the main window's report.
    await page.locator('nav[aria-label="Report sections"] button ::-p-text(Driver)').click();
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Driver'));
    expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('QUILLFEATHER');
    expect(await valueOf(page, 'field-Units-0-Driver-BIRTHDTE')).toBe('02/14/1985');

    // Asking again brings the open window forward instead of opening a second one.
    const focusCalls = await countFocusCalls(records);
    const pagesBefore = (await page.browserContext().pages()).length;
    await byRole(page, 'button', 'Records').click();
    await records.waitForFunction(() => (window as Window & { focusCalls?: number }).focusCalls === 1);
    expect((await page.browserContext().pages()).length).toBe(pagesBefore);
    // What was pasted is still there: it is the same window, not a new one.
    await waitForText(records, 'Applied to unit 1');

    // A second kind of window has a key of its own.
    const person = await childWindowOpenedBy(page, () =>
      byRole(page, 'button', 'Find person for driver of unit 1').click(),
    );
    await waitForText(person, 'Find person \u2014 driver of unit 1');
    expect(await listedWindows(page, 2)).toEqual([title, 'Find person \u2014 driver of unit 1']);

    await byRole(page, 'button', `Switch to ${title}`).click();
    expect(await focusCalls()).toBe(2);

    // Closed from the Windows list.
    expect(await listedWindows(page, 2)).toHaveLength(2);
    const recordsClosed = closingOf(records);
    await byRole(page, 'button', `Close ${title}`).click();
    await recordsClosed;
    expect(await listedWindows(page, 1)).toEqual(['Find person \u2014 driver of unit 1']);
    await page.keyboard.press('Escape');

    // Closed by the officer (the window's own close): the main window lets it go.
    await person.close();
    await page.waitForFunction(
      () => ![...document.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Windows (')),
    );

    // Reopened after closing, it is a new window.
    const again = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await waitForText(again, 'Paste a licence or registration return');
  });

  it('copies a record through the main window to the clipboard', async () => {
    const page = await newReport(e2e.browser, e2e.server);
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await pasteInto(records, 'textarea', licenceReturn);
    await byRole(records, 'button', 'Read records').click();
    await byRole(records, 'button', `Copy ${licenceLine}`).click();
    await waitForText(records, 'Copied');
    await waitForText(page, 'Copied.');

    await page.bringToFront();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(licenceLine);
  });

  it('shows the records window as a panel in the page when pop-ups are blocked', async () => {
    const page = await newReport(e2e.browser, e2e.server, (p) =>
      p.evaluateOnNewDocument(() => {
        window.open = () => null;
      }),
    );
    const reportId = reportIdOf(page);
    const title = `Driver licence and registration records, report #${reportId}`;
    await byRole(page, 'button', 'Records').click();
    const panel = byRole(page, 'dialog', title);
    await panel.wait();
    await waitForText(page, 'The browser blocked a new window, so this opens here.');
    expect((await page.browserContext().pages()).length).toBe(1);

    await pasteInto(page, '[role="dialog"] textarea', licenceReturn);
    await byRole(page, 'button', 'Read records').click();
    await page.locator('[role="dialog"] li button ::-p-text(Apply to driver)').click();
    await waitForText(page, 'Applied to unit 1');
    await byRole(page, 'button', `Copy ${licenceLine}`).click();
    await waitForText(page, 'Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(licenceLine);

    // Listed like a window; asking for it again does not add a second panel.
    expect(await listedWindows(page, 1)).toEqual([`${title} (panel in this page)`]);
    await byRole(page, 'button', `Switch to ${title}`).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'dialog');
    await byRole(page, 'button', 'Records').click();
    expect(await page.$$eval('[role="dialog"]', (panels) => panels.length)).toBe(1);

    await byRole(page, 'button', 'Close panel').click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    // The main window took the record all the same.
    await page.locator('nav[aria-label="Report sections"] button ::-p-text(Driver)').click();
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Driver'));
    expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('QUILLFEATHER');
  });
});
