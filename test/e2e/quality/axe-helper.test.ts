import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';

/**
 * The accessibility check must be able to fail: small pages with a known fault, each of a rule
 * set the helper promises (WCAG A, best practice, the experimental name/label rule), are reported
 * with the rule and the element; a clean page is not.
 */
describe('the axe helper', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const shell = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Probe</title></head><body>${body}</body></html>`;

  it('passes a page with nothing wrong', async () => {
    await page.setContent(shell('<main><h1>Reports</h1><button type="button">Open</button></main>'));
    expect(await axeFindings(page)).toEqual([]);
    await expectNoAxeViolations(page, 'Clean probe');
  });

  it('reports a control whose accessible name does not contain its visible label (an experimental rule)', async () => {
    await page.setContent(shell('<main><h1>Reports</h1><button type="button" aria-label="Close">Open</button></main>'));
    const findings = await axeFindings(page);
    expect(findings.map((f) => [f.rule, f.targets])).toEqual([['label-content-name-mismatch', ['button']]]);
    await expect(expectNoAxeViolations(page, 'Mismatch probe')).rejects.toThrow(
      /Mismatch probe: axe found 1 violation\(s\):\n- label-content-name-mismatch \(serious\) at button: .*accessible name/,
    );
  });

  it('reports a second main landmark (a best practice)', async () => {
    await page.setContent(shell('<main><h1>Editor</h1><main><p>Section</p></main></main>'));
    const rules = (await axeFindings(page)).map((f) => f.rule);
    expect(rules).toContain('landmark-no-duplicate-main');
  });

  it('reports an image without a text alternative (WCAG 2 A)', async () => {
    await page.setContent(shell('<main><h1>Diagram</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>'));
    const findings = await axeFindings(page);
    expect(findings).toContainEqual(expect.objectContaining({ rule: 'image-alt', targets: ['img'] }));
  });

  it('reports a colour contrast too low for AA', async () => {
    await page.setContent(
      shell('<main><h1>Status</h1><p id="faint" style="color:#bbb;background:#fff">Saved</p></main>'),
    );
    const findings = await axeFindings(page);
    expect(findings).toContainEqual(expect.objectContaining({ rule: 'color-contrast', targets: ['#faint'] }));
  });
});
