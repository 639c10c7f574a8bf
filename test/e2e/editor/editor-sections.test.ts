import type { BrowserContext, Dialog, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeMotorVehicle,
  openNewReport,
  openSection,
  serverReportOf,
  unitSectionEntry,
  valueOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole } from '../support/page-helpers';

/**
 * The parts of the editor's sections that only show in a browser: the unit-type rules on the
 * navigation tree, the citation autocomplete, the Unit Summary, repeated groups, the Witnesses
 * rule, the Parties Involved summary and the tree's error counts. One report is written through
 * the UI from test to test, as an officer would, and what it holds is checked on the server last.
 */

const nav = 'nav[aria-label="Report sections"]';

/**
 * The entries of the navigation tree by accessible name (label plus counts, "Driver (1 errors)"):
 * the top level, or the entries under the one labelled `under` ("Unit 2"). Null when that entry is not there.
 */
const navEntries = (page: Page, under?: string) =>
  page.$eval(
    nav,
    (tree, parent) => {
      const list = parent
        ? [...tree.querySelectorAll('button')].find((b) => b.firstElementChild?.textContent === parent)
            ?.nextElementSibling
        : tree.querySelector('ul');
      if (!list) return null;
      // The name comes from the button's content without its aria-hidden badges.
      const nameOf = (button: Element | null) => {
        const copy = button?.cloneNode(true) as Element | undefined;
        copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return (copy?.textContent ?? '').replace(/\s+/g, ' ').trim();
      };
      return [...list.children].map((li) => nameOf(li.querySelector(':scope > button')));
    },
    under ?? null,
  );

/** As navEntries, the labels only. */
const navNames = async (page: Page, under?: string) =>
  (await navEntries(page, under))?.map((label) => label.replace(/ \(\d+ (errors|warnings).*\)$/, '')) ?? null;

/** The accessible name of the top-level entry labelled `label` ("Witnesses (5 errors)"). */
const navLabel = async (page: Page, label: string) =>
  (await navEntries(page))?.find((l) => l === label || l.startsWith(`${label} (`)) ?? null;

/** Opens a unit's section by its entry under "Unit n" in the tree, and waits for its title. */
async function openUnitSection(page: Page, unit: number, label: string) {
  const button = await unitSectionEntry(page, unit, label);
  if (!button)
    throw new Error(`Unit ${unit} lists no ${label}: ${JSON.stringify(await navNames(page, `Unit ${unit}`))}`);
  await button.click();
  await page.waitForFunction(
    (title) => document.getElementById('section-title')?.textContent === title,
    {},
    `${label} — Unit ${unit}`,
  );
}

/** Types into a field as an officer does, replacing what it held. */
async function typeInto(page: Page, id: string, text: string) {
  await page.click(`#${id}`, { count: 3 });
  await page.keyboard.type(text);
}

/** Chooses a unit's type in its Unit Information, once the code lists have filled the choices. */
async function setUnitType(page: Page, unit: number, code: string) {
  const select = `#field-Units-${unit - 1}-UnitInformation-UNITTYPECDE`;
  await openUnitSection(page, unit, 'Unit Information');
  await page.waitForFunction(
    (s) => ((document.querySelector(s) as HTMLSelectElement).options.length ?? 0) > 3,
    {},
    select,
  );
  await page.select(select, code);
}

/** The suggestions the field's list offers now (code and label), not counting the typed text itself. */
const suggestionsOf = (page: Page, id: string) =>
  page.$eval(`#${id}`, (input) => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    return [...(list?.querySelectorAll<HTMLElement>('[role="option"][data-code]') ?? [])].map((o) => ({
      code: o.dataset.code ?? '',
      label: o.querySelector('[data-label]')?.textContent ?? null,
    }));
  });

/** Clicks one of a field's suggestions in its list. Fails when the suggestion is not offered. */
async function pickSuggestion(page: Page, id: string, code: string) {
  const list = await page.$eval(`#${id}`, (input) => input.getAttribute('aria-controls'));
  const option = list ? await page.$(`[id="${list}"] [role="option"][data-code="${code}"]`) : null;
  if (!option) throw new Error(`${code} is not offered`);
  await option.click();
}

/** The items of a repeated group on screen: each legend with the value of its field `key`. */
const itemsOf = (page: Page, group: string, key: string) =>
  page.$$eval(
    `[data-editor-panel] section[aria-label="${group}"] > fieldset`,
    (sets, k) =>
      sets.map((set) => [
        set.querySelector('legend')?.textContent,
        (set.querySelector(`[id$="-${k}"]`) as HTMLInputElement | null)?.value,
      ]),
    key,
  );

