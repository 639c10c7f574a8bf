import { afterAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages } from '../support/fresh-pages';
import { waitForText } from '../support/page-helpers';

/** Every layout shift of the page from its first script on, with what moved (Layout Instability API). */
const watchShifts = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const moved = (e.sources || []).map((s) => {
        const el = s.node && (s.node.nodeType === 1 ? s.node : s.node.parentElement);
        return el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 30) + '"' : '?';
      });
      window.__shifts.push({ value: e.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * A report opened by its address draws its frame (ribbon, header line) before it arrives and the
 * header never grows a line as the user's name, agency and the application's name come in, so the
 * page does not jump under the officer's eyes (Lighthouse's cumulative layout shift, which fell
 * from 0.556 to 0.011 on the 30-unit report).
 */
describe('the layout as a report opens', () => {
  const fixture = useServerAndBrowser();
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('shifts by less than 0.025 in all from the first paint to the open report', async () => {
    const page = await pages.signedIn(fixture.browser, fixture.server.url, 'officer');
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('crash.session') ?? '{}').token as string,
    );
    const created = await fixture.server.call('Report/Create', {}, token);
    const { id, version } = created.body.payload as { id: number; version: number };
    const saved = await fixture.server.call('Report/Save', { id, version, data: completeReport() }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.setViewport({ width: 1350, height: 940 });
    await page.evaluateOnNewDocument(watchShifts);
    await page.goto(`${fixture.server.url}/reports/${id}`);
    await waitForText(page, 'General Information');
    // What arrives after the report (the application's name, the user's roles, the review notes) has arrived.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"] svg'), {
      timeout: 15_000,
    });
    await new Promise((r) => setTimeout(r, 2000));
    const shifts = (await page.evaluate('window.__shifts')) as { value: number; moved: string[] }[];
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.025);
  });
});
