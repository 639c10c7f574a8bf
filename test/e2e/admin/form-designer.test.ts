import type { Page } from 'puppeteer-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { readPdf } from '../../integration/support/pdf-reader';
import { expectNoAxeViolations } from '../support/axe';
import { childWindowOpenedBy, pasteInto } from '../support/child-windows';
import { codeEditorCursorLine, codeEditorText, pasteOverCodeEditor } from '../support/editor/code-editor';
import { makeMotorVehicle, openSection, sessionTokenOf, valueOf } from '../support/editor/editor-helpers';
import { useServerBrowserAndFakes } from '../support/fixture';
import { visit } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { pressInCopyDialog } from '../support/report-page';

/** The designer's unsaved-changes mark, once the check of the last change ended (it says "· checking…" until then). */
async function dirtyMark(page: Page) {
  await page.waitForFunction(
    () =>
      !document
        .querySelector('[aria-labelledby="designer-title"] header [role="status"]')
        ?.textContent?.includes('checking'),
  );
  return page.$eval('[data-dirty]', (e) => e.textContent ?? '').catch(() => '');
}

/** Puts the cursor in a text box with its text selected, and types over it as a user would. */
async function retype(page: Page, selector: string, text: string) {
  await page.waitForSelector(selector);
  await page.focus(selector);
  await page.$eval(selector, (el) => (el as HTMLInputElement).select());
  await page.keyboard.type(text);
}

/** Chooses an option of the drop-down labelled `label`, by the option's text. */
async function chooseOption(page: Page, label: string, option: string) {
  const value = await page.evaluate(
    (l, o) => {
      const id = [...document.querySelectorAll('label')].find((x) => x.textContent === l)?.htmlFor ?? '';
      const select = document.getElementById(id) as HTMLSelectElement | null;
      const found = select && [...select.options].find((x) => x.textContent === o);
      return found ? `${id}|${found.value}` : '';
    },
    label,
    option,
  );
  const [id, v] = value.split('|');
  if (!id) throw new Error(`No option ${option} under ${label}.`);
  await page.select(`[id="${id}"]`, v!);
}

async function openTab(page: Page, name: string) {
  await byRole(page, 'tab', name).click();
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('[role="tab"]')].some(
        (t) => t.textContent?.startsWith(n) && t.getAttribute('aria-selected') === 'true',
      ),
    {},
    name,
  );
}

const licenceReturn = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../lib/records/fixtures/text-returns/nlets-driver.txt'),
  'utf8',
);
const GOOD_VIN = '1FTMW1T88MFA00001';

