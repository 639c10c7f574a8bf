import type { BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { childWindowOpenedBy, closingOf, countFocusCalls, listedWindows } from '../support/child-windows';
import { openNewReport, reportIdOf, serverReportOf, sessionTokenOf } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, waitForText } from '../support/page-helpers';

const contexts: BrowserContext[] = [];

/** Each listed note as shown: "author, mm/dd/yyyy hh:mm" then its text. */
const listedNotes = (page: Page) =>
  page.$$eval('ol[aria-label="Notes"] li', (items) =>
    items.map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent ?? '')),
  );
const noteField = (page: Page) => page.$eval('textarea', (t) => t.value);
const stamp = /^Olivia Officer, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

describe("the report's notes as a child window of the editor", () => {
  const e2e = useServerAndBrowser();
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  it('opens Notes in a window of its own that lists and adds notes, listed in Windows, switched to and closed', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    contexts.push(context);
    const reportId = reportIdOf(page);
    const title = `Notes, report #${reportId}`;

    const notes = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Notes').click());
    await waitForText(notes, 'No notes yet.');
    expect(await notes.title()).toBe(title);
    // Rendered from the main window: the child loads nothing of the app itself.
    expect(await notes.evaluate(() => document.scripts.length)).toBe(0);

    // The notes tab's own check: an empty note is not sent.
    await byRole(notes, 'button', 'Add note').click();
    await waitForText(notes, 'Write the note first.');

    await notes.type('textarea', 'Driver of unit 2 to be called back.');
    await byRole(notes, 'button', 'Add note').click();
    await notes.waitForSelector('ol[aria-label="Notes"] li');
    await notes.type('textarea', 'Photos come tomorrow.');
    await byRole(notes, 'button', 'Add note').click();
    await notes.waitForFunction(() => document.querySelectorAll('ol[aria-label="Notes"] li').length === 2);
    const shown = await listedNotes(notes);
    expect(shown.map(([, text]) => text)).toEqual(['Driver of unit 2 to be called back.', 'Photos come tomorrow.']);
    for (const [byline] of shown) expect(byline).toMatch(stamp);
    expect(await noteField(notes)).toBe('');
    expect(await notes.evaluate(() => document.body.innerText)).not.toContain('Write the note first.');
    // The server holds them, oldest first.
    const held = await e2e.server.call('Report/Notes', { id: reportId }, await sessionTokenOf(page));
    expect(held.body.payload.notes.map((n: { text: string }) => n.text)).toEqual([
      'Driver of unit 2 to be called back.',
      'Photos come tomorrow.',
    ]);

    // Another window of the report has a key of its own; both are listed.
    const records = await childWindowOpenedBy(page, () => byRole(page, 'button', 'Records').click());
    await waitForText(records, 'Paste a licence or registration return');
    expect(await listedWindows(page, 2)).toEqual([
      title,
      `Driver licence and registration records, report #${reportId}`,
    ]);
    await page.keyboard.press('Escape');

    // Asking again brings the same window forward, with what was typed in it.
    await notes.type('textarea', 'Half-written');
    const focusCalls = await countFocusCalls(notes);
    const pagesBefore = (await context.pages()).length;
    await byRole(page, 'button', 'Notes').click();
    await notes.waitForFunction(() => (window as Window & { focusCalls?: number }).focusCalls === 1);
    expect((await context.pages()).length).toBe(pagesBefore);
    expect(await noteField(notes)).toBe('Half-written');

    await listedWindows(page, 2);
    await byRole(page, 'button', `Switch to ${title}`).click();
    expect(await focusCalls()).toBe(2);

    // A note the server refuses keeps its text and shows the server's reason: here the report
    // was deleted (as from another tab) while the window was open.
    const { version } = await serverReportOf(page, e2e.server);
    const deleted = await e2e.server.call('Workflow/Delete', { id: reportId, version }, await sessionTokenOf(page));
    expect(deleted.status).toBe(200);
    await byRole(notes, 'button', 'Add note').click();
    await waitForText(notes, `There is no report ${reportId}.`);
    expect(await noteField(notes)).toBe('Half-written');
    expect(await notes.$eval('textarea', (t) => t.getAttribute('aria-invalid'))).toBe('true');
    expect((await listedNotes(notes)).length).toBe(2);

    // Closed from the Windows list.
    const notesClosed = closingOf(notes);
    await listedWindows(page, 2);
    await byRole(page, 'button', `Close ${title}`).click();
    await notesClosed;
    expect(await listedWindows(page, 1)).toEqual([`Driver licence and registration records, report #${reportId}`]);
  });

  it('shows Notes as a panel in the page when pop-ups are blocked, with its loading error and its notes', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    contexts.push(context);
    const reportId = reportIdOf(page);
    const title = `Notes, report #${reportId}`;
    await page.evaluate(() => {
      window.open = () => null;
    });

    // The notes cannot be fetched: the panel says so, and still takes a note.
    await page.setRequestInterception(true);
    const refuseNotes = (request: HTTPRequest) =>
      request.url().endsWith('/API/Report/Notes') ? void request.abort() : void request.continue();
    page.on('request', refuseNotes);
    await byRole(page, 'button', 'Notes').click();
    await byRole(page, 'dialog', title).wait();
    await waitForText(page, 'The browser blocked a new window, so this opens here.');
    await waitForText(page, 'The server cannot be reached.');
    expect((await context.pages()).length).toBe(1);
    await byRole(page, 'button', 'Close panel').click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    page.off('request', refuseNotes);
    await page.setRequestInterception(false);

    await byRole(page, 'button', 'Notes').click();
    await byRole(page, 'dialog', title).wait();
    await waitForText(page, 'No notes yet.');
    // The panel puts the cursor in the new note.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('Written in the panel.');
    await byRole(page, 'button', 'Add note').click();
    await page.waitForSelector('[role="dialog"] ol[aria-label="Notes"] li');
    const [note] = await listedNotes(page);
    expect(note?.[0]).toMatch(stamp);
    expect(note?.[1]).toBe('Written in the panel.');

    // Listed like a window; asking again does not add a second panel.
    expect(await listedWindows(page, 1)).toEqual([`${title} (panel in this page)`]);
    await byRole(page, 'button', `Switch to ${title}`).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'dialog');
    await byRole(page, 'button', 'Notes').click();
    expect(await page.$$eval('[role="dialog"]', (panels) => panels.length)).toBe(1);

    await listedWindows(page, 1);
    await byRole(page, 'button', `Close ${title}`).click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    // The history page's Notes tab is the same notes manager.
    await page.goto(`${e2e.server.url}/reports/${reportId}/history`);
    await byRole(page, 'tab', 'Notes').click();
    await waitForText(page, 'Written in the panel.');
    // The tabs move with the arrow keys, the selected one the only tab stop.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Audit');
    expect(await page.$eval('[role="tab"][aria-selected="true"]', (t) => t.textContent)).toBe('Audit');
    expect(await page.$$eval('[role="tab"][tabindex="0"]', (tabs) => tabs.map((t) => t.textContent))).toEqual([
      'Audit',
    ]);
    await page.keyboard.press('Home');
    expect(await page.$eval('[role="tab"][aria-selected="true"]', (t) => t.textContent)).toBe('Previous versions');
  });
});
