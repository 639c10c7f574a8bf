import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { rawDeviceText } from '../support/editor/device-rows';
import { openSection, reportIdOf, waitForSaveState } from '../support/editor/editor-helpers';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';

// Values typed are marked "qz", found in no code list, so finding one on the device means it leaked.
// Three fields of one section: one each device changes alone, and one both change.
const SHARED = '#field-GeneralInformation-LocalCodeTxt';
const MINE_ONLY = '#field-GeneralInformation-TimeNotifiedTxt';
const THEIRS_ONLY = '#field-GeneralInformation-TimeArrivedTxt';

/** A PNG as real ones start (the server checks the content), with a mark found nowhere else. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from('umberheron'.repeat(20)),
]);

async function typeInto(page: Page, selector: string, text: string) {
  await page.waitForSelector(`${selector}:not([disabled])`);
  await page.click(selector, { count: 3 });
  await page.keyboard.type(text);
}

const valueOf = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);

/** The report as the server holds it, asked with a session of its own. */
async function onServer(server: RealServer, id: number) {
  const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const got = await server.call('Report/Get', { id }, login.body.payload.token as string);
  return got.body.payload as { data: { GeneralInformation: Record<string, string> } };
}

async function attachedOnServer(server: RealServer, id: number) {
  const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const got = await server.call('Attachment/List', { reportId: id }, login.body.payload.token as string);
  return (got.body.payload.attachments as { fileName: string; size: number }[]).map((a) => [a.fileName, a.size]);
}

/** Waits until the dashboard's device list has no report waiting to sync. */
const untilSynced = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-device-report]'), { timeout: 60_000 });

