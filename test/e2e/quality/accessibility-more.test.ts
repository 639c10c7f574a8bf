import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { expectNoAxeViolations } from '../support/axe';
import { childWindowOpenedBy, closingOf } from '../support/child-windows';
import { makeMotorVehicle, openSection, reportIdOf } from '../support/editor/editor-helpers';
import { useServerBrowserAndFakes, type E2eFixture } from '../support/fixture';
import { freshPages, settled, visit } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';

/**
 * The screens accessibility.test.ts does not reach, checked with axe (support/axe.ts): the layout
 * options other than the default (night theme, menu on top, minified menu), the editor's lookup
 * and notes windows in both their forms, attachments and the diagram with something in them,
 * and a failed token login. The session time-out warning is checked where its time-out is tested
 * (sign-in/session-timeout.test.ts), on the same wait.
 */

/** A PNG as real ones start: the server checks the content, not only the name. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) % 256)),
]);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-a11y-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const pages = freshPages();
afterAll(() => pages.closeAll());

const freshPage = (fixture: E2eFixture, options?: { popupsBlocked?: boolean }) => pages.fresh(fixture.browser, options);

const signedIn = (fixture: E2eFixture, user: string, options?: { popupsBlocked?: boolean }) =>
  pages.signedIn(fixture.browser, fixture.server.url, user, options);

async function tokenOf(fixture: E2eFixture, user: string): Promise<string> {
  const login = await fixture.server.call('Account/Login', { userName: user, password: DEMO_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.payload.token as string;
}

/** A complete report by the officer under `caseNumber`, sent for review when `send`: a kept version and an inbox move. */
async function officerReport(fixture: E2eFixture, caseNumber: string, send: boolean): Promise<number> {
  const officer = await tokenOf(fixture, 'officer');
  const data = completeReport();
  (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = caseNumber;
  const created = (await fixture.server.call('Report/Create', {}, officer)).body.payload;
  const saved = await fixture.server.call('Report/Save', { id: created.id, version: created.version, data }, officer);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  if (send) {
    const sent = await fixture.server.call(
      'Workflow/SendTo',
      { id: created.id, version: saved.body.payload.version },
      officer,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  return created.id as number;
}

/** Turns the named switches of the Layout options dialog, checking the dialog once they are on. */
async function chooseLayout(page: Page, options: string[], screen: string) {
  await byRole(page, 'button', 'Layout').click();
  await waitForText(page, 'Layout options');
  for (const option of options) await byRole(page, 'switch', option).click();
  await settled(page);
  await expectNoAxeViolations(page, screen);
  await byRole(page, 'button', 'Close').click();
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
}

async function newReport(page: Page) {
  await byRole(page, 'button', 'New crash report').click();
  await waitForText(page, 'Vehicle Crash Report #');
  await settled(page);
}

/** Types into the text box labelled `label` inside the open panel (the page has fields of the same names). */
async function typeInPanel(page: Page, label: string, text: string) {
  const input = await page.evaluateHandle((l) => {
    const found = [...document.querySelectorAll('[role="dialog"] label')].find((e) => e.textContent?.trim() === l);
    return found ? document.getElementById((found as HTMLLabelElement).htmlFor) : null;
  }, label);
  const element = input.asElement() as ElementHandle<HTMLInputElement> | null;
  if (!element) throw new Error(`The open panel has no text box labelled ${label}.`);
  await element.click();
  await page.keyboard.type(text);
}

/** Writes the driver of unit 1 (a motor vehicle), whom the person search then finds. */
async function writeDriver(page: Page) {
  await makeMotorVehicle(page);
  await openSection(page, 'Driver');
  for (const [key, text] of [
    ['NAMELASTTXT', 'Quartermaine'],
    ['NAMEFIRSTTXT', 'Allan'],
    ['BIRTHDTE', '03041975'],
  ] as const) {
    await page.locator(`#field-Units-0-Driver-${key}`).click();
    await page.keyboard.type(text);
  }
  await waitForText(page, 'All changes saved');
  await openSection(page, 'Passengers');
  await byRole(page, 'button', 'Add Passenger').click();
}

describe('accessibility of the screens behind layout options, lookup windows and notes', () => {
  const fixture = useServerBrowserAndFakes();

  // Each palette changes every colour pair on the page, so each is walked through the same screens,
  // on one signed-in page of the officer's (where each signed in afresh): `switches` are the ones
  // each palette turns from the one before, `gone` the classes that must have left with them.
  let palettePage: Promise<Page> | undefined;
  describe.each([
    { palette: 'night theme', switches: ['Night theme'], classes: ['dark'], tag: 'NIGHT', gone: [] },
    {
      palette: 'colour-blind palette',
      switches: ['Night theme', 'Colour-blind friendly'],
      classes: ['colour-blind'],
      tag: 'CB',
      gone: ['dark'],
    },
    {
      palette: 'colour-blind palette at night',
      switches: ['Night theme'],
      classes: ['dark', 'colour-blind'],
      tag: 'CBNIGHT',
      gone: [],
    },
  ])('the $palette', ({ palette, switches, classes, tag, gone }) => {
    let page: Page;
    let sentId: number;
    beforeAll(async () => {
      sentId = await officerReport(fixture, `A11Y-${tag}-1`, true);
      await officerReport(fixture, `A11Y-${tag}-2`, false);
      if (!palettePage) {
        // The layout options follow the user to the next browser: the walk starts from none kept.
        await fixture.server.call('Account/SaveUserSettings', {}, await tokenOf(fixture, 'officer'));
        palettePage = signedIn(fixture, 'officer');
      }
      page = await palettePage;
      await visit(page, '/dashboard', 'Dashboard');
      await waitForText(page, 'My reports');
    });

    it('the layout options dialog, the dashboard and a report table with its send-to dialog', async () => {
      await chooseLayout(page, switches, `Layout options dialog (${palette})`);
      const classList = await page.evaluate(() => [...document.documentElement.classList]);
      expect(classList).toEqual(expect.arrayContaining(classes));
      for (const left of gone) expect(classList).not.toContain(left);
      await settled(page);
      await expectNoAxeViolations(page, `Dashboard (${palette})`);
      await visit(page, '/reports/working', 'Working reports');
      await page.waitForSelector('tbody tr td', { timeout: 15_000 });
      await settled(page);
      await expectNoAxeViolations(page, `Working reports (${palette})`);
      await page.locator(`button[aria-label="Send to A11Y-${tag}-2"]`).click();
      await page.waitForSelector('dialog[open]');
      await settled(page);
      await expectNoAxeViolations(page, `Send to dialog (${palette})`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    });

    it('the editor with its validation panel', async () => {
      await visit(page, '/dashboard', 'Dashboard');
      await waitForText(page, 'My reports');
      await newReport(page);
      await waitForText(page, 'errors,');
      await expectNoAxeViolations(page, `Editor with the validation panel (${palette})`);
      await page.locator('aside[aria-labelledby="validation-title"] li button').click();
      await settled(page);
      await expectNoAxeViolations(page, `Editor with a field in error (${palette})`);
    });

    it('each tab of the history page', async () => {
      await visit(page, `/reports/${sentId}/history`, `History of report ${sentId}`);
      await waitForText(page, 'Kept for');
      await settled(page);
      await expectNoAxeViolations(page, `History: versions (${palette})`);
      for (const tab of ['Inbox history', 'Notes', 'Audit']) {
        await byRole(page, 'tab', tab).click();
        await settled(page);
        await expectNoAxeViolations(page, `History: ${tab} (${palette})`);
      }
    });
  });

  it('the menu on top and the minified menu, on the dashboard and in the editor', async () => {
    const page = await signedIn(fixture, 'supervisor');
    await chooseLayout(page, ['Menu on top'], 'Layout options dialog (menu on top)');
    expect(await page.$eval('nav[aria-label="Main navigation"]', (n) => n.className)).toContain('flex-row');
    await expectNoAxeViolations(page, 'Dashboard (menu on top)');
    await newReport(page);
    await expectNoAxeViolations(page, 'Editor (menu on top)');

    await chooseLayout(page, ['Menu on top', 'Minify menu'], 'Layout options dialog (minified menu)');
    await page.waitForFunction(
      () => document.querySelector('nav[aria-label="Main navigation"]')?.getAttribute('data-minified') === 'true',
    );
    await expectNoAxeViolations(page, 'Editor (minified menu)');
    await visit(page, '/dashboard', 'Dashboard');
    await waitForText(page, 'My reports');
    await settled(page);
    await expectNoAxeViolations(page, 'Dashboard (minified menu)');
  });

  describe('the editor with pop-ups blocked: its windows as panels in the page', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn(fixture, 'officer', { popupsBlocked: true });
      await newReport(page);
    });

    it('the USDOT lookup panel with carriers found', async () => {
      await openSection(page, 'Unit 1', 'Unit Information');
      await openSection(page, 'CMV Information');
      await byRole(page, 'button', 'USDOT lookup for unit 1').click();
      await byRole(page, 'dialog', 'USDOT lookup \u2014 unit 1').wait();
      await expectNoAxeViolations(page, 'USDOT lookup panel');
      await typeInPanel(page, 'Carrier name', 'hoosier');
      await page.keyboard.press('Enter');
      await waitForText(page, 'HOOSIER FREIGHT 005 LLC');
      await settled(page);
      await expectNoAxeViolations(page, 'USDOT lookup panel with carriers found');
      await byRole(page, 'button', 'Close panel').click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    });

    it('the person search panel with a person found', async () => {
      await writeDriver(page);
      await byRole(page, 'button', 'Find person for passenger 1 of unit 1').click();
      await byRole(page, 'dialog', 'Find person \u2014 passenger 1 of unit 1').wait();
      await expectNoAxeViolations(page, 'Person search panel');
      await typeInPanel(page, 'Name', 'allan quarter');
      await waitForText(page, 'Driver of unit 1, this report');
      await settled(page);
      await expectNoAxeViolations(page, 'Person search panel with a person found');
      await byRole(page, 'button', 'Close panel').click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    });

    it('the notes panel with a note, and the history page Notes tab with it', async () => {
      const reportId = reportIdOf(page);
      await byRole(page, 'button', 'Notes').click();
      await byRole(page, 'dialog', `Notes, report #${reportId}`).wait();
      await waitForText(page, 'No notes yet.');
      await expectNoAxeViolations(page, 'Notes panel, empty');
      await byRole(page, 'button', 'Add note').click();
      await waitForText(page, 'Write the note first.');
      await expectNoAxeViolations(page, 'Notes panel with its error');
      await page.type('[role="dialog"] textarea', 'Written for the accessibility check.');
      await byRole(page, 'button', 'Add note').click();
      await page.waitForSelector('[role="dialog"] ol[aria-label="Notes"] li');
      await expectNoAxeViolations(page, 'Notes panel with a note');
      await byRole(page, 'button', 'Close panel').click();
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

      await visit(page, `/reports/${reportId}/history`, `History of report ${reportId}`);
      await byRole(page, 'tab', 'Notes').click();
      await waitForText(page, 'Written for the accessibility check.');
      await settled(page);
      await expectNoAxeViolations(page, 'History: Notes with a note');
    });
  });

  describe('the editor with its windows opened as child windows', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedIn(fixture, 'officer');
      await newReport(page);
    });

    it('the USDOT lookup window with carriers found', async () => {
      await openSection(page, 'Unit 1', 'Unit Information');
      await openSection(page, 'CMV Information');
      const win = await childWindowOpenedBy(page, () => byRole(page, 'button', 'USDOT lookup for unit 1').click());
      await waitForText(win, 'USDOT lookup \u2014 unit 1');
      await byRole(win, 'textbox', 'Carrier name').click();
      await win.keyboard.type('hoosier');
      await win.keyboard.press('Enter');
      await waitForText(win, 'HOOSIER FREIGHT 005 LLC');
      await expectNoAxeViolations(win, 'USDOT lookup window with carriers found');
      const closed = closingOf(win);
      await win.close();
      await closed;
    });

    it('the person search window with a person found', async () => {
      await writeDriver(page);
      const win = await childWindowOpenedBy(page, () =>
        byRole(page, 'button', 'Find person for passenger 1 of unit 1').click(),
      );
      await waitForText(win, 'Find person \u2014 passenger 1 of unit 1');
      await byRole(win, 'textbox', 'Name').click();
      await win.keyboard.type('allan quarter');
      await waitForText(win, 'Driver of unit 1, this report');
      await expectNoAxeViolations(win, 'Person search window with a person found');
      const closed = closingOf(win);
      await win.close();
      await closed;
    });

    it('the notes window with a note', async () => {
      const win = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Notes').click());
      await waitForText(win, 'No notes yet.');
      await win.type('textarea', 'Written in the notes window.');
      await byRole(win, 'button', 'Add note').click();
      await win.waitForSelector('ol[aria-label="Notes"] li');
      await expectNoAxeViolations(win, 'Notes window with a note');
      const closed = closingOf(win);
      await win.close();
      await closed;
    });

    it('the attachments section with a file attached', async () => {
      await openSection(page, 'Attachments');
      await waitForText(page, 'No files are attached to this report.');
      await page.select('#field-Attachments-Documents-type', '001');
      const file = path.join(dir, 'scene.png');
      fs.writeFileSync(file, PNG);
      const input = (await page.waitForSelector('input[type=file]:not([disabled])')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await waitForText(page, '1 of 1 file attached.');
      await page.waitForFunction(() =>
        document.querySelector('ul[aria-label="Attached files"]')?.textContent?.includes('scene.png'),
      );
      await settled(page);
      await expectNoAxeViolations(page, 'Attachments with a file attached');
    });

    it('the crash diagram with a vehicle placed', async () => {
      await openSection(page, 'Diagram');
      const drawing = 'svg#field-Diagram-CrashDiagram';
      await page.waitForSelector(drawing);
      await byRole(page, 'button', 'Four-way').click();
      await byRole(page, 'button', 'Place unit 1').click();
      await page.waitForFunction((c) => document.querySelector<SVGElement>(c)?.dataset.stamps === '1', {}, drawing);
      await waitForText(page, 'Selected: Unit 1 car');
      await settled(page);
      await expectNoAxeViolations(page, 'Crash diagram with a vehicle placed');
    });
  });

  it('the failed token login', async () => {
    const page = await freshPage(fixture);
    await page.goto(`${fixture.server.url}/?token=not-a-real-token&pid=crash&type=link&aid=crash-web`);
    await waitForText(page, 'Token login failed');
    await settled(page);
    await expectNoAxeViolations(page, 'Failed token login');
  });
});
