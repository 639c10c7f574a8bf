import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { openNewReport, reportIdOf, serverReportOf, waitForSaveState } from '../support/editor/editor-helpers';
import { deviceCopyHolds } from '../support/editor/device-rows';
import { byRole, waitForText } from '../support/page-helpers';

const saveState = (page: Page) => page.$eval('[data-save-state]', (e) => e.getAttribute('data-save-state'));
const sectionTitle = (page: Page) => page.$eval('#section-title', (e) => e.textContent);

describe('editing states, preview and keyboard navigation of the editor', () => {
  const fixture = useServerAndBrowser();

  it('goes offline without losing a keystroke: saving disabled, kept on the device, synced when back', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await page.click('#field-GeneralInformation-LocalCodeTxt');

    await page.setOfflineMode(true);
    await waitForSaveState(page, 'savingDisabled');
    await page.keyboard.type('off-1');
    expect(await saveState(page)).toBe('savingDisabled');
    await waitForText(page, 'You are offline. Changes are kept on this device');
    // Each keystroke reaches IndexedDB by itself: no save runs while offline.
    expect(await deviceCopyHolds(page, reportIdOf(page), ['GeneralInformation', 'LocalCodeTxt'], 'OFF-1')).toBe(true);

    await page.setOfflineMode(false);
    await waitForSaveState(page, 'saved');
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('OFF-1');
    await context.close();
  });

  it('restores changes kept on the device after a crash and syncs them', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    // The server cannot be reached for saves, then the tab is reloaded as after a crash. A request
    // the service worker passes on is not seen by the page's interception, so it is bypassed.
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    const refuseSaves = (request: HTTPRequest) =>
      request.url().endsWith('/API/Report/Save') ? void request.abort() : void request.continue();
    page.on('request', refuseSaves);
    await page.click('#field-GeneralInformation-LocalCodeTxt');
    await page.keyboard.type('crash-2');
    await waitForSaveState(page, 'failed');
    // The reload stands for a crash after the change reached the device (the copy is written after
    // the frame, by a worker: a machine under load may take a while).
    expect(await deviceCopyHolds(page, reportIdOf(page), ['GeneralInformation', 'LocalCodeTxt'], 'CRASH-2')).toBe(true);
    page.off('request', refuseSaves);
    await page.setRequestInterception(false);

    await page.reload();
    // Kept in view after the sync, which can finish within a frame of the reload.
    await waitForSaveState(page, 'saved');
    await waitForText(page, 'Unsaved changes from your last session were restored and saved.');
    expect(await page.$eval('#field-GeneralInformation-LocalCodeTxt', (e) => (e as HTMLInputElement).value)).toBe(
      'CRASH-2',
    );
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('CRASH-2');
    await context.close();
  });

  it('shows the reason a value kept on the device is refused as soon as the report opens again', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    // Saves cannot reach the server, before and after the reload: only the form can say what is wrong.
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    page.on('request', (request) =>
      request.url().endsWith('/API/Report/Save') ? void request.abort() : void request.continue(),
    );
    await page.click('#field-GeneralInformation-CollTimeTxt');
    await page.keyboard.type('2599');
    const timeError = () => page.$eval('#field-GeneralInformation-CollTimeTxt-error', (e) => e.textContent);
    await page.waitForSelector('#field-GeneralInformation-CollTimeTxt-error');
    const reason = await timeError();
    await waitForSaveState(page, 'failed');
    expect(await deviceCopyHolds(page, reportIdOf(page), ['GeneralInformation', 'CollTimeTxt'], '25:99')).toBe(true);

    await page.reload();
    await page
      .waitForSelector('#field-GeneralInformation-CollTimeTxt[aria-invalid="true"]', { timeout: 20_000 })
      .catch(async (e: Error) => {
        // What the page showed instead, so a failure says which step did not happen.
        const shown = await page.evaluate(() => ({
          url: location.href,
          time: (document.getElementById('field-GeneralInformation-CollTimeTxt') as HTMLInputElement | null)?.value,
          saveState: document.querySelector('[data-save-state]')?.getAttribute('data-save-state'),
          status: document.querySelector('[data-save-state]')?.textContent,
          heading: document.querySelector('h1')?.textContent,
        }));
        throw new Error(`${e.message}; the page showed ${JSON.stringify(shown)}`);
      });
    expect(await timeError()).toBe(reason);
    await context.close();
  });

  it('shows the whole report read-only in preview, and moves between sections from the keyboard', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await page.click('#field-GeneralInformation-LocalCodeTxt');
    await page.keyboard.type('prev-3');
    await waitForSaveState(page, 'saved');

    await byRole(page, 'button', 'Preview').click();
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent === 'Preview');
    const preview = await page.$eval('[data-editor-panel]', (m) => ({
      text: (m as HTMLElement).innerText,
      controls: m.querySelectorAll('input, select, textarea').length,
    }));
    expect(preview.controls).toBe(0);
    expect(preview.text).toContain('PREV-3');
    expect(preview.text).toMatch(/OFFICER\s*\(from default\)/);
    expect(await page.$eval('[data-save-state]', (e) => e.textContent)).toMatch(/^Preview · /);
    await byRole(page, 'button', 'Back to editing').click();
    await page.waitForSelector('#field-GeneralInformation-LocalCodeTxt');

    // Alt+Down opens the next section with the cursor in its first field; Alt+Up goes back.
    await page.click('#field-GeneralInformation-LocalCodeTxt');
    await page.keyboard.down('Alt');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.up('Alt');
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent === 'Crash Details');
    await page.waitForFunction(() => document.activeElement?.id.startsWith('field-CrashDetails-'));
    await page.keyboard.down('Alt');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.up('Alt');
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent === 'General Information');
    expect(await sectionTitle(page)).toBe('General Information');

    // In the navigation tree the arrow keys move between sections and Enter opens one.
    await page.focus('nav[aria-label="Report sections"] button[aria-current="page"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent === 'Location');
    await context.close();
  });
});
