import type { Page } from 'puppeteer-core';

/** Chooses an option of the drop-down labelled `label`, as a keyboard or mouse user would. */
export async function choose(page: Page, label: string, value: string) {
  const selector = await page.evaluate((text) => {
    const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
    return found ? `#${CSS.escape(found.htmlFor)}` : '';
  }, label);
  if (!selector) throw new Error(`No field is labelled ${label}`);
  await page.waitForSelector(`${selector} option[value="${value}"]`);
  await page.select(selector, value);
}

/** The value of the field labelled `label`, once it has one. */
export async function fieldValue(page: Page, label: string): Promise<string> {
  const handle = await page.waitForFunction(
    (text) => {
      const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
      const input = found ? (document.getElementById(found.htmlFor) as HTMLInputElement | null) : null;
      return input?.value || false;
    },
    {},
    label,
  );
  return (await handle.jsonValue()) as string;
}
