import type { ElementHandle, Page } from 'puppeteer-core';
import { childWindowOpenedBy } from '../child-windows';
import type { CountingOfficer } from './counting-officer';
import { openRmsPage, SEND_TO_REPORT, type AppWithExtension } from '../extension-app';
import { byRole, waitForText } from '../page-helpers';

/** The RMS page holding the crash's four returns (test/fixtures/rms). */
export const CRASH_RETURNS_PAGE = 'two-vehicle-crash.html';

/** Opens the RMS page: a navigation the officer makes, one click. */
async function openCrashReturns(officer: CountingOfficer, e2e: AppWithExtension): Promise<Page> {
  officer.tally.click();
  return openRmsPage(e2e, CRASH_RETURNS_PAGE);
}

/** Presses the RMS page's Send to report beside the record naming `match` (a click), and waits until it is sent. */
async function send(officer: CountingOfficer, match: string) {
  await officer.click(officer.page.locator(`${SEND_TO_REPORT}[aria-label*="${match}"]`));
  await officer.page.waitForFunction(
    (wanted) => {
      const roots = [...document.querySelectorAll('*')].map((h) => h.shadowRoot).filter((r) => r !== null);
      const root = roots.find((r) => r.querySelector('button')?.getAttribute('aria-label')?.includes(wanted));
      const said = root?.querySelector('[role="status"]')?.textContent ?? '';
      return said && said !== 'Sending…';
    },
    { timeout: 15_000 },
    match,
  );
}

/** Presses the records window's `button` on the record whose line names `match`: applying a return is one answer. */
async function apply(officer: CountingOfficer, match: string, button: string, unit: number) {
  const records = officer.page;
  const chosen = await records.$eval('select', (s) => (s as HTMLSelectElement).value);
  if (chosen !== String(unit - 1)) await officer.pick('select', String(unit - 1), 'records window: Apply to unit');
  const found = await records.waitForFunction(
    (m, b) =>
      [
        ...([...document.querySelectorAll('li')]
          .find((li) => li.querySelector('p')?.textContent?.includes(m))
          ?.querySelectorAll('button') ?? []),
      ].find((control) => control.textContent === b),
    { timeout: 15_000 },
    match,
    button,
  );
  const control = found.asElement() as ElementHandle<HTMLButtonElement> | null;
  if (!control) throw new Error(`The records window lists no ${match} to ${button}.`);
  await officer.answerBy(control, `records window: ${button}`);
  await waitForText(records, `Applied to unit ${unit}`);
}

/**
 * The four returns of the crash: sent from the RMS page by the extension, then applied in the
 * records window to each unit's driver, and vehicle and owner. The units must exist first.
 */
export async function captureReturns(officer: CountingOfficer, e2e: AppWithExtension) {
  const rms = officer.in(await openCrashReturns(officer, e2e));
  for (const match of ['QUILLFEATHER', 'ABC123', 'HOLLOWAY', 'JKL552']) await send(rms, match);
  await rms.page.close();

  const app = officer.page;
  await app.bringToFront();
  await waitForText(app, '4 records from the RMS arrived', 30_000);
  const records = officer.in(
    await childWindowOpenedBy(app, () => officer.click(byRole(app, 'button', 'Show records'))),
  );
  await apply(records, 'QUILLFEATHER', 'Apply to driver', 1);
  await apply(records, 'ABC123', 'Apply to vehicle and owner', 1);
  await apply(records, 'HOLLOWAY', 'Apply to driver', 2);
  await apply(records, 'JKL552', 'Apply to vehicle and owner', 2);
  await records.click(byRole(records.page, 'button', 'Close'));
  await app.bringToFront();
}
