import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import {
  openNewReport,
  reportIdOf,
  sessionTokenOf,
  serverReportOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { deviceRow } from '../support/editor/device-rows';
import { waitForText } from '../support/page-helpers';

const LOCAL_CODE = 'field-GeneralInformation-LocalCodeTxt';

/** What this device's database holds for a report, read as the app reads it. */
const deviceCopies = async (page: Page, id: number) => ({
  draft: await deviceRow(page, 'drafts', id),
  setAside: await deviceRow<{ data: unknown }>(page, 'setAside', id),
});

describe('the editor when its report is deleted elsewhere', () => {
  const fixture = useServerAndBrowser();

  it('says who deleted it, turns read-only and keeps the changes it could not save on the device', async () => {
    const { page } = await openNewReport(fixture.browser, fixture.server.url);
    await page.click(`#${LOCAL_CODE}`);
    await page.keyboard.type('BEFORE');
    await waitForSaveState(page, 'saved');
    const id = reportIdOf(page);
    const report = await serverReportOf(page, fixture.server);
    const deleted = await fixture.server.call(
      'Workflow/Delete',
      { id, version: report.version },
      await sessionTokenOf(page),
    );
    expect(deleted.status).toBe(200);

    await page.keyboard.type(' AFTER');
    await waitForSaveState(page, 'readOnly');
    await waitForText(page, 'This report was deleted');
    const status = await page.$eval('[data-save-state]', (e) => (e.closest('[role="status"]') ?? e).textContent ?? '');
    const message = await page.evaluate(() => document.body.innerText);
    expect(message).toMatch(
      new RegExp(`Report ${id} was deleted by Olivia Officer on \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\.`),
    );
    expect(message).toContain('Your changes since its last save are kept on this device.');
    expect(status).toContain('Read-only');
    expect(
      await page.$eval(`#${LOCAL_CODE}`, (e) => [(e as HTMLInputElement).value, (e as HTMLInputElement).disabled]),
    ).toEqual(['BEFORE AFTER', true]);
    const kept = await deviceCopies(page, id);
    expect(kept.draft).toBeUndefined();
    expect(kept.setAside?.data).toMatchObject({ GeneralInformation: { LocalCodeTxt: 'BEFORE AFTER' } });
    // No workflow move is offered on a report that is gone.
    expect(await page.$$eval('button', (b) => b.map((x) => x.textContent?.trim()))).not.toContain('Send to');
  });
});
