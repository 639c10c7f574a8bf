import type { HTTPRequest } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openSection, openNewReport } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, waitForText } from '../support/page-helpers';

describe('the report editor', () => {
  const e2e = useServerAndBrowser();

  it('creates a report, edits it with live rules and validation, autosaves, and keeps everything over a reload', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    await waitForText(page, 'Investigative officer:');
    expect(new URL(page.url()).pathname).toMatch(/^\/reports\/\d+$/);

    // The header and the officer defaults come from the signed-in user.
    await waitForText(page, 'OLIVIA OFFICER');
    await waitForText(page, 'Yes/No for the Witness Indicator is required.');

    // Masks shape what is typed; a bad value says why next to its field.
    await byRole(page, 'textbox', 'Date of Collision').click();
    await page.keyboard.type('11202026');
    expect(await page.$eval('#field-GeneralInformation-CollDte', (i) => (i as HTMLInputElement).value)).toBe(
      '11/20/2026',
    );
    await byRole(page, 'textbox', 'Local Code').click();
    await page.keyboard.type('case-9');
    expect(await page.$eval('#field-GeneralInformation-LocalCodeTxt', (i) => (i as HTMLInputElement).value)).toBe(
      'CASE-9',
    );
    await byRole(page, 'textbox', 'Time of Collision').click();
    await page.keyboard.type('2599');
    await waitForText(page, 'A time as hh:mm (00:00 to 23:59).');
    await page.$eval('#field-GeneralInformation-CollTimeTxt', (i) => (i as HTMLInputElement).select());
    await page.keyboard.type('1405');

    // A validation message jumps to its field in another section.
    await page.locator('aside button ::-p-text(Yes/No for the Witness Indicator is required.)').click();
    await waitForText(page, 'Crash Details');
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('name') === 'field-CrashDetails-WitnessesInd' ||
        document.activeElement?.id === 'field-CrashDetails-WitnessesInd',
    );

    // ConstructionInd=1 (No) disables the construction type.
    await page.locator('input[name="field-CrashDetails-ConstructionInd"][value="1"]').click();
    // The rules run just after the click is painted, so the disabling follows it by a frame.
    await page.waitForFunction(
      () => (document.querySelector('#field-CrashDetails-ConstructTypeCde') as HTMLSelectElement | null)?.disabled,
      { timeout: 5_000 },
    );
    await page.locator('input[name="field-CrashDetails-WitnessesInd"][value="1"]').click();
    await page.waitForFunction(
      () => !document.body.innerText.includes('Yes/No for the Witness Indicator is required.'),
    );

    // A coded field's choices come from the server's code lists.
    await openSection(page, 'Location');
    await page.select('#field-Location-CountyCde', '097');
    await page.waitForFunction(
      () => (document.querySelector('#field-Location-CityCde') as HTMLSelectElement)?.options.length > 5,
    );
    await page.select('#field-Location-CityCde', '36003');
    // Each section item's fields are a form of their own (the browser's autofill then looks at
    // that form on each keystroke, not at every field of the page); nothing submits it.
    expect(
      await page.$eval('#field-Location-CountyCde', (county) => {
        const form = (county as HTMLSelectElement).form;
        return {
          same: form === (document.querySelector('#field-Location-CityCde') as HTMLSelectElement).form,
          fields: form
            ? form.elements.length > 1 && form.querySelectorAll('[id^="field-Location-"]').length > 1
            : false,
          others: form ? form.querySelectorAll('[id^="field-GeneralInformation-"]').length : -1,
        };
      }),
    ).toEqual({ same: true, fields: true, others: 0 });

    await page.waitForFunction(
      () => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
      { timeout: 15_000 },
    );
    // Reopened, the report is asked for once, by index.html's early script (before the app's code).
    const reportRequests: string[] = [];
    const codeListRequests: string[] = [];
    const onRequest = (r: HTTPRequest) => {
      if (r.url().endsWith('/API/Report/Get')) reportRequests.push(r.initiator()?.stack?.callFrames[0]?.url ?? '?');
      // The code lists are asked for once, only for what changed since this device's copy.
      if (r.url().endsWith('/API/CodeList/GetUpdated'))
        codeListRequests.push(JSON.parse(r.postData() ?? '{}').payload?.since ? 'since' : 'all');
    };
    page.on('request', onRequest);
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await waitForText(page, 'CASE-9');
    page.off('request', onRequest);
    expect(reportRequests).toEqual([page.url()]);
    expect(codeListRequests).toEqual(['since']);
    await openSection(page, 'Location');
    expect(await page.$eval('#field-Location-CityCde', (s) => (s as HTMLSelectElement).value)).toBe('36003');
    await openSection(page, 'General Information');
    expect(await page.$eval('#field-GeneralInformation-CollTimeTxt', (i) => (i as HTMLInputElement).value)).toBe(
      '14:05',
    );

    // The dashboard lists it with the case number from the saved summary.
    await page.goto(`${e2e.server.url}/dashboard`);
    await waitForText(page, 'CASE-9');
    await context.close();
  });

  it('opens a report first and asks for what it does not show (settings, role names, comments) once it is drawn', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);
    await waitForText(page, 'Investigative officer:');
    // The first frame that shows the report's open section, as the page paints it.
    await page.evaluateOnNewDocument(() => {
      const check = () => {
        if (document.getElementById('section-title') && document.querySelector('[data-save-state]'))
          (window as unknown as { shownAt: number }).shownAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    const held = [
      'Account/GetUserSettings',
      'Role/GetRoleNames',
      'Report/ReviewComments',
      'Report/InboxHistory',
      'Settings/GetApplicationSettings',
    ];
    const startOf = () =>
      page.evaluate(() =>
        Object.fromEntries(
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/API/'))
            .map((e) => [e.name.split('/API/')[1], e.startTime]),
        ),
      );
    await page.waitForFunction(
      (names: string[]) =>
        names.every((name) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/API/${name}`))),
      { timeout: 15_000 },
      ['Account/GetUserSettings', 'Report/ReviewComments'],
    );
    const shownAt = await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt ?? NaN);
    const starts = await startOf();
    expect(starts['Report/Get']).toBeLessThan(shownAt);
    const early = held.filter((name) => name in starts && !(starts[name]! > shownAt));
    expect(
      early,
      `asked for before the report was drawn at ${shownAt.toFixed(0)} ms: ${JSON.stringify(starts)}`,
    ).toEqual([]);
    await context.close();
  });
});
