import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages, settled, visit } from '../support/fresh-pages';
import { byRole, waitForText } from '../support/page-helpers';
import { writeBeforeStart } from '../support/real-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-duplicates-'));
const OTHER = 'IN0450000';
const VIN = '1HGCM82633A004352';
/** A day inside the twelve months the screen covers without dates. */
const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

describe('the crash data screen’s possible duplicates', () => {
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      await addAgency(db, OTHER, 'Lake County Sheriff (test)');
      const author = (
        await db.selectFrom('users').select('id').where('user_name', '=', 'officer').executeTakeFirstOrThrow()
      ).id;
      const crash = (caseNumber: string, agencyOri: string, timeOfCrash: string, latitude: number) =>
        insertReport(db, {
          author,
          agencyOri,
          status: 4,
          caseNumber,
          dateOfCrash: day,
          timeOfCrash,
          latitude,
          longitude: -86.15,
        });
      const ids = [await crash('DUP-A', DEMO_AGENCY.ori, '08:30', 39.8), await crash('DUP-B', OTHER, '08:41', 39.8005)];
      for (const id of ids)
        await sql`insert into report_parties (report_id, position, kind, role, unit, vin)
          values (${id}, 0, 'vehicle', 'vehicle', 1, ${VIN})`.execute(db);
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const e2e = useServerAndBrowser({ DATA_DIR: dataDir });
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('shows the state administrator a pair side by side, and marks it not duplicates for good', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'stateadmin');
    await visit(page, '/crash-data', 'Crash data');
    await byRole(page, 'link', 'Possible duplicates').click();
    await page.waitForSelector('section[aria-label="Possible duplicates"] table');
    await settled(page);
    const caption = await page.$eval('section[aria-label="Possible duplicates"] caption', (c) => c.textContent);
    expect(caption).toContain('Report DUP-A');
    expect(caption).toContain('report DUP-B (Lake County Sheriff (test))');
    expect(caption).toContain(`same VIN ${VIN}, 11 minutes apart, 56 m apart`);
    const columns = await page.$$eval('section[aria-label="Possible duplicates"] thead th', (ths) =>
      ths.map((th) => th.textContent),
    );
    expect(columns).toEqual([
      `Open report DUP-A of ${DEMO_AGENCY.name}`,
      'Open report DUP-B of Lake County Sheriff (test)',
    ]);
    await waitForText(page, '1 possible duplicate from');
    await expectNoAxeViolations(page, 'Possible duplicates');

    await byRole(
      page,
      'button',
      `Not duplicates: report DUP-A of ${DEMO_AGENCY.name} and report DUP-B of Lake County Sheriff (test)`,
    ).click();
    await waitForText(page, 'No possible duplicates match these filters.');
    await page.reload();
    await waitForText(page, 'No possible duplicates match these filters.');
    expect(await page.$('section[aria-label="Possible duplicates"] table')).toBeNull();
  });

  it('offers the tab to no one else', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'supervisor');
    await visit(page, '/crash-data', 'Crash data');
    await byRole(page, 'link', 'High-crash locations').waitHandle();
    expect(await page.$$eval('nav[aria-label="Crash data views"] a', (as) => as.map((a) => a.textContent))).toEqual([
      'Charts',
      'Map',
      'High-crash locations',
    ]);
  });
});
