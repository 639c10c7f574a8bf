import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { REPORT_EXACT_COUNT_LIMIT } from '../../../lib/api/schemas/report-schemas';
import { sessionTokenOf } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, signIn, waitForText } from '../support/page-helpers';

/**
 * A report table of more reports than are counted exactly, through the screens: the pager says
 * "about", each next page is asked for after the last row shown (keyset), and going back shows
 * the same rows again (docs/rules/search.md, "Paging").
 */
describe('a report table of more than a thousand reports', () => {
  const fixture = useServerAndBrowser();

  const firstCells = (page: Page) =>
    page.$$eval('tbody tr', (rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));
  const pagerText = (page: Page) =>
    page.$eval('nav[aria-label="Working reports pages"]', (nav) => nav.textContent ?? '');

  it('pages by the last row shown and says the total is an estimate', async () => {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1500, height: 1000 });
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    const token = await sessionTokenOf(page);
    const made = REPORT_EXACT_COUNT_LIMIT + 40;
    for (let i = 0; i < made; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, made - i) }, async (_, k) => {
          const created = await fixture.server.call('Report/Create', {}, token);
          expect(created.status).toBe(200);
          const data = { GeneralInformation: { LocalCodeTxt: `PG-${String(i + k).padStart(4, '0')}` } };
          const saved = await fixture.server.call(
            'Report/Save',
            { id: created.body.payload.id, version: created.body.payload.version, data },
            token,
          );
          expect(saved.status).toBe(200);
        }),
      );
    }

    const asked: Record<string, unknown>[] = [];
    page.on('request', (r: HTTPRequest) => {
      if (r.url().endsWith('/API/Report/List')) asked.push(JSON.parse(r.postData() ?? '{}').payload);
    });
    await page.goto(`${fixture.server.url}/reports/working`);
    await page.waitForFunction(() => /of about/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    expect(await pagerText(page)).toMatch(/Rows 1–25 of about [\d,]+/);
    const first = await firstCells(page);
    expect(first).toHaveLength(25);

    await byRole(page, 'button', 'Next page').click();
    await page.waitForFunction(() => /Rows 26–50/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    const second = await firstCells(page);
    expect(second).toHaveLength(25);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
    const secondAsk = asked.at(-1)!;
    expect(secondAsk).toMatchObject({ view: 'working', page: 2 });
    expect(typeof secondAsk.after).toBe('string');

    await byRole(page, 'button', 'Next page').click();
    await page.waitForFunction(() => /Rows 51–75/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    expect((await firstCells(page)).filter((c) => second.includes(c))).toEqual([]);

    await byRole(page, 'button', 'Previous page').click();
    await page.waitForFunction(() => /Rows 26–50/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    expect(await firstCells(page)).toEqual(second);
    expect(asked.at(-1)).toMatchObject({ page: 2, after: secondAsk.after });

    // The page is in the address: Back returns to the page shown before, a reload shows it again,
    // and Forward comes back here.
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.goBack();
    await page.waitForFunction(() => /Rows 51–75/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    const third = await firstCells(page);
    await page.reload();
    await page.waitForFunction(() => /Rows 51–75/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    expect(await firstCells(page)).toEqual(third);
    await page.goForward();
    await page.waitForFunction(() => /Rows 26–50/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    expect(await firstCells(page)).toEqual(second);

    // A new sort starts again at the first page, without a cursor.
    const sortBy = await page.$$('thead button');
    await sortBy[0]!.click();
    await page.waitForFunction(() => /Rows 1–25/.test(document.body.textContent ?? ''), { timeout: 15_000 });
    expect(asked.at(-1)).toMatchObject({ page: 1 });
    expect(asked.at(-1)).not.toHaveProperty('after');
    await context.close();
  });
});
