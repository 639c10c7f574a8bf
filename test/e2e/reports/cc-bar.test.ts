import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { reportIdOf, waitForSaveState } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, signIn, waitForText } from '../support/page-helpers';

const barText = (page: import('puppeteer-core').Page) =>
  page.$eval('section[aria-label="Status bar"]', (bar) => (bar as HTMLElement).innerText.replace(/\s+/g, ' '));

describe('the bar of the showccbar=true startup parameter', () => {
  const e2e = useServerAndBrowser();

  it('is shown, named for assistive technology, and holds the user, the open report, its save state and the connection', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await page.goto(`${e2e.server.url}/?showccbar=true`);
    await byRole(page, 'textbox', 'User name').fill('officer');
    await page.locator('input[type="password"]').fill('Crash-Demo-2026');
    await byRole(page, 'button', 'Sign in').click();
    await waitForText(page, 'My reports');

    await byRole(page, 'region', 'Status bar').wait();
    expect(await barText(page)).toMatch(/Signed in: Olivia Officer.*Report: None open.*Connection: Online/);
    await expectNoAxeViolations(page, 'status bar', 'section[aria-label="Status bar"]');

    // It stays on other screens, whose addresses no longer carry the parameter.
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    const id = reportIdOf(page);
    await page.waitForFunction(
      (n) => document.querySelector('section[aria-label="Status bar"]')?.textContent?.includes(`#${n}`),
      {},
      id,
    );
    await page.locator('#field-GeneralInformation-LocalCodeTxt').fill('CASE-2026-0042');
    await waitForSaveState(page, 'saved');
    await page.waitForFunction(() =>
      document.querySelector('section[aria-label="Status bar"]')?.textContent?.includes('CASE-2026-0042'),
    );
    expect(await barText(page)).toMatch(
      new RegExp(`Report: #${id} Case number: CASE-2026-0042 Saving: All changes saved`),
    );

    await page.setOfflineMode(true);
    await page.waitForFunction(() =>
      document.querySelector('section[aria-label="Status bar"]')?.textContent?.includes('Connection:Offline'),
    );
    await page.setOfflineMode(false);
    await page.waitForFunction(() =>
      document.querySelector('section[aria-label="Status bar"]')?.textContent?.includes('Connection:Online'),
    );

    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await byRole(page, 'region', 'Status bar').wait();
    await context.close();
  });

  it('is not shown without the parameter', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'officer');
    await waitForText(page, 'My reports');
    expect(await page.$('section[aria-label="Status bar"]')).toBeNull();
    await context.close();
  });
});
