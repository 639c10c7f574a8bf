import type { Page, Target } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CONTROL_ATTRIBUTE } from '../../../lib/records/rms-page/page-scan';
import { childWindowOpenedBy } from '../support/child-windows';
import { enableRms, openRmsPage as openRms, useAppWithExtension } from '../support/extension-app';
import { byRole, signIn, waitForText } from '../support/page-helpers';

const SEND = '>>> button[aria-label^="Send to report"]';
const GARBLED_DOB = 'Date of birth "13/45/1985" is not a date; it was left blank: check it on the licence.';
const GARBLED_SEX = 'Sex "Q" is not a sex code (M, F, X or U); it was left blank: check it on the licence.';

/**
 * The built extension beside the real app: records the open report took survive a reload until
 * applied or dismissed, a garbled return arrives with exactly what is wrong, and the popup's
 * "Open crash app" signs the new tab in through a link that works once.
 */
describe('records from the extension are kept, flagged and opened signed in', () => {
  const e2e = useAppWithExtension();
  let app: Page;

  const openRmsPage = (name: string) => openRms(e2e, name);

  /** Presses the page's Send to report and returns what the control says then. */
  async function send(page: Page): Promise<string> {
    await page.bringToFront();
    await page.locator(SEND).click();
    const said = await page.waitForFunction(
      (attribute) => {
        const root = document.querySelector(`[${attribute}]`)?.shadowRoot;
        const text = root?.querySelector('[role="status"]')?.textContent ?? '';
        return text && text !== 'Sending…' ? text : undefined;
      },
      { timeout: 15_000 },
      CONTROL_ATTRIBUTE,
    );
    return (await said.jsonValue()) as string;
  }

  /** The rows this device keeps for pushed records, read from the app's own database. */
  const keptOnDevice = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('crash-report');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('pushedRecords').objectStore('pushedRecords').count();
            count.onsuccess = () => {
              resolve(count.result);
              open.result.close();
            };
          };
        }),
    );

  async function untilKept(page: Page, expected: number) {
    const deadline = Date.now() + 10_000;
    while ((await keptOnDevice(page)) !== expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await keptOnDevice(page)).toBe(expected);
  }

  it('enables the RMS site and opens a report in the signed-in app', async () => {
    await enableRms(e2e);

    app = await e2e.browser.newPage();
    app.on('dialog', (dialog) => void dialog.accept());
    await app.setViewport({ width: 1400, height: 1000 });
    await signIn(app, e2e.server.url, 'officer');
    await waitForText(app, 'My reports');
    await byRole(app, 'button', 'New crash report').click();
    await waitForText(app, 'Vehicle Crash Report #');
  });

  it('says on the RMS page which values of a garbled return are wrong, and the records window says them exactly', async () => {
    const rms = await openRmsPage('garbled-return.html');
    const check = await rms.$eval(
      `[${CONTROL_ATTRIBUTE}]`,
      (host) => host.shadowRoot?.querySelector('[role="note"]')?.textContent,
    );
    expect(check).toBe(`Check: ${GARBLED_DOB} ${GARBLED_SEX}`);
    expect(await send(rms)).toBe('Sent to the open report.');
    const good = await openRmsPage('text-return-idacs.html');
    expect(await send(good)).toBe('Sent to the open report.');

    await app.bringToFront();
    await waitForText(app, '2 records from the RMS arrived', 30_000);
    await untilKept(app, 2);
    const records = await childWindowOpenedBy(app, () => byRole(app, 'button', 'Show records').click());
    await waitForText(records, 'Driver licence: BRAMBLECOTE, WINIFRED');
    const flagged = await records.$$eval('ul[aria-label^="Values to check"] li', (items) =>
      items.map((i) => i.textContent),
    );
    expect(flagged).toEqual([GARBLED_DOB, GARBLED_SEX]);
    await records.close();
  });

  it('offers the records again after a reload, until one is applied and the other dismissed', async () => {
    await app.bringToFront();
    await app.reload();
    await waitForText(app, 'Vehicle Crash Report #');
    await waitForText(app, '2 records from the RMS arrived', 15_000);
    let records = await childWindowOpenedBy(app, () => byRole(app, 'button', 'Show records').click());
    await waitForText(records, 'Driver licence: HOLLOWAY, PRISCILLA');
    await waitForText(records, 'Driver licence: BRAMBLECOTE, WINIFRED');

    const applyHolloway = await records.evaluateHandle(() => {
      const item = [...document.querySelectorAll('ul[aria-label="Records found"] > li')].find((li) =>
        li.textContent?.includes('HOLLOWAY'),
      );
      return [...(item?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Apply to driver');
    });
    await (applyHolloway as unknown as { click(): Promise<void> }).click();
    await waitForText(records, 'Applied to unit 1');
    await waitForText(records, '(applied)');
    await records.locator('button[aria-label^="Dismiss IN 5566-77-8899"]').click();
    await records.waitForFunction(() => !document.body.innerText.includes('BRAMBLECOTE'), { timeout: 10_000 });
    await untilKept(app, 0);
    await records.close();

    await app.bringToFront();
    await app.reload();
    await waitForText(app, 'Vehicle Crash Report #');
    records = await childWindowOpenedBy(app, () => byRole(app, 'button', 'Records').click());
    await waitForText(records, 'Paste a licence or registration return');
    expect(await records.evaluate(() => document.body.innerText)).not.toMatch(/Driver licence: (HOLLOWAY|BRAMBLECOTE)/);
    expect(await app.evaluate(() => document.body.innerText)).not.toContain('from the RMS arrived');
    await records.close();
  });

  it('opens the app from the popup signed in through a one-time link that fails when used again', async () => {
    const popup = await e2e.browser.newPage();
    await popup.goto(e2e.extensionUrl('popup.html'));
    await waitForText(popup, 'Olivia Officer');
    const opened = e2e.browser.waitForTarget(
      (t: Target) => t.type() === 'page' && t.url().startsWith(e2e.server.url) && t.url().includes('token='),
      { timeout: 15_000 },
    );
    await byRole(popup, 'button', 'Open crash app').click();
    const target = await opened;
    const link = target.url();
    const appStorage = await app.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(new URL(link).search).toBe('');
    const linkToken = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    expect(linkToken.length).toBeGreaterThanOrEqual(40);
    // The link carries a token of its own, not the session the app (and the extension) holds.
    expect(appStorage).not.toContain(linkToken);
    expect([...new URLSearchParams(new URL(link).hash.slice(1)).keys()].sort()).toEqual([
      'aid',
      'pid',
      'token',
      'type',
    ]);

    const tab = (await target.page())!;
    await waitForText(tab, 'Permissible use of driver and vehicle records');
    expect(tab.url()).not.toContain(linkToken);
    await tab.locator('input[type="radio"]').click();
    await tab.locator('input[type="checkbox"]').click();
    await byRole(tab, 'button', 'Continue').click();
    await waitForText(tab, 'My reports');
    await tab.close();

    const context = await e2e.browser.createBrowserContext();
    const again = await context.newPage();
    await again.goto(link);
    await waitForText(again, 'Token login failed');
    await waitForText(again, 'already been used');
    await context.close();
  });
});