/** The buttons of the open section, by text. */
const buttonsOf = (page: Page) =>
  page.$$eval('[data-editor-panel] button', (buttons) => buttons.map((b) => b.textContent));

/** The Unit Summary's lines ("Unit 2: Motor Vehicle in Transport · FORD F150"). */
const unitSummary = (page: Page) =>
  page.$$eval('[data-editor-panel] li > span:first-child', (spans) => spans.map((s) => s.textContent?.trim()));

/** Unit 1, the pedestrian: the vehicle typed while it was a motor vehicle is kept, hidden, and not named. */
const UNIT_1 = 'Unit 1: Pedestrian';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000, interval: 50 });

const VEHICLE_UNIT = [
  'Unit Information',
  'Vehicle Information',
  'CMV Information',
  'Trailer Information',
  'Driver',
  'Owner',
  'Passengers',
  'Factors',
];
/** A non-motorist keeps the person (Driver) and Factors; the vehicle sections give way to Non-Motorist. */
const NON_MOTORIST_UNIT = ['Unit Information', 'Driver', 'Non-Motorist', 'Factors'];

describe('the editor sections, units and summaries', () => {
  const e2e = useServerAndBrowser();
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openNewReport(e2e.browser, e2e.server.url));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('swaps the vehicle sections and Non-Motorist as the unit type changes, keeping what was typed in either', async () => {
    // Without a type the unit shows the vehicle sections and asks for its type.
    expect(await navNames(page, 'Unit 1')).toEqual(VEHICLE_UNIT);
    expect((await navEntries(page, 'Unit 1'))?.[0]).toBe('Unit Information (1 errors)');

    await makeMotorVehicle(page, 0);
    await poll(() => navNames(page, 'Unit 1')).toEqual(VEHICLE_UNIT);
    // The type is answered; a motor vehicle's own details are asked for now. The tree lists the
    // same sections before and after, so its counts are waited for, not read at once.
    await poll(async () => (await navEntries(page, 'Unit 1'))?.[0]).toBe('Unit Information');
    await poll(async () => (await navEntries(page, 'Unit 1'))?.[1]).toMatch(/^Vehicle Information \(\d+ errors\)$/);
    await openUnitSection(page, 1, 'Vehicle Information');
    await typeInto(page, 'field-Units-0-VehicleInformation-VEHMAKETXT', 'toyota');
    await typeInto(page, 'field-Units-0-VehicleInformation-VEHMODELTXT', 'camry');
    await openUnitSection(page, 1, 'Driver');
    await typeInto(page, 'field-Units-0-Driver-NAMELASTTXT', 'doe');
    await typeInto(page, 'field-Units-0-Driver-NAMEFIRSTTXT', 'jane');

    await setUnitType(page, 1, '22'); // Pedestrian
    await poll(() => navNames(page, 'Unit 1')).toEqual(NON_MOTORIST_UNIT);
    await openUnitSection(page, 1, 'Non-Motorist');
    await page.select('#field-Units-0-NonMotorist-ACTIONCDE', '4');

    await setUnitType(page, 1, '21'); // Parked Motor Vehicle: a motor vehicle again
    await poll(() => navNames(page, 'Unit 1')).toEqual(VEHICLE_UNIT);
    await openUnitSection(page, 1, 'Vehicle Information');
    expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHMAKETXT')).toBe('TOYOTA');
    expect(await valueOf(page, 'field-Units-0-VehicleInformation-VEHMODELTXT')).toBe('CAMRY');

    await setUnitType(page, 1, '22');
    await poll(() => navNames(page, 'Unit 1')).toEqual(NON_MOTORIST_UNIT);
    await openUnitSection(page, 1, 'Non-Motorist');
    expect(await valueOf(page, 'field-Units-0-NonMotorist-ACTIONCDE')).toBe('4');
    await openUnitSection(page, 1, 'Driver');
    expect(await valueOf(page, 'field-Units-0-Driver-NAMELASTTXT')).toBe('DOE');
  });

  it('suggests citations from list 340 from the second character, fills a picked one, and keeps free text', async () => {
    await openUnitSection(page, 1, 'Non-Motorist');
    const first = 'field-Units-0-NonMotorist-Citations-0-ICCDE';
    await page.click(`#${first}`);
    await page.keyboard.type('r');
    // Suggestions follow the keystroke in the same render: none for one character is not a wait too short.
    expect(await suggestionsOf(page, first)).toEqual([]);
    await page.keyboard.type('e');
    const offered = await suggestionsOf(page, first);
    expect(offered).toContainEqual({ code: 'IC 9-21-8-52', label: 'Reckless driving' });
    expect(offered.every((s) => /^re/i.test(s.code) || /re/i.test(s.label ?? ''))).toBe(true);
    await page.keyboard.type('ckl');
    expect((await suggestionsOf(page, first)).map((s) => s.code)).toContain('IC 9-21-8-52');
    await pickSuggestion(page, first, 'IC 9-21-8-52');
    expect(await valueOf(page, first)).toBe('IC 9-21-8-52');

    await byRole(page, 'button', 'Add Citation').click();
    const second = 'field-Units-0-NonMotorist-Citations-1-ICCDE';
    await typeInto(page, second, 'local ord 12');
    expect(await suggestionsOf(page, second)).toEqual([]);
    expect(await valueOf(page, second)).toBe('LOCAL ORD 12');
    // Free text is a valid citation: no message beside it, nothing counted against the section.
    expect(await page.$(`#${second}-error`)).toBeNull();
    expect(await page.$eval(`#${second}`, (i) => i.getAttribute('aria-invalid'))).toBeNull();
    await poll(async () => (await navEntries(page, 'Unit 1'))?.find((l) => l.startsWith('Non-Motorist'))).toBe(
      'Non-Motorist',
    );

    await openUnitSection(page, 1, 'Driver');
    await openUnitSection(page, 1, 'Non-Motorist');
    expect(await itemsOf(page, 'Citations', 'ICCDE')).toEqual([
      ['Citation 1', 'IC 9-21-8-52'],
      ['Citation 2', 'LOCAL ORD 12'],
    ]);
  });

  it('adds units from the Unit Summary, edits one, and deletes the one chosen', async () => {
    await openSection(page, 'Unit Summary');
    expect(await unitSummary(page)).toEqual([UNIT_1]);
    // The last unit cannot go (a report has at least one).
    expect(await buttonsOf(page)).not.toContain('Delete Unit 1');

    await byRole(page, 'button', 'Add Unit').click();
    await poll(() => unitSummary(page)).toEqual([UNIT_1, 'Unit 2: type not set']);
    expect(await navNames(page, 'Unit Summary')).toEqual(['Unit 1', 'Unit 2']);
    await byRole(page, 'button', 'Edit Unit 2').click();
    await page.waitForFunction(
      () => document.getElementById('section-title')?.textContent === 'Unit Information — Unit 2',
    );
    await setUnitType(page, 2, '24'); // Pedalcyclist

    await openSection(page, 'Unit Summary');
    await byRole(page, 'button', 'Add Unit').click();
    await poll(() => navNames(page, 'Unit Summary')).toEqual(['Unit 1', 'Unit 2', 'Unit 3']);
    await setUnitType(page, 3, '20');
    await openUnitSection(page, 3, 'Vehicle Information');
    await typeInto(page, 'field-Units-2-VehicleInformation-VEHMAKETXT', 'ford');
    await typeInto(page, 'field-Units-2-VehicleInformation-VEHMODELTXT', 'f150');

    await openSection(page, 'Unit Summary');
    expect(await unitSummary(page)).toEqual([
      UNIT_1,
      'Unit 2: Pedalcyclist',
      'Unit 3: Motor Vehicle in Transport · FORD F150',
    ]);
    // Deleting asks first; answered No, nothing changes.
    const questions: string[] = [];
    const answer = (accept: boolean) => (dialog: Dialog) => {
      questions.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    };
    page.removeAllListeners('dialog');
    page.once('dialog', answer(false));
    await byRole(page, 'button', 'Delete Unit 2').click();
    await poll(async () => questions.length).toBe(1);
    expect(questions[0]).toBe('Delete Unit 2 and everything entered for it (vehicle, people, factors)?');
    expect(await unitSummary(page)).toHaveLength(3);
    page.once('dialog', answer(true));
    await byRole(page, 'button', 'Delete Unit 2').click();
    page.on('dialog', (dialog) => void dialog.accept());
    // The pedalcyclist is gone; the Ford moves up to Unit 2, in the summary and in the tree.
    await poll(() => unitSummary(page)).toEqual([UNIT_1, 'Unit 2: Motor Vehicle in Transport · FORD F150']);
    expect(await navNames(page, 'Unit Summary')).toEqual(['Unit 1', 'Unit 2']);
    await poll(() => navNames(page, 'Unit 2')).toEqual(VEHICLE_UNIT);
    await byRole(page, 'button', 'Edit Unit 2').click();
    await page.waitForFunction(
      () => document.getElementById('section-title')?.textContent === 'Unit Information — Unit 2',
    );
    expect(await valueOf(page, 'field-Units-1-UnitInformation-UNITTYPECDE')).toBe('20');
  });

  it('adds and removes assisting officers (none or more) and damaged public property (one or more)', async () => {
    await openSection(page, 'General Information');
    const officers = () => itemsOf(page, 'Assisting Officers', 'OFFICERNAMETXT');
    expect(await officers()).toEqual([]);
    expect(await buttonsOf(page)).toContain('Add Assisting Officer');
    await byRole(page, 'button', 'Add Assisting Officer').click();
    await byRole(page, 'button', 'Add Assisting Officer').click();
    await typeInto(page, 'field-GeneralInformation-AssistingOfficers-0-OFFICERNAMETXT', 'adams');
    await typeInto(page, 'field-GeneralInformation-AssistingOfficers-1-OFFICERNAMETXT', 'baker');
    expect(await officers()).toEqual([
      ['Assisting Officer 1', 'ADAMS'],
      ['Assisting Officer 2', 'BAKER'],
    ]);
    await byRole(page, 'button', 'Remove Assisting Officer 1').click();
    await poll(officers).toEqual([['Assisting Officer 1', 'BAKER']]);
    // None is allowed: the last one can go too.
    await byRole(page, 'button', 'Remove Assisting Officer 1').click();
    await poll(officers).toEqual([]);
    expect(await page.$eval('[data-editor-panel]', (m) => m.textContent)).toContain('No assisting officer entered.');

    await openSection(page, 'Crash Details');
    const damaged = () => itemsOf(page, 'Public Property Damage', 'PROPNAMETXT');
    expect(await damaged()).toEqual([['Damaged Property 1', '']]);
    // At least one: the only item has no Remove.
    expect(await buttonsOf(page)).not.toContain('Remove Damaged Property 1');
    await typeInto(page, 'field-CrashDetails-PublicPropertyDamage-0-PROPNAMETXT', 'guard rail');
    await byRole(page, 'button', 'Add Damaged Property').click();
    await typeInto(page, 'field-CrashDetails-PublicPropertyDamage-1-PROPNAMETXT', 'light pole');
    await typeInto(page, 'field-CrashDetails-PublicPropertyDamage-1-OWNERNAMETXT', 'city of muncie');
    expect(await damaged()).toEqual([
      ['Damaged Property 1', 'GUARD RAIL'],
      ['Damaged Property 2', 'LIGHT POLE'],
    ]);
    await byRole(page, 'button', 'Remove Damaged Property 1').click();
    await poll(damaged).toEqual([['Damaged Property 1', 'LIGHT POLE']]);
    expect(await valueOf(page, 'field-CrashDetails-PublicPropertyDamage-0-OWNERNAMETXT')).toBe('CITY OF MUNCIE');
    expect(await buttonsOf(page)).not.toContain('Remove Damaged Property 1');
  });

  it('lists Witnesses only while WitnessesInd says Yes, and counts errors per section as fields are filled', async () => {
    await openSection(page, 'General Information');
    const general = await navLabel(page, 'General Information');
    const errorsOf = (label: string | null) => Number(/\((\d+) errors/.exec(label ?? '')?.[1] ?? 0);
    const before = errorsOf(general);
    expect(general).toMatch(/^General Information \(\d+ errors/);
    expect(before).toBeGreaterThan(0);
    await typeInto(page, 'field-GeneralInformation-LocalCodeTxt', 'case-7');
    await poll(async () => errorsOf(await navLabel(page, 'General Information'))).toBe(before - 1);

    await openSection(page, 'Crash Details');
    const crash = errorsOf(await navLabel(page, 'Crash Details'));
    // Not answered yet: Witnesses is listed (shown unless the indicator says No).
    expect(await navNames(page)).toContain('Witnesses');
    const witnessesInd = (value: '0' | '1') =>
      page.click(`input[name="field-CrashDetails-WitnessesInd"][value="${value}"]`);

    await witnessesInd('1'); // No
    await poll(async () => (await navNames(page))?.includes('Witnesses')).toBe(false);
    await poll(async () => errorsOf(await navLabel(page, 'Crash Details'))).toBe(crash - 1);

    await witnessesInd('0'); // Yes: witness 1's five details are now required
    await poll(() => navLabel(page, 'Witnesses')).toBe('Witnesses (5 errors)');
    await openSection(page, 'Witnesses');
    await typeInto(page, 'field-Witnesses-0-NAMETXT', 'quincy adams');
    await poll(() => navLabel(page, 'Witnesses')).toBe('Witnesses (4 errors)');
    await page.select('#field-Witnesses-0-TYPECDE', 'W');
    await poll(() => navLabel(page, 'Witnesses')).toBe('Witnesses (3 errors)');

    await openSection(page, 'Crash Details');
    await witnessesInd('1');
    await poll(async () => (await navNames(page))?.includes('Witnesses')).toBe(false);
    await witnessesInd('0');
    await poll(() => navLabel(page, 'Witnesses')).toBe('Witnesses (3 errors)');
    await openSection(page, 'Witnesses');
    expect(await valueOf(page, 'field-Witnesses-0-NAMETXT')).toBe('QUINCY ADAMS');
  });

  it('lists the people entered in Parties Involved, by unit and role', async () => {
    await openUnitSection(page, 2, 'Passengers');
    await byRole(page, 'button', 'Add Passenger').click();
    await typeInto(page, 'field-Units-1-Passengers-0-NAMELASTTXT', 'roe');
    await typeInto(page, 'field-Units-1-Passengers-0-NAMEFIRSTTXT', 'richard');
    await openUnitSection(page, 2, 'Owner');
    await typeInto(page, 'field-Units-1-Owner-NAMELASTTXT', 'roe');

    await openSection(page, 'Parties Involved');
    const rows = await page.$$eval('[data-editor-panel] tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );
    expect(rows).toEqual([
      ['1', 'Driver', 'DOE, JANE'],
      ['2', 'Owner', 'ROE'],
      ['2', 'Passenger', 'ROE, RICHARD'],
    ]);
  });

  it('saves all of it: values of hidden sections, free-text citations, the units as left', async () => {
    await waitForSaveState(page, 'saved');
    const { data } = await serverReportOf(page, e2e.server);
    expect(data.Units).toHaveLength(2);
    expect(data.Units[0]).toMatchObject({
      UnitInformation: { UNITTYPECDE: '22' },
      VehicleInformation: { VEHMAKETXT: 'TOYOTA', VEHMODELTXT: 'CAMRY' },
      NonMotorist: { ACTIONCDE: '4', Citations: [{ ICCDE: 'IC 9-21-8-52' }, { ICCDE: 'LOCAL ORD 12' }] },
    });
    expect(data.Units[1]).toMatchObject({
      UnitInformation: { UNITTYPECDE: '20' },
      VehicleInformation: { VEHMAKETXT: 'FORD', VEHMODELTXT: 'F150' },
    });
    expect(data.GeneralInformation.AssistingOfficers).toEqual([]);
    expect(data.CrashDetails.PublicPropertyDamage).toEqual([
      // Every item carries its stable id (lib/forms/definition/item-ids.ts).
      { $id: expect.any(String), PROPNAMETXT: 'LIGHT POLE', OWNERNAMETXT: 'CITY OF MUNCIE' },
    ]);
    expect(data.CrashDetails.WitnessesInd).toBe('0');
  });

  it('takes a citation from the keyboard: Enter keeps the typed text, Down then Enter picks a suggestion', async () => {
    await openUnitSection(page, 1, 'Non-Motorist');
    await byRole(page, 'button', 'Add Citation').click();
    const third = 'field-Units-0-NonMotorist-Citations-2-ICCDE';
    await typeInto(page, third, 're');
    expect((await suggestionsOf(page, third)).length).toBeGreaterThan(0);
    expect(await page.$eval(`#${third}`, (i) => i.getAttribute('aria-expanded'))).toBe('true');
    await page.keyboard.press('Enter');
    expect(await valueOf(page, third)).toBe('RE');
    expect(await page.$eval(`#${third}`, (i) => i.getAttribute('aria-expanded'))).toBe('false');

    await typeInto(page, third, 'reckl');
    const [first] = await suggestionsOf(page, third);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await valueOf(page, third)).toBe(first?.code);

    await typeInto(page, third, 'ic 9');
    await page.keyboard.press('Escape');
    expect(await page.$eval(`#${third}`, (i) => i.getAttribute('aria-expanded'))).toBe('false');
    expect(await valueOf(page, third)).toBe('IC 9');
    await expect
      .poll(async () => (await serverReportOf(page, e2e.server)).data.Units[0].NonMotorist.Citations[2], {
        timeout: 15_000,
      })
      .toEqual({ $id: expect.any(String), ICCDE: 'IC 9' });
  });
});
