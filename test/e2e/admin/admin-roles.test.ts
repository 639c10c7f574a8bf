import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

interface Role {
  id: number;
  name: string;
  rules: { action: string | string[] }[];
  updatedAt: string;
  description: string;
}

const REVIEW_LINE =
  'May assign, release, approve, reject, accept, archive, export, chart and map, search people and vehicles in reports of their agency';
const WITHOUT_REVIEW_LINE = 'May archive, export, chart and map, search people and vehicles in reports of their agency';
const hasReview = (r: { action: string | string[] }) =>
  (Array.isArray(r.action) ? r.action : [r.action]).includes('review');

describe('roles and permissions administration', () => {
  const e2e = useServerAndBrowser();

  async function token(userName: string) {
    const res = await e2e.server.call('Account/Login', { userName, password: DEMO_PASSWORD });
    return res.body.payload.token as string;
  }
  async function roleNamed(name: string, as: string): Promise<Role> {
    const res = await e2e.server.call('Role/List', {}, as);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.payload.roles as Role[]).find((r) => r.name === name)!;
  }
  async function signedIn(user: string, landing: string): Promise<Page> {
    const page = await (await e2e.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, e2e.server.url, user);
    await waitForText(page, landing);
    return page;
  }
  const menuLinks = (page: Page) =>
    page.$$eval('nav[aria-label="Main navigation"] a', (links) => links.map((a) => a.getAttribute('title') ?? ''));

  it('lets the state administrator copy Supervisor, remove a permission, see the preview change, save and delete the copy', async () => {
    const page = await signedIn('stateadmin', 'My reports');
    await byRole(page, 'link', 'Roles').click();
    await waitForText(page, 'Roles and permissions');
    await page.waitForSelector('ul[aria-label="Role list"] button');
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('ul[aria-label="Role list"] button')]
        .find((b) => b.querySelector('span')?.textContent === 'Supervisor')!
        .click(),
    );
    await waitForText(page, 'Role: Supervisor');
    await waitForText(page, REVIEW_LINE);

    await byRole(page, 'button', 'Copy role').click();
    await expectNoAxeViolations(page, 'Roles: copy dialog');
    await byRole(page, 'textbox', 'Name of the new role').fill('Night Supervisor');
    await byRole(page, 'button', 'Copy').click();
    await waitForText(page, 'Role: Night Supervisor');
    await waitForText(page, 'The role “Night Supervisor” is created as a copy.');
    const current = await page.$eval('[aria-current="true"]', (b) => b.textContent ?? '');
    expect(current).toContain('Night Supervisor');

    // A malformed condition is named at its field as it is typed.
    const ruleWithReview = await page.evaluate(() => {
      const sections = [...document.querySelectorAll<HTMLElement>('section[data-rule]')];
      const found = sections.find((s) =>
        [...s.querySelectorAll('label')].some(
          (l) => l.textContent?.trim() === 'review' && l.querySelector('input')?.checked,
        ),
      );
      return Number(found?.dataset.rule);
    });
    expect(ruleWithReview).toBeGreaterThan(0);
    const conditions = byRole(page, 'textbox', `Conditions of rule ${ruleWithReview} (JSON)`);
    const text = await page.$eval(
      `section[data-rule="${ruleWithReview}"] textarea`,
      (t) => (t as HTMLTextAreaElement).value,
    );
    await conditions.fill('{"agencyOri": ');
    await waitForText(page, `Rule ${ruleWithReview}: the conditions are not valid JSON`);
    const invalid = await page.$eval(`section[data-rule="${ruleWithReview}"] textarea`, (t) =>
      t.getAttribute('aria-invalid'),
    );
    expect(invalid).toBe('true');
    await expectNoAxeViolations(page, 'Roles: a rule with a malformed condition');
    await conditions.fill(text);

    await page.evaluate((n) => {
      const section = document.querySelector(`section[data-rule="${n}"]`)!;
      const label = [...section.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'review')!;
      label.querySelector('input')!.click();
    }, ruleWithReview);
    await waitForText(page, WITHOUT_REVIEW_LINE);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(REVIEW_LINE);

    await byRole(page, 'button', 'Save role').click();
    await waitForText(page, 'The role “Night Supervisor” is saved.');
    const saved = await roleNamed('Night Supervisor', await token('stateadmin'));
    expect(saved.rules.some(hasReview)).toBe(false);
    expect(saved.rules).toHaveLength((await roleNamed('Supervisor', await token('stateadmin'))).rules.length);

    // No one holds the copy: Delete is offered, behind a confirmation.
    await byRole(page, 'button', 'Delete role').click();
    await waitForText(page, 'Delete the role “Night Supervisor”?');
    await expectNoAxeViolations(page, 'Roles: delete confirmation');
    await byRole(page, 'button', 'Delete').click();
    await waitForText(page, 'The role is deleted.');
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('ul[aria-label="Role list"] button')].some((b) =>
          b.textContent?.includes('Night Supervisor'),
        ),
    );
    expect(await roleNamed('Night Supervisor', await token('stateadmin'))).toBeUndefined();

    // Supervisor is held by a user: no Delete, the reason instead.
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('ul[aria-label="Role list"] button')]
        .find((b) => b.querySelector('span')?.textContent === 'Supervisor')!
        .click(),
    );
    await waitForText(page, 'This role cannot be deleted: 1 user holds it.');
    expect(await page.$$eval('button', (bs) => bs.some((b) => b.textContent?.trim() === 'Delete role'))).toBe(false);

    // Unsaved changes are not dropped unasked when another role is chosen.
    await byRole(page, 'textbox', 'Description').fill('Changed, not saved');
    await byRole(page, 'button', 'New role').click();
    await waitForText(page, 'Discard your changes?');
    await byRole(page, 'button', 'Keep editing').click();
    // What the field holds, not its value attribute (which only React's DOM mirrors, and Preact does not).
    expect(
      await page.$$eval('input', (inputs) =>
        inputs.some((i) => (i as HTMLInputElement).value === 'Changed, not saved'),
      ),
    ).toBe(true);
    await byRole(page, 'button', 'New role').click();
    await byRole(page, 'button', 'Discard changes').click();
    await waitForText(page, 'New role');
    await byRole(page, 'button', 'Create role').wait();
    await page.browserContext().close();
  });

  it('takes a permission from a signed-in supervisor’s open app without signing out', async () => {
    const page = await signedIn('supervisor', 'My reports');
    expect(await menuLinks(page)).toContain('Pending review');

    const admin = await token('stateadmin');
    const supervisor = await roleNamed('Supervisor', admin);
    const res = await e2e.server.call(
      'Role/Save',
      {
        id: supervisor.id,
        name: supervisor.name,
        description: supervisor.description,
        rules: supervisor.rules.filter((r) => !hasReview(r)),
        expectedUpdatedAt: supervisor.updatedAt,
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // The tab comes back into focus: the app asks for its permissions again.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('nav[aria-label="Main navigation"] a')].some(
          (a) => a.getAttribute('title') === 'Pending review',
        ),
      { timeout: 15_000 },
    );
    expect(await menuLinks(page)).toContain('Working reports');
    await byRole(page, 'button', 'Sign out').wait();
    await page.browserContext().close();
  });
});
