/**
 * The form designer in real Chromium on the full Vehicle Crash Report (a draft 1.1 copied from
 * the shipped 1.0): the time from navigation to an interactive designer (the version's title, its
 * fields and its checked state painted; target < 500 ms, as the editor's open), warm and cold,
 * and the time from a keystroke to the painted character (target < 16 ms, as the editor's) in a
 * field's label and in the whole model's JSON (about 90 kB), with the time the JSON check of the
 * whole model takes in the page beside them. Run alone with `npx tsx bench/form-designer.ts`
 * (BENCH_APP_DIR=<a vite build with --manifest> skips the build; BENCH_RUNS sets the number of
 * timed opens). Figures go to issues, not to timed tests.
 */
import os from 'node:os';
import type { BrowserContext, Page } from 'puppeteer-core';
import { launchChromium } from '../test/e2e/support/chromium';
import { DEMO_PASSWORD } from '../test/e2e/support/page-helpers';
import { startRealServer, type RealServer } from '../test/e2e/support/real-server';
import { api, benchApp } from './editor-support/bench-app';
import { installKeyProbe, observeLongTasks, signedIn, type KeySample } from './editor-support/page-probes';
import { sleep, stats, typeTimed } from './editor-support/timed-typing';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARM_UPS = 2;
const KEY_GAP_MS = 100;
const INTERACTIVE_TARGET_MS = 500;
const KEY_TARGET_MS = 16;
const TITLE = 'Vehicle Crash Report 1.1';

/**
 * Interactive: one frame shows the version's title, the rows of its first section's fields and
 * the designer's saved state, so the administrator can act (the model's checks run once that
 * frame is painted, and say their result a few tens of ms later); the time is taken once that
 * frame has been painted (a message posted from its requestAnimationFrame callback).
 */
const watchDesigner = (session: { token: string }) => `
(() => {
  ${signedIn(session)}
  ${observeLongTasks}
  const usable = () =>
    document.getElementById('designer-title')?.textContent === ${JSON.stringify(TITLE)} &&
    document.querySelectorAll('table[aria-label^="Fields of"] tbody tr').length > 5 &&
    [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.startsWith('Saved'));
  const check = () => {
    if (!usable()) return requestAnimationFrame(check);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const at = (pattern) => {
        const e = performance.getEntriesByType('resource').find((r) => pattern.test(r.name));
        return e ? Math.round(e.startTime) + '→' + Math.round(e.responseEnd) : '-';
      };
      window.__designerSteps = [
        'main bundle ' + at(/\\/assets\\/index-[^/]*\\.js$/),
        'admin chunk ' + at(/\\/assets\\/admin-pages-[^/]*\\.js$/),
        'GetCurrentUser ' + at(/GetCurrentUser$/),
        'List ' + at(/FormConfiguration\\/List$/),
        'Get ' + at(/FormConfiguration\\/Get$/),
        'CodeList/GetUpdated ' + at(/CodeList\\/GetUpdated$/),
        'tasks over 50 ms ' + (longTasks.map((t) => Math.round(t.startTime) + '+' + Math.round(t.duration)).join(' ') || 'none'),
        'model check ' + (performance.getEntriesByName('model check').map((m) => Math.round(m.startTime) + '+' + Math.round(m.duration)).join(', ') || '-'),
      ].join(', ');
      window.__designerReady = performance.now();
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
})();
`;

