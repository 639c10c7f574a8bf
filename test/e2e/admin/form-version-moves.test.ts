import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { useServerAndBrowser } from '../support/fixture';
import { waitForSaveState } from '../support/editor/editor-helpers';
import { choose } from '../support/editor/labelled-fields';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { deviceRow } from '../support/editor/device-rows';

/**
 * Drafts follow a new version in the web app (docs/rules/administration.md): the state publishes
 * Vehicle Crash Report 1.1 without the Ramp field; the officer moves a 1.0 draft from the editor
 * and sees the ramp listed as not carried over; without the version's create, edit and submit
 * permissions the officer gets no New crash report, a read-only editor and no Send to; an agency
 * administrator moves the remaining 1.0 drafts in pages with a progress bar and a summary.
 */
const NEWER = 'Vehicle Crash Report 1.1';
/** More than one page of the bulk move (DRAFT_MOVE_PAGE_SIZE, 25), so the progress bar moves on the way. */
const BULK_DRAFTS = 27;

/** 1.1: the Ramp of the Location is gone, so a draft's ramp has no place in it. */
function version11(): FormDefinition {
  const model = structuredClone(vehicleCrashReport) as FormDefinition;
  const location = model.sections.find((s) => s.key === 'Location')!;
  location.fields = location.fields.filter((f) => f.key !== 'RdwyRampTxt');
  return model;
}

