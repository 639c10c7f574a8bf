import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aamvaSamples } from '../../../lib/records/fixtures/aamva-samples';
import { newlinesOnly } from '../../../lib/records/fixtures/aamva-builder';
import { barcodePicture, writeY4m } from '../support/editor/barcode-video';
import { launchChromium } from '../support/chromium';
import { childWindowOpenedBy, clickToClose } from '../support/child-windows';
import { makeMotorVehicle, openNewReport, openSection, sourceOf, valueOf } from '../support/editor/editor-helpers';
import { byRole, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';

/** The Indiana licence of the AAMVA fixtures, as its card's PDF417 holds it. */
const licence = aamvaSamples[0]!.barcode;

/** One real server for the file, with local fakes of the lookup services (the VIN decode). */
const server = {} as RealServer;
let fakes: LookupFakes | undefined;
beforeAll(async () => {
  fakes = await startLookupFakes();
  Object.assign(server, await startRealServer(fakes.env));
});
afterAll(async () => {
  await server.stop?.();
  await fakes?.stop();
});

/** One Chromium for the describe block, launched with these flags (read when it launches). */
function useChromium(flags: () => string[]) {
  const fixture = { server } as { server: RealServer; browser: Browser };
  beforeAll(async () => {
    fixture.browser = await launchChromium({ args: flags() });
  });
  afterAll(() => fixture.browser?.close());
  return fixture;
}

/**
 * Types `text` as a keyboard-wedge scanner does: the whole burst in one task of the page, so no
 * key can come later than the one before it however busy the machine is (puppeteer's typing
 * sends each key on its own, and under load its keys came more than the detector's 50 ms apart).
 * Each key is a keydown and keyup at the focused element, and a key the page did not hold types
 * its character into the field, as the browser would: the app's own detector sees the keys.
 */
async function wedgeTypes(page: Page, text: string) {
  await page.evaluate((burst) => {
    for (const character of burst) {
      const target = document.activeElement ?? document.body;
      const key = character === '\n' ? 'Enter' : character;
      const init = { key, bubbles: true, cancelable: true, composed: true };
      const typed = target.dispatchEvent(new KeyboardEvent('keydown', init));
      const field = target as HTMLInputElement | HTMLTextAreaElement;
      if (typed && 'value' in field && (key !== 'Enter' || field.tagName === 'TEXTAREA')) {
        document.execCommand('insertText', false, character);
      }
      target.dispatchEvent(new KeyboardEvent('keyup', init));
    }
  }, text);
}

async function showDriver(page: Page) {
  await page.bringToFront();
  await page.locator('nav[aria-label="Report sections"] button ::-p-text(Driver)').click();
  await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Driver'));
}

describe('scanning a licence with the camera', () => {
  let video = '';
  // Registered first, so the picture is there when the fixture launches Chromium with it.
  beforeAll(async () => {
    // The camera sees the licence's barcode, made here by zxing-wasm's writer from the fixture.
    video = path.join(mkdtempSync(path.join(os.tmpdir(), 'crash-barcode-')), 'licence.y4m');
    writeY4m(video, await barcodePicture(licence));
  }, 60_000);
  const e2e = useChromium(() => [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);

  it('reads the PDF417 of a licence through the camera, previews it, and applies it with provenance "barcode"', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(request.url()));
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    // The officer scans in the window in front: headless Chromium throttles a window behind,
    // whose camera frames would then be read seconds apart on a busy machine.
    await records.bringToFront();
    await byRole(records, 'button', 'Scan barcode').click();
    await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH', 30_000);
    // Headless Chromium on Linux has no BarcodeDetector: zxing-wasm read it, its wasm from our own origin.
    expect(fetched.filter((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toEqual([
      expect.stringMatching(new RegExp(`^${e2e.server.url}`)),
    ]);
    await waitForText(records, 'scanned from a barcode');
    // The camera is closed once a barcode was read.
    expect(await records.$('video')).toBeNull();
    await records.locator('li button ::-p-text(Apply to driver)').click();
    await waitForText(records, 'Applied to unit 1');
    await clickToClose(records, 'button', 'Close');

    await showDriver(page);
    expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('QUILLFEATHER');
    expect(await valueOf(page, 'field-Units-0-Driver-BIRTHDTE')).toBe('02/14/1985');
    expect(await sourceOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('from scanned barcode');
    await context.close();
  });

  it('recognises a handheld scanner typing a licence into a report field: the field keeps its value, the records window previews it', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    await showDriver(page);
    await page.locator('#field-Units-0-Driver-NAMELASTTXT').click();
    await page.keyboard.type('SMITH', { delay: 120 });
    // A scanner keeping only line feeds types the barcode as keys, a few milliseconds apart.
    const records = await childWindowOpenedBy(page, () => wedgeTypes(page, newlinesOnly(licence)));
    await waitForText(records, 'A scanner typed a barcode while the cursor was in the field');
    await waitForText(records, 'It was kept out of that field and is shown here; nothing was applied.');
    await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH');

    // Scanned again with the cursor in the records window itself: it is the records flow, so no
    // notice, and the text stays out of the paste box there too.
    await records.bringToFront();
    await records.locator('textarea').click();
    await wedgeTypes(records, newlinesOnly(licence));
    await records.waitForFunction(() => !document.body.innerText.includes('A scanner typed a barcode'));
    await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH');
    expect(await records.$eval('textarea', (t) => t.value)).toBe('');

    await page.bringToFront();
    expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('SMITH');
    expect(await sourceOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe(null);

    // A scan typed into a field filled for the officer leaves it filled and marked as it was.
    await makeMotorVehicle(page, 0);
    await openSection(page, 'Crash Details');
    const count = 'field-CrashDetails-MotorVehInvolvedNmb';
    expect(await sourceOf(page, count)).toBe('derived, confirm');
    await page.locator(`#${count}`).click();
    // The records window is open already: the scan shows there, naming the field it was kept out of.
    await wedgeTypes(page, newlinesOnly(licence));
    await waitForText(records, 'the cursor was in the field "Number of Motor Vehicles"');
    expect(await valueOf(page, count)).toBe('1');
    expect(await sourceOf(page, count)).toBe('derived, confirm');
    await context.close();
  });
});

describe('scanning a VIN label with the camera', () => {
  let video = '';
  beforeAll(async () => {
    // A door-jamb label's Data Matrix, holding the VIN the lookup fakes decode as a 2021 Ford F-150.
    video = path.join(mkdtempSync(path.join(os.tmpdir(), 'crash-barcode-')), 'vin.y4m');
    writeY4m(video, await barcodePicture('1FTMW1T88MFA00001', { format: 'DataMatrix', scale: 8 }));
  }, 60_000);
  const e2e = useChromium(() => [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);

  it('reads the VIN, decodes it into the unit, and marks the VIN as scanned and the rest as decoded', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    await makeMotorVehicle(page);
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await byRole(records, 'button', 'Scan barcode').click();
    await waitForText(records, 'VIN 1FTMW1T88MFA00001', 30_000);
    await waitForText(records, 'scanned from a barcode');
    await records.bringToFront();
    await byRole(records, 'button', 'Decode VIN into unit 1').click();
    await waitForText(records, 'VIN 1FTMW1T88MFA00001 decoded into unit 1: 2021 FORD F-150.');
    await clickToClose(records, 'button', 'Close');

    await page.bringToFront();
    await openSection(page, 'Vehicle Information');
    expect(await valueOf(page, 'field-Units-0-VehicleInformation-VINTXT')).toBe('1FTMW1T88MFA00001');
    expect(await sourceOf(page, 'field-Units-0-VehicleInformation-VINTXT')).toBe('from scanned barcode');
    expect(await sourceOf(page, 'field-Units-0-VehicleInformation-VEHMAKETXT')).toBe('from VIN decode');
    await context.close();
  });
});

describe('a handheld scanner on a serial port', () => {
  const e2e = useChromium(() => []);

  it('reads a licence from the port into the preview, and refuses a barcode that is neither licence nor VIN', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    // The port the officer picks: a stream the test writes into as the scanner would.
    await page.evaluate(() => {
      const w = window as Window & { scannerTypes?: (text: string) => void };
      const readable = new ReadableStream<Uint8Array>({
        start(controller) {
          w.scannerTypes = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      const port = { open: async () => undefined, close: async () => undefined, readable };
      Object.defineProperty(navigator, 'serial', { configurable: true, value: { requestPort: async () => port } });
    });
    const scannerTypes = (text: string) =>
      page.evaluate((t) => (window as Window & { scannerTypes?: (text: string) => void }).scannerTypes?.(t), text);
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await byRole(records, 'button', 'Connect scanner').click();
    await waitForText(records, 'Scanner connected: scan a licence or VIN label.');
    // A scan arrives in pieces, line breaks and all; it is whole once the port is quiet.
    await scannerTypes(licence.slice(0, 120));
    await scannerTypes(licence.slice(120));
    await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH');
    await waitForText(records, 'scanned from a barcode');

    await scannerTypes('SALE 4 FOR 3 COUPON');
    await waitForText(
      records,
      'This barcode is neither a driver licence (AAMVA) nor a VIN ("SALE 4 FOR 3 COUPON"); nothing was applied.',
    );
    expect(await records.$('ul[aria-label="Records found"]')).toBeNull();
    await context.close();
  });
});

describe('a camera refused, or none there', () => {
  const e2e = useChromium(() => ['--use-fake-device-for-media-stream', '--deny-permission-prompts']);
  const noCamera = useChromium(() => ['--use-fake-ui-for-media-stream']);

  it('says the camera was refused and how to allow it, at the control, and reads nothing', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await byRole(records, 'button', 'Scan barcode').click();
    await waitForText(records, 'The camera was refused. Allow the camera for this site in the browser');
    expect(await records.$('video')).toBeNull();
    expect(await records.$('ul[aria-label="Records found"]')).toBeNull();
    await context.close();
  });

  it('says no camera was found on a machine without one, and reads nothing', async () => {
    const { context, page } = await openNewReport(noCamera.browser, noCamera.server.url);
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await byRole(records, 'button', 'Scan barcode').click();
    await waitForText(records, 'No camera was found on this device.');
    expect(await records.$('video')).toBeNull();
    await context.close();
  });
});
