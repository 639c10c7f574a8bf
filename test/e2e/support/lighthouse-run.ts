import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Page } from 'puppeteer-core';

/**
 * Lighthouse (the pinned devDependency) with its desktop config and simulated throttling, run on
 * `page`, which it navigates to `url`; it clears the HTTP cache and the service workers first, not
 * the tab's session storage, so a page signed in stays signed in. `categories` limits the run (all
 * four when omitted).
 */
export async function runLighthouse(page: Page, url: string, categories?: string[]): Promise<Result> {
  const config = categories
    ? { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: categories } }
    : desktopConfig;
  // Lighthouse bundles its own puppeteer-core; a page of ours speaks the same protocol.
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json' },
    config,
    page as unknown as Parameters<typeof lighthouse>[3],
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/** A category's score out of 100. */
export const categoryScore = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * What an audit's table row names: its script, resource or element, then its description and
 * error when it has them.
 */
function rowText(row: Record<string, unknown>): string {
  const node = row.node as { snippet?: string } | undefined;
  const subItems = (row.subItems as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const subErrors = subItems.map((s) => s.error).filter(Boolean);
  return [row.scriptUrl ?? row.url ?? node?.snippet ?? row.source, row.description, row.error, ...subErrors]
    .filter(Boolean)
    .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))
    .join(': ');
}

/**
 * The audits of a category that did not pass, with their weight in it (weight 0: shown, not
 * scored) and what their details name (the first few rows).
 */
export function failingAudits(lhr: Result, category: string) {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative') return [];
    const rows = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 5);
    return [{ id: ref.id, title: audit.title, weight: ref.weight, found: rows.map(rowText) }];
  });
}
