import type { Browser } from 'puppeteer-core';
import { keystrokeCpu, startTrace } from './main-thread-cpu';
import { installKeyProbe, type KeySample } from './page-probes';
import { sleep, typeTimed } from './timed-typing';

/**
 * The browser's own cost of a keystroke on this machine, measured the way the editor's keys are
 * (the same probe, trace and typing): one text field in an otherwise empty form. The editor's
 * figures are reported beside it (and as what they add to it), since neither the key-to-paint
 * time nor the main thread's CPU per key can go below it, and both move with the machine.
 */
export async function keystrokeFloor(browser: Browser, text: string, gapMs: number) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1400, height: 1000 });
    await page.setContent('<!doctype html><title>floor</title><form><input id="floor" aria-label="floor"></form>');
    await page.evaluate(installKeyProbe);
    await page.focus('#floor');
    await sleep(300);
    await startTrace(page);
    await page.evaluate('window.__keys.armed = true');
    await typeTimed(page, text, 0, gapMs);
    await page.evaluate('window.__keys.armed = false');
    const cpu = await keystrokeCpu(page);
    const samples = (await page.evaluate('window.__keys.samples')) as KeySample[];
    return { keyToPaint: samples.map((s) => s.keyToPaint), cpu };
  } finally {
    await page.close();
  }
}
