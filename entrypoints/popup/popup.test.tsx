// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { testSession } from '../../lib/bridge/session/app-session.fixture';
import type { QueuedRecord } from '../../lib/bridge/record-queue/queued-record';
import { listenRuntimeMessages, type RuntimeListener } from '../../lib/bridge/messages/runtime-router';
import { storageKeys } from '../../lib/bridge/extension-storage-keys';
import { Popup } from './popup';

// What WxtVitest's alias does, for this file only: the popup's `browser` is the fake one.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

// React checks that its updates are awaited through act() only where it is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = Parameters<Parameters<RuntimeListener>[2]>[0];

/**
 * The background as the popup reaches it through runtime messages: each type answers from
 * `answers`, and every request is kept. A type it does not know goes unanswered, as when the
 * worker is gone.
 */
function background(answers: Record<string, (payload: unknown) => Answer>) {
  const requests: { type: string; payload: unknown }[] = [];
  listenRuntimeMessages(fakeBrowser.runtime.onMessage, (message, _sender, sendResponse) => {
    const { type, payload } = message as { type: string; payload: unknown };
    requests.push({ type, payload });
    const answer = answers[type];
    if (!answer) return false;
    sendResponse(answer(payload));
    return true;
  });
  return { requests, sent: (type: string) => requests.filter((r) => r.type === type).map((r) => r.payload) };
}

const ok = (payload: unknown) => (): Answer => ({ ok: true, payload });
const refused = (type: string) => (): Answer => ({ ok: false, error: `${type}: failed.` });

const { token: _token, ...signedInUser } = testSession();
const { token: _other, ...supervisor } = testSession(undefined, {
  userName: 'supervisor',
  displayName: 'Sam Supervisor',
});

/** The background's answer to queue/list: the signed-in user's held records, and how many wait for others. */
const held = (entries: QueuedRecord[], heldForOthers = 0) => ({ entries, heldForOthers });

const vinEntry: QueuedRecord = {
  id: 'q1',
  record: { kind: 'vin', id: 'vin:1HGCM82633A004352', vin: '1HGCM82633A004352' },
  pageUrl: 'https://rms.example.gov/query/result',
  capturedAt: '2026-03-01T10:00:00.000Z',
  capturedBy: 'officer',
  attempts: 1,
  lastError: 'No report is open in the crash app.',
};
const licenceEntry: QueuedRecord = {
  id: 'q2',
  record: {
    kind: 'driverLicence',
    id: 'dl:IN:1234-56-7890',
    licenceNumber: '1234-56-7890',
    licenceState: 'IN',
    restrictions: [],
    lastName: 'DOE',
    firstName: 'JANE',
    source: 'text',
    flags: [
      {
        field: 'dateOfBirth',
        value: '02/30/1990',
        message: 'Date of birth "02/30/1990" is no date; it was left blank.',
      },
    ],
  },
  pageUrl: 'https://dmv.example.gov/lookup',
  capturedAt: '2026-03-01T10:05:00.000Z',
  capturedBy: 'officer',
  attempts: 0,
  lastError: null,
};

let host: HTMLDivElement;
let root: Root;

async function renderPopup() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Popup />));
}

const button = (name: string) =>
  [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) ??
  expect.unreachable(`no button named ${name}`);
const click = (name: string) => act(async () => button(name).click());
const section = (label: string) =>
  host.querySelector<HTMLElement>(`section[aria-label="${label}"], section[aria-labelledby="${label}"]`)!;
const roles = (role: string) => [...host.querySelectorAll(`[role="${role}"]`)].map((e) => e.textContent);

/** The host permissions the browser grants, by match pattern (the fake browser has no permissions API). */
let granted: Set<string>;
fakeBrowser.permissions.contains = (async ({ origins = [] }) =>
  origins.every((o) => granted.has(o))) as typeof fakeBrowser.permissions.contains;

