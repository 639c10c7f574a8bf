import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { testSession } from '../../lib/bridge/session/app-session.fixture';
import type { RuntimeSender } from '../../lib/bridge/messages/contexts';
import { NOT_SIGNED_IN } from '../../lib/bridge/session/crash-app-entry';
import { runtimeEnvelopeSchema } from '../../lib/bridge/messages/define-message';
import { SYNC_ALARM } from '../../lib/bridge/periodic-sync';
import { NO_REPORT_OPEN } from '../../lib/bridge/record-queue/queue-delivery';
import { SIGN_IN_FIRST } from '../../lib/bridge/record-queue/held-records';
import type { RmsScriptRegistration } from '../../lib/bridge/rms-origins/rms-content-script';
import {
  appOpen,
  clipboardWrite,
  queueDiscard,
  queueList,
  queueSend,
  recordCaptured,
  sessionGet,
  sessionSet,
} from '../../lib/bridge/messages/runtime-messages';
import { listenRuntimeMessages } from '../../lib/bridge/messages/runtime-router';
import { BridgeError, sendRuntimeMessage } from '../../lib/bridge/messages/send-message';
import { storageKeys } from '../../lib/bridge/extension-storage-keys';
import type { CrashRecord } from '../../lib/records/record-types';
import background from '../background';

// What WxtVitest's alias does, for this file only: the background's `browser` is the fake one.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

const EXTENSION = 'test-extension-id';
const popup: RuntimeSender = { id: EXTENSION, url: `chrome-extension://${EXTENSION}/popup.html` };
const appPage: RuntimeSender = { id: EXTENSION, url: 'http://localhost:8080/reports/12', frameId: 0 };
const rmsFrame: RuntimeSender = { id: EXTENSION, url: 'https://rms.example.gov/query/result', frameId: 3 };
const pageUrl = 'https://rms.example.gov/query/result';
const vin: CrashRecord = { kind: 'vin', id: 'vin:1HGCM82633A004352', vin: '1HGCM82633A004352' };
const session = testSession();

/** A context of the extension sending to the background: the browser names the sender, not the message. */
function from(sender: RuntimeSender) {
  return {
    async sendMessage(message: unknown) {
      let reply: (answer: unknown) => void = () => undefined;
      const answered = new Promise((resolve) => (reply = resolve));
      const pending = await fakeBrowser.runtime.onMessage.trigger(message, sender, reply);
      // A listener that answers later returns true, as in a browser (the fake's type leaves that out).
      return pending.some((p) => (p as unknown) === true) ? answered : undefined;
    },
  };
}

/** A browser event the fake browser lacks, that the test can fire. */
function event<A extends unknown[]>() {
  const listeners = new Set<(...args: A) => void>();
  return {
    addListener: (l: (...args: A) => void) => void listeners.add(l),
    removeListener: (l: (...args: A) => void) => void listeners.delete(l),
    hasListener: (l: (...args: A) => void) => listeners.has(l),
    fire: (...args: A) => listeners.forEach((l) => l(...args)),
  };
}

/** The background asks for the app's tabs by match pattern; the fake browser compares a query's url as text. */
function matches(pattern: string, url: string | undefined) {
  if (!url) return false;
  const [, scheme, host] = /^(\*|https?):\/\/([^/]*)\/\*$/.exec(pattern) ?? [];
  const parsed = new URL(url);
  return (scheme === '*' || `${scheme}:` === parsed.protocol) && parsed.hostname === host;
}

const query = fakeBrowser.tabs.query.bind(fakeBrowser.tabs);

let granted: Set<string>;
let scripts: RmsScriptRegistration[];
let permissionsRemoved: ReturnType<typeof event<[unknown]>>;
/** What each app tab was sent, in order, and with which frame. */
let toTabs: { tabId: number; type: string; payload: unknown; frameId: number | undefined }[];
/** The web app's server, as the background's fetches reach it. */
let server: { referenceVersions: { codeListsChangedAt: string | null; formConfigurationsChangedAt: string | null } };
let fetched: { url: string; body: unknown }[];

