import type { Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { openSection, waitForSaveState } from '../support/editor/editor-helpers';
import { useServerAndBrowser, type E2eFixture } from '../support/fixture';
import { freshPages, visit } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';

/**
 * What blocks a report is told where the officer looks: every refused value in the validation
 * panel and at its field, the reviewer's note on a rejected report, the report a supplement
 * supplements, and no action offered that the server would refuse.
 */
const pages = freshPages();
afterAll(() => pages.closeAll());

async function tokenOf(fixture: E2eFixture, user: string): Promise<string> {
  const login = await fixture.server.call('Account/Login', { userName: user, password: DEMO_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.payload.token as string;
}

/** Calls the API as `user`, expecting success; answers the payload. */
async function ok(fixture: E2eFixture, path: string, payload: unknown, user: string) {
  const answer = await fixture.server.call(path, payload, await tokenOf(fixture, user));
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.payload;
}

/** A complete report of the officer's under `caseNumber`, saved: the panel has nothing to say of it. */
async function completeDraft(fixture: E2eFixture, caseNumber: string) {
  const data = completeReport();
  (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = caseNumber;
  const created = await ok(fixture, 'Report/Create', {}, 'officer');
  const saved = await ok(fixture, 'Report/Save', { id: created.id, version: created.version, data }, 'officer');
  return { id: created.id as number, version: saved.version as number };
}

/** Sends a report and has the supervisor take it into review. */
async function inReview(fixture: E2eFixture, report: { id: number; version: number }) {
  const sent = await ok(fixture, 'Workflow/SendTo', report, 'officer');
  return ok(fixture, 'Workflow/AssignToMe', { id: report.id, version: sent.version }, 'supervisor');
}

/**
 * The officer's one signed-in page, which the tests share: each goes to its screen inside the app
 * (visit), where signing in again and loading the report's address paid two app starts per test.
 */
function officerPage(fixture: E2eFixture) {
  let page: Promise<Page> | undefined;
  return () => (page ??= pages.signedIn(fixture.browser, fixture.server.url, 'officer'));
}

async function openReport(page: Page, id: number) {
  await visit(page, `/reports/${id}`, `Vehicle Crash Report #${id}`);
  await waitForText(page, `Vehicle Crash Report #${id}`);
  // The editor stays on the section the last report was left at, where a page load starts at the first.
  await openSection(page, 'General Information');
  return page;
}

const panelHeading = (page: Page) => page.$eval('#validation-title', (e) => e.textContent ?? '');
const panelItems = (page: Page) =>
  page.$$eval('aside[aria-labelledby="validation-title"] li', (items) => items.map((i) => i.textContent ?? ''));
const fieldError = (page: Page, id: string) => page.$eval(`#${id}-error`, (e) => e.textContent ?? '');

/** Replaces what a text field holds with what the officer types. */
async function retype(page: Page, id: string, text: string) {
  await page.click(`#${id}`, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

describe('the officer is told, at the field, whatever blocks the report', () => {
  const fixture = useServerAndBrowser();
  const officer = officerPage(fixture);

  it('lists a malformed time in the validation panel, named, and at its field', async () => {
    const { id } = await completeDraft(fixture, 'FM-TIME');
    const page = await openReport(await officer(), id);
    await page.waitForFunction(() => document.getElementById('validation-title')?.textContent?.includes('(0 errors'));

    await retype(page, 'field-GeneralInformation-CollTimeTxt', '2599');
    expect(await page.$eval('#field-GeneralInformation-CollTimeTxt', (e) => (e as HTMLInputElement).value)).toBe(
      '25:99',
    );
    // The server refuses the value, and the panel says so instead of "0 errors".
    await waitForSaveState(page, 'failed');
    await page.waitForFunction(() => document.getElementById('validation-title')?.textContent?.includes('(1 errors'));
    expect(await panelHeading(page)).toBe('Validation (1 errors, 0 warnings)');
    expect(await panelItems(page)).toEqual(['Error: Time of Collision: A time as hh:mm (00:00 to 23:59).']);
    expect(await fieldError(page, 'field-GeneralInformation-CollTimeTxt')).toBe('A time as hh:mm (00:00 to 23:59).');

    // The panel's message takes the officer to the field; a good time clears both and the report saves.
    await byRole(page, 'button', 'Error: Time of Collision: A time as hh:mm (00:00 to 23:59).').click();
    await page.waitForFunction(() => document.activeElement?.id === 'field-GeneralInformation-CollTimeTxt');
    await retype(page, 'field-GeneralInformation-CollTimeTxt', '2159');
    await waitForSaveState(page, 'saved');
    await page.waitForFunction(() => document.getElementById('validation-title')?.textContent?.includes('(0 errors'));
  });

  it('tells of a date of birth in the future at the field and in the panel', async () => {
    const { id } = await completeDraft(fixture, 'FM-DOB');
    const page = await openReport(await officer(), id);
    await openSection(page, 'Unit 1', 'Unit Information');
    await openSection(page, 'Driver');
    await retype(page, 'field-Units-0-Driver-BIRTHDTE', '12312099');
    // An autosave may leave while the date is half typed; its refusal is not the field's message.
    await page.waitForFunction(
      () =>
        document.getElementById('field-Units-0-Driver-BIRTHDTE-error')?.textContent ===
        'Date of Birth is in the future.',
    );
    expect(await page.$eval('#field-Units-0-Driver-BIRTHDTE', (e) => e.getAttribute('aria-invalid'))).toBe('true');
    expect(await panelItems(page)).toContain('Error: Date of Birth is in the future.');
    expect(await panelItems(page)).toContain('Error: Date of Birth is after the Date of Collision.');
    // A date the server takes is saved; the rule blocks sending, not keeping the work.
    await waitForSaveState(page, 'saved');

    await retype(page, 'field-Units-0-Driver-BIRTHDTE', '04021985');
    await page.waitForFunction(() => !document.getElementById('field-Units-0-Driver-BIRTHDTE-error'));
    expect(await panelItems(page)).not.toContain('Error: Date of Birth is in the future.');
    // Kept before the next test takes the page elsewhere.
    await waitForSaveState(page, 'saved');
  });

  it("shows the reviewer's rejection note, who and when, while the author fixes the report", async () => {
    const report = await completeDraft(fixture, 'FM-REJECT');
    const held = await inReview(fixture, report);
    const note = 'The time of collision is after the time notified: check both.';
    await ok(fixture, 'Workflow/Reject', { id: report.id, version: held.version, note, comments: [] }, 'supervisor');

    const page = await openReport(await officer(), report.id);
    await waitForText(page, 'Rejected by Samuel Supervisor on ');
    await waitForText(page, note);
    // The first change makes the report a Draft again; the note stays until it is sent again.
    await retype(page, 'field-GeneralInformation-LocalCodeTxt', 'FM-REJECT-2');
    await waitForSaveState(page, 'saved');
    await page.waitForFunction(() =>
      document.querySelector('dl[aria-label="Report header"]')?.textContent?.includes('Status:Draft'),
    );
    await page.reload();
    await waitForText(page, note);
  });

  it('says which report a supplement draft supplements, with a link to it', async () => {
    const report = await completeDraft(fixture, 'FM-ORIGINAL');
    const held = await inReview(fixture, report);
    const approved = await ok(fixture, 'Workflow/Approve', { id: report.id, version: held.version }, 'supervisor');
    const accepted = await ok(fixture, 'Workflow/Accept', { id: report.id, version: approved.version }, 'agencyadmin');
    const supplement = await ok(
      fixture,
      'Workflow/Supplement',
      { id: report.id, version: accepted.version },
      'officer',
    );

    const page = await openReport(await officer(), supplement.id);
    await waitForText(page, 'Supplement of report FM-ORIGINAL');
    expect(
      await byRole(page, 'link', 'FM-ORIGINAL')
        .map((a) => (a as HTMLAnchorElement).pathname)
        .wait(),
    ).toBe(`/reports/${report.id}`);
  });

  it('takes a date typed in a date picker with a four-digit year', async () => {
    const page = await officer();
    await visit(page, '/search', 'Report search');
    await waitForText(page, 'Crash date from');
    // The field of the label "Crash date from", as a screen reader finds it.
    const from = await page.$('input[type="date"]');
    expect(await from!.evaluate((e) => e.labels?.[0]?.textContent)).toBe('Crash date from');
    await from!.click();
    // Month, day, then a year the officer runs on with a fifth digit.
    await page.keyboard.type('0101202555');
    const value = await from!.evaluate((e) => (e as HTMLInputElement).value);
    expect(value).toMatch(/^\d{4}-01-01$/);
  });

  it('offers New crash report only to a role that may create a report', async () => {
    const admin = await pages.signedIn(fixture.browser, fixture.server.url, 'agencyadmin');
    await waitForText(admin, 'My reports');
    expect(await admin.$$eval('button', (bs) => bs.map((b) => b.textContent?.trim()))).not.toContain(
      'New crash report',
    );
    const page = await officer();
    await visit(page, '/dashboard', 'Dashboard');
    await byRole(page, 'button', 'New crash report').wait();
  });
});