beforeEach(() => {
  fakeBrowser.reset();
  granted = new Set();
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe('the popup’s sign-in status', () => {
  it('names the officer and agency the background holds a session for', async () => {
    const bg = background({ 'session/get': ok({ user: signedInUser }), 'queue/list': ok(held([])) });
    await renderPopup();
    expect(bg.sent('session/get')).toEqual([{}]);
    const status = section('Sign-in status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Signed in asDemo Officer (officer)');
    expect(status.textContent).toContain('AgencyDemo Police Department (IN0490000)');
  });

  it('falls back to the user name when the session has no display name', async () => {
    background({
      'session/get': ok({ user: { ...signedInUser, displayName: '' } }),
      'queue/list': ok(held([])),
    });
    await renderPopup();
    expect(section('Sign-in status').querySelector('dd')?.textContent).toBe('officer (officer)');
  });

  it('says nobody is signed in when the background holds no session', async () => {
    background({ 'session/get': ok({ user: null }), 'queue/list': ok(held([])) });
    await renderPopup();
    expect(section('Sign-in status').textContent).toBe('Not signed in');
  });

  it('alerts when the background cannot be asked, instead of saying "not signed in"', async () => {
    background({ 'session/get': refused('session/get'), 'queue/list': ok(held([])) });
    await renderPopup();
    expect(section('Sign-in status').querySelector('[role="alert"]')?.textContent).toBe(
      'The extension could not check the sign-in. Close and reopen this window.',
    );
  });
});

describe('the popup’s Open crash app button', () => {
  it('asks the background to open the app and says nothing more when the tab signs in', async () => {
    const bg = background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': ok(held([])),
      'app/open': ok({ signedIn: true }),
    });
    await renderPopup();
    await click('Open crash app');
    expect(bg.sent('app/open')).toEqual([{}]);
    expect(roles('alert')).toEqual([]);
    expect(roles('status')).toEqual([]);
  });

  it('says why the app opened without signing in', async () => {
    background({
      'session/get': ok({ user: null }),
      'queue/list': ok(held([])),
      'app/open': ok({ signedIn: false, reason: 'Sign in to the crash app first.' }),
    });
    await renderPopup();
    await click('Open crash app');
    expect(roles('status')).toEqual(['The crash app opened without signing in. Sign in to the crash app first.']);
  });

  it('alerts when the app could not be opened, and clears the alert once a later try works', async () => {
    let works = false;
    background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': ok(held([])),
      'app/open': () => (works ? { ok: true, payload: { signedIn: true } } : { ok: false, error: 'app/open: failed.' }),
    });
    await renderPopup();
    await click('Open crash app');
    expect(roles('alert')).toEqual(['The crash app could not be opened.']);
    works = true;
    await click('Open crash app');
    expect(roles('alert')).toEqual([]);
  });
});

describe('the popup’s captured records', () => {
  const records = () => section('captured-title');

  it('lists each waiting record with where it came from, why it waits and what to check', async () => {
    background({ 'session/get': ok({ user: signedInUser }), 'queue/list': ok(held([vinEntry, licenceEntry])) });
    await renderPopup();
    const items = [...records().querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'VIN 1HGCM82633A004352',
      'Licence IN 1234-56-7890: DOE, JANE',
    ]);
    expect(items[0]!.textContent).toContain('rms.example.gov, ');
    expect(items[0]!.textContent).toContain('No report is open in the crash app.');
    expect(items[1]!.querySelector('.flag')?.textContent).toBe(
      'Check: Date of birth "02/30/1990" is no date; it was left blank.',
    );
    // Each row's buttons say which record they act on: "Copy" alone is ambiguous to a screen reader.
    expect(button('Copy IN 1234-56-7890 DOE, JANE')).toBeTruthy();
    expect(button('Discard VIN 1HGCM82633A004352')).toBeTruthy();
  });

  it('says none wait when the queue is empty, and alerts when it cannot be read', async () => {
    background({ 'session/get': ok({ user: signedInUser }), 'queue/list': ok(held([])) });
    await renderPopup();
    expect(records().textContent).toContain('None waiting: every record reached a report.');
    expect(records().querySelector('button')).toBeNull();
    await act(async () => root.unmount());
    host.remove();

    fakeBrowser.runtime.onMessage.removeAllListeners();
    background({ 'session/get': ok({ user: signedInUser }), 'queue/list': refused('queue/list') });
    await renderPopup();
    expect(records().querySelector('[role="alert"]')?.textContent).toBe(
      'The captured records could not be read. Close and reopen this window.',
    );
  });

  it('copies a record’s identifying line through the background and says what was copied', async () => {
    const bg = background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': ok(held([licenceEntry])),
      'clipboard/write': ok({ copied: true, attempts: 1 }),
    });
    await renderPopup();
    await click('Copy IN 1234-56-7890 DOE, JANE');
    expect(bg.sent('clipboard/write')).toEqual([{ text: 'IN 1234-56-7890 DOE, JANE' }]);
    expect(roles('status')).toEqual(['Copied: IN 1234-56-7890 DOE, JANE']);
  });

  it('says why a copy did not land', async () => {
    background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': ok(held([vinEntry])),
      'clipboard/write': ok({ copied: false, attempts: 30, reason: 'The browser refused the clipboard.' }),
    });
    await renderPopup();
    await click('Copy 1HGCM82633A004352');
    expect(roles('status')).toEqual(['Not copied: The browser refused the clipboard.']);
  });

  it('discards the chosen record and lists the queue again', async () => {
    let entries = [vinEntry, licenceEntry];
    const bg = background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': () => ({ ok: true, payload: held(entries) }),
      'queue/discard': (payload) => {
        entries = entries.filter((e) => e.id !== (payload as { id: string }).id);
        return { ok: true, payload: { discarded: true } };
      },
    });
    await renderPopup();
    await click('Discard VIN 1HGCM82633A004352');
    expect(bg.sent('queue/discard')).toEqual([{ id: 'q1' }]);
    expect(roles('status')).toEqual(['Record discarded.']);
    expect([...records().querySelectorAll('li strong')].map((s) => s.textContent)).toEqual([
      'Licence IN 1234-56-7890: DOE, JANE',
    ]);
  });

  it('tells the officer when the record had already left the queue', async () => {
    background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': ok(held([vinEntry])),
      'queue/discard': ok({ discarded: false }),
    });
    await renderPopup();
    await click('Discard VIN 1HGCM82633A004352');
    expect(roles('status')).toEqual(['That record had already left the queue.']);
  });

  it('sends the queue again and says how many reached the report and how many still wait', async () => {
    let lists = 0;
    const bg = background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': () => ({ ok: true, payload: held(lists++ === 0 ? [vinEntry, licenceEntry] : [vinEntry]) }),
      'queue/send': ok({ delivered: 1, waiting: 1 }),
    });
    await renderPopup();
    await click('Send again');
    expect(bg.sent('queue/send')).toEqual([{}]);
    expect(roles('status')).toEqual(['1 sent; 1 still waiting. Open a report in the crash app, then send again.']);
    expect(records().querySelectorAll('li')).toHaveLength(1);
  });

  it('says every record was sent when none still waits, and alerts in words when sending failed', async () => {
    let fails = false;
    background({
      'session/get': ok({ user: signedInUser }),
      'queue/list': ok(held([vinEntry])),
      'queue/send': () =>
        fails ? { ok: false, error: 'queue/send: failed.' } : { ok: true, payload: { delivered: 1, waiting: 0 } },
    });
    await renderPopup();
    await click('Send again');
    expect(roles('status')).toEqual(['1 sent to the open report.']);
    fails = true;
    await click('Send again');
    expect(roles('status')).toEqual(['The records could not be sent. Close and reopen this window.']);
  });
});

