import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../lib/forms/definition/paths';
import { sendableExchangeTestReport } from '../../../lib/validation/report-checks/exchange-test-report';
import { fullReleaseSchemaSet } from '../../../server/exchange/exchange-documents.fixture';
import { exchangeValidator } from '../../../server/exchange/validate-exchange';
import { startStateRepositoryFake, type StateRepositoryFake } from '../../fakes/state-repository-fake';
import { findElements } from '../../fakes/xml-element-tree';
import { launchChromium } from '../support/chromium';
import { sessionTokenOf, waitForSaveState } from '../support/editor/editor-helpers';
import { signIn, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';
import { downloadsInto, headerStatus, openReportPage, press, waitForFile } from '../support/report-page';

/**
 * The whole road of accepted reports to the state's crash repository, in Chromium against the
 * server process and a fake repository: the download the state would get, the state's case number
 * back in the tables and search, a rejection the author corrects in a supplement, and the
 * repository away for a while.
 */
const BAD_LICENCE = 'BAD-0000';
const GOOD_LICENCE = '1234-56-7890';
const LICENCE = 'Units.0.Driver.DRIVERLICNBRTXT';
const LICENCE_ID = 'field-Units-0-Driver-DRIVERLICNBRTXT';
const REASON = "The licence number is not in the state's format.";

let fake: StateRepositoryFake;
let server: RealServer;
let browser: Browser;
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-state-downloads-'));
const tokens: Record<string, string> = {};

/** The report every test here sends: two vehicles (one a truck with hazmat), a pedestrian, people injured. */
function twoVehicleInjuryCrash(licence: string): ReportData {
  const data = sendableExchangeTestReport();
  const [unit] = data.Units as { Driver: Record<string, unknown> }[];
  unit!.Driver.DRIVERLICNBRTXT = licence;
  return data;
}

async function call(path: string, payload: unknown, token: string) {
  const answer = await server.call(path, payload, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.payload;
}

/** A report of the officer's, sent and approved by the supervisor: ready for Accept. */
async function approved(data: ReportData): Promise<{ id: number; version: number }> {
  const created = await call('Report/Create', {}, tokens.officer!);
  const saved = await call('Report/Save', { id: created.id, version: created.version, data }, tokens.officer!);
  const sent = await call('Workflow/SendTo', { id: created.id, version: saved.version }, tokens.officer!);
  const mine = await call('Workflow/AssignToMe', { id: sent.id, version: sent.version }, tokens.supervisor!);
  return call('Workflow/Approve', { id: mine.id, version: mine.version }, tokens.supervisor!);
}

/** The report's latest submission once it reaches one of `statuses`. */
async function submissionReaching(id: number, statuses: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { submissions } = await call('Report/StateSubmissions', { id }, tokens.officer!);
    const latest = submissions.at(-1);
    if (latest && statuses.includes(latest.status)) return latest;
    if (Date.now() > deadline) throw new Error(`report ${id}: ${JSON.stringify(latest)} never reached ${statuses}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signedIn(user: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  page.on('dialog', (d) => void d.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, server.url, user);
  await waitForText(page, 'My reports');
  tokens[user] = await sessionTokenOf(page);
  return page;
}

beforeAll(async () => {
  fake = await startStateRepositoryFake();
  // The state refuses a first driver's licence it cannot read, naming the element in the document.
  fake.settings.reviewRule = (document) =>
    findElements(
      document,
      (e) => e.name === 'j:DriverLicense' && findElements(e, (c) => c.text.trim() === BAD_LICENCE).length > 0,
    ).map((e) => ({ code: 'DL-FORMAT', element: e.path, message: REASON }));
  [server, browser] = await Promise.all([
    startRealServer({
      STATE_REPOSITORY_URL: fake.url,
      STATE_REPOSITORY_TOKEN: fake.token,
      STATE_REPOSITORY_POLL_START_SECONDS: '1',
    }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.stop();
  fs.rmSync(downloads, { recursive: true, force: true });
});

describe('accepted reports on their way to the state repository', () => {
  let officer: Page;
  let supervisor: Page;
  let first: { id: number; version: number };
  let refused: { id: number; version: number };

  it('the accepted crash downloads as NIEM XML the whole NIEM 5.2 release accepts, and reaches the state once', async () => {
    [officer, supervisor] = [await signedIn('officer'), await signedIn('supervisor')];
    first = await approved(twoVehicleInjuryCrash(GOOD_LICENCE));
    refused = await approved(twoVehicleInjuryCrash(BAD_LICENCE));

    for (const report of [first, refused]) {
      await openReportPage(supervisor, server.url, report.id, 'Approved');
      await press(supervisor, 'Accept');
      await headerStatus(supervisor, 'Accepted');
    }

    // The document the state gets, from the report's actions.
    await openReportPage(supervisor, server.url, first.id, 'Accepted');
    await downloadsInto(browser, supervisor, downloads);
    await supervisor.click('summary[aria-label="Downloads for the state"]');
    await press(supervisor, 'Download NIEM XML');
    const xml = fs.readFileSync(await waitForFile(downloads, '.xml'), 'utf8');
    expect(xml).toContain('<cr:CrashReport');
    expect(xml.match(/<j:CrashVehicle[ >]/g)).toHaveLength(2);
    const [verdict] = await exchangeValidator(fullReleaseSchemaSet(), { maxMemoryMiB: 1024 })([xml]);
    expect(verdict).toEqual({ valid: true, errors: [] });

    const done = await submissionReaching(first.id, ['accepted', 'rejected', 'failed', 'held']);
    expect(done).toMatchObject({ status: 'accepted', attempts: 1 });
    expect(fake.submissionsFor(done.idempotencyKey)).toBe(1);
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.idempotencyKey === done.idempotencyKey);
    expect(posts).toHaveLength(1);
  }, 120_000);

  it('shows the state case number in the tables and finds the report by it', async () => {
    const got = await call('Report/Get', { id: first.id }, tokens.officer!);
    const caseNumber = got.externalInstanceId as string;
    expect(caseNumber).toMatch(/^IN-\d{4}-\d{6}$/);

    await officer.goto(`${server.url}/reports/submitted`);
    await waitForText(officer, `Accepted by the state, state case ${caseNumber}`);

    await supervisor.goto(`${server.url}/search`);
    await supervisor.locator('form[aria-label="Quick search"] input').fill(caseNumber);
    await supervisor.locator('form[aria-label="Quick search"] button[type="submit"]').click();
    await supervisor.waitForSelector(`a[href="/reports/${first.id}"]`, { timeout: 15_000 });
    const found = await supervisor.$$eval('table tbody tr a[href^="/reports/"]', (links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(found).toEqual([`/reports/${first.id}`]);
  });

  it('the author sees the state’s reason at the licence field of a supplement, corrects it, and the state accepts it', async () => {
    const rejected = await submissionReaching(refused.id, ['accepted', 'rejected', 'failed', 'held']);
    expect(rejected.status).toBe('rejected');
    expect(rejected.reasons).toEqual([
      expect.objectContaining({
        code: 'DL-FORMAT',
        element: '/cr:CrashReport/j:Crash/j:CrashVehicle[1]/j:CrashDriver/j:DriverLicense',
        message: REASON,
      }),
    ]);

    // The element names the driver's licence; the report keeps the reason at the licence number's field.
    const original = await call('Report/Get', { id: refused.id }, tokens.officer!);
    expect(original.errorMessages).toEqual([expect.objectContaining({ field: LICENCE, message: REASON })]);
    await openReportPage(officer, server.url, refused.id, 'Accepted');
    await waitForText(officer, 'did not take this report');
    await press(officer, 'Supplement');
    await officer.waitForFunction(
      (id) => /\/reports\/\d+$/.test(location.pathname) && !location.pathname.endsWith(`/reports/${id}`),
      { timeout: 15_000 },
      refused.id,
    );
    const supplementId = Number(/\/reports\/(\d+)$/.exec(officer.url())![1]);
    await headerStatus(officer, 'Draft');
    // The reason in the notice leads to its field, where it stands as the control's description.
    await officer.locator(`section[data-state-refusal] ::-p-text(${REASON})`).click();
    await officer.waitForFunction((id) => document.activeElement?.id === id, { timeout: 15_000 }, LICENCE_ID);
    const described = await officer.$eval(`#${LICENCE_ID}`, (control) =>
      (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((ref) => document.getElementById(ref)?.textContent ?? ''),
    );
    expect(described).toContain(`Rejected by the state: ${REASON} (DL-FORMAT)`);

    await officer.click(`#${LICENCE_ID}`, { count: 3 });
    await officer.keyboard.type(GOOD_LICENCE);
    await waitForSaveState(officer, 'saved');
    await press(officer, 'Send to');
    await waitForText(officer, `Send report ${supplementId} to`);
    await press(officer, 'Send');
    await headerStatus(officer, 'Pending Review');

    const opened = await call('Report/Get', { id: supplementId }, tokens.supervisor!);
    const mine = await call('Workflow/AssignToMe', { id: supplementId, version: opened.version }, tokens.supervisor!);
    const ok = await call('Workflow/Approve', { id: mine.id, version: mine.version }, tokens.supervisor!);
    await openReportPage(supervisor, server.url, ok.id, 'Approved');
    await press(supervisor, 'Accept');
    await headerStatus(supervisor, 'Accepted');

    const accepted = await submissionReaching(supplementId, ['accepted', 'rejected', 'failed', 'held']);
    expect(accepted).toMatchObject({ status: 'accepted', attempts: 1 });
    const sent = fake.submissions.find((s) => s.key === accepted.idempotencyKey)!;
    expect(sent.xml).toContain(GOOD_LICENCE);
    expect(sent.xml).not.toContain(BAD_LICENCE);
    expect(sent.decision).toMatchObject({ status: 'accepted', stateCaseNumber: accepted.stateCaseNumber });
  }, 120_000);

  it('sends what was accepted while the repository was away once it is back, and nothing twice', async () => {
    await fake.misbehave('stopped');
    const away = await Promise.all([
      approved(twoVehicleInjuryCrash(GOOD_LICENCE)),
      approved(twoVehicleInjuryCrash(GOOD_LICENCE)),
    ]);
    for (const report of away) await call('Workflow/Accept', report, tokens.supervisor!);
    // Each has tried and failed on the way there, and waits for its next try.
    for (const report of away) {
      const deadline = Date.now() + 30_000;
      let latest = await submissionReaching(report.id, ['queued', 'sent']);
      while (latest.lastError === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        latest = await submissionReaching(report.id, ['queued', 'sent']);
      }
      expect(latest.lastError, `report ${report.id}`).not.toBeNull();
    }
    await fake.misbehave('none');

    for (const report of away) {
      expect(await submissionReaching(report.id, ['accepted', 'rejected', 'failed', 'held'], 90_000)).toMatchObject({
        status: 'accepted',
      });
    }
    // The state holds every submission once, whatever was tried again on the way.
    const keys = fake.submissions.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(5);
    for (const key of keys) {
      const taken = fake.requests.filter((r) => r.method === 'POST' && r.idempotencyKey === key && r.status === 202);
      expect(taken, key).toHaveLength(1);
    }
  }, 180_000);
});
