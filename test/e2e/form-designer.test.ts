import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { sessionTokenOf } from './support/editor-helpers';
import { useServerAndBrowser } from './support/fixture';
import { byRole, signIn, waitForText } from './support/page-helpers';

/** Sets a text area's whole value as a paste would, so React sees the change. */
async function pasteInto(page: Page, selector: string, value: string) {
  await page.$eval(
    selector,
    (el, text) => {
      const area = el as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

const dirtyMark = (page: Page) => page.$eval('[data-dirty]', (e) => e.textContent ?? '').catch(() => '');

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

describe('the form designer', () => {
  const e2e = useServerAndBrowser();

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
    await byRole(page, 'textbox', 'Label of Photos Taken').click({ count: 3 });
    await page.keyboard.type('Scene photos taken');
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

    // The JSON holds the edits and is checked as it is typed, each problem at its line.
    await openTab(page, 'JSON');
    const json = await page.$eval('#model-json', (t) => (t as HTMLTextAreaElement).value);
    expect(json).toContain('"key": "PatrolBeat"');
    expect(json).not.toContain('TimeArrivedTxt');
    await pasteInto(page, '#model-json', json.replace('"lockDuration": 24', '"lockDuration": "soon"'));
    await waitForText(page, '1 problem in the model');
    const line = json.slice(0, json.indexOf('"lockDuration"')).split('\n').length;
    await waitForText(page, `Line ${line}, column 3:`);
    await page.locator(`::-p-text(Line ${line}, column 3:)`).click();
    // Choosing the problem put the cursor at its line.
    const caretLine = await page.$eval('#model-json', (t) => {
      const area = t as HTMLTextAreaElement;
      return area.value.slice(0, area.selectionStart).split('\n').length;
    });
    expect(caretLine).toBe(line);
    expect(
      await page.$$eval('button', (bs) => bs.find((b) => b.textContent === 'Publish')?.hasAttribute('disabled')),
    ).toBe(true);
    await pasteInto(page, '#model-json', json);
    await waitForText(page, 'No problems in the model');
    await expectNoAxeViolations(page, 'Form designer: JSON');

    // The preview is the real editor: the new field is there and required; typing answers the check.
    await openTab(page, 'Preview');
    await waitForText(page, 'Preview of the form');
    await page.waitForSelector('#field-GeneralInformation-PatrolBeat');
    await waitForText(page, 'Enter the patrol beat.');
    expect(await page.$('#field-GeneralInformation-TimeArrivedTxt')).toBeNull();
    expect(
      await page.$eval(
        'label[for="field-GeneralInformation-PhotosTakenInd"], #field-GeneralInformation-PhotosTakenInd',
        () => document.body.innerText.includes('Scene photos taken'),
      ),
    ).toBe(true);
    await page.type('#field-GeneralInformation-PatrolBeat', '7B');
    await page.waitForFunction(
      () =>
        !document
          .querySelector('aside[aria-labelledby="validation-title"]')
          ?.textContent?.includes('Enter the patrol beat.'),
    );
    await expectNoAxeViolations(page, 'Form designer: preview');

    // The comparison with 1.0 names what changed.
    await openTab(page, 'Compare');
    await waitForText(page, 'differences');
    const diff = await page.$eval('table[aria-label="Differences"]', (t) => (t as HTMLElement).innerText);
    expect(diff).toMatch(/Added\s+Field: Patrol beat/);
    expect(diff).toMatch(/Removed\s+Field: Time Arrived/);
    expect(diff).toContain('label: Photos Taken → Scene photos taken');

    await byRole(page, 'button', 'Save draft').click();
    await waitForText(page, 'The draft was saved.');
    await page.waitForFunction(() => document.querySelector('[data-dirty]') === null);

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
    await byRole(page, 'textbox', 'Section label').click({ count: 3 });
    await page.keyboard.type('General facts');
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
    expect(await page.$eval('#model-json', (t) => (t as HTMLTextAreaElement).value)).toContain(
      '"label": "General facts"',
    );
    const stored = await e2e.server.call('FormConfiguration/Get', { id: draft.id }, token);
    expect((stored.body.payload.formModel as { lockDuration: number }).lockDuration).toBe(12);
    await page.browserContext().close();
  });
});
