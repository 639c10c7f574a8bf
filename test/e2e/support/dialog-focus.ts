import type { ElementHandle, Page } from 'puppeteer-core';
import { expect as fileExpect, type ExpectStatic } from 'vitest';
import { byRole } from './page-helpers';

/**
 * One dialog of the app, as the focus walk reaches it: `opener` brings the page to the control
 * that opens it (or, for a dialog the app opens by itself, to where the user is working) and
 * returns it; `open` says how it opens: the opener used by the keyboard (focused, then Enter),
 * clicked, or something the app does meanwhile (`opens`, with focus left on the opener).
 */
export interface DialogCase {
  /** The dialog's title, its accessible name. */
  dialog: string;
  opener: (page: Page) => Promise<ElementHandle<Element>>;
  open?: 'keyboard' | 'click' | { opens: (page: Page) => Promise<void> };
  /** The dialog's own button that closes it; Escape when none. */
  closeWith?: string;
}

/** An opener: the button of this accessible name, once the screen shows it. */
export const button =
  (name: string) =>
  (page: Page): Promise<ElementHandle<Element>> =>
    byRole(page, 'button', name).waitHandle();

/**
 * How a user tells an element apart (its tag, id and accessible name or text): the opener and the
 * element focused after the close are compared by this, since a handle is only ever equal to itself.
 */
const nameOf = (e: Element | null): string => {
  if (!e || e === e.ownerDocument.body) return 'the page body';
  const labelled = e.id ? e.ownerDocument.querySelector(`label[for="${CSS.escape(e.id)}"]`)?.textContent : null;
  const name = (e.getAttribute('aria-label') ?? labelled ?? e.textContent ?? '').trim().slice(0, 80);
  return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${name}"`;
};

/** The element that has the focus now, named as nameOf names it. */
export async function focusedName(page: Page): Promise<string> {
  const active = await page.evaluateHandle(() => document.activeElement);
  try {
    return await (active as ElementHandle<Element>).evaluate(nameOf);
  } finally {
    await active.dispose();
  }
}

/** The dialog open under this title: a modal <dialog> or a panel with role="dialog". */
async function openDialog(page: Page, title: string): Promise<ElementHandle<Element>> {
  const found = await page
    .waitForFunction(
      (t) =>
        [...document.querySelectorAll('dialog[open], [role="dialog"]')].find(
          (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === t,
        ) ?? false,
      { timeout: 15_000 },
      title,
    )
    .catch(async () => {
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 1500));
      throw new Error(`The dialog "${title}" did not open. The page shows:\n${shown}`);
    });
  return found as ElementHandle<Element>;
}

/**
 * Opens the dialog as its case says, checks that the focus went into it, closes it (Escape or its
 * button), and checks that the focus is back on the opener. A test run side by side with others
 * passes its own `expect` (vitest's expect.poll needs the test it is in).
 */
export async function expectFocusReturns(page: Page, c: DialogCase, expect: ExpectStatic = fileExpect) {
  const opener = await c.opener(page);
  const openerName = await opener.evaluate(nameOf);
  const how = c.open ?? 'keyboard';
  if (how === 'click') await opener.click();
  else {
    await opener.focus();
    expect(await focusedName(page), 'the opener takes the focus').toBe(openerName);
    if (how === 'keyboard') await page.keyboard.press('Enter');
    else await how.opens(page);
  }

  const dialog = await openDialog(page, c.dialog);
  await page
    .waitForFunction((d) => d.contains(document.activeElement), { timeout: 10_000 }, dialog)
    .catch(async () => {
      throw new Error(`"${c.dialog}" opened without the focus: it is on ${await focusedName(page)}.`);
    });

  if (c.closeWith) {
    // Pressed from the keyboard, not aimed at: the dialog's choices arriving after it opened move
    // the button between puppeteer's aim and its click.
    const button = await dialog.waitForSelector(`::-p-aria([name="${c.closeWith}"][role="button"])`);
    await button!.focus();
    await page.keyboard.press('Enter');
  } else await page.keyboard.press('Escape');
  await page
    .waitForFunction(
      (t) =>
        ![...document.querySelectorAll('dialog[open], [role="dialog"]')].some(
          (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === t,
        ),
      { timeout: 15_000 },
      c.dialog,
    )
    .catch(async () => {
      throw new Error(
        `"${c.dialog}" stayed open after ${c.closeWith ?? 'Escape'}, the focus on ${await focusedName(page)}.`,
      );
    });
  await expect
    .poll(() => focusedName(page), { timeout: 5_000, message: `focus after "${c.dialog}" closed` })
    .toBe(openerName);
  await Promise.all([opener.dispose(), dialog.dispose()]);
}