describe('drafts follow a new version of their form', () => {
  const fixture = useServerAndBrowser();
  const tokens: Record<string, string> = {};
  let officerRoles: number[] = [];
  let moveMe: number;
  let newer: number;

  async function ok(path: string, payload: unknown, token = '') {
    const res = await fixture.server.call(path, payload, token);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload;
  }

  /** A 1.0 draft of the officer with a case number and a ramp. */
  async function draft(caseNumber: string) {
    const created = await ok('Report/Create', {}, tokens.officer);
    const data = structuredClone(created.data);
    data.GeneralInformation = { ...data.GeneralInformation, LocalCodeTxt: caseNumber };
    data.Location = { ...data.Location, RdwyRampTxt: 'B' };
    await ok('Report/Save', { id: created.id, version: created.version, data }, tokens.officer);
    return created.id as number;
  }

  async function signedIn(user: string): Promise<Page> {
    const page = await (await fixture.browser.createBrowserContext()).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, fixture.server.url, user);
    await waitForText(page, 'Dashboard');
    return page;
  }

  beforeAll(async () => {
    for (const who of ['officer', 'agencyadmin', 'stateadmin']) {
      const login = await ok('Account/Login', { userName: who, password: DEMO_PASSWORD });
      tokens[who] = login.token;
      if (who === 'officer') officerRoles = login.user.roles;
    }
    moveMe = await draft('MOVE-ME');
    for (let i = 0; i < BULK_DRAFTS; i++) await draft(`BULK-${i}`);

    const seeded = (await ok('FormConfiguration/List', {}, tokens.stateadmin)).rows[0];
    const copy = await ok('FormConfiguration/Save', { copyOf: seeded.id, version: 'minor' }, tokens.stateadmin);
    const saved = await ok(
      'FormConfiguration/Save',
      { id: copy.id, expectedLastUpdated: copy.lastUpdated, formModel: version11() },
      tokens.stateadmin,
    );
    newer = (
      await ok(
        'FormConfiguration/Publish',
        // Its local field is in no exchange mapping: published without it.
        { id: saved.id, expectedLastUpdated: saved.lastUpdated, acceptUnexported: true },
        tokens.stateadmin,
      )
    ).id;
  });

  it('moves the officer’s open draft, saving the last change first, and lists what did not carry over', async () => {
    const page = await signedIn('officer');
    await page.goto(`${fixture.server.url}/reports/${moveMe}`);
    await waitForText(page, `A newer version of this form is published: ${NEWER}`);
    // A change not yet saved when the officer moves: it is saved first, and moves with the report.
    await page.click('#field-GeneralInformation-LocalCodeTxt', { count: 3 });
    await page.keyboard.type('MOVED-1');
    await byRole(page, 'button', `Move to ${NEWER}`).click();

    await waitForText(page, `The report is on ${NEWER} now. 1 value was not carried over: see below.`);
    const panel = await page.waitForSelector('section[aria-labelledby="not-carried-over-title"]');
    const text = await panel!.evaluate((e) => (e as HTMLElement).innerText);
    expect(text).toContain('Not carried over (1)');
    expect(text).toContain('Location · Ramp');
    expect(text).toContain('Location.RdwyRampTxt');
    expect(text).toContain('The newer version has no field for it.');
    expect(await panel!.$eval('[data-not-carried-over-value]', (e) => e.textContent)).toBe('B');
    expect(await panel!.$('button[aria-label="Copy Location · Ramp"]')).not.toBeNull();
    expect(await page.$('#newer-version-title')).toBeNull();

    const report = await ok('Report/Get', { id: moveMe }, tokens.officer);
    expect(report.formConfigurationId).toBe(newer);
    expect(report.data.GeneralInformation.LocalCodeTxt).toBe('MOVED-1');
    expect(report.data.Location).not.toHaveProperty('RdwyRampTxt');
    // The device's copy written on 1.0 is gone, so no 1.0 copy is restored over the moved report.
    const kept = await deviceRow<{ baseVersion: number }>(page, 'drafts', moveMe);
    expect(kept === undefined || kept.baseVersion === report.version).toBe(true);
    await page.reload();
    await waitForText(page, 'Not carried over (1)');
    await waitForSaveState(page, 'saved');
    expect(await page.$eval('#field-GeneralInformation-LocalCodeTxt', (e) => (e as HTMLInputElement).value)).toBe(
      'MOVED-1',
    );
    await page.browserContext().close();
  });

  it('offers the officer no new report, no editing and no Send to where 1.1’s permissions refuse them', async () => {
    const grid = JSON.parse(
      await ok(
        'FormConfiguration/GetFormPermissions',
        { title: 'Vehicle Crash Report', agencyOri: null, majorVersion: 1, minorVersion: 1, isDraft: false },
        tokens.officer,
      ),
    ) as { group: string; roleId: number; value: boolean }[];
    const permissions = grid.map((p) => (officerRoles.includes(p.roleId) ? { ...p, value: false } : p));
    await ok('FormConfiguration/SavePublishPermissions', { id: newer, permissions }, tokens.stateadmin);

    const page = await signedIn('officer');
    await waitForText(
      page,
      `New crash report is not offered. Your roles may not create reports on ${NEWER}: its publish permissions do not allow it.`,
    );
    expect(await page.$('::-p-aria([name="New crash report"][role="button"])')).toBeNull();
    // The bulk move is for administrators: not in an officer's menu.
    const menu = await page.$eval('nav[aria-label="Main navigation"]', (e) => (e as HTMLElement).innerText);
    expect(menu).toContain('Working reports');
    expect(menu).not.toContain('Move drafts to a version');

    await page.goto(`${fixture.server.url}/reports/${moveMe}`);
    await waitForSaveState(page, 'readOnly');
    await waitForText(page, `Your roles may not edit reports of ${NEWER}: its publish permissions do not allow it.`);
    expect(await page.$eval('#field-GeneralInformation-LocalCodeTxt', (e) => (e as HTMLInputElement).disabled)).toBe(
      true,
    );
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Print'));
    const buttons = await page.$$eval('button', (all) => all.map((b) => b.textContent?.trim()));
    expect(buttons).not.toContain('Send to');
    await page.browserContext().close();
  });

  it('moves the agency’s remaining 1.0 drafts in pages, with progress and a summary', async () => {
    const page = await signedIn('agencyadmin');
    await page.locator('nav[aria-label="Main navigation"] ::-p-text(Move drafts to a version)').click();
    await waitForText(page, 'Move drafts of');
    const rows = (await ok('FormConfiguration/List', {}, tokens.agencyadmin)).rows as {
      id: number;
      minorVersion: number;
    }[];
    const from = rows.find((r) => r.minorVersion === 0)!.id;
    await choose(page, 'Move drafts of', String(from));
    await choose(page, 'To the newer version', String(newer));
    // Only the newer published version is offered as a target.
    const targets = await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'To the newer version');
      const select = document.getElementById(label!.htmlFor) as HTMLSelectElement;
      return [...select.options].map((o) => o.textContent);
    });
    expect(targets).toEqual(['Choose a version', `${NEWER} (state-wide)`]);

    const start = await page.waitForSelector('::-p-aria([name="Move drafts"][role="button"])');
    // Every value the progress bar takes on the way, from its first appearance.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const now = bar?.getAttribute('aria-valuenow');
        if (now !== null && now !== undefined && seen.at(-1) !== now) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await start!.click();
    const summary = await page.waitForSelector('[data-draft-move-summary]', { timeout: 30_000 });
    expect(await summary!.evaluate((e) => e.textContent)).toBe(
      `${BULK_DRAFTS} drafts moved, 0 drafts skipped, ${BULK_DRAFTS} values not carried over. No drafts remain on the old version.`,
    );
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(await page.$eval('[role="progressbar"]', (e) => e.getAttribute('aria-valuenow'))).toBe('100');

    const moved = await ok('Report/Get', { id: moveMe + 1 }, tokens.officer);
    expect(moved.formConfigurationId).toBe(newer);
    expect(moved.notCarriedOver).toEqual([
      { path: 'Location.RdwyRampTxt', label: 'Location · Ramp', value: 'B', reason: 'removed' },
    ]);
    await page.browserContext().close();
  });
});
