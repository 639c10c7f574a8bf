import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { expectNoAxeViolations } from '../support/axe';
import { childWindowOpenedBy, closingOf } from '../support/child-windows';
import { makeMotorVehicle, openSection } from '../support/editor/editor-helpers';
import { useServerBrowserAndFakes, type LookupFixture } from '../support/fixture';
import { freshPages, settled, visit } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

/**
 * Every screen of the web app, as the user who reaches it, checked with axe (support/axe.ts): a
 * violation fails here as a lint error would, with the rule and the element in the message.
 */
let fixture: LookupFixture;
const pages = freshPages();
afterAll(() => pages.closeAll());
const freshPage = () => pages.fresh(fixture.browser);

/** Passwords changed on the way (the password-change screen is reached by changing one). */
const passwords = new Map<string, string>();
const NEW_PASSWORD = 'Brand-New-Secret-42';
const passwordOf = (user: string) => passwords.get(user) ?? DEMO_PASSWORD;

const signedIn = (user: string) =>
  pages.signedIn(fixture.browser, fixture.server.url, user, { password: passwordOf(user) });

/**
 * One signed-in page per user for the file, each screen reached from it inside the app (visit):
 * a sign-in and a page load per screen were most of this file's time.
 */
const userPages = new Map<string, Promise<Page>>();
function pageOf(user: string): Promise<Page> {
  const known = userPages.get(user);
  if (known) return known;
  const page = signedIn(user);
  userPages.set(user, page);
  return page;
}

async function tokenOf(user: string): Promise<string> {
  const login = await fixture.server.call('Account/Login', { userName: user, password: passwordOf(user) });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.payload.token as string;
}

/** The sections the editor walk must reach (a unit's sections carry " — Unit n"). */
const editorSections = [
  'General Information',
  'Crash Details',
  'Location',
  'Unit Summary',
  'Unit Information — Unit 1',
  'Vehicle Information — Unit 1',
  'Driver — Unit 1',
  'Passengers — Unit 1',
  'Unit Information — Unit 2',
  'Non-Motorist — Unit 2',
  'Witnesses',
  'Diagram',
  'Attachments',
  'Narrative',
  'Parties Involved',
];

/** Sets unit `index + 1`'s type in its Unit Information, once the unit types have loaded. */
async function makeUnitType(page: Page, index: number, code: string) {
  const select = `#field-Units-${index}-UnitInformation-UNITTYPECDE`;
  await openUnitSectionByName(page, index + 1, 'Unit Information');
  await page.waitForFunction(
    (s) => ((document.querySelector(s) as HTMLSelectElement | null)?.options.length ?? 0) > 3,
    {},
    select,
  );
  await page.select(select, code);
}

/** Opens the section `label` under "Unit n" in the navigation tree. */
async function openUnitSectionByName(page: Page, unit: number, label: string) {
  await page.evaluate(
    (u, l) => {
      const list = [...document.querySelectorAll('nav[aria-label="Report sections"] button')].find(
        (b) => b.firstElementChild?.textContent === `Unit ${u}`,
      )?.nextElementSibling;
      const entry = [...(list?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? [])].find(
        (b) => b.firstElementChild?.textContent === l,
      );
      if (!entry) throw new Error(`Unit ${u} lists no ${l}`);
      entry.click();
    },
    unit,
    label,
  );
  await page.waitForFunction(
    (t) => document.getElementById('section-title')?.textContent === t,
    {},
    `${label} — Unit ${unit}`,
  );
}

/** Adds one item to each empty repeated group of the open section (a passenger, a witness, a citation). */
async function addOneOfEach(page: Page) {
  const added = await page.$$eval('[data-editor-panel] button', (buttons) =>
    buttons
      .filter((b) => /^Add [A-Z]/.test(b.textContent?.trim() ?? '') && b.textContent?.trim() !== 'Add Unit')
      .filter((b) => !(b as HTMLButtonElement).disabled)
      .map((b) => {
        (b as HTMLButtonElement).click();
        return b.textContent;
      }),
  );
  return added;
}

