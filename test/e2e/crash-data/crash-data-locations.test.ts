import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages, settled, visit } from '../support/fresh-pages';
import { byRole, waitForText } from '../support/page-helpers';
import { writeBeforeStart } from '../support/real-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-locations-'));
/** The intersection seeded as the worst: four crashes, against two and one elsewhere. */
const WORST = '38TH ST & MERIDIAN ST';
const WORST_KEY = `097|36003|${WORST}`;
/** One fatal crash: the costliest, though not the most frequent. */
const DEADLY = '10TH ST & ILLINOIS ST';

/** A day `n` days before today, inside the twelve months the screen covers without dates. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The text of each ranked row's location, first the top. */
const rankedRoads = (page: import('puppeteer-core').Page) =>
  page.$$eval('section[aria-label="High-crash locations"] tbody th', (cells) =>
    cells.map((c) => c.querySelector('span')?.textContent ?? ''),
  );

describe('the crash data screen’s high-crash locations', () => {
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      const author = (
        await db.selectFrom('users').select('id').where('user_name', '=', 'officer').executeTakeFirstOrThrow()
      ).id;
      let n = 0;
      const crash = (r: { intersectionKey?: string; segmentKey?: string; severity: number; day: number }) =>
        insertReport(db, {
          author,
          agencyOri: DEMO_AGENCY.ori,
          status: 4,
          caseNumber: `LOC-${++n}`,
          dateOfCrash: daysAgo(r.day),
          severity: r.severity,
          intersectionKey: r.intersectionKey ?? null,
          segmentKey: r.segmentKey ?? null,
        });
      for (const day of [10, 20, 30, 40]) await crash({ intersectionKey: WORST_KEY, severity: 0, day });
      for (const day of [15, 25]) await crash({ intersectionKey: '097|36003|16TH ST & DELAWARE ST', severity: 1, day });
      await crash({ intersectionKey: `097|36003|${DEADLY}`, severity: 4, day: 12 });
      await crash({ segmentKey: '097|36003|WASHINGTON ST|7953:-17232', severity: 2, day: 14 });
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const e2e = useServerAndBrowser({ DATA_DIR: dataDir });
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('names first the worst intersection, links to its crashes, and ranks by cost when asked', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'supervisor');
    await visit(page, '/crash-data', 'Crash data');
    await byRole(page, 'link', 'High-crash locations').click();
    await page.waitForSelector('section[aria-label="High-crash locations"] tbody tr');
    await settled(page);
    expect((await rankedRoads(page))[0]).toBe(WORST);
    expect(await page.$eval(`tr[data-location="${WORST_KEY}"]`, (tr) => tr.textContent)).toContain('4');
    await waitForText(page, 'Federal Highway Administration');
    await expectNoAxeViolations(page, 'High-crash locations');

    await byRole(page, 'radio', 'Severity-weighted cost').click();
    await page.waitForFunction(
      (deadly) =>
        document.querySelector('section[aria-label="High-crash locations"] tbody th span')?.textContent === deadly,
      {},
      DEADLY,
    );

    await byRole(page, 'radio', 'Crash count').click();
    await page.waitForFunction(
      (worst) =>
        document.querySelector('section[aria-label="High-crash locations"] tbody th span')?.textContent === worst,
      {},
      WORST,
    );
    await byRole(page, 'link', `Show crashes at ${WORST}`).click();
    await waitForText(page, '4 crashes from');
    await waitForText(page, `Only the crashes at the intersection of ${WORST}`);
    expect(new URL(page.url()).searchParams.get('locationKey')).toBe(WORST_KEY);
    await settled(page);
    await expectNoAxeViolations(page, 'Crash counts of one location');

    await byRole(page, 'link', 'Remove the location').click();
    await waitForText(page, '8 crashes from');
    expect(new URL(page.url()).searchParams.get('locationKey')).toBeNull();

    // An address edited by hand to a location that cannot be says so, with the same way out.
    await page.evaluate(() => {
      history.pushState({ usr: null, key: 'edited', idx: (history.state?.idx ?? 0) + 1 }, '', '?locationKey=nowhere');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await waitForText(page, 'Pick a location from the high-crash locations.');
    await byRole(page, 'link', 'Remove the location').click();
    await waitForText(page, '8 crashes from');
  });

  it('ranks by the costs the state administrator sets, refused at the field until they are whole dollars', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'stateadmin');
    await visit(page, '/admin/settings', 'Application settings');
    await waitForText(page, 'Crash cost per KABCO level');
    const retype = async (label: string, text: string) => {
      const field = byRole(page, 'textbox', label);
      await field.click({ count: 3 });
      await field.fill(text);
    };
    await retype('Fatal (K)', '0');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'The cost is at least $1.');
    expect(await page.$eval('input[aria-invalid="true"]', (i) => (i as HTMLInputElement).value)).toBe('0');
    await expectNoAxeViolations(page, 'Application settings with a crash cost refused');
    await byRole(page, 'button', 'Put back the default costs').click();
    expect(
      await byRole(page, 'textbox', 'Fatal (K)')
        .map((i) => (i as HTMLInputElement).value)
        .wait(),
    ).toBe('11295400');
    await retype('Fatal (K)', '1');
    await retype('No apparent injury (O)', '$1,000,000');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'The settings are saved.');

    await visit(page, '/crash-data', 'Crash data');
    await byRole(page, 'link', 'High-crash locations').click();
    await byRole(page, 'radio', 'Severity-weighted cost').click();
    await waitForText(page, 'ranked by severity-weighted cost');
    await settled(page);
    await waitForText(page, 'Set by the state administrator');
    await waitForText(page, 'No apparent injury (O): $1,000,000');
    // Four slight crashes at a million dollars each now outweigh one fatal crash at one dollar.
    expect(await rankedRoads(page)).toEqual([WORST, '16TH ST & DELAWARE ST', 'WASHINGTON ST', DEADLY]);
    expect(await page.$eval(`tr[data-location="${WORST_KEY}"]`, (tr) => tr.textContent)).toContain('$4,000,000');
  });
});