describe('one officer on two devices, one of them offline', () => {
  let server: RealServer;
  let other: Browser;
  let laptop: Browser;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-laptop-'));
  const photo = path.join(profile, '..', `roadside-${path.basename(profile)}.png`);
  fs.writeFileSync(photo, PHOTO);

  beforeAll(async () => {
    server = await startRealServer();
    other = await launchChromium();
  });
  afterAll(async () => {
    await laptop?.close().catch(() => undefined);
    await other?.close();
    await server?.stop();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(photo, { force: true });
  });

  /** The laptop's browser, on a profile that outlives it (closing it keeps what it kept). */
  async function openLaptop(offline: boolean) {
    laptop = await launchChromium({ userDataDir: profile });
    const page = (await laptop.pages())[0] ?? (await laptop.newPage());
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewport({ width: 1400, height: 1000 });
    await page.setOfflineMode(offline);
    return page;
  }

  it('ends with both devices’ edits in the report, the same field offered side by side, and the photo uploaded', async () => {
    // The laptop signs in online, starts report R and keeps the app, the forms and R on the device.
    let page = await openLaptop(false);
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    const shared = reportIdOf(page);
    await typeInto(page, SHARED, 'start');
    await waitForSaveState(page, 'saved');

    // The other device has R open too.
    const desk = await (await other.createBrowserContext()).newPage();
    await desk.setViewport({ width: 1400, height: 1000 });
    await signIn(desk, server.url, 'officer');
    await waitForText(desk, 'My reports');

    // The laptop loses the network, reloads, starts a report, fills it and attaches a photo.
    await page.setOfflineMode(true);
    await byRole(page, 'link', 'Search (needs a connection)').wait();
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await byRole(page, 'button', 'New crash report').click();
    await page.waitForFunction(() => /\/reports\/-\d+$/.test(location.pathname));
    await typeInto(page, SHARED, 'qzroad');
    await openSection(page, 'Attachments');
    await page.waitForSelector('#field-Attachments-Documents-type');
    await page.select('#field-Attachments-Documents-type', '001');
    const input = (await page.waitForSelector('input[type=file]:not([disabled])')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(photo);
    await page.waitForSelector(`[data-kept-file="${path.basename(photo)}"]`);

    // …and changes R: a field of its own and the field the other device changes too.
    await page.goto(`${server.url}/reports/${shared}`, { waitUntil: 'domcontentloaded' });
    await typeInto(page, SHARED, 'qzlap');
    await typeInto(page, MINE_ONLY, '0915');
    await new Promise((r) => setTimeout(r, 500));
    await laptop.close();

    // Meanwhile, online, the other device changes the same field and another one.
    await desk.goto(`${server.url}/reports/${shared}`, { waitUntil: 'domcontentloaded' });
    await typeInto(desk, SHARED, 'qzdesk');
    await typeInto(desk, THEIRS_ONLY, '0930');
    await waitForSaveState(desk, 'saved');

    // The laptop's browser reopens without a network: the officer signs in on the device alone.
    page = await openLaptop(true);
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('input[type="password"]', { timeout: 20_000 });
    const userName = await page.$('input[name="userName"]');
    if (userName) await userName.type('officer');
    await page.type('input[type="password"]', DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForText(page, 'Reports on this device');
    expect(await rawDeviceText(page)).not.toMatch(/qzlap|qzroad|umberheron/i);

    // R opens from the device with what was typed before the browser closed, and takes more. The
    // heading shows before the device's copies are read and listed.
    await (await page.waitForSelector(`[data-device-report="${shared}"] a`, { timeout: 15_000 }))!.click();
    await page.waitForFunction(
      (s) => (document.querySelector(s) as HTMLInputElement | null)?.value === 'QZLAP',
      {},
      SHARED,
    );
    expect(await valueOf(page, MINE_ONLY)).toBe('09:15');
    await typeInto(page, MINE_ONLY, '0920');
    await new Promise((r) => setTimeout(r, 500));

    // Back online: the officer signs in where they are, and everything waiting goes.
    await page.setOfflineMode(false);
    await waitForText(page, 'You are back online', 30_000);
    await expectNoAxeViolations(page, 'the back-online sign-in', 'dialog[open]');
    await page.type('dialog[open] input[type="password"]', DEMO_PASSWORD);
    await byRole(page, 'button', 'Sign in').click();
    await waitForText(page, 'One change to choose', 30_000);
    await waitForSaveState(page, 'saved', 30_000);
    // The fields each device changed alone are both in the report; the one both changed holds
    // the laptop's until the officer chooses, with the other device's beside it.
    expect(await valueOf(page, THEIRS_ONLY)).toBe('09:30');
    expect(await valueOf(page, MINE_ONLY)).toBe('09:20');
    const choice = await page.$eval('#merge-conflict-0', (e) => (e as HTMLElement).innerText);
    expect(choice).toContain('QZLAP');
    expect(choice).toContain('QZDESK');
    const merged = (await onServer(server, shared)).data.GeneralInformation;
    expect([merged.LocalCodeTxt, merged.TimeNotifiedTxt, merged.TimeArrivedTxt]).toEqual(['QZLAP', '09:20', '09:30']);

    // The report started offline was created once, with its photo.
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'My reports');
    await untilSynced(page);
    // The table as the server lists it now (it may have loaded while the create was on its way),
    // once the device's own row of the started report (its negative local id) has left it. Only
    // "My reports": the panel of reports kept on this device may still hold the shared one, whose
    // choice is open.
    await byRole(page, 'button', 'Refresh').click();
    const ready = await page.waitForFunction(
      () => {
        const table = [...document.querySelectorAll('table')].find(
          (t) => t.querySelector('caption')?.textContent === 'My reports',
        );
        const ids = [...(table?.querySelectorAll('a[href^="/reports/"]') ?? [])].map((a) =>
          Number(a.getAttribute('href')!.split('/').pop()),
        );
        return ids.length >= 2 && ids.every((id) => id > 0) && ids;
      },
      { timeout: 15_000 },
    );
    const created = (await ready.jsonValue()) as number[];
    expect(created).toHaveLength(2);
    const started = created.find((id) => id !== shared)!;
    expect((await onServer(server, started)).data.GeneralInformation.LocalCodeTxt).toBe('QZROAD');
    expect(await attachedOnServer(server, started)).toEqual([[path.basename(photo), PHOTO.length]]);
    expect(await rawDeviceText(page)).not.toMatch(/qzlap|qzroad|umberheron/i);
  });
});
