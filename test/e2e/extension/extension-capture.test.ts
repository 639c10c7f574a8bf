import type { Frame, Page, Target } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CONTROL_ATTRIBUTE } from '../../../lib/records/rms-page/page-scan';
import { agencyProfile } from '../../fixtures/rms/agency-profile';
import { childWindowOpenedBy } from '../support/child-windows';
import { makeMotorVehicle, openSection, sourceOf, valueOf } from '../support/editor/editor-helpers';
import { enableRms, openRmsPage as openRms, useAppWithExtension } from '../support/extension-app';
import { byRole, signIn, waitForText } from '../support/page-helpers';

const SEND = '>>> button[aria-label^="Send to report"]';

/**
 * The built extension in real Chromium beside the real web app: an RMS page served from
 * 127.0.0.1 is enabled in options, its returns get "Send to report", and what is sent reaches
 * the report open in the app, through a service worker that was killed in between.
 */
describe('capturing records from an RMS page into the open report', () => {
  const e2e = useAppWithExtension({ lookups: true });
  let app: Page;
  let records: Page;

  const openRmsPage = (name: string) => openRms(e2e, name);

  /**
   * Presses Send to report (in the page, or in one of its frames; the control whose record names
   * `match`, or the first) and returns what that control then says.
   */
  async function send(page: Page, { frame = page.mainFrame(), match = '' }: { frame?: Frame; match?: string } = {}) {
    await page.bringToFront();
    // [aria-label*=""] would match nothing, so the name is asked for only when given.
    await frame.locator(`${SEND}${match ? `[aria-label*="${match}"]` : ''}`).click();
    const said = await frame.waitForFunction(
      (attribute, wanted) => {
        const hosts = [...document.querySelectorAll(`[${attribute}]`)];
        const root = hosts
          .map((h) => h.shadowRoot)
          .find((r) => r?.querySelector('button')?.getAttribute('aria-label')?.includes(wanted));
        const text = root?.querySelector('[role="status"]')?.textContent ?? '';
        return text && text !== 'Sending…' ? text : undefined;
      },
      { timeout: 15_000 },
      CONTROL_ATTRIBUTE,
      match,
    );
    return (await said.jsonValue()) as string;
  }

  async function popupText(): Promise<string> {
    const popup = await e2e.browser.newPage();
    await popup.goto(e2e.extensionUrl('popup.html'));
    await waitForText(popup, 'Captured records');
    await popup.waitForFunction(() => !document.body.innerText.includes('Reading'), { timeout: 5_000 }).catch(() => {});
    const text = await popup.evaluate(() => document.body.innerText);
    await popup.close();
    return text;
  }

  it('enables the RMS site in options and offers Send to report beside a licence return', async () => {
    await enableRms(e2e);

    const rms = await openRmsPage('text-return-idacs.html');
    const label = await rms.$eval(SEND, (b) => b.getAttribute('aria-label'));
    expect(label).toContain('HOLLOWAY');
    // The control sits in its own shadow root: the page's text is the return, untouched.
    expect(await rms.evaluate(() => document.body.innerText)).not.toContain('Send to report');
    await rms.close();
  });

  it('holds a licence return sent with no report open; the report opening receives it though the worker was killed', async () => {
    app = await e2e.browser.newPage();
    app.on('dialog', (dialog) => void dialog.accept());
    await app.setViewport({ width: 1400, height: 1000 });
    await signIn(app, e2e.server.url, 'officer');
    await waitForText(app, 'My reports');

    const rms = await openRmsPage('text-return-idacs.html');
    expect(await send(rms)).toBe('Held: it goes to the report once one is open.');
    expect(await popupText()).toContain('HOLLOWAY');

    // Between capture and delivery the browser stops the service worker, as it does when idle. The
    // worker's target going away is the proof: a page's content script may start a new worker at once.
    const workerTarget = await e2e.serviceWorker();
    const destroyed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      e2e.browser.on('targetdestroyed', (target: Target) => {
        if (target !== workerTarget) return;
        clearTimeout(timer);
        resolve(true);
      });
    });
    await (await workerTarget.worker())?.close();
    expect(await destroyed).toBe(true);

    await app.bringToFront();
    await byRole(app, 'button', 'New crash report').click();
    await waitForText(app, 'Vehicle Crash Report #');
    await waitForText(app, '1 record from the RMS arrived', 30_000);
    expect(await popupText()).toContain('None waiting: every record reached a report.');

    await app.bringToFront();
    records = await childWindowOpenedBy(app, () => byRole(app, 'button', 'Show records').click());
    await waitForText(records, 'Driver licence: HOLLOWAY, PRISCILLA');
    await waitForText(records, `from ${new URL(e2e.rmsOrigin).host}`);
    await records.locator('li button ::-p-text(Apply to driver)').click();
    await waitForText(records, 'Applied to unit 1');

    await app.bringToFront();
    await openSection(app, 'Driver');
    expect(await valueOf(app, 'field-Units-0-Driver-NAMELASTTXT')).toBe('HOLLOWAY');
    expect(await valueOf(app, 'field-Units-0-Driver-NAMEFIRSTTXT')).toBe('PRISCILLA');
    expect(await valueOf(app, 'field-Units-0-Driver-BIRTHDTE')).toBe('11/02/1979');
    expect(await sourceOf(app, 'field-Units-0-Driver-NAMELASTTXT')).toBe('from driver-licence return');
  });

  it('sends a registration return live into the open records window, filling the vehicle and owner', async () => {
    await app.bringToFront();
    await makeMotorVehicle(app);

    const rms = await openRmsPage('registration-table.html');
    expect(await send(rms)).toBe('Sent to the open report.');

    await records.bringToFront();
    await waitForText(records, 'VIN 1FTMW1T88MFA00001');
    await records.locator('li button ::-p-text(Apply to vehicle and owner)').click();
    await waitForText(records, 'Applied to unit 1');

    await app.bringToFront();
    await openSection(app, 'Vehicle Information');
    expect(await valueOf(app, 'field-Units-0-VehicleInformation-VINTXT')).toBe('1FTMW1T88MFA00001');
    expect(await valueOf(app, 'field-Units-0-VehicleInformation-VEHYEARTXT')).toBe('2021');
    expect(await sourceOf(app, 'field-Units-0-VehicleInformation-VINTXT')).toBe('from registration return');
    await openSection(app, 'Owner');
    expect(await valueOf(app, 'field-Units-0-Owner-NAMELASTTXT')).toBe('WEXFORD');
    expect(await sourceOf(app, 'field-Units-0-Owner-NAMELASTTXT')).toBe('from registration return');
  });

  it('sends a return shown in a frame of the RMS page; the same vehicle again is marked a duplicate', async () => {
    const rms = await e2e.browser.newPage();
    await rms.goto(`${e2e.rmsOrigin}/framed-registration.html`);
    const frame = await rms.waitForFrame((f) => f.url().endsWith('/registration-table.html'));
    await frame.waitForSelector(SEND, { timeout: 15_000 });
    // The page around the frame holds no record, so it has no control of its own.
    expect(await rms.$(SEND)).toBeNull();
    expect(await send(rms, { frame })).toBe('Sent to the open report.');

    await records.bringToFront();
    await records.waitForFunction(
      () =>
        [...document.querySelectorAll('li')].filter((li) => li.textContent?.includes('VIN 1FTMW1T88MFA00001'))
          .length === 2,
      { timeout: 15_000 },
    );
    await waitForText(records, '(duplicate)');
  });

  it('tells the open app when the code lists changed on the server, and the app brings its copy up to date', async () => {
    await popupText(); // the popup's question wakes the worker, if it went idle
    const worker = await (await e2e.serviceWorker()).worker();
    if (!worker) throw new Error('The service worker could not be reached.');
    type Chrome = {
      alarms: { create(name: string, info: object): Promise<void> };
      storage: { local: { get(key: string): Promise<Record<string, { codeListsChangedAt: string }>> } };
    };
    const fireSync = () =>
      worker.evaluate(() =>
        (globalThis as unknown as { chrome: Chrome }).chrome.alarms.create('sync', {
          when: Date.now(),
          periodInMinutes: 1,
        }),
      );
    const stored = () =>
      worker.evaluate(async () => {
        const { chrome } = globalThis as unknown as { chrome: Chrome };
        return (await chrome.storage.local.get('referenceVersions')).referenceVersions ?? null;
      });

    // The first minute's check keeps what the server says.
    await fireSync();
    const deadline = Date.now() + 15_000;
    while (!(await stored()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(Date.parse((await stored())!.codeListsChangedAt)).not.toBeNaN();

    // As if the lists changed on the server since that check: the kept copy is older than the server's.
    await worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: Chrome & { storage: { local: { set(v: object): Promise<void> } } };
      };
      const { referenceVersions } = await chrome.storage.local.get('referenceVersions');
      await chrome.storage.local.set({
        referenceVersions: { ...referenceVersions, codeListsChangedAt: '2017-01-01T00:00:00.000Z' },
      });
    });
    const asked = app.waitForRequest((r) => r.url().endsWith('/API/CodeList/GetUpdated'), { timeout: 15_000 });
    await fireSync();
    const request = await asked;
    // Only what changed since the app's own copy: the lists are not downloaded again.
    expect(JSON.parse(request.postData() ?? '{}').payload.since).toBeTruthy();
  });

  it('offers a control beside each of several returns; the popup discards one and the rest reaches the report once it opens', async () => {
    await app.bringToFront();
    const reportUrl = app.url();
    await app.goto(`${e2e.server.url}/dashboard`);
    await waitForText(app, 'My reports');

    const rms = await openRmsPage('two-records.html');
    const labels = await rms.$$eval('>>> button[aria-label^="Send to report"]', (buttons) =>
      buttons.map((b) => b.getAttribute('aria-label')),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Licence IN 1234-56-7890: QUILLFEATHER'),
        expect.stringContaining('Registration IN ABC123'),
        expect.stringContaining('Licence IN 9876-54-3210: HOLLOWAY'),
        expect.stringContaining('Registration IN JKL552'),
      ]),
    );
    expect(await send(rms, { match: 'QUILLFEATHER' })).toBe('Held: it goes to the report once one is open.');
    expect(await send(rms, { match: 'ABC123' })).toBe('Held: it goes to the report once one is open.');

    const popup = await e2e.browser.newPage();
    await popup.goto(e2e.extensionUrl('popup.html'));
    await waitForText(popup, 'Registration IN ABC123');
    await popup.locator('button[aria-label^="Discard Licence IN 1234-56-7890"]').click();
    await waitForText(popup, 'Record discarded.');
    await byRole(popup, 'button', 'Send again').click();
    await waitForText(popup, '0 sent; 1 still waiting. Open a report in the crash app, then send again.');
    expect(await popup.evaluate(() => document.body.innerText)).not.toContain('Licence IN 1234-56-7890');

    // Copy goes through the background's relay (an offscreen document) to the clipboard, for pasting into the RMS.
    const line = 'IN ABC123 VIN 1HGCM82633A004352 QUILLFEATHER, JONAH B';
    await byRole(popup, 'button', `Copy ${line}`).click();
    await waitForText(popup, `Copied: ${line}`);
    await popup.close();
    await e2e.browser.defaultBrowserContext().overridePermissions(e2e.server.url, ['clipboard-read']);
    await app.bringToFront();
    expect(await app.evaluate(() => navigator.clipboard.readText())).toBe(line);

    await app.bringToFront();
    await app.goto(reportUrl);
    await waitForText(app, '1 record from the RMS arrived', 30_000);
    records = await childWindowOpenedBy(app, () => byRole(app, 'button', 'Show records').click());
    await waitForText(records, 'Registration: IN ABC123');
    expect(await records.evaluate(() => document.body.innerText)).not.toContain('Driver licence: QUILLFEATHER');
    expect(await popupText()).toContain('None waiting: every record reached a report.');
  });

  it('decodes a lone VIN sent from the RMS page into the unit chosen in the records window', async () => {
    const rms = await openRmsPage('lone-identifiers.html');
    expect(await send(rms, { match: 'VIN 1FTMW1T88MFA00001' })).toBe('Sent to the open report.');

    await records.bringToFront();
    await byRole(records, 'button', 'Decode VIN into unit 1').click();
    await waitForText(records, 'VIN 1FTMW1T88MFA00001 decoded into unit 1: 2021 FORD F-150.');

    await app.bringToFront();
    await openSection(app, 'Vehicle Information');
    expect(await valueOf(app, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe('F-150');
    expect(await sourceOf(app, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe('from VIN decode');
  });

  it('finds returns in an agency layout once its site profile is saved in options', async () => {
    const before = await e2e.browser.newPage();
    await before.goto(`${e2e.rmsOrigin}/agency-layout.html`);
    await waitForText(before, 'PERSON RETURN');
    // The page is scanned once it settles; the built-in profile does not know these labels.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await before.$(SEND)).toBeNull();
    await before.close();

    const options = await e2e.browser.newPage();
    await options.goto(e2e.extensionUrl('options.html'));
    await options.waitForSelector('#profiles-json:not([disabled])');
    const profile = agencyProfile(e2e.rmsOrigin);
    // Replaces what the box holds, as pasting over a selection does.
    await options.$eval('#profiles-json', (t) => {
      (t as HTMLTextAreaElement).focus();
      (t as HTMLTextAreaElement).select();
    });
    await options.keyboard.sendCharacter(JSON.stringify([profile]));
    await byRole(options, 'button', 'Save profiles').click();
    await waitForText(options, 'Profiles saved.');
    await options.close();

    const rms = await openRmsPage('agency-layout.html');
    const labels = await rms.$$eval(SEND, (buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(labels).toEqual([
      expect.stringContaining('Licence IN 7788-99-0011: ABERNATHY'),
      expect.stringContaining('Licence IN 3344-55-6677: BRANDT'),
    ]);
  });
});
