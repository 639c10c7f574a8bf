import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILD_BYTE_CEILINGS,
  KEYSTROKE_CPU_ABOVE_FLOOR_CEILING_MS,
  KEYSTROKE_CPU_ABOVE_FLOOR_TARGET_MS,
} from '../../../bench/editor-support/budgets';
import { bundleSizes } from '../../../bench/editor-support/bundle-sizes';
import { chunkSizes } from '../../../bench/editor-support/chunk-sizes';
import { keystrokeFloor } from '../../../bench/editor-support/keystroke-floor';
import { largeReport, UNITS } from '../../../bench/editor-support/large-report';
import { installKeyProbe, watchUntilInteractive } from '../../../bench/editor-support/page-probes';
import { KEY_GAP_MS, targets, typeInto } from '../../../bench/editor-support/typing-targets';
import { useServerAndBrowser } from '../support/fixture';
import { DEMO_PASSWORD } from '../support/page-helpers';

/**
 * What other load on the machine hardly moves, held on every build (the budgets live in
 * bench/editor-support/budgets.ts; the full benches, bench/editor.ts and bench/lighthouse-bench.ts, run
 * alone): the gzip bytes of the built app's chunks, and the main thread's CPU per keystroke on the
 * 30-unit report, as what it adds to the browser's own cost of a key measured beside it.
 */
const appDir = path.resolve(import.meta.dirname, '../../../dist/app');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('performance budgets', () => {
  const fixture = useServerAndBrowser();

  it('keeps what sign-in, the dashboard and the editor fetch, and every chunk, within their gzip bytes', () => {
    const bundles = bundleSizes(appDir);
    const chunks = chunkSizes(appDir);
    const over: string[] = [];
    for (const [name, ceiling] of Object.entries(BUILD_BYTE_CEILINGS.bundles)) {
      const bundle = bundles.find((b) => b.name === name);
      if (!bundle) throw new Error(`No bundle named "${name}" in ${appDir}`);
      if (bundle.gzipBytes > ceiling) over.push(`${name}: ${kB(bundle.gzipBytes)} gzip, over ${kB(ceiling)}`);
    }
    for (const chunk of chunks) {
      if (chunk.gzipBytes > BUILD_BYTE_CEILINGS.anyChunk)
        over.push(`${chunk.name}: ${kB(chunk.gzipBytes)} gzip, over ${kB(BUILD_BYTE_CEILINGS.anyChunk)}`);
    }
    expect(chunks.length).toBeGreaterThan(10);
    expect(over).toEqual([]);
  });

  it("keeps the main thread's CPU per keystroke on the 30-unit report close to the browser's own", async () => {
    const { server, browser } = fixture;
    const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const token = login.body.payload.token as string;
    const created = (await server.call('Report/Create', {}, token)).body.payload;
    const saved = await server.call(
      'Report/Save',
      { id: created.id, version: created.version, data: largeReport() },
      token,
    );
    expect(saved.body.status).toBe('ok');

    const page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await page.evaluateOnNewDocument(watchUntilInteractive({ token }, `Unit ${UNITS}`));
    await page.goto(`${server.url}/reports/${created.id}`);
    await page.waitForFunction('window.__openTimes', { polling: 100, timeout: 60_000 });
    await page.evaluate(installKeyProbe);
    const driver = targets[0]!;
    const { samples, failures, cpu } = await typeInto(page, driver);
    await page.close();
    expect(failures).toEqual([]);
    expect(samples).toHaveLength(driver.text.length);

    const floor = await keystrokeFloor(browser, driver.text, KEY_GAP_MS);
    const above = median(cpu) - median(floor.cpu);
    const figures =
      `CPU per key p50: editor ${median(cpu).toFixed(1)} ms, the browser's own ${median(floor.cpu).toFixed(1)} ms, ` +
      `${above.toFixed(1)} ms above it (target ${KEYSTROKE_CPU_ABOVE_FLOOR_TARGET_MS}, ceiling ${KEYSTROKE_CPU_ABOVE_FLOOR_CEILING_MS})`;
    expect(cpu.length).toBeGreaterThanOrEqual(40);
    expect(above, figures).toBeLessThan(KEYSTROKE_CPU_ABOVE_FLOOR_CEILING_MS);
  });
});
