import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { sessionTokenOf } from '../support/editor/editor-helpers';
import { useServerAndBrowser, type E2eFixture } from '../support/fixture';
import { signIn, waitForText } from '../support/page-helpers';
import type { RealServer } from '../support/real-server';

/**
 * The report tables and search through the screens: each table shows the actions by status for
 * each row's status and the user's permissions, dates in the two formats; search finds what the
 * user may read.
 */
let fixture: E2eFixture;

async function signedIn(user: string) {
  const context = await fixture.browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.setViewport({ width: 1500, height: 1000 });
  await signIn(page, fixture.server.url, user);
  await waitForText(page, 'My reports');
  return page;
}

const pad = (n: number) => String(n).padStart(2, '0');
// Two days ago: inside the search's default 90 days whether "today" is taken in UTC or in Indiana.
const crashDay = new Date(Date.now() - 2 * 86_400_000);
const crashDayText = `${pad(crashDay.getMonth() + 1)}/${pad(crashDay.getDate())}/${crashDay.getFullYear()}`;

/** A complete report with its own case number, crashed two days ago, as `token`'s user; optionally sent. */
async function seedReport(server: RealServer, token: string, caseNumber: string, send: boolean) {
  const data = completeReport();
  const general = data.GeneralInformation as Record<string, unknown>;
  general.LocalCodeTxt = caseNumber;
  general.CollDte = crashDayText;
  const created = (await server.call('Report/Create', {}, token)).body.payload;
  const saved = await server.call('Report/Save', { id: created.id, version: created.version, data }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  if (send) {
    const sent = await server.call('Workflow/SendTo', { id: created.id, version: saved.body.payload.version }, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  return created.id as number;
}

/** The action buttons of the row whose case number is `caseNumber`, by their visible text. */
const actionsIn = (page: Page, caseNumber: string) =>
  page.evaluate((c) => {
    const row = [...document.querySelectorAll('tbody tr')].find((r) => r.querySelector('td')?.textContent === c);
    return row ? [...row.querySelectorAll('td:last-child button')].map((b) => b.textContent?.trim() ?? '') : null;
  }, caseNumber);

/** Waits (tables reload after each action) until the row offers exactly `expected`, then checks it. */
async function expectActions(page: Page, caseNumber: string, expected: string[]) {
  await page
    .waitForFunction(
      (c, want) => {
        const row = [...document.querySelectorAll('tbody tr')].find((r) => r.querySelector('td')?.textContent === c);
        const got = row ? [...row.querySelectorAll('td:last-child button')].map((b) => b.textContent?.trim()) : null;
        return JSON.stringify(got) === JSON.stringify(want);
      },
      { timeout: 15_000 },
      caseNumber,
      expected,
    )
    .catch(() => undefined);
  expect(await actionsIn(page, caseNumber)).toEqual(expected);
}

async function cellTexts(page: Page, caseNumber: string): Promise<string[]> {
  return page.evaluate((c) => {
    const row = [...document.querySelectorAll('tbody tr')].find((r) => r.querySelector('td')?.textContent === c);
    return [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent ?? '');
  }, caseNumber);
}

const navLabels = (page: Page) =>
  page.$$eval('nav[aria-label="Main navigation"] a', (links) => links.map((a) => a.getAttribute('title') ?? ''));

describe('report tables and search', () => {
  fixture = useServerAndBrowser();
  let officer: Page;
  let supervisor: Page;
  let admin: Page;

  it('the officer’s working reports offer Edit, Delete, Send to and Print by status, dates in both formats', async () => {
    officer = await signedIn('officer');
    const token = await sessionTokenOf(officer);
    await seedReport(fixture.server, token, 'TBL-DRAFT', false);
    await seedReport(fixture.server, token, 'TBL-SENT', true);
    expect(await navLabels(officer)).toEqual(['Dashboard', 'Working reports', 'Submitted reports', 'Search']);
    await officer.goto(`${fixture.server.url}/reports/working`);
    await expectActions(officer, 'TBL-DRAFT', ['Edit', 'Delete', 'Send to', 'Print']);
    await expectActions(officer, 'TBL-SENT', ['Edit', 'Send to', 'Print']);
    const cells = await cellTexts(officer, 'TBL-SENT');
    expect(cells[1]).toBe(crashDayText);
    expect(cells.at(-2)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Its status, and under it when its review is due (three days after Send to, the default).
    expect(cells.find((c) => c.startsWith('Pending Review'))).toMatch(
      /^Pending ReviewReview due \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(cells).toContain('Agency review');

    await officer.goto(`${fixture.server.url}/reports/submitted`);
    await expectActions(officer, 'TBL-SENT', ['Print']);
  });

  it("the dashboard readies the editor's code while idle, so a report's link opens it without fetching it", async () => {
    const page = await signedIn('officer');
    await seedReport(fixture.server, await sessionTokenOf(page), 'TBL-IDLE', false);
    await page.reload();
    await waitForText(page, 'TBL-IDLE');
    const editorCode = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/assets\/editor-page-[\w-]+\.js$/.test(e.name)),
      );
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /\/assets\/editor-page-[\w-]+\.js$/.test(e.name)),
      { timeout: 10_000 },
    );
    expect(await editorCode()).toBe(true);
    await page.locator('a[aria-label="Open report TBL-IDLE"]').click();
    await waitForText(page, 'Vehicle Crash Report #');
    await page.browserContext().close();
  });

  it('the officer deletes a Draft after confirming, and it leaves the table', async () => {
    await officer.goto(`${fixture.server.url}/reports/working`);
    await officer.locator('button[aria-label="Delete TBL-DRAFT"]').click();
    await waitForText(officer, 'Delete TBL-DRAFT?');
    await officer.evaluate(() =>
      (
        [...document.querySelectorAll('dialog[open] button')].find((b) => b.textContent === 'Delete') as
          HTMLButtonElement | undefined
      )?.click(),
    );
    await waitForText(officer, 'TBL-DRAFT was deleted.');
    await officer.waitForFunction(
      () => ![...document.querySelectorAll('tbody td')].some((td) => td.textContent === 'TBL-DRAFT'),
    );
  });

  it('the supervisor’s pending review offers Assign to me on a colleague’s report, and Release once taken', async () => {
    supervisor = await signedIn('supervisor');
    expect(await navLabels(supervisor)).toContain('Pending review');
    await supervisor.goto(`${fixture.server.url}/review`);
    await expectActions(supervisor, 'TBL-SENT', ['Assign to me']);
    const inboxes = await supervisor.$$eval('select option', (o) => o.map((x) => x.textContent));
    expect(inboxes).toContain('Agency review (1)');
    const id = await supervisor.evaluate(() =>
      (document.querySelector('button[aria-label="Assign to me TBL-SENT"]') as HTMLButtonElement | null)
        ?.closest('tr')
        ?.querySelector('a')
        ?.getAttribute('href'),
    );
    const token = await sessionTokenOf(supervisor);
    const reportId = Number(/\d+$/.exec(id ?? '')?.[0]);
    const current = (await fixture.server.call('Report/Get', { id: reportId }, token)).body.payload;
    expect(
      (await fixture.server.call('Workflow/AssignToMe', { id: reportId, version: current.version }, token)).status,
    ).toBe(200);
    await supervisor.reload();
    await expectActions(supervisor, 'TBL-SENT', ['Release']);
    const cells = await cellTexts(supervisor, 'TBL-SENT');
    expect(cells.join(' ')).toMatch(/Samuel Supervisor since \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await supervisor.locator('button[aria-label="Release TBL-SENT"]').click();
    await waitForText(supervisor, 'TBL-SENT was released');
    await expectActions(supervisor, 'TBL-SENT', ['Assign to me']);
  });

  it('the agency administrator reassigns a pending report to a named reviewer’s inbox', async () => {
    admin = await signedIn('agencyadmin');
    expect(await navLabels(admin)).toContain('Pending reports (admin)');
    await admin.goto(`${fixture.server.url}/admin/pending`);
    await expectActions(admin, 'TBL-SENT', ['Reassign', 'Release']);
    await admin.locator('button[aria-label="Reassign TBL-SENT"]').click();
    await waitForText(admin, 'Move the report to another inbox');
    await admin.waitForSelector('dialog[open] option');
    const choices = await admin.$$eval('dialog[open] option', (o) => o.map((x) => x.textContent ?? ''));
    expect(choices).toContain('Samuel Supervisor');
    await admin.select(
      'dialog[open] select',
      await admin.$eval(
        'dialog[open] select',
        (s) => [...(s as HTMLSelectElement).options].find((o) => o.textContent === 'Samuel Supervisor')!.value,
      ),
    );
    await admin.evaluate(() =>
      (
        [...document.querySelectorAll('dialog[open] button')].find((b) => b.textContent === 'Reassign') as
          HTMLButtonElement | undefined
      )?.click(),
    );
    await waitForText(admin, 'was reassigned to Samuel Supervisor');
    await admin.waitForFunction(() =>
      [...document.querySelectorAll('tbody tr')].some(
        (r) => r.querySelector('td')?.textContent === 'TBL-SENT' && r.textContent?.includes('Samuel Supervisor'),
      ),
    );
  });

  it('search finds the report by case number and by date, county and street, with its actions', async () => {
    await supervisor.goto(`${fixture.server.url}/search`);
    await supervisor.locator('form[aria-label="Quick search"] input').fill('TBL-S');
    await supervisor.locator('form[aria-label="Quick search"] button[type="submit"]').click();
    await expectActions(supervisor, 'TBL-SENT', ['Print', 'History']);

    await supervisor.locator('form[aria-label="Quick search"] input').fill('T');
    await supervisor.locator('form[aria-label="Quick search"] button[type="submit"]').click();
    await waitForText(supervisor, 'Type at least 2 characters to search.');

    const form = 'form[aria-label="Advanced search"]';
    await supervisor.waitForFunction(
      (f) => ((document.querySelector(`${f} select`) as HTMLSelectElement | null)?.options.length ?? 0) > 50,
      {},
      form,
    );
    const county = (completeReport().Location as Record<string, string>).CountyCde!;
    await supervisor.select(`${form} select`, county);
    const streetInput = await supervisor.$$(`${form} input[type="text"]`);
    // Case number, street, officer, agency: the street is the second text box.
    await streetInput[1]!.type('meri');
    await supervisor.locator(`${form} button[type="submit"]`).click();
    await waitForText(supervisor, 'Results: crashes from');
    await expectActions(supervisor, 'TBL-SENT', ['Print', 'History']);

    // The search and its order are in the address: another screen and Back show the same results,
    // the form as it was searched, and a reload shows them again.
    const street = async () => (await supervisor.$$eval(`${form} input[type="text"]`, (i) => i[1]?.value))!;
    await supervisor.locator('section[aria-label="Search results"] th button ::-p-text(Case number)').click();
    await supervisor.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'caseNumber');
    const searched = new URL(supervisor.url());
    expect(Object.fromEntries(searched.searchParams)).toMatchObject({
      search: 'advanced',
      streetPrefix: 'meri',
      countyCode: county,
    });
    await supervisor.goto(`${fixture.server.url}/dashboard`);
    await waitForText(supervisor, 'My reports');
    await supervisor.goBack();
    await waitForText(supervisor, 'Results: crashes from');
    expect(supervisor.url()).toBe(searched.toString());
    expect(await street()).toBe('meri');
    await expectActions(supervisor, 'TBL-SENT', ['Print', 'History']);
    await supervisor.goBack();
    await supervisor.waitForFunction(() => !new URL(location.href).searchParams.has('sort'));
    await supervisor.reload();
    await waitForText(supervisor, 'Results: crashes from');
    expect(await street()).toBe('meri');
    await expectActions(supervisor, 'TBL-SENT', ['Print', 'History']);

    const streetAgain = (await supervisor.$$(`${form} input[type="text"]`))[1]!;
    await streetAgain.click({ count: 3 });
    await streetAgain.type('elm');
    await supervisor.locator(`${form} button[type="submit"]`).click();
    await waitForText(supervisor, 'No report matches.');
  });
});
