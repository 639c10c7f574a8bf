import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

const DEMO_ORI = 'IN0490000';

/**
 * Agency administration through the screen: the state administrator creates an agency (seeing
 * the messages at the ORI field, from the shared rules as typed and from the server), edits,
 * disables and enables it; an agency administrator sees only their own agency.
 */
describe('Agencies screen', () => {
  const fixture = useServerAndBrowser();

  async function openAgencies(user: string) {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1500, height: 1000 });
    await signIn(page, fixture.server.url, user);
    await byRole(page, 'link', 'Agencies').click();
    // The agencies table, not the dashboard's that was there before.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('table')].some(
        (t) => t.querySelector('caption')?.textContent === 'Agencies' && t.querySelector('tbody tr td button'),
      ),
    );
    return page;
  }

  /** The text of each cell of the table's rows. */
  const tableRows = (page: Page) =>
    page.$$eval('table tbody tr', (rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
  const rowWith = async (page: Page, ori: string) => (await tableRows(page)).find((cells) => cells[0] === ori);
  /** Waits until the table (reloaded after a change) shows the agency with this status. */
  const statusShown = (page: Page, ori: string, status: string) =>
    page.waitForFunction(
      (o, want) =>
        [...document.querySelectorAll('table tbody tr')].some(
          (r) => r.querySelector('td')?.textContent === o && r.querySelectorAll('td')[2]?.textContent === want,
        ),
      {},
      ori,
      status,
    );
  const invalidOf = (page: Page, label: string) =>
    byRole(page, 'textbox', label)
      .map((e) => e.getAttribute('aria-invalid'))
      .wait();

  it('lets the state administrator create, edit, disable and enable an agency', async () => {
    const page = await openAgencies('stateadmin');
    await expectNoAxeViolations(page, 'Agencies');
    await byRole(page, 'button', 'Create agency').click();
    await waitForText(page, 'Create agency');

    // The ORI's message from the shared rules, as it is typed.
    await byRole(page, 'textbox', 'ORI').fill('oh0770000');
    await waitForText(page, 'The ORI must start with IN.');
    expect(await invalidOf(page, 'ORI')).toBe('true');
    // Typed letters become capitals.
    expect(
      await byRole(page, 'textbox', 'ORI')
        .map((e) => (e as HTMLInputElement).value)
        .wait(),
    ).toBe('OH0770000');

    // An ORI that is taken: the server's message, at the same field.
    await byRole(page, 'textbox', 'ORI').fill(DEMO_ORI);
    await byRole(page, 'textbox', 'Name').fill('E2E County Sheriff');
    await byRole(page, 'textbox', 'Additional information (JSON object)').fill('{"phone": ');
    await waitForText(page, 'The additional information is not valid JSON.');
    await expectNoAxeViolations(page, 'Create agency with field messages');
    await byRole(page, 'textbox', 'Additional information (JSON object)').fill('{"phone": "317-555-0199"}');
    await byRole(page, 'button', 'Create').click();
    await waitForText(page, `An agency with ORI ${DEMO_ORI} already exists.`);
    expect(await invalidOf(page, 'ORI')).toBe('true');
    // The focus goes to the field with the message.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await byRole(page, 'textbox', 'ORI').fill('IN0770000');
    expect(await invalidOf(page, 'ORI')).toBeNull();
    await byRole(page, 'button', 'Create').click();
    await waitForText(page, 'Agency IN0770000 was created.');
    await page.waitForFunction(() => document.body.innerText.includes('E2E County Sheriff'));
    expect(await rowWith(page, 'IN0770000')).toEqual(
      expect.arrayContaining(['IN0770000', 'E2E County Sheriff', 'Enabled', '0']),
    );

    await byRole(page, 'button', 'Edit E2E County Sheriff').click();
    await waitForText(page, 'Edit agency IN0770000');
    expect(
      await byRole(page, 'textbox', 'Additional information (JSON object)')
        .map((e) => (e as HTMLTextAreaElement).value)
        .wait(),
    ).toContain('317-555-0199');
    await byRole(page, 'textbox', 'Name').fill('E2E County Sheriff Office');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'Agency IN0770000 was saved.');
    await page.waitForFunction(() => document.body.innerText.includes('E2E County Sheriff Office'));

    await byRole(page, 'button', 'Disable E2E County Sheriff Office').click();
    await waitForText(page, 'will no longer be able to sign in');
    await byRole(page, 'button', 'Disable').click();
    await waitForText(page, 'Agency IN0770000 was disabled.');
    await statusShown(page, 'IN0770000', 'Disabled');

    await byRole(page, 'button', 'Enable E2E County Sheriff Office').click();
    await byRole(page, 'button', 'Enable').click();
    await waitForText(page, 'Agency IN0770000 was enabled.');
    await statusShown(page, 'IN0770000', 'Enabled');

    // Where only an ORI is known, the app asks for the agency's name: the search form's agency field.
    await byRole(page, 'link', 'Search').click();
    await byRole(page, 'textbox', 'Agency (ORI)').fill(DEMO_ORI);
    await waitForText(page, 'Indianapolis Metropolitan Police Department (demo)');
    await page.browserContext().close();
  });

  it('tells the administrator who changed the agency while they edited it', async () => {
    const page = await openAgencies('stateadmin');
    const other = await fixture.server.call('Account/Login', { userName: 'stateadmin', password: DEMO_PASSWORD });
    const token = other.body.payload.token as string;
    const created = await fixture.server.call(
      'Agency/Save',
      { isNew: true, ori: 'IN0780000', name: 'Contested Town Police' },
      token,
    );
    expect(created.status).toBe(200);
    await byRole(page, 'button', 'Find').click();
    await byRole(page, 'button', 'Edit Contested Town Police').click();
    await waitForText(page, 'Edit agency IN0780000');

    const meanwhile = await fixture.server.call(
      'Agency/Save',
      {
        isNew: false,
        ori: 'IN0780000',
        name: 'Contested City Police',
        expectedUpdatedAt: created.body.payload.updatedAt,
      },
      token,
    );
    expect(meanwhile.status).toBe(200);
    await byRole(page, 'textbox', 'Name').fill('Contested Village Police');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'Stanley Stateadmin changed this agency at');
    expect(await page.$eval('dialog [role="alert"]', (e) => e.textContent)).toMatch(
      /open it again to see their change/,
    );
    await page.browserContext().close();
  });

  it('shows the agency administrator only their own agency, to edit its additional information and deadlines', async () => {
    const page = await openAgencies('agencyadmin');
    const rows = await tableRows(page);
    expect(rows.map((cells) => cells[0])).toEqual([DEMO_ORI]);
    const buttons = await page.$$eval('table button', (all) => all.map((b) => b.textContent?.trim()));
    expect(buttons).toContain('Edit');
    expect(buttons).not.toContain('Disable');
    expect(await page.$$eval('button', (all) => all.some((b) => b.textContent?.trim() === 'Create agency'))).toBe(
      false,
    );

    await page.locator('table button').click();
    await waitForText(page, `Edit agency ${DEMO_ORI}`);
    expect(
      await byRole(page, 'textbox', 'Name')
        .map((e) => (e as HTMLInputElement).readOnly)
        .wait(),
    ).toBe(true);
    await byRole(page, 'textbox', 'Additional information (JSON object)').fill(
      '{"state": "IN", "desk": "317-555-0142"}',
    );
    // The agency's own deadlines: refused at the field as typed by the shared rule, then taken.
    const reportsDue = 'Reports due (days after the crash)';
    await byRole(page, 'textbox', reportsDue).fill('0');
    await waitForText(page, 'Reports due: at least 1 day.');
    expect(await invalidOf(page, reportsDue)).toBe('true');
    await byRole(page, 'textbox', reportsDue).fill('12');
    await byRole(page, 'textbox', 'Reviews due (days after Send to)').fill('2');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, `Agency ${DEMO_ORI} was saved.`);
    await page.locator('table button').click();
    await waitForText(page, `Edit agency ${DEMO_ORI}`);
    expect(
      await byRole(page, 'textbox', reportsDue)
        .map((e) => (e as HTMLInputElement).value)
        .wait(),
    ).toBe('12');
    await page.browserContext().close();
  });
});