describe('the popup on a browser officers share', () => {
  const records = () => section('captured-title');
  const text = () => host.textContent ?? '';

  it('shows a supervisor none of the officer’s held records, only how many wait for another user', async () => {
    background({ 'session/get': ok({ user: supervisor }), 'queue/list': ok(held([], 2)) });
    await renderPopup();
    expect(records().querySelectorAll('li')).toHaveLength(0);
    expect(records().textContent).toContain('None waiting: every record reached a report.');
    expect(records().textContent).toContain('2 records held for another user, listed only to them.');
    expect(records().querySelector('button')).toBeNull();
  });

  it('lists no record captured by another user than the one it names as signed in, whatever it is handed', async () => {
    background({ 'session/get': ok({ user: supervisor }), 'queue/list': ok(held([vinEntry, licenceEntry])) });
    await renderPopup();
    expect(text()).toContain('Sam Supervisor (supervisor)');
    expect(text()).not.toMatch(/DOE|1234-56-7890|1HGCM82633A004352/);
    expect(records().textContent).toContain('2 records held for another user, listed only to them.');
  });

  it('shows no held record while nobody is signed in, and says how many wait without naming them', async () => {
    background({ 'session/get': ok({ user: null }), 'queue/list': ok(held([licenceEntry], 1)) });
    await renderPopup();
    expect(text()).not.toMatch(/DOE|1234-56-7890/);
    expect(records().textContent).toContain('Sign in to the crash app to see the records you captured.');
    expect(records().textContent).toContain('2 records held for the user who captured them.');
    expect(records().textContent).not.toContain('None waiting');
    expect(records().querySelector('button')).toBeNull();
  });

  it('lists the officer’s own held records once they sign in again, with how many wait for others', async () => {
    background({ 'session/get': ok({ user: signedInUser }), 'queue/list': ok(held([licenceEntry], 1)) });
    await renderPopup();
    expect([...records().querySelectorAll('li strong')].map((s) => s.textContent)).toEqual([
      'Licence IN 1234-56-7890: DOE, JANE',
    ]);
    expect(records().textContent).toContain('1 record held for another user, listed only to them.');
  });

  it('shows no held record when who is signed in could not be checked', async () => {
    background({ 'session/get': refused('session/get'), 'queue/list': ok(held([licenceEntry])) });
    await renderPopup();
    expect(text()).not.toMatch(/DOE|1234-56-7890/);
    expect(records().querySelector('[role="alert"]')?.textContent).toBe(
      'The captured records could not be read. Close and reopen this window.',
    );
  });
});

describe('the popup’s RMS sites', () => {
  const sites = () => section('rms-title');

  it('lists only the enabled sites the browser still grants', async () => {
    background({ 'session/get': ok({ user: signedInUser }), 'queue/list': ok(held([])) });
    await fakeBrowser.storage.local.set({
      [storageKeys.rmsOrigins.key]: ['https://rms.example.gov', 'https://dmv.example.gov'],
    });
    granted = new Set(['https://rms.example.gov/*']);
    await renderPopup();
    expect([...sites().querySelectorAll('li')].map((li) => li.textContent)).toEqual(['https://rms.example.gov']);
  });

  it('says none is enabled yet, and opens the options page to choose them', async () => {
    background({ 'session/get': ok({ user: signedInUser }), 'queue/list': ok(held([])) });
    const openOptions = vi.fn(async () => undefined);
    fakeBrowser.runtime.openOptionsPage = openOptions as typeof fakeBrowser.runtime.openOptionsPage;
    await renderPopup();
    expect(sites().textContent).toContain('None enabled yet.');
    await click('Choose RMS sites…');
    expect(openOptions).toHaveBeenCalledTimes(1);
  });
});
