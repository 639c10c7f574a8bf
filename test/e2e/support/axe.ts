import axe from 'axe-core';
import type { Frame, Page } from 'puppeteer-core';

/**
 * What the accessibility check holds every screen to: WCAG 2.0, 2.1 and 2.2 at levels A and AA,
 * axe's best practices, and the experimental label-content-name-mismatch rule (a control whose
 * accessible name differs from its visible label cannot be reached by voice control saying what
 * is on screen), which axe leaves off unless a run names it.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
export const axeExtraRules = ['label-content-name-mismatch'];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe in the page (injecting it once per document) and returns every violation, one per element. */
export async function axeFindings(page: Page | Frame, context?: string): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as Window & { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags, extra, scope) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const result = await run.run(scope ? { include: [scope] } : document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
        resultTypes: ['violations'],
      });
      // A run that checked nothing (an empty or wrong context) would pass any page.
      if (result.passes.length === 0 && result.violations.length === 0) throw new Error('axe checked nothing.');
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => ({
          rule: v.id,
          impact: n.impact ?? v.impact ?? null,
          help: v.help,
          targets: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      );
    },
    axeTags,
    axeExtraRules,
    context ?? null,
  );
}

/** One line per finding: the rule, the element, and what is wrong with it. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `- ${f.rule} (${f.impact ?? 'n/a'}) at ${f.targets.join(', ')}: ${f.summary}`).join('\n');
}

/**
 * Fails with a readable list when axe finds anything on the page as it is now. `screen` names
 * what was checked, so a failure says where without a screenshot.
 */
export async function expectNoAxeViolations(page: Page | Frame, screen: string, context?: string): Promise<void> {
  const findings = await axeFindings(page, context);
  if (findings.length > 0) {
    throw new Error(`${screen}: axe found ${findings.length} violation(s):\n${describeFindings(findings)}`);
  }
}
