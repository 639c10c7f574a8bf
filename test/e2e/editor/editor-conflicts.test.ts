import type { Frame, HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { useServerAndBrowser } from '../support/fixture';
import {
  openNewReport,
  openSection,
  reportIdOf,
  serverReportOf,
  sessionTokenOf,
  sourceOf,
  valueOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { closeAndWaitForQuestion, dismissDialogs, signIn, until, waitForText } from '../support/page-helpers';

const LOCAL_CODE = 'field-GeneralInformation-LocalCodeTxt';

/** Every editing state the status showed, in order, from the page's first script on. */
const recordSaveStates = `
window.__saveStates = [];
new MutationObserver(() => {
  const state = document.querySelector('[data-save-state]')?.getAttribute('data-save-state');
  if (state && window.__saveStates.at(-1) !== state) window.__saveStates.push(state);
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-save-state'] });
`;
const statesSeen = (page: Page) => page.evaluate('window.__saveStates') as Promise<string[]>;

const refusals = new WeakMap<Page, () => Promise<void>>();

/**
 * Types a Local Code (over what is there) while saves cannot reach the server: only the device
 * keeps it. Saves stay refused until the page next loads, so one the typing left pending (a busy
 * machine types slowly) cannot reach the server before the reload that should sync it.
 */
async function typeKeptOnDevice(page: Page, text: string) {
  await refusals.get(page)?.();
  await page.setRequestInterception(true);
  let refusing = true;
  // The next document's commit (the worker may answer its request, which interception never sees).
  const loaded = (frame: Frame) => {
    if (frame === page.mainFrame()) refusing = false;
  };
  const handle = (request: HTTPRequest) => {
    if (refusing && request.url().endsWith('/API/Report/Save')) return void request.abort();
    void request.continue();
  };
  page.on('request', handle);
  page.on('framenavigated', loaded);
  refusals.set(page, async () => {
    page.off('request', handle);
    page.off('framenavigated', loaded);
    await page.setRequestInterception(false);
  });
  await page.click(`#${LOCAL_CODE}`, { count: 3 });
  await page.keyboard.type(text);
  await waitForSaveState(page, 'failed');
}

/** Another client (the same officer elsewhere) saves the report with this Local Code (and more): a newer version. */
async function savedElsewhere(
  page: Page,
  server: ReturnType<typeof useServerAndBrowser>['server'],
  code: string,
  more: Record<string, string> = {},
) {
  const current = await serverReportOf(page, server);
  const general = { ...current.data.GeneralInformation, LocalCodeTxt: code, ...more };
  const data = { ...current.data, GeneralInformation: general };
  const saved = await server.call(
    'Report/Save',
    { id: current.id, version: current.version, data },
    await sessionTokenOf(page),
  );
  expect(saved.status).toBe(200);
}

describe('the editor when saves are refused or the report changed elsewhere', () => {
  const fixture = useServerAndBrowser();

  it('shows dirty, saving and saved in turn, warns before leaving unsaved changes, and keeps what the server refuses', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    // A save held back shows "saving" for as long as it is out.
    await page.setRequestInterception(true);
    let release: (() => void) | undefined;
    let held: () => void = () => {};
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const hold = (request: HTTPRequest) => {
      if (!request.url().endsWith('/API/Report/Save')) return void request.continue();
      release = () => void request.continue();
      held();
    };
    page.on('request', hold);
    await page.click(`#${LOCAL_CODE}`);
    await page.keyboard.type('a');
    expect(await page.$eval('[data-save-state]', (e) => e.getAttribute('data-save-state'))).toBe('dirty');
    await waitForText(page, 'Unsaved changes');

    // Leaving now asks first (the browser's own leave-page question); staying keeps the page.
    page.removeAllListeners('dialog');
    const asked = dismissDialogs(page);
    await closeAndWaitForQuestion(page, asked);
    expect(asked).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    await waitForSaveState(page, 'saving');
    await waitForText(page, 'Saving…');
    // The editor says "saving" before its request goes: the request is released once it is held.
    await isHeld;
    release?.();
    await waitForSaveState(page, 'saved');
    page.off('request', hold);
    await page.setRequestInterception(false);

    // Nothing unsaved: the page closes without a question.
    const second = await context.newPage();
    await page.close({ runBeforeUnload: true });
    await until(() => page.isClosed());
    expect(asked).toEqual(['beforeunload']);

    // A value the server refuses: the save fails with its reason, the local copy keeps the value.
    const id = reportIdOf(page);
    second.on('dialog', (dialog) => void dialog.accept());
    await second.setViewport({ width: 1400, height: 1000 });
    await signIn(second, fixture.server.url, 'officer');
    await waitForText(second, 'My reports');
    await second.goto(`${fixture.server.url}/reports/${id}`);
    await waitForText(second, 'Vehicle Crash Report #');
    await second.click('#field-GeneralInformation-CollTimeTxt');
    await second.keyboard.type('2599');
    await waitForSaveState(second, 'failed');
    const message = await second.$eval('[data-save-state]', (e) => e.textContent ?? '');
    expect(message).toMatch(/^Sync failed: \S/);
    expect(await second.$eval('#field-GeneralInformation-CollTimeTxt-error', (e) => e.textContent)).toMatch(/\S/);
    await second.reload();
    await waitForText(second, 'Vehicle Crash Report #');
    expect(await valueOf(second, 'field-GeneralInformation-CollTimeTxt')).toBe('25:99');
    await second.click('#field-GeneralInformation-CollTimeTxt', { count: 3 });
    await second.keyboard.type('1405');
    await waitForSaveState(second, 'saved');
    expect((await serverReportOf(second, fixture.server)).data.GeneralInformation.CollTimeTxt).toBe('14:05');
    await context.close();
  });

  it('merges changes kept on the device with a version saved elsewhere meanwhile: other fields combine, the same field is offered side by side', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await page.evaluateOnNewDocument(recordSaveStates);
    await typeKeptOnDevice(page, 'mine-1');
    await savedElsewhere(page, fixture.server, 'THEIRS', { CollTimeTxt: '14:05' });

    await page.reload();
    await waitForText(page, 'One change to choose');
    // The server's other field is in the form; the field both changed holds mine until I choose.
    expect(await valueOf(page, 'field-GeneralInformation-CollTimeTxt')).toBe('14:05');
    expect(await valueOf(page, LOCAL_CODE)).toBe('MINE-1');
    expect(await page.$(`#${LOCAL_CODE}-conflict`)).not.toBeNull();
    const choice = await page.$eval('#merge-conflict-0', (e) => (e as HTMLElement).innerText);
    expect(choice).toContain('Local Code');
    expect(choice).toContain('MINE-1');
    expect(choice).toContain('THEIRS');
    expect(choice).toMatch(/On the server, changed by \S.* at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expectNoAxeViolations(page, 'editor with a merge conflict');
    // The merge (with mine in the field both changed) is saved at once; nothing of the server's is lost.
    await waitForSaveState(page, 'saved');
    expect(await statesSeen(page)).toContain('syncing');
    const merged = await serverReportOf(page, fixture.server);
    expect([merged.data.GeneralInformation.LocalCodeTxt, merged.data.GeneralInformation.CollTimeTxt]).toEqual([
      'MINE-1',
      '14:05',
    ]);

    // The choice, by keyboard from the list: the server's value goes into the field and is saved.
    await page.focus('#merge-conflict-0 button:nth-of-type(2)');
    await page.keyboard.press('Enter');
    expect(await valueOf(page, LOCAL_CODE)).toBe('THEIRS');
    await page.waitForFunction(() => !document.querySelector('#merge-conflict-0'));
    await waitForSaveState(page, 'saved');
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('THEIRS');

    // Chosen, nothing is offered again.
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await waitForSaveState(page, 'saved');
    expect(await page.evaluate(() => document.body.innerText.includes('change to choose'))).toBe(false);
    await context.close();
  });

  it('keeps my value when I choose it at the field, and syncs a copy of the same version after a crash', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await page.evaluateOnNewDocument(recordSaveStates);
    await typeKeptOnDevice(page, 'same-1');

    // Same version: the copy is restored and synced (the "syncing" editing state).
    await page.reload();
    await waitForSaveState(page, 'saved');
    expect(await statesSeen(page)).toEqual(expect.arrayContaining(['syncing', 'saved']));
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('SAME-1');

    // Newer version elsewhere changing the same field: offered at the field until I choose.
    await typeKeptOnDevice(page, 'mine-2');
    await savedElsewhere(page, fixture.server, 'OTHER');
    await page.reload();
    await waitForText(page, 'One change to choose');
    await page.click(`#${LOCAL_CODE}-conflict button:nth-of-type(1)`);
    await page.waitForFunction(() => !document.body.innerText.includes('change to choose'));
    // Focus goes back to the field once the choice has left the page, a frame or more later on a busy machine.
    await page
      .waitForFunction((id) => document.activeElement?.id === id, { timeout: 5000 }, LOCAL_CODE)
      .catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(LOCAL_CODE);
    expect(await valueOf(page, LOCAL_CODE)).toBe('MINE-2');
    await waitForSaveState(page, 'saved');
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('MINE-2');
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await waitForSaveState(page, 'saved');
    expect(await valueOf(page, LOCAL_CODE)).toBe('MINE-2');
    expect(await page.evaluate(() => document.body.innerText.includes('change to choose'))).toBe(false);
    await context.close();
  });

  it('opens a report in someone else’s review read-only, saying who holds it and since when; the reviewer sees where values came from', async () => {
    const token = (await fixture.server.call('Account/Login', { userName: 'officer', password: 'Crash-Demo-2026' }))
      .body.payload.token as string;
    const created = await fixture.server.call('Report/Create', {}, token);
    const id = created.body.payload.id as number;
    const provenance = { 'Units.0.VehicleInformation.VEHMAKETXT': 'vinDecode' };
    const saved = await fixture.server.call(
      'Report/Save',
      { id, version: 1, data: completeReport(), provenance },
      token,
    );
    expect(saved.body.error?.message ?? saved.status).toBe(200);
    const sent = await fixture.server.call('Workflow/SendTo', { id, version: saved.body.payload.version }, token);
    expect(sent.body.error?.message ?? sent.status).toBe(200);
    const reviewer = (
      await fixture.server.call('Account/Login', { userName: 'supervisor', password: 'Crash-Demo-2026' })
    ).body.payload.token as string;
    const taken = await fixture.server.call(
      'Workflow/AssignToMe',
      { id, version: sent.body.payload.version },
      reviewer,
    );
    expect(taken.body.error?.message ?? taken.status).toBe(200);

    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    await page.goto(`${fixture.server.url}/reports/${id}`);
    await waitForSaveState(page, 'readOnly');
    await waitForText(page, 'this report is In Review. It is locked by Samuel Supervisor since ');
    const status = await page.$eval('[data-save-state]', (e) => e.textContent ?? '');
    expect(status).toMatch(/It is locked by Samuel Supervisor since \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(await page.$eval(`#${LOCAL_CODE}`, (e) => (e as HTMLInputElement).disabled)).toBe(true);
    await context.close();

    // The reviewer holding it sees where filled values came from (provenance is saved with the report).
    const review = await fixture.browser.createBrowserContext();
    const reviewing = await review.newPage();
    await reviewing.setViewport({ width: 1400, height: 1000 });
    await signIn(reviewing, fixture.server.url, 'supervisor');
    await waitForText(reviewing, 'Pending review');
    await reviewing.goto(`${fixture.server.url}/reports/${id}`);
    await waitForText(reviewing, 'Vehicle Crash Report #');
    await openSection(reviewing, 'Unit 1', 'Unit Information');
    await openSection(reviewing, 'Vehicle Information');
    expect(await sourceOf(reviewing, 'field-Units-0-VehicleInformation-VEHMAKETXT')).toBe('from VIN decode');
    expect(await sourceOf(reviewing, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe(null);
    await review.close();
  });
});
