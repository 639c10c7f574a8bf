import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../integration/support/pdf-reader';
import { PERSONAL_VALUES, PNG, reportWithPeople } from '../../integration/support/report-fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages, settled, visit } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';
import type { RealServer } from '../support/real-server';
import { downloadsInto, waitForFile } from '../support/report-page';

/**
 * Copies of a report given by the records clerk, in Chromium: the public copy of an accepted
 * injury crash with people in it holds its coded facts and none of their personal data; a full
 * copy for an insurer is refused at its field until a permissible use is chosen; both are listed
 * in the report's history and in the log of copies, whose CSV holds them. Driven by the keyboard.
 */
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-copies-'));
const INJURY_STATUS = 'Suspected Minor Injury (B)';
const INJURY_NATURE = 'Contusion/Bruise';
const MEDIA = 'Indy Star newsroom';
const INSURER = 'Acme Insurance';
const PROOF = 'Claim letter 77-1';

async function tokenOf(server: RealServer, userName: string) {
  const login = await server.call('Account/Login', { userName, password: DEMO_PASSWORD });
  return login.body.payload.token as string;
}

async function ok(server: RealServer, apiPath: string, payload: unknown, token: string) {
  const res = await server.call(apiPath, payload, token);
  expect(res.status, `${apiPath}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.payload;
}

/** An injury crash with a driver, an injured passenger and a witness, a scene photo and a private one, accepted. */
async function acceptedInjuryCrash(server: RealServer): Promise<number> {
  const officer = await tokenOf(server, 'officer');
  const { id } = await ok(server, 'Report/Create', {}, officer);
  for (const [type, name] of [
    ['002', 'scene-overview.png'],
    ['003', 'injury-photo.png'],
  ]) {
    const form = new FormData();
    form.append('reportId', String(id));
    form.append('type', type!);
    form.append('files', new Blob([PNG]), name);
    const uploaded = await fetch(`${server.url}/API/Attachment/Upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${officer}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
  }
  const data = reportWithPeople();
  (data.CrashDetails as Record<string, unknown>).InjuredNmb = '1';
  const unit = (data.Units as Record<string, unknown>[])[0]!;
  const [passenger] = unit.Passengers as Record<string, unknown>[];
  Object.assign(passenger!, { INJSTATUSCDE: '2', INJNATURECDE: '8' });
  let r = await ok(server, 'Report/Save', { id, version: 1, data }, officer);
  r = await ok(server, 'Workflow/SendTo', { id, version: r.version }, officer);
  const supervisor = await tokenOf(server, 'supervisor');
  for (const step of ['AssignToMe', 'Approve', 'Accept'])
    r = await ok(server, `Workflow/${step}`, { id, version: r.version }, supervisor);
  return id;
}

/** Focuses what `selector` finds and presses a key on it, as a keyboard user would. */
async function keyOn(page: Page, selector: string, key: 'Enter' | 'Space') {
  await page.waitForSelector(selector, { timeout: 15_000 });
  await page.focus(selector);
  await page.keyboard.press(key);
}

const dialog = 'dialog[open]';
const dialogControl = (name: string, role: 'textbox' | 'combobox') =>
  `${dialog} ::-p-aria([name="${name}"][role="${role}"])`;

/** Focuses a control and presses Enter on it. */
async function pressByKeyboard(page: Page, control: ElementHandle<Element>) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** Opens the copy dialog from the ribbon's Print by the keyboard, and checks the focus went into it. */
async function openCopyDialog(page: Page, id: number) {
  await pressByKeyboard(page, await byRole(page, 'button', 'Print').waitHandle());
  await page.waitForFunction(
    (title) => document.querySelector('dialog[open] h2')?.textContent === title,
    { timeout: 15_000 },
    `Print a copy of report ${id}`,
  );
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
}

/** Types into a field of the dialog found by its label. */
async function typeInto(page: Page, label: string, text: string) {
  const field = await page.locator(dialogControl(label, 'textbox')).waitHandle();
  await field.focus();
  await page.keyboard.type(text);
}

/** The messages tied to a control by aria-describedby. */
const describedBy = (page: Page, selector: string) =>
  page.$eval(selector, (control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? ''),
  );

