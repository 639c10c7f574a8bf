import type { Page } from 'puppeteer-core';
import { fieldId } from '../../app/editor/controls/field-id';
import { UNITS, WITNESSES } from './large-report';
import { keystrokeCpu, startTrace } from './main-thread-cpu';
import type { KeySample } from './page-probes';
import { openSection } from './bench-report-sections';
import { sleep, typeTimed } from './timed-typing';

/** A brisk typist: one key every 100 ms, so autosave (after an 800 ms pause) waits for the end of a word run. */
export const KEY_GAP_MS = 100;
const LAST_UNIT = `Unit ${UNITS}`;

/** A field of the 30-unit report the benches type in (large-report.ts), and what they type. */
export interface Target {
  name: string;
  section: string;
  unit?: string;
  path: string;
  text: string;
  /** The field's maximum length: the field is emptied (unmeasured) before it would be reached. */
  clearEvery?: number;
}

export const targets: Target[] = [
  {
    name: `${LAST_UNIT} Driver, Last Name`,
    section: 'Driver',
    unit: LAST_UNIT,
    path: `Units.${UNITS - 1}.Driver.NAMELASTTXT`,
    text: 'ABCDEFGHIJKLMNOPQRSTUVWXYABCDEFGHIJKLMNOPQRSTUVWXY',
    clearEvery: 25,
  },
  {
    name: 'General Information, Local Code (the section that opens first)',
    section: 'General Information',
    path: 'GeneralInformation.LocalCodeTxt',
    text: 'CASE-2026-0001-ABCDECASE-2026-0002-ABCDECASE-20260',
    clearEvery: 20,
  },
  {
    name: `Witnesses (${WITNESSES} items, the largest section), Location of Witness ${WITNESSES}`,
    section: 'Witnesses',
    path: `Witnesses.${WITNESSES - 1}.LOCATIONTXT`,
    text: ' LOOKING NORTH FROM THE BUS STOP AT THE SOUTHWEST ',
  },
  {
    name: 'Narrative (a 3,200-character text area)',
    section: 'Narrative',
    path: 'Narrative.NarrativeTxt',
    text: ' The driver of Unit 12 said the brakes felt soft..',
  },
];

async function waitUntilSaved(page: Page) {
  await page.waitForFunction(
    `document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved'`,
    { polling: 100, timeout: 30_000 },
  );
}

/** Types the target's text into its field, one key every KEY_GAP_MS: each key's times and the main thread's CPU per key. */
export async function typeInto(page: Page, target: Target) {
  await openSection(page, target.section, target.unit);
  const selector = `#${fieldId(target.path)}`;
  await page.waitForSelector(selector, { timeout: 15_000 });
  await page.focus(selector);
  await page.$eval(selector, (el) => {
    const field = el as HTMLInputElement | HTMLTextAreaElement;
    field.setSelectionRange(field.value.length, field.value.length);
  });
  await page.evaluate('window.__keys.samples = []; window.__keys.failures = []');
  const size = target.clearEvery ?? target.text.length;
  const cpu: number[] = [];
  let typed = 0;
  for (let at = 0; at < target.text.length; at += size) {
    if (target.clearEvery) {
      // Emptying the field is not timed: the probe only times character keys while armed.
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await sleep(KEY_GAP_MS);
    }
    await startTrace(page);
    await page.evaluate('window.__keys.armed = true');
    typed = await typeTimed(page, target.text.slice(at, at + size), typed, KEY_GAP_MS);
    await page.evaluate('window.__keys.armed = false');
    cpu.push(...(await keystrokeCpu(page)));
  }
  const result = (await page.evaluate('({ samples: window.__keys.samples, failures: window.__keys.failures })')) as {
    samples: KeySample[];
    failures: string[];
  };
  await waitUntilSaved(page);
  return { ...result, cpu };
}
