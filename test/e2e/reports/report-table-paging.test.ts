import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EXACT_COUNT_LIMIT } from '../../../lib/api/schemas/report-schemas';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../../integration/support/db-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { writeBeforeStart } from '../support/real-server';
import { byRole, signIn, waitForText } from '../support/page-helpers';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-paging-'));

/**
 * A report table of more reports than are counted exactly, through the screens: the pager says
 * "about", each next page is asked for after the last row shown (keyset), and going back shows
 * the same rows again (docs/rules/search.md, "Paging").
 */
describe('a report table of more than a thousand reports', () => {
  // The officer's drafts, written before the server opens the database: what the table pages
  // through is rows, and making them through the API (a create and a save each) took two thousand calls.
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      const officer = await userIdOf(db, 'officer');
      await sql`insert into reports (status, form_type, form_configuration_id, author_user_id, agency_ori,
        case_number, data, last_updated)
      select 0, 'Crash', (select min(id) from form_configurations), ${officer}, ${DEMO_AGENCY.ori},
        'PG-' || lpad(n::text, 4, '0'), '{}', now() - n * interval '1 second'
      from generate_series(0, ${REPORT_EXACT_COUNT_LIMIT + 39}) as n`.execute(db);
      await sql`analyze reports`.execute(db);
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const fixture = useServerAndBrowser({ DATA_DIR: dataDir });

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
