import type { Page } from 'puppeteer-core';

/**
 * Clicks a button of the navigation tree by its label (inside a unit's branch when `unit` is
 * given: the unit is opened first, which lists its sections).
 */
export async function openSection(page: Page, label: string, unit?: string) {
  if (unit) {
    await page.evaluate(`(() => {
      const nav = document.querySelector('nav[aria-label="Report sections"]');
      const span = [...nav.querySelectorAll('button > span:first-child')].find((s) => s.textContent === ${JSON.stringify(unit)});
      if (!span) throw new Error(${JSON.stringify(`No "${unit}" in the navigation tree`)});
      span.closest('button').click();
    })()`);
    await page.waitForFunction(
      `(() => { const nav = document.querySelector('nav[aria-label="Report sections"]');
        const span = [...nav.querySelectorAll('button > span:first-child')].find((s) => s.textContent === ${JSON.stringify(unit)});
        return !!span && !!span.closest('li').querySelector('ul button'); })()`,
    );
  }
  await page.evaluate(`(() => {
    const spans = (root) => [...root.querySelectorAll('button > span:first-child')];
    const nav = document.querySelector('nav[aria-label="Report sections"]');
    const unitLabel = ${JSON.stringify(unit ?? null)};
    const root = unitLabel ? spans(nav).find((s) => s.textContent === unitLabel)?.closest('li') : nav;
    const button = root && spans(root).find((s) => s.textContent === ${JSON.stringify(label)})?.closest('button');
    if (!button) throw new Error(${JSON.stringify(`No "${label}"${unit ? ` under "${unit}"` : ''} in the navigation tree`)});
    button.click();
  })()`);
}
