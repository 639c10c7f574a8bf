import type { CountingOfficer } from './counting-officer';
import { unitSectionEntry } from './editor-helpers';

const NAV = 'nav[aria-label="Report sections"]';

/** Opens a top-level section ("Crash Details") by its navigation entry: one click. */
export async function goTo(officer: CountingOfficer, label: string) {
  await officer.click(officer.page.locator(`${NAV} button ::-p-text(${label})`));
  await officer.page.waitForFunction(
    (t) => document.getElementById('section-title')?.textContent?.startsWith(t),
    {},
    label,
  );
}

/** Opens a unit's section by its entry under "Unit n" (opening the unit first when its entries are not shown). */
export async function goToUnit(officer: CountingOfficer, unit: number, label: string) {
  const page = officer.page;
  const find = () => unitSectionEntry(page, unit, label);
  let entry = await find();
  if (!entry) {
    await officer.click(page.locator(`${NAV} button ::-p-text(Unit ${unit})`));
    await page.waitForFunction(
      (t) => document.getElementById('section-title')?.textContent?.includes(t),
      {},
      `Unit ${unit}`,
    );
    if (label === 'Unit Information') return;
    entry = await find();
  }
  if (!entry) throw new Error(`Unit ${unit} lists no ${label}.`);
  // Scrolled to the middle: at the top of the window the header would take the click.
  await entry.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await entry.click();
  officer.tally.click();
  await page.waitForFunction(
    (title) => document.getElementById('section-title')?.textContent === title,
    {},
    `${label} — Unit ${unit}`,
  );
}