/** From the version list (the designer open on nothing): ms from the click on the version to an interactive designer. */
async function openFromList(context: BrowserContext, base: string, token: string) {
  const page = await context.newPage();
  await page.setViewport({ width: 1500, height: 1000 });
  await page.evaluateOnNewDocument(signedIn({ token }));
  await page.goto(`${base}/admin/forms`);
  await page.waitForSelector('ul[aria-label="Version list"] button', { timeout: 30_000 });
  await sleep(500);
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const button = [...document.querySelectorAll('ul[aria-label="Version list"] button')]
      .find((b) => b.textContent.startsWith(${JSON.stringify(TITLE)}));
    const usable = () =>
      document.getElementById('designer-title')?.textContent === ${JSON.stringify(TITLE)} &&
      document.querySelectorAll('table[aria-label^="Fields of"] tbody tr').length > 5;
    const start = performance.now();
    const check = () => {
      if (!usable()) return requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    };
    button.click();
    requestAnimationFrame(check);
  })`)) as number;
  await page.close();
  return ms;
}

async function openDesigner(context: BrowserContext, url: string, token: string) {
  const page = await context.newPage();
  await page.setViewport({ width: 1500, height: 1000 });
  await page.evaluateOnNewDocument(watchDesigner({ token }));
  await page.goto(url);
  try {
    await page.waitForFunction('window.__designerReady', { polling: 100, timeout: 30_000 });
  } catch {
    const shown = await page.evaluate('document.body.innerText').catch(() => '');
    throw new Error(`The designer never became interactive. The page shows:\n${String(shown).slice(0, 1500)}`);
  }
  return {
    page,
    ready: (await page.evaluate('window.__designerReady')) as number,
    steps: (await page.evaluate('window.__designerSteps')) as string,
  };
}

/** Types `text` at the end of the field, one key every KEY_GAP_MS, and answers the probe's samples. */
async function typeInto(page: Page, selector: string, text: string, caretAt?: number) {
  await page.focus(selector);
  await page.$eval(
    selector,
    (el, at) => {
      // A code editor keeps the cursor it was given by keys.
      if (!('setSelectionRange' in el)) return;
      const field = el as HTMLInputElement | HTMLTextAreaElement;
      const to = at ?? field.value.length;
      field.setSelectionRange(to, to);
    },
    caretAt ?? null,
  );
  await page.evaluate('window.__keys.samples = []; window.__keys.failures = []; window.__keys.armed = true');
  await typeTimed(page, text, 0, KEY_GAP_MS);
  await page.evaluate('window.__keys.armed = false');
  const result = (await page.evaluate('({ samples: window.__keys.samples, failures: window.__keys.failures })')) as {
    samples: KeySample[];
    failures: string[];
  };
  if (result.failures.length) throw new Error(result.failures.join('; '));
  return result.samples.map((s) => s.keyToPaint);
}

let app: ReturnType<typeof benchApp> | undefined;
let server: RealServer | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  app = benchApp();
  const appDir = app.dir;
  console.log(`load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`);
  server = await startRealServer({ APP_DIR: appDir, LOG_LEVEL: 'warn' });
  const { token } = await api(server, 'Account/Login', { userName: 'stateadmin', password: DEMO_PASSWORD });
  const shipped = (await api(server, 'FormConfiguration/List', {}, token)).rows[0];
  const draft = await api(server, 'FormConfiguration/Save', { copyOf: shipped.id, version: 'minor' }, token);
  const modelBytes = JSON.stringify(draft.formModel, null, 2).length;
  const url = `${server.url}/admin/forms/${draft.id}`;
  console.log(`${TITLE} (draft #${draft.id}): its model is ${(modelBytes / 1024).toFixed(1)} kB of JSON`);
  browser = await launchChromium();

  const warm = await browser.createBrowserContext();
  const warmOpens: number[] = [];
  let steps = '';
  for (let i = 0; i < WARM_UPS + RUNS; i++) {
    const open = await openDesigner(warm, url, token);
    if (i >= WARM_UPS) warmOpens.push(open.ready);
    steps = open.steps;
    await open.page.close();
  }
  console.log(`designer open to interactive, warm cache (from navigation): ${stats(warmOpens, INTERACTIVE_TARGET_MS)}`);
  console.log(`  the last warm open, ms from navigation start: ${steps}`);
  const fromList: number[] = [];
  for (let i = 0; i < WARM_UPS + RUNS; i++) fromList.push(await openFromList(warm, server.url, token));
  console.log(
    `designer open to interactive from the version list (timed from the click): ${stats(fromList.slice(WARM_UPS), INTERACTIVE_TARGET_MS)}`,
  );
  const coldOpens: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cold = await browser.createBrowserContext();
    coldOpens.push((await openDesigner(cold, url, token)).ready);
    await cold.close();
  }
  console.log(
    `designer open to interactive, cold cache (a new profile each time): ${stats(coldOpens, INTERACTIVE_TARGET_MS)}`,
  );

  const { page } = await openDesigner(warm, url, token);
  await page.evaluate(installKeyProbe);
  console.log(`keystroke to painted character (one key every ${KEY_GAP_MS} ms):`);
  const label = await typeInto(page, 'input[aria-label="Label of Local Code"]', ' OF THE AGENCY AND ITS DISTRICT');
  console.log(`  a field's label (Fields tab): ${stats(label, KEY_TARGET_MS)}`);

  await page.evaluate(
    `[...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.startsWith('JSON')).click()`,
  );
  await page.waitForSelector('#model-json');
  // The cursor goes to the end of a line near the model's end (CodeMirror keys: Ctrl+End, up, End).
  await page.focus('#model-json');
  await page.keyboard.down('Control');
  await page.keyboard.press('End');
  await page.keyboard.up('Control');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  const json = await typeInto(page, '#model-json', 'NARRATIVE OF THE OFFICER ');
  console.log(
    `  the whole model's JSON (${(modelBytes / 1024).toFixed(0)} kB, in CodeMirror): ${stats(json, KEY_TARGET_MS)}`,
  );

  // The floor: the same text in a bare text area of the same size and font, on a page without our
  // code, typed at the same line (a text area lays out the whole text on each key, CodeMirror the lines in view).
  const text = JSON.stringify(draft.formModel, null, 2);
  const lines = text.split('\n');
  const caret = lines.slice(0, lines.length - 3).join('\n').length;
  const bare = await warm.newPage();
  await bare.setViewport({ width: 1500, height: 1000 });
  await bare.setContent(
    '<textarea id="bare" spellcheck="false" style="width:900px;height:32rem;font:12px/20px monospace;padding:8px"></textarea>',
  );
  await bare.$eval('#bare', (t, v) => ((t as HTMLTextAreaElement).value = v), text);
  await bare.evaluate(installKeyProbe);
  const floor = await typeInto(bare, '#bare', 'NARRATIVE OF THE OFFICER ', caret);
  console.log(`    the same text in a bare text area, without our code: ${stats(floor)}`);
  await bare.close();

  // The check runs after a pause in typing; its length is what a key typed during it could wait.
  const checks = (await page.evaluate(`(async () => {
    const area = document.getElementById('model-json');
    const times = [];
    for (let i = 0; i < ${RUNS}; i++) {
      const data = new DataTransfer();
      data.setData('text/plain', ' ');
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await new Promise((r) => setTimeout(r, 400));
      const entries = performance.getEntriesByType('measure').filter((m) => m.name === 'model check');
      if (entries.length) times.push(entries[entries.length - 1].duration);
    }
    return times;
  })()`)) as number[];
  if (checks.length) console.log(`  the JSON check of the whole model, in the page: ${stats(checks)}`);
  await page.close();
  console.log(`load average at the end ${os.loadavg()[0]?.toFixed(1)}`);
} finally {
  await browser?.close();
  await server?.stop();
  app?.remove();
}