beforeEach(async () => {
  fakeBrowser.reset();
  granted = new Set(['https://rms.example.gov/*']);
  scripts = [];
  permissionsRemoved = event();
  toTabs = [];
  fetched = [];
  server = { referenceVersions: { codeListsChangedAt: null, formConfigurationsChangedAt: null } };
  await fakeBrowser.storage.local.set({
    [storageKeys.rmsOrigins.key]: ['https://rms.example.gov', 'https://dmv.example.gov'],
  });

  Object.assign(fakeBrowser.permissions, {
    contains: async ({ origins = [] }: { origins?: string[] }) => origins.every((o) => granted.has(o)),
    onAdded: event(),
    onRemoved: permissionsRemoved,
  });
  Object.assign(fakeBrowser.scripting, {
    getRegisteredContentScripts: async ({ ids }: { ids: string[] }) => scripts.filter((s) => ids.includes(s.id)),
    registerContentScripts: async (added: RmsScriptRegistration[]) => void (scripts = [...scripts, ...added]),
    updateContentScripts: async (updated: RmsScriptRegistration[]) =>
      void (scripts = scripts.map((s) => updated.find((u) => u.id === s.id) ?? s)),
    unregisterContentScripts: async ({ ids }: { ids: string[] }) =>
      void (scripts = scripts.filter((s) => !ids.includes(s.id))),
  });
  Object.assign(fakeBrowser.tabs, {
    query: async ({ url, ...rest }: { url?: string }) =>
      (await query(rest)).filter((tab) => url === undefined || matches(url, tab.url)),
    // Each app tab's app-bridge: takes every record into its open report, and hears of new code lists.
    sendMessage: async (tabId: number, message: unknown, options?: { frameId?: number }) => {
      const { type, payload } = runtimeEnvelopeSchema.parse(message);
      toTabs.push({ tabId, type, payload, frameId: options?.frameId });
      if (type === 'record/deliver') return { ok: true, payload: { accepted: true, reportId: 12 } };
      return { ok: true, payload: { told: true } };
    },
  });
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    fetched.push({ url: String(url), body: JSON.parse(String(init.body)) });
    if (url.pathname === '/API/Settings/GetReferenceVersions')
      return Response.json({ payload: server.referenceVersions });
    if (url.pathname === '/API/Account/CreateLoginLink') {
      return Response.json({
        payload: {
          url: 'https://elsewhere.example/?pid=7&type=web',
          token: 'one-time',
          expiresAt: '2030-01-01T00:00:00Z',
        },
      });
    }
    return new Response(null, { status: 404 });
  });
  // Chromium unless a test says Firefox: its worker copies through the offscreen document.
  Object.assign(fakeBrowser, {
    offscreen: { hasDocument: async () => false, createDocument: vi.fn(async () => undefined) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const start = () => background.main();
const alarm = (name: string) => ({ name, scheduledTime: Date.now(), persistAcrossSessions: false });
/** Waits for what the background does without being asked (its answers are awaited instead). */
const soon = (assertion: () => unknown) => vi.waitFor(assertion, { interval: 5 });
/** Long enough for anything the background would have done to show. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const openTab = (url: string) => fakeBrowser.tabs.create({ url });
const recordsTo = (tabId: number) =>
  toTabs.filter((t) => t.tabId === tabId && t.type === 'record/deliver').map((t) => t.payload);

describe('the background’s session', () => {
  it('keeps the session the app’s page hands over and tells the popup who is signed in, never the token', async () => {
    start();
    await expect(sendRuntimeMessage(from(appPage), sessionSet, { session })).resolves.toEqual({ signedIn: true });
    const { user } = await sendRuntimeMessage(from(popup), sessionGet, {});
    expect(user).toEqual({
      userName: 'officer',
      displayName: 'Demo Officer',
      agencyName: 'Demo Police Department',
      agencyOri: 'IN0490000',
      expiresAt: session.expiresAt,
    });
    expect(JSON.stringify(user)).not.toContain(session.token);
  });

  it('forgets the session when the app signs out, or hands over one already expired', async () => {
    start();
    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await expect(sendRuntimeMessage(from(appPage), sessionSet, { session: null })).resolves.toEqual({
      signedIn: false,
    });
    expect(await sendRuntimeMessage(from(popup), sessionGet, {})).toEqual({ user: null });

    const expired = testSession('2020-01-01T00:00:00.000Z');
    await expect(sendRuntimeMessage(from(appPage), sessionSet, { session: expired })).resolves.toEqual({
      signedIn: false,
    });
    expect(await sendRuntimeMessage(from(popup), sessionGet, {})).toEqual({ user: null });
  });

  it('takes no session from another localhost port, a frame inside the app, or the popup', async () => {
    start();
    const senders: RuntimeSender[] = [
      { ...appPage, url: 'http://localhost:3000/reports/12' },
      { ...appPage, frameId: 4 },
      popup,
    ];
    for (const sender of senders) {
      await expect(sendRuntimeMessage(from(sender), sessionSet, { session })).rejects.toThrow(
        new BridgeError('session/set: sender refused.'),
      );
    }
    expect(await sendRuntimeMessage(from(popup), sessionGet, {})).toEqual({ user: null });
  });
});

describe('the background’s captured records', () => {
  it('takes a record from an enabled RMS site the browser grants and refuses one from a site it withdrew', async () => {
    start();
    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl })).resolves.toEqual({
      status: 'queued',
    });
    const withdrawn: RuntimeSender = { ...rmsFrame, url: 'https://dmv.example.gov/lookup' };
    await expect(
      sendRuntimeMessage(from(withdrawn), recordCaptured, { record: vin, pageUrl: 'https://dmv.example.gov/lookup' }),
    ).rejects.toThrow(new BridgeError('record/captured: sender refused.'));

    const { entries } = await sendRuntimeMessage(from(popup), queueList, {});
    expect(entries.map((e) => [e.record, e.pageUrl, e.capturedBy, e.lastError])).toEqual([
      [vin, pageUrl, 'officer', NO_REPORT_OPEN],
    ]);
  });

  it('judges a record that woke the worker once the enabled sites are read, instead of refusing it', async () => {
    let grant: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (grant = resolve));
    Object.assign(fakeBrowser.permissions, {
      contains: async ({ origins = [] }: { origins?: string[] }) => {
        await read;
        return origins.every((o) => granted.has(o));
      },
    });
    await fakeBrowser.storage.session.set({ [storageKeys.appSession.key]: session });
    start();
    const captured = sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl });
    grant();
    await expect(captured).resolves.toEqual({ status: 'queued' });
  });

  it('sends a captured record straight into the report open in the app’s top frame', async () => {
    const tab = await openTab('http://localhost:8080/reports/12');
    start();
    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl })).resolves.toEqual({
      status: 'delivered',
    });
    expect(recordsTo(tab.id!)).toEqual([{ delivery: expect.objectContaining({ record: vin, pageUrl }) }]);
    expect(toTabs.every((t) => t.frameId === 0)).toBe(true);
    expect((await sendRuntimeMessage(from(popup), queueList, {})).entries).toEqual([]);
  });

  it('sends what waited once the officer who captured it signs in again', async () => {
    start();
    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl });
    await sendRuntimeMessage(from(appPage), sessionSet, { session: null });
    const tab = await openTab('http://localhost:8080/reports/12');
    await fakeBrowser.alarms.onAlarm.trigger(alarm(SYNC_ALARM));
    await settle();
    expect(recordsTo(tab.id!)).toEqual([]);

    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await soon(() => expect(recordsTo(tab.id!)).toHaveLength(1));
    await soon(async () => expect((await sendRuntimeMessage(from(popup), queueList, {})).entries).toEqual([]));
  });

  it('sends what waited as soon as an app tab opens a report, but not for another port’s page', async () => {
    const tab = await openTab('http://localhost:8080/search');
    const otherApp = await openTab('http://localhost:3000/');
    start();
    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl });
    const [waiting] = (await sendRuntimeMessage(from(popup), queueList, {})).entries;
    expect(waiting?.lastError).toBe(NO_REPORT_OPEN);

    // Not even tried: a try would count against the record as one more failed attempt.
    await fakeBrowser.tabs.update(otherApp.id!, { url: 'http://localhost:3000/reports/7' });
    await settle();
    expect(toTabs).toEqual([]);
    expect((await sendRuntimeMessage(from(popup), queueList, {})).entries).toEqual([waiting]);

    await fakeBrowser.tabs.update(tab.id!, { url: 'http://localhost:8080/reports/7' });
    await soon(() => expect(recordsTo(tab.id!)).toHaveLength(1));
  });
});

describe('the background’s held records, on a browser officers share', () => {
  const supervisor = testSession(undefined, { userName: 'supervisor', displayName: 'Sam Supervisor' });
  // The officer's lookup: a person the supervisor never looked up.
  const licence: CrashRecord = {
    kind: 'driverLicence',
    id: 'dl:IN:5512-34-0987',
    source: 'text',
    lastName: 'HOLLOWAY',
    firstName: 'PRISCILLA',
    dateOfBirth: '11/02/1979',
    licenceState: 'IN',
    licenceNumber: '5512-34-0987',
    licenceClass: 'C',
    restrictions: ['B'],
    flags: [],
  };
  const signInAs = (who: typeof session | null) => sendRuntimeMessage(from(appPage), sessionSet, { session: who });
  const popupList = () => sendRuntimeMessage(from(popup), queueList, {});

  it('lists, counts and delivers an officer’s held record to nobody else, and to the officer once back', async () => {
    start();
    await signInAs(session);
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: licence, pageUrl })).resolves.toEqual({
      status: 'queued',
    });
    const [held] = (await popupList()).entries;
    expect(held?.record).toEqual(licence);

    // The officer signs out of the app, keeping the record on the device: nobody's popup names it.
    await signInAs(null);
    expect(await popupList()).toEqual({ entries: [], heldForOthers: 1 });

    // A supervisor signs in on the same browser and opens a report.
    await signInAs(supervisor);
    const report = await openTab('http://localhost:8080/reports/12');
    await settle();
    const seen = await popupList();
    expect(seen).toEqual({ entries: [], heldForOthers: 1 });
    expect(JSON.stringify(seen)).not.toMatch(/HOLLOWAY|5512-34-0987/);
    await expect(sendRuntimeMessage(from(popup), queueSend, {})).resolves.toEqual({ delivered: 0, waiting: 0 });
    await expect(sendRuntimeMessage(from(popup), queueDiscard, { id: held!.id })).resolves.toEqual({
      discarded: false,
    });
    await fakeBrowser.alarms.onAlarm.trigger(alarm(SYNC_ALARM));
    await settle();
    expect(recordsTo(report.id!)).toEqual([]);

    // The supervisor's own capture goes into their report; the officer's still waits.
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl })).resolves.toEqual({
      status: 'delivered',
    });
    expect(recordsTo(report.id!)).toEqual([{ delivery: expect.objectContaining({ record: vin }) }]);
    expect(await popupList()).toEqual({ entries: [], heldForOthers: 1 });

    // The officer signs in again: theirs is listed, and delivered to the report open in their app.
    await signInAs(session);
    await soon(() =>
      expect(recordsTo(report.id!)).toEqual([
        { delivery: expect.objectContaining({ record: vin }) },
        { delivery: expect.objectContaining({ id: held!.id, record: licence }) },
      ]),
    );
    await soon(async () => expect(await popupList()).toEqual({ entries: [], heldForOthers: 0 }));
  });

  it('lists the officer’s held records to them again after another user came and went', async () => {
    start();
    await signInAs(session);
    await sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: licence, pageUrl });
    await signInAs(supervisor);
    expect((await popupList()).entries).toEqual([]);
    await signInAs(session);
    expect(await popupList()).toEqual({
      entries: [expect.objectContaining({ record: licence, capturedBy: 'officer', lastError: NO_REPORT_OPEN })],
      heldForOthers: 0,
    });
  });

  it('refuses a capture while nobody is signed in, holding nothing for whoever signs in next', async () => {
    const report = await openTab('http://localhost:8080/reports/12');
    start();
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: licence, pageUrl })).resolves.toEqual({
      status: 'refused',
      reason: SIGN_IN_FIRST,
    });
    await signInAs(supervisor);
    await settle();
    expect(recordsTo(report.id!)).toEqual([]);
    expect(await popupList()).toEqual({ entries: [], heldForOthers: 0 });
  });

  it('refuses a capture once the session the app announced has expired', async () => {
    start();
    await fakeBrowser.storage.session.set({
      [storageKeys.appSession.key]: testSession('2020-01-01T00:00:00.000Z'),
    });
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl })).resolves.toEqual({
      status: 'refused',
      reason: SIGN_IN_FIRST,
    });
  });
});

describe('the background’s minute', () => {
  it('keeps one sync alarm firing every minute', async () => {
    start();
    await soon(async () =>
      expect(await fakeBrowser.alarms.get(SYNC_ALARM)).toMatchObject({ name: SYNC_ALARM, periodInMinutes: 1 }),
    );
  });

  it('delivers what waits and tells the app’s tabs only when code lists or forms changed on the server', async () => {
    start();
    // Signed in without the session's own delivery, and the report opened without the tab's: the record waits for the minute.
    await fakeBrowser.storage.session.set({ [storageKeys.appSession.key]: session });
    await sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl });
    const report = await openTab('http://localhost:8080/reports/12');
    const otherPort = await openTab('http://localhost:3000/reports/12');

    await fakeBrowser.alarms.onAlarm.trigger(alarm(SYNC_ALARM));
    await soon(() => expect(recordsTo(report.id!)).toHaveLength(1));
    await soon(() =>
      expect(fetched.map((f) => f.url)).toContain('http://localhost:8080/API/Settings/GetReferenceVersions'),
    );
    // The version check is public: it carries no session, so it never keeps an idle one alive.
    expect(JSON.stringify(fetched)).not.toContain(session.token);
    expect(toTabs.filter((t) => t.type === 'reference/changed')).toEqual([]);

    server.referenceVersions = { codeListsChangedAt: '2026-03-01T10:00:00.000Z', formConfigurationsChangedAt: null };
    await fakeBrowser.alarms.onAlarm.trigger(alarm(SYNC_ALARM));
    await soon(() =>
      expect(toTabs.filter((t) => t.type === 'reference/changed')).toEqual([
        {
          tabId: report.id,
          type: 'reference/changed',
          payload: { codeLists: true, formConfigurations: false },
          frameId: 0,
        },
      ]),
    );
    expect(toTabs.some((t) => t.tabId === otherPort.id)).toBe(false);
  });

  it('does nothing on another alarm', async () => {
    start();
    await fakeBrowser.alarms.onAlarm.trigger(alarm('something-else'));
    await settle();
    expect(fetched).toEqual([]);
  });
});

describe('the background opening the crash app', () => {
  it('opens the app itself and says why when it holds no session', async () => {
    start();
    await expect(sendRuntimeMessage(from(popup), appOpen, {})).resolves.toEqual({
      signedIn: false,
      reason: NOT_SIGNED_IN,
    });
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((t) => t.url)).toContain('http://localhost:8080/');
    expect(fetched).toEqual([]);
  });

  it('opens the trusted app signed in through a one-time link, the session token in no address', async () => {
    start();
    await sendRuntimeMessage(from(appPage), sessionSet, { session });
    await expect(sendRuntimeMessage(from(popup), appOpen, {})).resolves.toEqual({ signedIn: true });
    const [asked] = fetched.filter((f) => f.url.endsWith('/API/Account/CreateLoginLink'));
    expect(asked?.url).toBe('http://localhost:8080/API/Account/CreateLoginLink');
    expect(asked?.body).toMatchObject({ identity: { token: session.token } });
    const opened = (await fakeBrowser.tabs.query({})).map((t) => t.url).filter(Boolean);
    expect(opened).toEqual(['http://localhost:8080/#token=one-time&pid=7&type=web&aid=crash-web']);
    expect(opened[0]).not.toContain(session.token);
  });

  it('is not opened for a content script', async () => {
    start();
    await expect(sendRuntimeMessage(from(rmsFrame), appOpen, {})).rejects.toThrow(
      new BridgeError('app/open: sender refused.'),
    );
    expect((await fakeBrowser.tabs.query({})).filter((t) => t.url)).toEqual([]);
  });
});

describe('the background’s RMS sites', () => {
  it('runs the RMS script on exactly the granted sites, and follows options and the browser’s permissions', async () => {
    await fakeBrowser.storage.session.set({ [storageKeys.appSession.key]: session });
    start();
    await soon(() => expect(scripts.map((s) => s.matches)).toEqual([['https://rms.example.gov/*']]));

    granted.add('https://dmv.example.gov/*');
    await fakeBrowser.storage.local.set({
      [storageKeys.rmsOrigins.key]: ['https://rms.example.gov', 'https://dmv.example.gov'],
    });
    await soon(() =>
      expect(scripts.map((s) => s.matches)).toEqual([['https://rms.example.gov/*', 'https://dmv.example.gov/*']]),
    );
    const dmv: RuntimeSender = { ...rmsFrame, url: 'https://dmv.example.gov/lookup' };
    await expect(sendRuntimeMessage(from(dmv), recordCaptured, { record: vin, pageUrl })).resolves.toEqual({
      status: 'queued',
    });

    // The officer withdrew every site in the browser's own settings.
    granted.clear();
    permissionsRemoved.fire({ origins: ['https://rms.example.gov/*', 'https://dmv.example.gov/*'] });
    await soon(() => expect(scripts).toEqual([]));
    await expect(sendRuntimeMessage(from(rmsFrame), recordCaptured, { record: vin, pageUrl })).rejects.toThrow(
      new BridgeError('record/captured: sender refused.'),
    );
  });
});

describe('the background’s clipboard', () => {
  /** The offscreen document: refuses `refusals` attempts (its window not focused), then copies. */
  function offscreenDocument(refusals: number) {
    const attempts: unknown[] = [];
    listenRuntimeMessages(fakeBrowser.runtime.onMessage, (message, _sender, sendResponse) => {
      const { type, payload } = runtimeEnvelopeSchema.parse(message);
      if (type !== 'clipboard/attempt') return false;
      attempts.push(payload);
      sendResponse(
        attempts.length > refusals
          ? { ok: true, payload: { copied: true } }
          : { ok: false, error: 'clipboard/attempt: failed.' },
      );
      return true;
    });
    return attempts;
  }

  it('copies through the offscreen document on Chromium, trying again until the browser takes it', async () => {
    const attempts = offscreenDocument(1);
    start();
    await expect(sendRuntimeMessage(from(popup), clipboardWrite, { text: '1HGCM82633A004352' })).resolves.toEqual({
      copied: true,
      attempts: 2,
    });
    expect(attempts).toEqual([{ text: '1HGCM82633A004352' }, { text: '1HGCM82633A004352' }]);
    expect(vi.mocked(fakeBrowser.offscreen.createDocument)).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `chrome-extension://${EXTENSION}/offscreen-clipboard.html`,
        reasons: ['CLIPBOARD'],
      }),
    );
  });

  it('writes the clipboard itself on Firefox, whose background page has a DOM', async () => {
    Object.assign(fakeBrowser, { offscreen: undefined });
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    start();
    await expect(sendRuntimeMessage(from(popup), clipboardWrite, { text: 'IN 1234-56-7890' })).resolves.toEqual({
      copied: true,
      attempts: 1,
    });
    expect(writeText).toHaveBeenCalledWith('IN 1234-56-7890');
  });
});
