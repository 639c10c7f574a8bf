import type { Page } from 'puppeteer-core';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** p50, p95 and max of the samples, and whether the median meets the target when one is given. */
export function stats(samples: number[], target?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const verdict = target === undefined ? '' : ` — target < ${target} ms: ${at(0.5) < target ? 'met' : 'MISSED'}`;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (n=${samples.length})${verdict}`;
}

/**
 * Types `text` into the focused field one key every `gapMs`, each key only once the page's key
 * probe (page-probes.ts, installKeyProbe) has answered for the one before; `typed` is how many
 * keys the probe has timed so far. Answers the new count.
 */
export async function typeTimed(page: Page, text: string, typed: number, gapMs: number): Promise<number> {
  for (const ch of text) {
    const sent = Date.now();
    await page.keyboard.type(ch);
    typed++;
    await page.waitForFunction(`window.__keys.samples.length + window.__keys.failures.length >= ${typed}`, {
      polling: 10,
      timeout: 10_000,
    });
    await sleep(Math.max(0, gapMs - (Date.now() - sent)));
  }
  return typed;
}
