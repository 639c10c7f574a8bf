import type { KeyInput, Page } from 'puppeteer-core';

/** What the officer presses: a locator or an element handle. */
type Pressable = { click: () => Promise<unknown> };

/**
 * What an officer did to write a report (docs/rules/report-editor.md, "Officer effort"): each value typed or picked,
 * by field, and every other click apart. A value is one answer, however long: a field typed, an
 * option picked, a radio or box chosen, a record applied, a diagram symbol placed, moved or turned.
 */
export class EffortTally {
  values = 0;
  clicks = 0;
  /** Keys pressed for typed values: a long narrative is one value but many keys. */
  keys = 0;
  /** Values the officer found already right on the screen (filled for them) and left as they were. */
  found = 0;
  readonly byField = new Map<string, number>();
  readonly foundByField = new Map<string, number>();

  value(field: string, keys = 0) {
    this.values += 1;
    this.keys += keys;
    this.byField.set(field, (this.byField.get(field) ?? 0) + 1);
  }

  click() {
    this.clicks += 1;
  }

  foundFilled(field: string) {
    this.found += 1;
    this.foundByField.set(field, (this.foundByField.get(field) ?? 0) + 1);
  }
}

/** Typed keys and what a field shows agree: a masked field's digits alone, text in any case. */
const shows = (shown: string, keys: string) =>
  /^\d+$/.test(keys) ? shown.replace(/\D/g, '') === keys : shown.trim().toUpperCase() === keys.trim().toUpperCase();

/** "field-Units-1-Driver-NAMELASTTXT" -> "Units.*.Driver.NAMELASTTXT": the same field of every unit counts together. */
export const fieldOfId = (id: string) =>
  id
    .replace(/^field-/, '')
    .split('-')
    .map((part) => (/^\d+$/.test(part) ? '*' : part))
    .join('.');

/**
 * Drives one page as the officer does, counting as it goes; `in(page)` is the same officer in
 * another window (the records window, the RMS page), counting into the same tally. An officer who
 * `skipsFilled` reads each field first and leaves one that already holds the value (filled for
 * them: a derived value, a copy, a default), counting it as found instead of typed; one who does
 * not writes every value as before the product filled any.
 */
export class CountingOfficer {
  constructor(
    readonly page: Page,
    readonly tally = new EffortTally(),
    readonly skipsFilled = false,
  ) {}

  in(page: Page): CountingOfficer {
    return new CountingOfficer(page, this.tally, this.skipsFilled);
  }

  /** Whether the officer leaves the field as it is: it already holds the value. */
  private async alreadyHolds(selector: string, field: string, holds: (shown: string) => boolean) {
    if (!this.skipsFilled) return false;
    const shown = await this.page.$eval(selector, (e) => (e as HTMLInputElement).value);
    if (!holds(shown)) return false;
    this.tally.foundFilled(field);
    return true;
  }

  /** Types `keys` into the field with this id, replacing what it held (masked fields take the digits alone). */
  async type(id: string, keys: string) {
    const selector = `#${id}`;
    await this.page.waitForSelector(selector, { timeout: 10_000 });
    if (await this.alreadyHolds(selector, fieldOfId(id), (shown) => shows(shown, keys))) return;
    await this.page.click(selector);
    await this.page.$eval(selector, (e) => (e as HTMLInputElement).select());
    await this.page.keyboard.type(keys);
    this.tally.value(fieldOfId(id), keys.length);
  }

  /**
   * A value the product works out from others and keeps following them while it is marked
   * "derived, confirm" (a count, a vehicle's occupants), or says under the empty field that it will:
   * the officer who takes what the screen fills leaves it to them, however it reads now.
   */
  async typeUnlessDerived(id: string, keys: string) {
    const selector = `#${id}`;
    await this.page.waitForSelector(selector, { timeout: 10_000 });
    const derived = await this.page.$(`#${id}-source[data-provenance="derived"], #${id}-derivable`);
    if (this.skipsFilled && derived) return this.tally.foundFilled(fieldOfId(id));
    await this.type(id, keys);
  }

  /** Picks an option of a list by its code, once the list has it (code lists and cascades load late). */
  async pick(id: string, code: string, field = fieldOfId(id)) {
    const selector = id.startsWith('field-') ? `#${id}` : id;
    const list = await this.page.waitForSelector(selector, { timeout: 10_000 });
    if (!list) throw new Error(`${field}: no list on the page`);
    await this.page
      .waitForFunction(
        (e, v) => [...(e as HTMLSelectElement).options].some((o) => o.value === v),
        { timeout: 10_000 },
        list,
        code,
      )
      .catch(() => {
        throw new Error(`${field}: no choice ${code}`);
      });
    if (await this.alreadyHolds(selector, field, (shown) => shown === code)) return;
    await list.select(code);
    this.tally.value(field);
  }

  /** Chooses a radio (yes/no, a choice) by its value. */
  async choose(id: string, value: string) {
    const radio = `input[name="${id}"][value="${value}"]`;
    await this.page.waitForSelector(radio, { timeout: 10_000 });
    const checked = await this.page.$eval(radio, (e) => (e as HTMLInputElement).checked);
    if (checked && this.skipsFilled) return this.tally.foundFilled(fieldOfId(id));
    await this.page.locator(radio).click();
    this.tally.value(fieldOfId(id));
  }

  /**
   * Picks areas of the vehicle body diagram. An area already picked is not pressed again (that
   * would take it back): the officer who writes every value counts it as picked.
   */
  async bodyAreas(id: string, codes: string[], role: 'radio' | 'checkbox') {
    for (const code of codes) {
      const area = `[role="${role}"][data-code="${code}"]`;
      await this.page.waitForSelector(area, { timeout: 10_000 });
      const picked = (await this.page.$eval(area, (e) => e.getAttribute('aria-checked'))) === 'true';
      if (picked && this.skipsFilled) {
        this.tally.foundFilled(fieldOfId(id));
        continue;
      }
      if (!picked) await this.page.locator(area).click();
      this.tally.value(fieldOfId(id));
    }
  }

  /** A control whose press is an answer (a record applied, a diagram symbol placed), counted under `what`. */
  async answerBy(control: Pressable, what: string) {
    await control.click();
    this.tally.value(what);
  }

  /** Drags from one point of the page to another: a diagram symbol moved is one answer. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, what: string) {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x, to.y, { steps: 10 });
    await this.page.mouse.up();
    this.tally.value(what);
  }

  /** A key pressed as an answer (a diagram symbol turned by a step). */
  async press(key: KeyInput, what: string, shift = false) {
    if (shift) await this.page.keyboard.down('Shift');
    await this.page.keyboard.press(key);
    if (shift) await this.page.keyboard.up('Shift');
    this.tally.value(what);
  }

  /** Any other click: navigation, adding an item, a button that copies or drafts. */
  async click(control: Pressable) {
    await control.click();
    this.tally.click();
  }
}