/** A complete report by the officer, sent for review: a kept version, an inbox move and audit entries for the history. */
async function reportWithHistory(): Promise<number> {
  const officer = await tokenOf('officer');
  const data = completeReport();
  (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = 'A11Y-1';
  const created = (await fixture.server.call('Report/Create', {}, officer)).body.payload;
  let version = created.version as number;
  const call = async (path: string, payload: Record<string, unknown>, token: string) => {
    const answer = await fixture.server.call(path, payload, token);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    version = answer.body.payload.version ?? version;
    return answer.body.payload;
  };
  await call('Report/Save', { id: created.id, version, data }, officer);
  await call('Workflow/SendTo', { id: created.id, version }, officer);
  return created.id as number;
}

describe('accessibility of every screen', () => {
  fixture = useServerBrowserAndFakes();

  describe('accessibility of the sign-in screens', () => {
    it('the sign-in page, empty and with its errors shown', async () => {
      const page = await freshPage();
      await page.goto(`${fixture.server.url}/`);
      await waitForText(page, 'Restricted system');
      await expectNoAxeViolations(page, 'Sign-in');
      await byRole(page, 'button', 'Sign in').click();
      await page.waitForSelector('[aria-invalid="true"]');
      await expectNoAxeViolations(page, 'Sign-in with errors');
    });

    it('the token-login authorise (DPPA) step, before and after a wrong answer', async () => {
      const link = await fixture.server.call('Account/CreateLoginLink', {}, await tokenOf('officer'));
      const page = await freshPage();
      await page.goto(link.body.payload.url as string);
      await waitForText(page, 'Permissible use of driver and vehicle records');
      await expectNoAxeViolations(page, 'Authorise (DPPA) step');
      await byRole(page, 'button', 'Continue').click();
      await waitForText(page, 'Choose the permissible use for this session.');
      await expectNoAxeViolations(page, 'Authorise (DPPA) step with errors');
    });

    it('the dashboard of each role', async () => {
      for (const user of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) {
        const page = await pageOf(user);
        await settled(page);
        await expectNoAxeViolations(page, `Dashboard (${user})`);
      }
    });

    it('the password change asked for after a temporary password, before and after a refused one', async () => {
      const admin = await tokenOf('agencyadmin');
      const supervisorId = (
        await fixture.server.call('Account/Login', { userName: 'supervisor', password: passwordOf('supervisor') })
      ).body.payload.user.id as number;
      const reset = await fixture.server.call(
        'User/ResetPassword',
        { userId: supervisorId, temporaryPassword: 'Temporary-Pass-77' },
        admin,
      );
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const page = await freshPage();
      await signIn(page, fixture.server.url, 'supervisor', 'Temporary-Pass-77');
      await waitForText(page, 'Change your password');
      await expectNoAxeViolations(page, 'Change password');
      const inputs = await page.$$('input[type="password"]');
      await inputs[0]!.type('Temporary-Pass-77');
      await inputs[1]!.type('baseball');
      await inputs[2]!.type('baseball');
      await byRole(page, 'button', 'Change password').click();
      await waitForText(page, 'list of common or compromised passwords');
      await expectNoAxeViolations(page, 'Change password with errors');
      await inputs[1]!.click({ count: 3 });
      await inputs[1]!.type(NEW_PASSWORD);
      await inputs[2]!.click({ count: 3 });
      await inputs[2]!.type(NEW_PASSWORD);
      await byRole(page, 'button', 'Change password').click();
      await waitForText(page, 'My reports');
      passwords.set('supervisor', NEW_PASSWORD);
      // Signed in with the new password: the supervisor's page from here on.
      userPages.set('supervisor', Promise.resolve(page));
    });
  });

  describe('accessibility of the report tables, search, history and outbox', () => {
    let reportId: number;
    beforeAll(async () => {
      reportId = await reportWithHistory();
    });

    it.each([
      ['officer', '/reports/working', 'Working reports', 'Working reports'],
      ['officer', '/reports/submitted', 'Submitted reports', 'Submitted reports'],
      ['supervisor', '/review', 'Pending review', 'Pending review'],
      ['agencyadmin', '/admin/pending', 'Admin pending', 'Administration: pending reports'],
    ])('%s: %s', async (user, address, screen, title) => {
      const page = await pageOf(user);
      await visit(page, address, title);
      await page.waitForSelector('tbody tr td', { timeout: 15_000 });
      await settled(page);
      await expectNoAxeViolations(page, screen);
    });

    it('search, quick and advanced, with results', async () => {
      const page = await pageOf('supervisor');
      await visit(page, '/search', 'Report search');
      await page.waitForSelector('form[aria-label="Quick search"] input');
      await settled(page);
      await expectNoAxeViolations(page, 'Search');
      await page.locator('form[aria-label="Quick search"] input').fill('A11Y');
      await page.locator('form[aria-label="Quick search"] button[type="submit"]').click();
      await page.waitForSelector('tbody tr td');
      await settled(page);
      await expectNoAxeViolations(page, 'Quick search with results');
      await page.locator('form[aria-label="Advanced search"] button[type="submit"]').click();
      await waitForText(page, 'Results: crashes from');
      await settled(page);
      await expectNoAxeViolations(page, 'Advanced search with results');
    });

    it('the history page: each tab and a version compare', async () => {
      const page = await pageOf('supervisor');
      await visit(page, `/reports/${reportId}/history`, `History of report ${reportId}`);
      await waitForText(page, 'Kept for');
      await settled(page);
      await expectNoAxeViolations(page, 'History: versions');
      await byRole(page, 'button', 'Show changes').click();
      await waitForText(page, 'Changes from version');
      await settled(page);
      await expectNoAxeViolations(page, 'History: version compare');
      for (const tab of ['Inbox history', 'Notes', 'Audit', 'Copies given']) {
        await byRole(page, 'tab', tab).click();
        await settled(page);
        await expectNoAxeViolations(page, `History: ${tab}`);
      }
    });

    it('the mail outbox, with a kept message, and the log of copies given', async () => {
      const sent = await fixture.server.call(
        'Report/ExportByEmail',
        { id: reportId, to: 'records@agency.test', message: 'For the file.' },
        await tokenOf('supervisor'),
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const page = await pageOf('agencyadmin');
      await visit(page, '/admin/outbox', 'Mail outbox');
      await waitForText(page, 'records@agency.test');
      await settled(page);
      await expectNoAxeViolations(page, 'Mail outbox');
      // The copy e-mailed is in the log of copies given.
      await visit(page, '/copies-given', 'Copies given');
      await waitForText(page, 'E-mailed to records@agency.test');
      await settled(page);
      await expectNoAxeViolations(page, 'Copies given');
    });
    it('retention as a records clerk reads it: each schedule in words, the preview and the runs', async () => {
      const page = await pageOf('clerk');
      await visit(page, '/retention', 'Retention');
      await waitForText(page, 'What a run now would do');
      await settled(page);
      await expectNoAxeViolations(page, 'Retention, read only');
    });
    it('the dialogs of the report tables and the layout options', async () => {
      const officer = await pageOf('officer');
      await visit(officer, '/dashboard', 'Dashboard');
      await byRole(officer, 'button', 'Layout').click();
      await waitForText(officer, 'Layout options');
      await expectNoAxeViolations(officer, 'Layout options dialog');
      await officer.keyboard.press('Escape');

      const draft = (await fixture.server.call('Report/Create', {}, await tokenOf('officer'))).body.payload;
      const data = completeReport();
      (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = 'A11Y-2';
      const saved = await fixture.server.call(
        'Report/Save',
        { id: draft.id, version: draft.version, data },
        await tokenOf('officer'),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await visit(officer, '/reports/working', 'Working reports');
      await officer.locator('button[aria-label="Send to A11Y-2"]').click();
      await officer.waitForSelector('dialog[open]');
      await settled(officer);
      await expectNoAxeViolations(officer, 'Send to dialog');

      const admin = await pageOf('agencyadmin');
      await visit(admin, '/admin/pending', 'Administration: pending reports');
      await admin.locator('button[aria-label="Reassign A11Y-1"]').click();
      await waitForText(admin, 'Move the report to another inbox');
      await admin.waitForSelector('dialog[open] option');
      await expectNoAxeViolations(admin, 'Reassign dialog');
    });

    it('the editor of a reviewer: changes since submission, the reject and export dialogs', async () => {
      const page = await pageOf('supervisor');
      await visit(page, '/review', 'Pending review');
      await page.locator('button[aria-label="Assign to me A11Y-1"]').click();
      await waitForText(page, `Vehicle Crash Report #${reportId}`);
      await waitForText(page, 'In Review');
      await byRole(page, 'button', 'Changes since last submission').click();
      // Sent once, the report has no earlier submission: the compare says so in its place.
      await waitForText(page, 'has no earlier submission to compare with');
      await settled(page);
      await expectNoAxeViolations(page, 'Editor in review, with the changes since the last submission asked for');
      await byRole(page, 'button', 'Reject').click();
      await page.waitForSelector('dialog[open]');
      await expectNoAxeViolations(page, 'Reject dialog');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      await byRole(page, 'button', 'Export by email').click();
      await page.waitForSelector('dialog[open] input[type="email"]');
      await expectNoAxeViolations(page, 'Export by email dialog');
    });
  });

  describe('accessibility of the report editor', () => {
    let page: Page;
    beforeAll(async () => {
      page = await pageOf('officer');
      await visit(page, '/dashboard', 'Dashboard');
      await byRole(page, 'button', 'New crash report').click();
      await waitForText(page, 'Vehicle Crash Report #');
      // Unit 1 a motor vehicle (vehicle, driver, passengers), unit 2 a pedestrian (non-motorist).
      await makeMotorVehicle(page, 0);
      await openSection(page, 'Unit Summary');
      await byRole(page, 'button', 'Add Unit').click();
      await page.waitForSelector('nav[aria-label="Report sections"] button ::-p-text(Unit 2)');
      await makeUnitType(page, 1, '22');
    });

    it('every section of the navigation tree, with one item of each repeated group and the validation panel', async () => {
      const failures: string[] = [];
      const seen: string[] = [];
      for (let i = 0; ; i++) {
        const buttons = await page.$$('nav[aria-label="Report sections"] button');
        if (i >= buttons.length) break;
        const label = await buttons[i]!.evaluate((b) => b.firstElementChild?.textContent ?? '');
        await buttons[i]!.click();
        await page.waitForFunction(
          (l) => document.getElementById('section-title')?.textContent?.includes(l.replace(/^Unit \d+$/, 'Unit')),
          {},
          label,
        );
        await addOneOfEach(page);
        await settled(page);
        const title = await page.$eval('#section-title', (t) => t.textContent ?? '');
        seen.push(title);
        await expectNoAxeViolations(page, `Editor section ${title}`).catch((e: Error) => failures.push(e.message));
      }
      expect(seen).toEqual(expect.arrayContaining(editorSections));
      if (failures.length) throw new Error(failures.join('\n\n'));
    });

    it('a citation with its suggestions open', async () => {
      await openUnitSectionByName(page, 2, 'Non-Motorist');
      const input = '#field-Units-1-NonMotorist-Citations-0-ICCDE';
      await page.click(input);
      await page.keyboard.type('re');
      await page.waitForSelector('[role="listbox"] [role="option"]');
      await expectNoAxeViolations(page, 'Citation suggestions');
      await page.keyboard.press('Escape');
    });

    it('the preview', async () => {
      await byRole(page, 'button', 'Preview').click();
      await page.waitForFunction(() => document.getElementById('section-title')?.textContent === 'Preview');
      await settled(page);
      await expectNoAxeViolations(page, 'Editor preview');
      await byRole(page, 'button', 'Back to editing').click();
    });

    it('the records window', async () => {
      const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
      await waitForText(records, 'Paste a licence or registration return');
      await expectNoAxeViolations(records, 'Records window');
      await page.bringToFront();
      await byRole(page, 'button', 'Windows (1)').click();
      await page.waitForSelector('ul[aria-label="Open windows"]');
      await expectNoAxeViolations(page, 'Open windows list');
      const closed = closingOf(records);
      await records.close();
      await closed;
    });
  });
});
