import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import {
  makeMotorVehicle,
  openNewReport,
  openSection,
  serverReportOf,
  sourceOf,
  valueOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { byRole, waitForText } from '../support/page-helpers';

/**
 * Values the officer does not type twice (docs/rules/report-editor.md, "Values filled for the officer"): the counts follow the units, the day of week
 * the date, the owner the driver, and a passenger takes the driver's address in one pick.
 */

const COUNT = 'field-CrashDetails-MotorVehInvolvedNmb';
const INJURED = 'field-CrashDetails-InjuredNmb';

async function typeInto(page: Page, id: string, text: string) {
  await page.click(`#${id}`);
  // Everything in it selected (a text area's Home and End keep to one line), so typing replaces it.
  await page.$eval(`#${id}`, (e) => (e as HTMLInputElement).select());
  await page.keyboard.type(text);
}

describe('values filled for the officer', () => {
  const fixture = useServerAndBrowser();

  it('derives the counts and the day of week, copies the driver to the owner and an address to a passenger, drafts the narrative', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);

    await typeInto(page, 'field-GeneralInformation-CollDte', '11272026');
    await waitForText(page, 'Day of week: Friday');

    await makeMotorVehicle(page, 0);
    await openSection(page, 'Unit Summary');
    await byRole(page, 'button', 'Add Unit').click();
    await makeMotorVehicle(page, 1);

    await openSection(page, 'Crash Details');
    expect(await valueOf(page, COUNT)).toBe('2');
    expect(await sourceOf(page, COUNT)).toBe('derived, confirm');
    expect(await valueOf(page, INJURED)).toBe('0');

    // The officer corrects a count: it is the officer's from then on.
    await typeInto(page, COUNT, '3');
    expect(await sourceOf(page, COUNT)).toBeNull();

    // The officer deletes the derived occupants and types their own: the derived "1" does not come
    // back under the caret (it made "12"), and leaving the field keeps what they typed.
    await openSection(page, 'Vehicle Information');
    const OCCUPANTS = 'field-Units-0-VehicleInformation-OCCUPSNMB';
    expect(await valueOf(page, OCCUPANTS)).toBe('1');
    await page.click(`#${OCCUPANTS}`);
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    expect(await valueOf(page, OCCUPANTS)).toBe('');
    await page.keyboard.type('2');
    expect(await valueOf(page, OCCUPANTS)).toBe('2');
    await page.keyboard.press('Tab');
    expect(await valueOf(page, OCCUPANTS)).toBe('2');

    await openSection(page, 'Driver');
    await typeInto(page, 'field-Units-0-Driver-NAMELASTTXT', 'smith');
    await typeInto(page, 'field-Units-0-Driver-NAMEFIRSTTXT', 'ann');
    await typeInto(page, 'field-Units-0-Driver-ADDRSTREETTXT', '1 main st');
    await typeInto(page, 'field-Units-0-Driver-ADDRZIPTXT', '46204');
    // Injured: the driver's status follows into Number Injured.
    await page.select('#field-Units-0-Driver-INJSTATUSCDE', '2');
    // Driver Owns the Vehicle is coded Yes=1 (lib/forms/definition/builders.ts, YES_1_NO_0).
    await page.click(`input[name="field-Units-0-Driver-VehicleOwnerInd"][value="1"]`);

    await openSection(page, 'Owner');
    expect(await valueOf(page, 'field-Units-0-Owner-NAMELASTTXT')).toBe('SMITH');
    expect(await valueOf(page, 'field-Units-0-Owner-ADDRSTREETTXT')).toBe('1 MAIN ST');
    expect(await sourceOf(page, 'field-Units-0-Owner-NAMELASTTXT')).toBe('from the driver');

    await openSection(page, 'Passengers');
    await byRole(page, 'button', 'Add Passenger').click();
    const take = await page.waitForSelector('select ::-p-aria(Take from this report)');
    await take!.focus();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('option')].some((o) => o.textContent === 'Driver of unit 1: SMITH, ANN'),
    );
    const driverOption = await page.$eval(
      'select ::-p-aria(Take from this report)',
      (s) => [...(s as HTMLSelectElement).options].find((o) => o.textContent === 'Driver of unit 1: SMITH, ANN')!.value,
    );
    await page.select('select ::-p-aria(Take from this report)', driverOption);
    await byRole(page, 'button', 'Copy address to passenger 1 of unit 1').click();
    await waitForText(page, 'Took the address of Driver of unit 1: SMITH, ANN for passenger 1 of unit 1.');
    expect(await valueOf(page, 'field-Units-0-Passengers-0-ADDRSTREETTXT')).toBe('1 MAIN ST');
    expect(await valueOf(page, 'field-Units-0-Passengers-0-NAMELASTTXT')).toBe('');

    // The narrative drafted from what is coded; dictation is offered as the browser's on-device
    // recognition allows, else its reason is shown instead of a recogniser that might send audio away.
    await openSection(page, 'Narrative');
    const onDevice = await page.evaluate(async () => {
      type Recogniser = { available?: (o: object) => Promise<string> };
      const scope = window as unknown as { SpeechRecognition?: Recogniser; webkitSpeechRecognition?: Recogniser };
      const R = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
      return R?.available ? R.available({ langs: ['en-US'], processLocally: true }).catch(() => 'refused') : 'none';
    });
    const offered: Record<string, string> = {
      available: 'Dictate (on this device)',
      downloadable: 'Install on-device dictation',
    };
    await waitForText(
      page,
      offered[onDevice] ?? 'Dictation is off: this browser does not recognise speech on the device',
    );
    await byRole(page, 'button', 'Draft the narrative').click();
    const narrative = 'field-Narrative-NarrativeTxt';
    await page.waitForFunction(
      (id) => (document.getElementById(id) as HTMLTextAreaElement).value !== '',
      {},
      narrative,
    );
    expect(await valueOf(page, narrative)).toMatch(
      /^On 11\/27\/2026, Unit 1, a vehicle driven by ANN SMITH, was involved\. Unit 2, a vehicle, was involved\.\n\nThe driver of Unit 1 \(ANN SMITH\) had a suspected minor injury \(B\)\.$/,
    );
    expect(await sourceOf(page, narrative)).toBe('derived, confirm');
    await waitForText(page, 'Not in the draft until coded:');
    // Drafting over a written narrative asks first; keeping it changes nothing.
    await typeInto(page, narrative, 'Written by the officer.');
    await byRole(page, 'button', 'Draft the narrative').click();
    await byRole(page, 'button', 'Keep mine').click();
    expect(await valueOf(page, narrative)).toBe('Written by the officer.');

    await waitForSaveState(page, 'saved');
    const saved = await serverReportOf(page, fixture.server);
    expect(saved.data.CrashDetails).toMatchObject({ MotorVehInvolvedNmb: '3', InjuredNmb: '1' });
    expect(saved.provenance).toMatchObject({
      'CrashDetails.InjuredNmb': 'derived',
      'Units.0.Owner.NAMELASTTXT': 'sameAsDriver',
      'Units.0.Passengers.0.ADDRSTREETTXT': 'copied',
    });
    expect(saved.provenance['CrashDetails.MotorVehInvolvedNmb']).toBeUndefined();

    // The count the officer typed that the units contradict is a warning in the panel.
    await page.reload();
    await waitForText(page, 'Number of Motor Vehicles is 3, but the units and people say 2.');
    await context.close();
  });

  it('fills what a unit that left the scene plainly has, and does not ask for what cannot be known of it', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await makeMotorVehicle(page, 0);
    // Left the Scene is coded Yes=1 (lib/forms/definition/builders.ts, YES_1_NO_0).
    await page.click('input[name="field-Units-0-UnitInformation-LEFTSCENEIND"][value="1"]');
    await openSection(page, 'Vehicle Information');
    expect(await page.$eval('#field-Units-0-VehicleInformation-VINTXT', (e) => (e as HTMLInputElement).disabled)).toBe(
      true,
    );
    expect(
      await page.$eval(
        'input[name="field-Units-0-VehicleInformation-TOWEDIND"][value="0"]',
        (e) => (e as HTMLInputElement).checked,
      ),
    ).toBe(true);
    await openSection(page, 'Crash Details');
    expect(
      await page.$eval('input[name="field-CrashDetails-HitRunInd"][value="1"]', (e) => (e as HTMLInputElement).checked),
    ).toBe(true);
    // A yes/no question carries its mark in its fieldset, beside the legend.
    expect(await page.$eval('#field-CrashDetails-HitRunInd-source', (e) => e.textContent)).toBe(
      'from the unit leaving the scene',
    );
    await context.close();
  });
});
