import type { Page } from 'puppeteer-core';

/**
 * The designer's JSON is a CodeMirror editor: it draws only the lines in view, so its whole text
 * is read as a user copies it (select all, copy) and replaced as a user pastes over it.
 */

async function selectAll(page: Page, selector: string) {
  // The editor's code loads when its tab first opens.
  await page.waitForSelector(selector);
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
}

/** The editor's whole text, from the copy event it answers after select all. */
export async function codeEditorText(page: Page, selector: string): Promise<string> {
  await selectAll(page, selector);
  return page.$eval(selector, (content) => {
    const data = new DataTransfer();
    content.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    return data.getData('text/plain');
  });
}

/** Replaces the editor's whole text by pasting `text` over it. */
export async function pasteOverCodeEditor(page: Page, selector: string, text: string) {
  await selectAll(page, selector);
  await page.$eval(
    selector,
    (content, value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    text,
  );
}

/** The 1-based line the editor's cursor is on (its line-number gutter marks the active line). */
export function codeEditorCursorLine(page: Page): Promise<number> {
  return page.$eval('.cm-activeLineGutter', (g) => Number(g.textContent));
}