/** The next PDF downloaded into `dir`: a file that was not there before, once complete. */
async function nextPdf(dir: string, seen: Set<string>, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const done = fs.readdirSync(dir).find((f) => f.endsWith('.pdf') && !seen.has(f));
    if (done) {
      seen.add(done);
      return path.join(dir, done);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No new PDF was downloaded into ${dir}: ${fs.readdirSync(dir).join(', ') || 'nothing'}.`);
}

/**
 * Form versions end to end (docs/rules/administration.md, "The designer"): the state
 * administrator makes Vehicle Crash Report 1.1 in the designer (a required local field added, one
 * removed, the VIN's key renamed), previews it, sets its permissions with the role toggle and
 * publishes it; an officer's 1.0 draft moves to it, a new report is written on it with VIN
 * decode, the records window and print, and a submitted 1.0 report still opens and prints on 1.0.
 */
describe('the form designer', () => {
  const e2e = useServerBrowserAndFakes();
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-form-versions-'));
  let officer = '';
  /** The officer's 1.0 draft, with a Time Arrived (removed in 1.1) and a VIN (renamed in 1.1). */
  let draft10 = 0;
  /** The officer's 1.0 report, sent for review before 1.1 exists. */
  let submitted10 = 0;
  let version10 = 0;

  async function ok(callPath: string, payload: unknown, token: string) {
    const res = await e2e.server.call(callPath, payload, token);
    expect(res.status, `${callPath}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload;
  }

  beforeAll(async () => {
    officer = (await ok('Account/Login', { userName: 'officer', password: DEMO_PASSWORD }, '')).token;
    const created = await ok('Report/Create', {}, officer);
    version10 = created.formConfigurationId;
    const data = structuredClone(created.data);
    data.GeneralInformation = { ...data.GeneralInformation, LocalCodeTxt: 'DRAFT-10', TimeArrivedTxt: '14:05' };
    data.Units[0].VehicleInformation = { ...data.Units[0].VehicleInformation, VINTXT: GOOD_VIN };
    await ok('Report/Save', { id: created.id, version: created.version, data }, officer);
    draft10 = created.id;

    const old = await ok('Report/Create', {}, officer);
    const complete = completeReport() as Record<string, Record<string, unknown>>;
    complete.GeneralInformation = { ...complete.GeneralInformation, LocalCodeTxt: 'OLD-10', TimeArrivedTxt: '14:30' };
    const saved = await ok('Report/Save', { id: old.id, version: old.version, data: complete }, officer);
    await ok('Workflow/SendTo', { id: old.id, version: saved.version }, officer);
    submitted10 = old.id;
  });
  afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

  async function signedIn(user: string): Promise<Page> {
    const page = await (await e2e.browser.createBrowserContext()).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewport({ width: 1500, height: 1100 });
    await signIn(page, e2e.server.url, user);
    await waitForText(page, 'My reports');
    return page;
  }

  it('copies 1.0 to a 1.1 draft, changes it without JSON, checks the JSON as typed, previews it in the editor, compares, sets permissions with the role toggle and publishes', async () => {
    const page = await signedIn('stateadmin');
    await byRole(page, 'link', 'Form versions').click();
    await waitForText(page, 'Vehicle Crash Report 1.0');
    await page.locator('ul[aria-label="Version list"] button ::-p-text(Vehicle Crash Report 1.0)').click();
    await page.waitForFunction(
      () => document.getElementById('designer-title')?.textContent === 'Vehicle Crash Report 1.0',
    );
    await waitForText(page, 'A published version never changes');
    // A published version offers no save, and its fields cannot be changed here.
    expect(await page.$$eval('button', (bs) => bs.some((b) => b.textContent === 'Save draft'))).toBe(false);

    await byRole(page, 'button', 'New minor version').click();
    await page.waitForFunction(
      () => document.getElementById('designer-title')?.textContent === 'Vehicle Crash Report 1.1',
    );
    await waitForText(page, 'Draft');
    expect(await dirtyMark(page)).toBe('');

    // Fields of General Information: add a required local field, relabel one, remove one.
    await chooseOption(page, 'Section', 'General Information');
    await retype(page, 'input[aria-label="Label of Photos Taken"]', 'Scene photos taken');
    await page.keyboard.press('Enter');
    await page.waitForSelector('input[aria-label="Label of Scene photos taken"]');
    await byRole(page, 'button', 'Remove Time Arrived').click();
    await byRole(page, 'button', 'Remove Time Arrived and its rules').click();
    await page.waitForFunction(() => !document.querySelector('[data-field-path="GeneralInformation.TimeArrivedTxt"]'));

    await byRole(page, 'textbox', 'Label').fill('Patrol beat');
    expect(
      await page.$eval('form[aria-label="Add a field"] input[maxlength="60"]', (i) => (i as HTMLInputElement).value),
    ).toBe('PatrolBeat');
    await page.$eval('#new-field-required', (c) => (c as HTMLInputElement).click());
    await byRole(page, 'textbox', 'Completeness message').fill('Enter the patrol beat.');
    await byRole(page, 'button', 'Add field').click();
    await waitForText(page, 'Patrol beat was added at the end of the section.');
    await page.waitForSelector('[data-field-path="GeneralInformation.PatrolBeat"]');
    expect(await dirtyMark(page)).toBe('Unsaved changes');
    // A key the section already has is refused at the field.
    await byRole(page, 'textbox', 'Label').fill('Patrol beat');
    await byRole(page, 'button', 'Add field').click();
    await waitForText(page, 'This section already has PatrolBeat.');
    await expectNoAxeViolations(page, 'Form designer: fields');

    // Renaming a key: the VIN is kept as VIN; drafts find their values by the former key.
    await chooseOption(page, 'Section', 'Unit Summary › Vehicle Information');
    await page.locator('[data-field-path="Units.*.VehicleInformation.VINTXT"] button ::-p-text(Rename key)').click();
    await byRole(page, 'textbox', 'New key of VIN').fill('VIN');
    await byRole(page, 'button', 'Rename').click();
    await page.waitForSelector('[data-field-path="Units.*.VehicleInformation.VIN"]');

    // The JSON holds the edits and is checked as it is typed, each problem at its line.
    await openTab(page, 'JSON');
    const json = await codeEditorText(page, '#model-json');
    expect(json).toContain('"key": "PatrolBeat"');
    expect(json).not.toContain('TimeArrivedTxt');
    expect(json).toMatch(/"formerKeys": \[\s*"VINTXT"\s*\]/);
    await pasteOverCodeEditor(page, '#model-json', json.replace('"lockDuration": 24', '"lockDuration": "soon"'));
    await waitForText(page, '1 problem in the model');
    // The checks ran in the designer's worker, off the page's thread.
    expect(page.workers().map((w) => w.url())).toEqual(
      expect.arrayContaining([expect.stringContaining('model-check')]),
    );
    const line = json.slice(0, json.indexOf('"lockDuration"')).split('\n').length;
    await waitForText(page, `Line ${line}, column 3:`);
    await page.locator(`::-p-text(Line ${line}, column 3:)`).click();
    // Choosing the problem put the cursor at its line, which is marked in the editor's gutter.
    expect(await codeEditorCursorLine(page)).toBe(line);
    expect(await page.$$eval('.cm-lint-marker-error', (m) => m.length)).toBeGreaterThan(0);
    expect(
      await page.$$eval('button', (bs) => bs.find((b) => b.textContent === 'Publish')?.hasAttribute('disabled')),
    ).toBe(true);
    await pasteOverCodeEditor(page, '#model-json', json);
    await waitForText(page, 'No problems in the model');
    await expectNoAxeViolations(page, 'Form designer: JSON');

    // Rules without JSON: the new field's completeness message reworded, and a UI rule on it.
    await openTab(page, 'Rules');
    await byRole(page, 'searchbox', 'Filter messages').fill('PatrolBeat');
    await retype(
      page,
      'input[aria-label="Message of required:GeneralInformation.PatrolBeat"]',
      'Enter the beat you patrol.',
    );
    await page.keyboard.press('Enter');
    await byRole(page, 'button', 'Add UI rule').click();
    await chooseOption(page, 'When the field', 'GeneralInformation.PatrolBeat');
    await byRole(page, 'textbox', 'Value').fill('NONE');
    await chooseOption(page, 'Action 1', 'Disable');
    await chooseOption(page, 'Part 1', 'GeneralInformation.SceneLocationTxt');
    await byRole(page, 'button', 'Apply rule').click();
    await waitForText(page, 'When GeneralInformation.PatrolBeat is NONE: disable GeneralInformation.SceneLocationTxt');
    await expectNoAxeViolations(page, 'Form designer: rules');

    // The preview is the real editor: the new field is there and required; typing answers the check.
    await openTab(page, 'Preview');
    await waitForText(page, 'Preview of the form');
    await page.waitForSelector('#field-GeneralInformation-PatrolBeat');
    await waitForText(page, 'Enter the beat you patrol.');
    expect(await page.$('#field-GeneralInformation-TimeArrivedTxt')).toBeNull();
    expect(
      await page.$eval(
        'label[for="field-GeneralInformation-PhotosTakenInd"], #field-GeneralInformation-PhotosTakenInd',
        () => document.body.innerText.includes('Scene photos taken'),
      ),
    ).toBe(true);
    await page.type('#field-GeneralInformation-PatrolBeat', 'NONE');
    await page.waitForFunction(
      () =>
        !document
          .querySelector('aside[aria-labelledby="validation-title"]')
          ?.textContent?.includes('Enter the beat you patrol.'),
    );
    // The new UI rule answers in the preview as it will in a report.
    await page.waitForSelector('#field-GeneralInformation-SceneLocationTxt[disabled]');
    await expectNoAxeViolations(page, 'Form designer: preview');

    // The comparison with 1.0 names what changed.
    await openTab(page, 'Compare');
    await waitForText(page, 'differences');
    const diff = await page.$eval('table[aria-label="Differences"]', (t) => (t as HTMLElement).innerText);
    expect(diff).toMatch(/Added\s+Field: Patrol beat/);
    expect(diff).toMatch(/Removed\s+Field: Time Arrived/);
    expect(diff).toContain('label: Photos Taken → Scene photos taken');
    expect(diff).toMatch(/Renamed\s+Field: VIN/);
    expect(diff).toMatch(/Added\s+UI rule: When GeneralInformation.PatrolBeat/);
    await expectNoAxeViolations(page, 'Form designer: compare');

    await byRole(page, 'button', 'Save draft').click();
    await waitForText(page, 'The draft was saved.');
    await page.waitForFunction(() => document.querySelector('[data-dirty]') === null);
    // The new field is in no exchange mapping: Publish says so, and asks before leaving it behind (below).
    await waitForText(page, '1 field will not be sent to the state: Patrol beat. Map it in the JSON tab');
    expect(
      await page.$eval('#publish-button', (b) => document.getElementById(b.getAttribute('aria-describedby')!)?.id),
    ).toBe('publish-unexported');

    // Publish permissions: the role toggle takes Officer out of every group it is in, then back.
    await openTab(page, 'Publish permissions');
    await page.waitForSelector('table[aria-label="Publish permissions"]');
    const officerCells = () =>
      page.$$eval('table[aria-label="Publish permissions"] tbody tr', (rows) => {
        const values: string[] = [];
        rows
          .find((r) => r.querySelector('th')?.textContent === 'Officer')!
          .querySelectorAll('select')
          .forEach((s) => values.push(s.value));
        return values;
      });
    expect(await officerCells()).toEqual(['allowed', 'allowed', 'allowed']);
    const officerToggle = 'table[aria-label="Publish permissions"] tbody tr:has(th) input[role="switch"]';
    await page.$$eval(officerToggle, (toggles) =>
      (
        toggles.find((t) => t.closest('tr')?.querySelector('th')?.textContent === 'Officer') as HTMLInputElement
      ).click(),
    );
    expect(await officerCells()).toEqual(['refused', 'refused', 'refused']);
    await waitForText(page, 'Unsaved permission changes');
    // One cell by hand: Officers may still create reports of 1.1.
    await page.select('select[aria-label="Create reports: Officer"]', 'allowed');
    await byRole(page, 'button', 'Save permissions').click();
    await waitForText(page, 'The publish permissions are saved.');
    await expectNoAxeViolations(page, 'Form designer: publish permissions');
    const saved = await e2e.server.call(
      'FormConfiguration/GetFormPermissions',
      { title: 'Vehicle Crash Report', majorVersion: 1, minorVersion: 1, isDraft: true },
      await sessionTokenOf(page),
    );
    const officerRows = (
      JSON.parse(saved.body.payload as string) as { group: string; roleId: number; value: boolean }[]
    ).filter((p) => p.group === 'create' && p.value);
    expect(officerRows.length).toBeGreaterThan(0);
    // With some groups refused the toggle is off; turning it on allows Officer in all its groups again.
    await page.$$eval(officerToggle, (toggles) =>
      (
        toggles.find((t) => t.closest('tr')?.querySelector('th')?.textContent === 'Officer') as HTMLInputElement
      ).click(),
    );
    expect(await officerCells()).toEqual(['allowed', 'allowed', 'allowed']);
    await byRole(page, 'button', 'Save permissions').click();
    await waitForText(page, 'The publish permissions are saved.');

    await byRole(page, 'button', 'Publish').click();
    await waitForText(page, 'Publish without these fields?');
    await byRole(page, 'button', 'Publish without them').click();
    await waitForText(page, 'The version is published.');
    await waitForText(page, 'A published version never changes');
    const list = await e2e.server.call('FormConfiguration/List', { status: 'published' }, await sessionTokenOf(page));
    expect((list.body.payload.rows as { minorVersion: number }[]).map((r) => r.minorVersion)).toContain(1);
    await page.browserContext().close();
  });

  it('keeps an administrator’s edits when another saved the same draft first, and says so', async () => {
    const page = await signedIn('stateadmin');
    const token = await sessionTokenOf(page);
    const list = await e2e.server.call('FormConfiguration/List', {}, token);
    const source = (list.body.payload.rows as { id: number; isPublished: boolean }[]).find((r) => r.isPublished)!;
    const created = await e2e.server.call('FormConfiguration/Save', { copyOf: source.id, version: 'major' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = created.body.payload as {
      id: number;
      title: string;
      majorVersion: number;
      lastUpdated: string;
      formModel: { name: string };
    };
    const label = `${draft.title} ${draft.majorVersion}.0`;

    await byRole(page, 'link', 'Form versions').click();
    await page.locator(`ul[aria-label="Version list"] button ::-p-text(${label})`).click();
    await page.waitForFunction((l) => document.getElementById('designer-title')?.textContent === l, {}, label);
    await retype(page, '#section-label', 'General facts');
    await page.keyboard.press('Tab');
    await page.waitForSelector('[data-dirty]');

    // Another administrator saves the same draft first.
    const theirs = await e2e.server.call(
      'FormConfiguration/Save',
      {
        id: draft.id,
        expectedLastUpdated: draft.lastUpdated,
        formModel: { ...draft.formModel, lockDuration: 12 },
      },
      token,
    );
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);

    await byRole(page, 'button', 'Save draft').click();
    await waitForText(page, 'after you opened it');
    await waitForText(page, 'Your edits are still here');
    expect(await dirtyMark(page)).toBe('Unsaved changes');
    await openTab(page, 'JSON');
    expect(await codeEditorText(page, '#model-json')).toContain('"label": "General facts"');
    const stored = await e2e.server.call('FormConfiguration/Get', { id: draft.id }, token);
    expect((stored.body.payload.formModel as { lockDuration: number }).lockDuration).toBe(12);
    await page.browserContext().close();
  });

  it('lets an officer move a 1.0 draft to 1.1, write a new report on 1.1 with VIN decode, records and print, and still open and print a submitted 1.0 report', async () => {
    const page = await signedIn('officer');
    const cdp = await e2e.browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      browserContextId: page.browserContext().id,
    });
    const token = await sessionTokenOf(page);
    const seen = new Set<string>();

    // The 1.0 draft moves; the removed field's value is listed, the renamed VIN carried, the new field required.
    // Inside the app (visit), as for the dashboard and the 1.0 report below: no app start each time.
    await visit(page, `/reports/${draft10}`, `Vehicle Crash Report #${draft10}`);
    await waitForText(page, 'A newer version of this form is published: Vehicle Crash Report 1.1');
    await byRole(page, 'button', 'Move to Vehicle Crash Report 1.1').click();
    const panel = await page.waitForSelector('section[aria-labelledby="not-carried-over-title"]');
    const listed = await panel!.evaluate((e) => (e as HTMLElement).innerText);
    expect(listed).toContain('Time Arrived');
    expect(listed).toContain('14:05');
    await waitForText(page, 'Enter the beat you patrol.');
    const moved = await ok('Report/Get', { id: draft10 }, token);
    expect(moved.formConfigurationId).not.toBe(version10);
    expect(moved.data.Units[0].VehicleInformation.VIN).toBe(GOOD_VIN);

    // A new report is written on 1.1: its local field, VIN decode into the renamed field, the records window.
    await visit(page, '/dashboard', 'Dashboard');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    await page.waitForSelector('#field-GeneralInformation-PatrolBeat');
    await page.type('#field-GeneralInformation-PatrolBeat', '7B');
    const reportId = Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect((await ok('Report/Get', { id: reportId }, token)).formConfigurationId).toBe(moved.formConfigurationId);
    await makeMotorVehicle(page);
    await openSection(page, 'Vehicle Information');
    await page.locator('#field-Units-0-VehicleInformation-VIN').click();
    await page.keyboard.type(GOOD_VIN);
    await byRole(page, 'button', 'Decode VIN').click();
    await waitForText(page, 'Decoded: 2021 FORD F-150.');
    expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHMAKETXT')).toBe('FORD');

    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await waitForText(records, 'Paste a licence or registration return');
    await pasteInto(records, 'textarea', licenceReturn);
    await byRole(records, 'button', 'Read records').click();
    await waitForText(records, 'Driver licence: QUILLFEATHER, JONAH');
    await records.locator('li button ::-p-text(Apply to driver)').click();
    await waitForText(records, 'Applied to unit 1');
    await records.close();
    await page.locator('nav[aria-label="Report sections"] button ::-p-text(Driver)').click();
    await page.waitForFunction(() => document.getElementById('section-title')?.textContent?.startsWith('Driver'));
    expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('QUILLFEATHER');
    await page.waitForSelector('[data-save-state="saved"]');

    await byRole(page, 'button', 'Print').click();
    await pressInCopyDialog(page, 'Print');
    const printed = await readPdf(new Uint8Array(fs.readFileSync(await nextPdf(downloads, seen))));
    expect(printed.text).toContain('Patrol beat');
    expect(printed.text).toContain('7B');
    expect(printed.text).toContain(GOOD_VIN);
    expect(printed.text).toContain('QUILLFEATHER');

    // The submitted 1.0 report stays on 1.0: no move offered, Time Arrived still shown and printed.
    await visit(page, `/reports/${submitted10}`, `Vehicle Crash Report #${submitted10}`);
    await waitForText(page, 'Vehicle Crash Report #');
    // The editor stays on the section the last report was left at, where a page load starts at the first.
    await openSection(page, 'General Information');
    await page.waitForSelector('#field-GeneralInformation-TimeArrivedTxt');
    expect(await valueOf(page, 'field-GeneralInformation-TimeArrivedTxt')).toBe('14:30');
    expect(await page.$('#field-GeneralInformation-PatrolBeat')).toBeNull();
    expect(
      await page.evaluate(() => document.body.innerText.includes('A newer version of this form is published')),
    ).toBe(false);
    expect((await ok('Report/Get', { id: submitted10 }, token)).formConfigurationId).toBe(version10);
    await byRole(page, 'button', 'Print').click();
    await pressInCopyDialog(page, 'Print');
    const old = await readPdf(new Uint8Array(fs.readFileSync(await nextPdf(downloads, seen))));
    expect(old.text).toContain('Time Arrived');
    expect(old.text).toContain('OLD-10');
    expect(old.text).not.toContain('Patrol beat');
    await page.browserContext().close();
  });

  it('lets an agency administrator copy a state-wide version into one of their own agency, never change the state’s', async () => {
    const page = await signedIn('agencyadmin');
    await byRole(page, 'link', 'Form versions').click();
    await page.locator('ul[aria-label="Version list"] button ::-p-text(Vehicle Crash Report 1.1)').click();
    await page.waitForFunction(
      () => document.getElementById('designer-title')?.textContent === 'Vehicle Crash Report 1.1',
    );
    await waitForText(page, 'State-wide');
    // The state's own draft (2.0, from the test before) is not the agency's business.
    const listed = await page.$eval('ul[aria-label="Version list"]', (l) => (l as HTMLElement).innerText);
    expect(listed).not.toContain('Vehicle Crash Report 2.0');
    const buttons = () =>
      page.$$eval('section[aria-labelledby="designer-title"] button', (bs) => bs.map((b) => b.textContent ?? ''));
    expect(await buttons()).not.toContain('Disable');
    expect(await buttons()).not.toContain('Publish');

    await byRole(page, 'button', 'New minor version').click();
    // The agency's own numbering: its copy is a draft of its own, beside the state's.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('section[aria-labelledby="designer-title"] header span')].some((s) =>
        s.textContent?.startsWith('Indianapolis Metropolitan Police Department'),
      ),
    );
    await waitForText(page, 'Draft');
    // Its own draft: it saves and publishes it.
    expect(await buttons()).toContain('Publish');
    await byRole(page, 'button', 'Publish').click();
    // 1.1 left its Patrol beat unmapped; the agency's copy asks again.
    await byRole(page, 'button', 'Publish without them').click();
    await waitForText(page, 'The version is published.');
    const rows = (await ok('FormConfiguration/List', {}, await sessionTokenOf(page))).rows as {
      agencyOri: string | null;
      isPublished: boolean;
      minorVersion: number;
    }[];
    expect(rows.filter((r) => r.agencyOri !== null).map((r) => r.isPublished)).toEqual([true]);
    await page.browserContext().close();
  });
});
