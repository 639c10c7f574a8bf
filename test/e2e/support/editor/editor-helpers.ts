import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { byRole, signIn, waitForText } from '../page-helpers';
import type { RealServer } from '../real-server';

/**
 * A fresh browser context signed in as `user`, with a new crash report open in the editor.
 * Dialogs (leave-page warnings, confirmations) are accepted unless a test handles them itself.
 * With `downloads`, the browser saves downloaded files there.
 */
export async function openNewReport(browser: Browser, baseUrl: string, user = 'officer', downloads?: string) {
  const context = await browser.createBrowserContext(
    downloads ? { downloadBehavior: { policy: 'allow', downloadPath: downloads } } : {},
  );
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, baseUrl, user);
  await waitForText(page, 'My reports');
  await byRole(page, 'button', 'New crash report').click();
  await waitForText(page, 'Vehicle Crash Report #');
  return { context, page };
}

/** Opens a section by its navigation label and waits for its title (a unit opens on its Unit Information). */
export async function openSection(page: Page, label: string, title = label) {
  await page.locator(`nav[aria-label="Report sections"] button ::-p-text(${label})`).click();
  await page.waitForFunction((t) => document.getElementById('section-title')?.textContent?.startsWith(t), {}, title);
}

/** The navigation entry of a unit's section ("Driver" under "Unit 2"), or null while the tree does not list it. */
export async function unitSectionEntry(page: Page, unit: number, label: string) {
  const entry = await page.evaluateHandle(
    (u, l) => {
      const list = [
        ...(document.querySelector('nav[aria-label="Report sections"]')?.querySelectorAll('button') ?? []),
      ].find((b) => b.firstElementChild?.textContent === `Unit ${u}`)?.nextElementSibling;
      return (
        [...(list?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? [])].find(
          (b) => b.firstElementChild?.textContent === l,
        ) ?? null
      );
    },
    unit,
    label,
  );
  return entry.asElement() as ElementHandle<HTMLButtonElement> | null;
}

/** Sets unit `index + 1` to a motor vehicle in transport (type 20), once the unit types have loaded. */
export async function makeMotorVehicle(page: Page, index = 0) {
  const select = `#field-Units-${index}-UnitInformation-UNITTYPECDE`;
  await openSection(page, `Unit ${index + 1}`, 'Unit Information');
  await page.waitForFunction(
    (s) => ((document.querySelector(s) as HTMLSelectElement | null)?.options.length ?? 0) > 3,
    {},
    select,
  );
  await page.select(select, '20');
}

/** The value shown in an input, select or text area by its id. */
export const valueOf = (page: Page, id: string) => page.$eval(`#${id}`, (e) => (e as HTMLInputElement).value);

/** The provenance mark beside a field ("from VIN decode"), or null when it has none. */
export const sourceOf = (page: Page, id: string) =>
  page.$eval(`#${id}`, (e) => {
    const ids = (e.getAttribute('aria-describedby') ?? '').split(' ');
    const mark = ids.map((d) => document.getElementById(d)).find((m) => m?.dataset.provenance);
    return mark?.textContent ?? null;
  });

/** Waits for an editing state of the editor (saved, dirty, saving, syncing, failed, savingDisabled, readOnly). */
export const waitForSaveState = (page: Page, state: string, timeout = 15_000) =>
  page.waitForFunction(
    (s) => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === s,
    { timeout },
    state,
  );

/** The open report's id, from the address. */
export const reportIdOf = (page: Page) => Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** The signed-in session's token, as the app keeps it. */
export const sessionTokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('crash.session') ?? '{}').token as string);

/** The open report as the server holds it (Report/Get with the page's own session). */
export async function serverReportOf(page: Page, server: RealServer) {
  const got = await server.call('Report/Get', { id: reportIdOf(page) }, await sessionTokenOf(page));
  if (got.status !== 200) throw new Error(`Report/Get answered ${got.status}: ${JSON.stringify(got.body)}`);
  return got.body.payload;
}