/** The newest PDF downloaded, read back; `seen` holds those read before. */
async function nextPdf(seen: Set<string>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const file = fs.readdirSync(downloads).find((f) => f.endsWith('.pdf') && !seen.has(f));
    if (file) {
      seen.add(file);
      return { file, pdf: await readPdf(new Uint8Array(fs.readFileSync(path.join(downloads, file)))) };
    }
    if (Date.now() > deadline) throw new Error(`No new PDF in ${downloads}: ${fs.readdirSync(downloads).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cells of the rows of the table in `scope`, each row's cells joined by " | ". */
const rowTexts = (page: Page, scope: string) =>
  page.$$eval(`${scope} table tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' | ')),
  );

describe('copies of a report given by the records clerk', () => {
  const e2e = useServerAndBrowser();
  const pages = freshPages();
  let reportId = 0;
  let clerk: Page;
  const pdfs = new Set<string>();

  beforeAll(async () => {
    reportId = await acceptedInjuryCrash(e2e.server);
    clerk = await pages.signedIn(e2e.browser, e2e.server.url, 'clerk');
    await downloadsInto(e2e.browser, clerk, downloads);
  });
  afterAll(async () => {
    await pages.closeAll();
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  it('prints the public copy for the media: the coded facts, no name, address, birth date, licence or private photo', async () => {
    await visit(clerk, `/reports/${reportId}`, `Vehicle Crash Report #${reportId}`);
    await openCopyDialog(clerk, reportId);
    await expectNoAxeViolations(clerk, 'the copy dialog', dialog);
    await keyOn(clerk, `${dialog} input[type="radio"][value="public"]`, 'Space');
    await keyOn(clerk, `${dialog} input[type="radio"][value="requester"]`, 'Space');
    await typeInto(clerk, 'Requester’s name', MEDIA);
    await (await clerk.locator(dialogControl('Kind of requester', 'combobox')).waitHandle()).select('media');
    // The public copy asks for no permissible use.
    expect(await clerk.$(dialogControl('Permissible use claimed (18 U.S.C. 2721(b))', 'combobox'))).toBeNull();
    await keyOn(clerk, `${dialog} button[type="submit"]`, 'Enter');
    await waitForText(
      clerk,
      `The public copy of report ${reportId} was saved as crash-report-${reportId}-A1-public.pdf.`,
    );

    const { file, pdf } = await nextPdf(pdfs);
    expect(file).toBe(`crash-report-${reportId}-A1-public.pdf`);
    expect(pdf.text).toContain('PUBLIC COPY');
    for (const coded of ['1FTMW1T88MFA00001', 'FORD', '1 - Clear', '097 - Marion', INJURY_STATUS, 'scene-overview.png'])
      expect(pdf.text, coded).toContain(coded);
    for (const personal of [
      ...PERSONAL_VALUES,
      'RICHARD',
      '317-555-0100',
      '2 ELM ST',
      INJURY_NATURE,
      'injury-photo.png',
    ])
      expect(pdf.text, personal).not.toContain(personal);
  });

  it('refuses the full copy for an insurer at its field until a permissible use is chosen, then prints it', async () => {
    await openCopyDialog(clerk, reportId);
    // The clerk may give the full copy to a requester: it is offered, and chosen as the agency's own work was.
    expect(await clerk.$eval(`${dialog} input[value="full"]`, (r) => (r as HTMLInputElement).disabled)).toBe(false);
    await keyOn(clerk, `${dialog} input[type="radio"][value="requester"]`, 'Space');
    expect(await clerk.$eval(`${dialog} input[value="full"]`, (r) => (r as HTMLInputElement).checked)).toBe(true);
    await typeInto(clerk, 'Requester’s name', INSURER);
    await (await clerk.locator(dialogControl('Kind of requester', 'combobox')).waitHandle()).select('insurer');
    await typeInto(clerk, 'Proof seen', PROOF);
    await keyOn(clerk, `${dialog} button[type="submit"]`, 'Enter');

    const use = dialogControl('Permissible use claimed (18 U.S.C. 2721(b))', 'combobox');
    await clerk.waitForSelector(`${dialog} select[aria-invalid="true"]`, { timeout: 15_000 });
    expect(await describedBy(clerk, `${dialog} select[aria-invalid="true"]`)).toEqual([
      'A full copy needs the permissible use the requester claims (18 U.S.C. 2721(b)).',
    ]);
    // The refused field takes the focus, so the keyboard is where the message is.
    expect(await clerk.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await expectNoAxeViolations(clerk, 'the copy dialog with a refusal at its field', dialog);
    expect(fs.readdirSync(downloads).filter((f) => !pdfs.has(f))).toEqual([]);

    await (await clerk.locator(use).waitHandle()).select('b6');
    await keyOn(clerk, `${dialog} button[type="submit"]`, 'Enter');
    await waitForText(clerk, `The full copy of report ${reportId} was saved as crash-report-${reportId}-A1.pdf.`);
    const { pdf } = await nextPdf(pdfs);
    for (const value of [...PERSONAL_VALUES, INJURY_NATURE, 'injury-photo.png'])
      expect(pdf.text, value).toContain(value);
    // The dialog gave the focus back to Print.
    expect(await clerk.evaluate(() => document.activeElement?.textContent)).toBe('Print');
  });

  it('lists both copies in the report’s history, oldest first', async () => {
    await visit(clerk, `/reports/${reportId}/history/copies`, `History of report ${reportId}`);
    await waitForText(clerk, INSURER);
    const panel = '[role="tabpanel"][data-selected]';
    const rows = await rowTexts(clerk, panel);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(`\\| Public copy \\| Printed \\| ${MEDIA} \\| Media \\| None \\(public copy\\) \\|  \\| Cora Clerk$`),
    );
    expect(rows[1]).toMatch(
      /\| Full copy \| Printed \| Acme Insurance \| Insurer \| \(b\)\(6\) Insurer: claims, anti-fraud, rating or underwriting \| Claim letter 77-1 \| Cora Clerk$/,
    );
    await expectNoAxeViolations(clerk, 'the history’s copies given', 'main');
  });

  it('lists both in the log of copies, filters them, and exports them as CSV', async () => {
    await byRole(clerk, 'link', 'Copies given').waitHandle();
    await visit(clerk, '/copies-given', 'Copies given');
    const filters = 'form[role="search"]';
    const reportNumber = await clerk
      .locator(`${filters} ::-p-aria([name="Report number"][role="textbox"])`)
      .waitHandle();
    await reportNumber.focus();
    await clerk.keyboard.type(String(reportId));
    await keyOn(clerk, `${filters} button[type="submit"]`, 'Enter');
    await clerk.waitForFunction(
      (id) => new URLSearchParams(location.search).get('reportId') === id,
      { timeout: 15_000 },
      String(reportId),
    );
    await waitForText(clerk, INSURER);
    const section = 'section[aria-label="Copies given"]';
    // Newest first: the report, the copy, the requester and its kind of each.
    const rows = (await rowTexts(clerk, section)).map((r) => r.split(' | ')).map((c) => [c[0], c[2], c[4], c[5]]);
    expect(rows).toEqual([
      ['A1', 'Full copy', INSURER, 'Insurer'],
      ['A1', 'Public copy', MEDIA, 'Media'],
    ]);
    await expectNoAxeViolations(clerk, 'the log of copies given');

    await pressByKeyboard(clerk, await byRole(clerk, 'button', 'Export CSV').waitHandle());
    await waitForText(clerk, '2 copies saved as copies-given-');
    const csv = fs.readFileSync(await waitForFile(downloads, '.csv'), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Given at,Report,Case number,Agency,Copy,Delivery,Requester,Kind,Permissible use,Proof,Given by,File',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 8))).toEqual([
      [String(reportId), 'A1', 'IN0490000', 'Full copy', 'Printed', INSURER, 'Insurer'],
      [String(reportId), 'A1', 'IN0490000', 'Public copy', 'Printed', MEDIA, 'Media'],
    ]);

    // The copy filter, from its form: the address keeps it and the log shows the full copy alone.
    await (
      await clerk.locator('form[role="search"] ::-p-aria([name="Copy"][role="combobox"])').waitHandle()
    ).select('full');
    await keyOn(clerk, 'form[role="search"] button[type="submit"]', 'Enter');
    await clerk.waitForFunction(() => new URLSearchParams(location.search).get('copy') === 'full', { timeout: 15_000 });
    await settled(clerk);
    const filtered = await rowTexts(clerk, section);
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toContain(INSURER);
  });
});
