import { afterAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useServerAndBrowser } from './support/fixture';
import { freshPages, settled } from './support/fresh-pages';
import { byRole, waitForText } from './support/page-helpers';

/** The rows of the sign-in events table, each as its cells' text. */
const tableRows = (page: import('puppeteer-core').Page) =>
  page.$$eval('section[aria-label="Sign-in events"] tbody tr', (rows) =>
    rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );

describe('the administrators’ sign-in events and change log', () => {
  const e2e = useServerAndBrowser();
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('shows an agency administrator a failed sign-in of one of their users, and filters by user name', async () => {
    for (const userName of ['officer', 'supervisor']) {
      const res = await e2e.server.call('Account/Login', { userName, password: 'not-the-password' });
      expect(res.status).toBe(401);
    }
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await byRole(page, 'link', 'Sign-in events').click();
    await waitForText(page, 'Wrong password');
    await settled(page);
    const all = await tableRows(page);
    expect(all.some((cells) => cells[1] === 'officer' && cells[4] === 'Failed' && cells[5] === 'Wrong password')).toBe(
      true,
    );
    expect(all.some((cells) => cells[1] === 'supervisor')).toBe(true);
    await expectNoAxeViolations(page, 'Sign-in events');

    await byRole(page, 'textbox', 'User name').fill('offi');
    await (await byRole(page, 'combobox', 'Outcome').waitHandle()).select('failure');
    await byRole(page, 'button', 'Filter').click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('section[aria-label="Sign-in events"] tbody tr')].every(
          (r) => r.querySelectorAll('td')[1]?.textContent === 'officer',
        ),
      { timeout: 15_000 },
    );
    await settled(page);
    const filtered = await tableRows(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.map((cells) => [cells[1], cells[3], cells[4]])).toEqual(
      filtered.map(() => ['officer', 'Sign-in', 'Failed']),
    );
  });

  it('tells a wrong range of days at the field', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await page.goto(`${e2e.server.url}/admin/sign-in-events`);
    await waitForText(page, 'Sign-in events');
    // Typed as a person types into the date pickers (month, day, year), each found by its label.
    const [from, to] = await page.$$('input[type="date"]');
    expect(await from!.evaluate((e) => e.labels?.[0]?.textContent)).toBe('From');
    expect(await to!.evaluate((e) => e.labels?.[0]?.textContent)).toBe('To');
    await from!.focus();
    await page.keyboard.type('03122026');
    await to!.focus();
    await page.keyboard.type('03112026');
    expect(await from!.evaluate((e) => (e as HTMLInputElement).value)).toBe('2026-03-12');
    await byRole(page, 'button', 'Filter').click();
    await waitForText(page, 'The last day must not be before the first day.');
    expect(
      await page.$eval('input[type="date"][aria-invalid="true"]', (el) => el.getAttribute('aria-describedby')),
    ).toBeTruthy();
  });

  it('offers the change log to an agency administrator and neither page to an officer', async () => {
    const admin = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await byRole(admin, 'link', 'Change log').click();
    await waitForText(admin, 'No change matches.');
    await settled(admin);
    await expectNoAxeViolations(admin, 'Change log');

    const officer = await pages.signedIn(e2e.browser, e2e.server.url, 'officer');
    const links = await officer.$$eval('nav[aria-label="Main navigation"] a', (as) => as.map((a) => a.textContent));
    expect(links.join(' ')).not.toMatch(/Sign-in events|Change log/);
  });
});
