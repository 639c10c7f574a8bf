import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openSection, openNewReport, makeMotorVehicle } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, waitForText } from '../support/page-helpers';

const IMPACT = '#field-Units-0-VehicleInformation-INITIALIMPACTCDE';
const DAMAGE = '#field-Units-0-VehicleInformation-DAMAGEAREACDE';
const VEHICLE_FACTORS = '#field-Units-0-Factors-VehicleFactors';
const DRIVER_FACTORS = '#field-Units-0-Factors-DriverFactors';

/** The accessible names of the areas of one diagram that are checked. */
const checkedAreas = (page: Page, group: string) =>
  page.$eval(`[role="${group === 'Initial Impact' ? 'radiogroup' : 'group'}"][aria-label="${group}"]`, (g) =>
    [...g.querySelectorAll('[aria-checked="true"]')].map((e) => e.getAttribute('aria-label')),
  );

const optionsOf = (page: Page, selector: string) =>
  page.$eval(selector, (s) => [...(s as HTMLSelectElement).options].map((o) => o.value));

const waitSaved = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved', {
    timeout: 15_000,
  });

describe('the vehicle body diagram and the factors dual list boxes', () => {
  const e2e = useServerAndBrowser();

  it('picks the initial impact and damage areas by mouse and keyboard, moves factors, and keeps them over a reload', async () => {
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url);

    await makeMotorVehicle(page);
    await openSection(page, 'Vehicle Information');

    // Initial impact: one click on the left front corner of the 228 x 228 drawing. The section's
    // diagram is drawn after the section opens: on a loaded machine, not at once.
    await page.waitForSelector(`[role="radiogroup"][aria-label="Initial Impact"] svg`);
    const diagram = await page.$eval(`[role="radiogroup"][aria-label="Initial Impact"] svg`, (svg) =>
      svg.getAttribute('viewBox'),
    );
    expect(diagram).toBe('0 0 228 228');
    await byRole(page, 'radio', "11 o'clock (left front corner)").click();
    await page.waitForFunction((id) => document.querySelector(id)?.getAttribute('aria-checked') === 'true', {}, IMPACT);
    expect(await checkedAreas(page, 'Initial Impact')).toEqual(["11 o'clock (left front corner)"]);
    await waitForText(page, "Picked: 11 o'clock (left front corner)");
    // Radio semantics: another pick replaces it, and picking it back restores it.
    await byRole(page, 'radio', 'Undercarriage').click();
    await page.waitForFunction(() => document.body.innerText.includes('Picked: Undercarriage'));
    expect(await checkedAreas(page, 'Initial Impact')).toEqual(['Undercarriage']);
    await byRole(page, 'radio', "11 o'clock (left front corner)").click();
    await waitForText(page, "Picked: 11 o'clock (left front corner)");

    // The damaged areas start at the area of the initial impact, filled for the officer to confirm.
    expect(await checkedAreas(page, 'Damaged Areas')).toEqual(["11 o'clock (left front corner)"]);
    expect(await page.$eval(`${DAMAGE}-source`, (e) => e.textContent)).toBe('derived, confirm');

    // Damaged areas by keyboard: Tab from the last control of Initial Impact reaches the diagram's
    // one tab stop, its picked area; Space unpicks it, and it is not picked again under the key.
    await (await byRole(page, 'button', 'Clear Initial Impact').waitHandle()).focus();
    await page.keyboard.press('Tab');
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focusedName()).toBe("11 o'clock (left front corner)");
    await page.keyboard.press('Space');
    await waitForText(page, 'Picked: none');
    expect(await checkedAreas(page, 'Damaged Areas')).toEqual([]);
    await page.keyboard.press('Home');
    expect(await focusedName()).toBe("12 o'clock (front centre)");
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe("2 o'clock (right side, front)");
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.body.innerText.includes("Picked: 2 o'clock (right side, front)"));

    // ... and by mouse: two more, then one of them unpicked.
    await byRole(page, 'checkbox', "9 o'clock (left side, centre)").click();
    await byRole(page, 'checkbox', 'Undercarriage').click();
    await waitForText(page, "Picked: 2 o'clock (right side, front); 9 o'clock (left side, centre); Undercarriage");
    await byRole(page, 'checkbox', "9 o'clock (left side, centre)").click();
    await waitForText(page, "Picked: 2 o'clock (right side, front); Undercarriage");
    expect(await checkedAreas(page, 'Damaged Areas')).toEqual(["2 o'clock (right side, front)", 'Undercarriage']);

    // Factors: Vehicle Factors (5 rows) by the Add button and a double-click, one removed by Enter.
    await openSection(page, 'Factors');
    expect(await page.$eval(VEHICLE_FACTORS, (s) => (s as HTMLSelectElement).size)).toBe(5);
    expect(await page.$eval(DRIVER_FACTORS, (s) => (s as HTMLSelectElement).size)).toBe(7);
    await page.select(VEHICLE_FACTORS, '2');
    await byRole(page, 'button', 'Add to Selected Vehicle Factors').click();
    await page.waitForFunction((id) => !document.querySelector(`${id} option[value="2"]`), {}, VEHICLE_FACTORS);
    await page.click(`${VEHICLE_FACTORS} option[value="14"]`, { count: 2 });
    await page.waitForFunction(
      (id) => document.querySelectorAll(`${id}-selected option`).length === 2,
      {},
      VEHICLE_FACTORS,
    );
    // Selected keeps the order of picking, not the list's.
    expect(await optionsOf(page, `${VEHICLE_FACTORS}-selected`)).toEqual(['2', '14']);
    expect(await optionsOf(page, VEHICLE_FACTORS)).not.toContain('14');
    await page.select(`${VEHICLE_FACTORS}-selected`, '2');
    await page.focus(`${VEHICLE_FACTORS}-selected`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (id) => document.querySelectorAll(`${id}-selected option`).length === 1,
      {},
      VEHICLE_FACTORS,
    );
    expect(await optionsOf(page, `${VEHICLE_FACTORS}-selected`)).toEqual(['14']);
    expect(await optionsOf(page, VEHICLE_FACTORS)).toContain('2');

    // Driver Factors wholly by keyboard: arrow to an item, Enter moves it.
    await page.focus(DRIVER_FACTORS);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const marked = await page.$eval(DRIVER_FACTORS, (s) => (s as HTMLSelectElement).value);
    expect(marked).not.toBe('');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (id, code) =>
        [...document.querySelectorAll(`${id}-selected option`)].some((o) => (o as HTMLOptionElement).value === code),
      {},
      DRIVER_FACTORS,
      marked,
    );

    await waitSaved(page);
    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openSection(page, 'Unit 1', 'Unit Information');
    await openSection(page, 'Vehicle Information');
    await page.waitForSelector(`[role="group"][aria-label="Damaged Areas"]`);
    expect(await checkedAreas(page, 'Initial Impact')).toEqual(["11 o'clock (left front corner)"]);
    expect(await checkedAreas(page, 'Damaged Areas')).toEqual(["2 o'clock (right side, front)", 'Undercarriage']);
    await openSection(page, 'Factors');
    expect(await optionsOf(page, `${VEHICLE_FACTORS}-selected`)).toEqual(['14']);
    expect(await optionsOf(page, `${DRIVER_FACTORS}-selected`)).toEqual([marked]);
    await context.close();
  });
});
