/**
 * The RMS content script: finding records on a 1 MB RMS page in real Chromium
 * (target < 20 ms) and the gzip size of the built content script (target < 60 KB). The scanner
 * (lib/records/rms-page/page-scan.ts) is bundled as the content script bundles it and run in the page on
 * the page's own DOM. The size is read from the built extension (.output/chrome-mv3, or
 * BENCH_EXT_DIR); `npx wxt build` runs first when it is missing. BENCH_RUNS sets the timed scans.
 * Figures go to issues, not to timed tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchChromium } from '../test/e2e/support/chromium';
import { largeRmsPage, RECORDS_ON_PAGE } from './rms-scan-support/large-rms-page';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UPS = 5;
const SCAN_TARGET_MS = 20;
const GZIP_TARGET_KB = 60;

function stats(samples: number[], target: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const verdict = at(0.5) < target ? 'met' : 'MISSED';
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (n=${samples.length}) — target < ${target} ms: ${verdict}`;
}

/** The scanner as one browser script exposing window.RmsScan. */
async function scannerBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, 'lib/records/rms-page/page-scan.ts'), formats: ['iife'], name: 'RmsScan' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) return result.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  }
  throw new Error('The scanner bundle was not produced.');
}

function contentScriptSize(): { file: string; bytes: number; gzipBytes: number } {
  const dir = process.env.BENCH_EXT_DIR ?? path.join(root, '.output/chrome-mv3');
  const file = path.join(dir, 'content-scripts/rms.js');
  if (!fs.existsSync(file)) {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/wxt/bin/wxt.mjs'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0 || !fs.existsSync(file)) throw new Error('The extension failed to build; see above.');
  }
  const code = fs.readFileSync(file);
  return { file: path.relative(root, file), bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

async function main() {
  const size = contentScriptSize();
  console.log(
    `content script ${size.file}: ${(size.bytes / 1024).toFixed(1)} kB, ${(size.gzipBytes / 1024).toFixed(1)} kB gzip` +
      ` — target < ${GZIP_TARGET_KB} KB gzip: ${size.gzipBytes < GZIP_TARGET_KB * 1024 ? 'met' : 'MISSED'}`,
  );

  const html = largeRmsPage();
  const scanner = await scannerBundle();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.addScriptTag({ content: scanner });
    const result = await page.evaluate(
      (runs: number, warmUps: number) => {
        const scan = (window as unknown as { RmsScan: { scanPage(d: Document): unknown[] } }).RmsScan.scanPage;
        const first = performance.now();
        const found = scan(document).length;
        const cold = performance.now() - first;
        for (let i = 0; i < warmUps; i++) scan(document);
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          scan(document);
          samples.push(performance.now() - start);
        }
        return { found, cold, samples, bytes: document.documentElement.outerHTML.length };
      },
      RUNS,
      WARM_UPS,
    );
    if (result.found !== RECORDS_ON_PAGE) {
      throw new Error(`The scan found ${result.found} records on the page, not ${RECORDS_ON_PAGE}.`);
    }
    console.log(`page: ${(result.bytes / 1024).toFixed(0)} kB of HTML, ${result.found} records found`);
    console.log(`first scan: ${result.cold.toFixed(1)} ms`);
    console.log(`find records on a 1 MB page: ${stats(result.samples, SCAN_TARGET_MS)}`);
  } finally {
    await browser.close();
  }
}

await main();
