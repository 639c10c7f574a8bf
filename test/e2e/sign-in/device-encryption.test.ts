import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { openNewReport, reportIdOf } from '../support/editor/editor-helpers';
import { deviceRow, rawDeviceText } from '../support/editor/device-rows';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

const LOCAL_CODE = '#field-GeneralInformation-LocalCodeTxt';
/** Typed into a report: a value found nowhere else, so finding it in the database means it leaked. */
const MARK = 'quartzfinch';

type Draft = { dirty: boolean; data: { GeneralInformation?: { LocalCodeTxt?: string } } };

async function untilKept(page: Page, id: number, value: string) {
  const deadline = Date.now() + 10_000;
  const kept = async () => (await deviceRow<Draft>(page, 'drafts', id))?.data.GeneralInformation?.LocalCodeTxt;
  while ((await kept()) !== value && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await kept()).toBe(value);
}

/** The server cannot be reached: every API call fails as with no network (the app itself still loads). */
async function cutTheApi(page: Page) {
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  const cut = (request: HTTPRequest) =>
    /\/api\//i.test(new URL(request.url()).pathname)
      ? void request.abort('internetdisconnected')
      : void request.continue();
  page.on('request', cut);
  return async () => {
    page.off('request', cut);
    await page.setRequestInterception(false);
  };
}

describe("reports kept on this device are encrypted under the officer's key", () => {
  const fixture = useServerAndBrowser();

  it('keeps no readable report text in IndexedDB, and reads it back after a reload', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    const id = reportIdOf(page);
    await page.click(LOCAL_CODE);
    await page.keyboard.type(MARK);
    await untilKept(page, id, MARK.toUpperCase());

    const text = (await rawDeviceText(page)).toLowerCase();
    expect(text).toContain('ciphertext');
    expect(text).not.toContain(MARK);
    expect(text).not.toContain('olivia');
    expect(text).not.toContain(DEMO_PASSWORD.toLowerCase());

    await page.reload();
    await page.waitForFunction((s) => (document.querySelector(s) as HTMLInputElement | null)?.value, {}, LOCAL_CODE);
    expect(await page.$eval(LOCAL_CODE, (e) => (e as HTMLInputElement).value)).toBe(MARK.toUpperCase());
    await untilKept(page, id, MARK.toUpperCase());
    await context.close();
  });

  it('locks without the key and the network, refuses a wrong password at the field, and unlocks', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    const id = reportIdOf(page);
    await page.click(LOCAL_CODE);
    await page.keyboard.type('lockme');
    await untilKept(page, id, 'LOCKME');

    const restore = await cutTheApi(page);
    // As after the idle time-out offline: the tab no longer holds the key.
    await page.evaluate(() => sessionStorage.removeItem('crash.deviceKey'));
    await page.reload();
    await waitForText(page, 'Unlock');
    expect(await page.$eval('[data-testid="locked-officer"]', (e) => e.textContent)).toBe('officer');
    expect(await deviceRow(page, 'drafts', id)).toBeUndefined();

    await page.locator('input[type="password"]').fill('not-the-password');
    await byRole(page, 'button', 'Unlock').click();
    await waitForText(page, 'The password is not right.');
    expect(await page.$eval('input[type="password"]', (e) => e.getAttribute('aria-invalid'))).toBe('true');

    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await byRole(page, 'button', 'Unlock').click();
    await page.waitForSelector('[data-testid="signed-in-user"]');
    expect(await page.$eval('[data-testid="signed-in-user"]', (e) => e.textContent)).toContain('Olivia Officer');
    expect((await deviceRow<Draft>(page, 'drafts', id))?.data.GeneralInformation?.LocalCodeTxt).toBe('LOCKME');
    await restore();
    await context.close();
  });

  it('warns at sign-out about a report not yet synced, and keeps it for the officer', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    const id = reportIdOf(page);
    const restore = await cutTheApi(page);
    await page.click(LOCAL_CODE);
    await page.keyboard.type('unsynced');
    await untilKept(page, id, 'UNSYNCED');

    await byRole(page, 'button', 'Sign out').click();
    await waitForText(page, 'Not everything is synced');
    const listed = await page.$eval('ul[aria-label="Not yet synced"]', (e) => (e as HTMLElement).innerText);
    expect(listed).toContain(`Report ${id} (UNSYNCED)`);
    await byRole(page, 'button', 'Stay signed in').click();
    await page.waitForSelector('[data-testid="signed-in-user"]');
    await untilKept(page, id, 'UNSYNCED');

    await byRole(page, 'button', 'Sign out').click();
    await waitForText(page, 'Not everything is synced');
    await byRole(page, 'button', 'Sign out and keep them on this device').click();
    await waitForText(page, 'Changes not yet synced are kept on this device, encrypted, until you sign in again.');
    expect(await deviceRow(page, 'drafts', id)).toBeUndefined();
    const text = (await rawDeviceText(page)).toLowerCase();
    expect(text).not.toContain('unsynced');
    expect(text).toContain(`"id":${id}`);

    await restore();
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    const kept = await deviceRow<Draft>(page, 'drafts', id);
    expect(kept).toMatchObject({ dirty: true, data: { GeneralInformation: { LocalCodeTxt: 'UNSYNCED' } } });
    await context.close();
  });
});
