// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://rms.example.gov/query/result?name=QUILLFEATHER"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listenRuntimeMessages } from '../../lib/bridge/messages/runtime-router';
import { storageKeys } from '../../lib/bridge/extension-storage-keys';
import { SIGN_IN_FIRST } from '../../lib/bridge/record-queue/held-records';
import { CONTROL_ATTRIBUTE } from '../../lib/records/rms-page/page-scan';
import rmsScript from '../rms.content';

// What WxtVitest's alias does, for this file only: the script's `browser` is the fake one.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

/** An NLETS driver return as an RMS shows it. */
const licenceReturn = (id: string, name = 'QUILLFEATHER, JONAH B', oln = '1234-56-7890') => `
<pre id="${id}">
DR.INBMV0000
06:14 12/03/2025 00412
TXT
NAM/${name} DOB/19850214 SEX/M OLN/${oln} OLS/IN
ADR/123 N MERIDIAN ST CTY/INDIANAPOLIS ST/IN ZIP/46204
OLC/C EXP/20270214 RST/B
</pre>`;
/** A return the RMS cut short: a name, but no licence number or state. */
const cutShort = `
<pre id="cut">
DR.INBMV0000
NAM/QUILLFEATHER, JONAH B DOB/19850214 SEX/M
</pre>`;

type Reply = { ok: true; payload: unknown } | { ok: false; error: string };

/** The background: what it was sent, and how it answers (held back until `answer` when `hold` is set). */
let background: {
  captured: { record: { kind: string; licenceNumber?: string }; pageUrl: string }[];
  reply: Reply;
  hold: boolean;
  answer: () => void;
};
let contexts: ContentScriptContext[];

beforeEach(() => {
  fakeBrowser.reset();
  // WXT says each invalidated context out loud outside a production build.
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  document.documentElement.removeAttribute('data-crash-report-rms');
  document.body.innerHTML = '';
  contexts = [];
  background = {
    captured: [],
    reply: { ok: true, payload: { status: 'delivered' } },
    hold: false,
    answer: () => undefined,
  };
  listenRuntimeMessages(fakeBrowser.runtime.onMessage, (message, _sender, sendResponse) => {
    const { type, payload } = message as { type: string; payload: never };
    if (type !== 'record/captured') return false;
    background.captured.push(payload);
    background.answer = () => sendResponse(background.reply);
    if (!background.hold) background.answer();
    return true;
  });
});
afterEach(() => {
  for (const ctx of contexts) ctx.notifyInvalidated();
  vi.restoreAllMocks();
});

async function inject() {
  // A context per injection with its own name: WXT would otherwise end the first when the second starts.
  const ctx = new ContentScriptContext(`rms-${contexts.length}`);
  contexts.push(ctx);
  await rmsScript.main(ctx);
  return ctx;
}

const hosts = () => [...document.querySelectorAll(`[${CONTROL_ATTRIBUTE}]`)];
const controlAfter = (id: string) => {
  const host = document.getElementById(id)?.nextElementSibling;
  expect(host?.hasAttribute(CONTROL_ATTRIBUTE)).toBe(true);
  return host!.shadowRoot!;
};
const sendButton = (id: string) => controlAfter(id).querySelector('button')!;
const status = (id: string) => controlAfter(id).querySelector('[role="status"]')!;
const said = (id: string, text: string) => vi.waitFor(() => expect(status(id).textContent).toBe(text), { interval: 5 });

describe('the RMS script’s Send to report control', () => {
  it('puts a control after the return, named for the record it sends', async () => {
    document.body.innerHTML = `<h1>Driver Query Response</h1>${licenceReturn('response')}`;
    await inject();
    expect(hosts()).toHaveLength(1);
    const button = sendButton('response');
    expect(button.textContent).toBe('Send to report');
    expect(button.getAttribute('aria-label')).toBe('Send to report: Licence IN 1234-56-7890: QUILLFEATHER, JONAH');
  });

  it('sends the record with the page’s address but not its query, and says it reached the report', async () => {
    document.body.innerHTML = licenceReturn('response');
    await inject();
    background.hold = true;
    const button = sendButton('response');
    button.click();
    // While the background decides, a second press cannot send it twice.
    expect(button.disabled).toBe(true);
    expect(status('response').textContent).toBe('Sending…');

    background.answer();
    await said('response', 'Sent to the open report.');
    expect(button.disabled).toBe(false);
    expect(background.captured).toEqual([
      {
        record: expect.objectContaining({
          kind: 'driverLicence',
          licenceNumber: '1234-56-7890',
          lastName: 'QUILLFEATHER',
        }),
        pageUrl: 'https://rms.example.gov/query/result',
      },
    ]);
  });

  it('says a record is held when no report is open, and why one was refused (nobody signed in, a full queue)', async () => {
    document.body.innerHTML = licenceReturn('response');
    await inject();
    background.reply = { ok: true, payload: { status: 'queued' } };
    sendButton('response').click();
    await said('response', 'Held: it goes to the report once one is open.');

    background.reply = { ok: true, payload: { status: 'refused', reason: 'Fifty records already wait.' } };
    sendButton('response').click();
    await said('response', 'Not sent: Fifty records already wait.');

    background.reply = { ok: true, payload: { status: 'refused', reason: SIGN_IN_FIRST } };
    sendButton('response').click();
    await said('response', 'Not sent: Sign in to the crash app first, then send it again.');
  });

  it('tells the officer to enable the site when the background refuses it, and to reload when it is gone', async () => {
    document.body.innerHTML = licenceReturn('response');
    await inject();
    background.reply = { ok: false, error: 'record/captured: sender refused.' };
    sendButton('response').click();
    await said('response', 'Not sent: this site is not enabled in the extension options.');

    fakeBrowser.runtime.onMessage.removeAllListeners();
    sendButton('response').click();
    await said('response', 'Not sent: the extension did not answer. Reload the page and try again.');
    expect(sendButton('response').disabled).toBe(false);
  });

  it('keeps keys pressed on the control from the RMS page’s own hot keys', async () => {
    document.body.innerHTML = licenceReturn('response');
    await inject();
    const hotKeys = vi.fn();
    document.addEventListener('keydown', hotKeys);
    try {
      sendButton('response').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }),
      );
      expect(hotKeys).not.toHaveBeenCalled();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', bubbles: true }));
      expect(hotKeys).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', hotKeys);
    }
  });

  it('says what a return cut short lacks, with nothing to send', async () => {
    document.body.innerHTML = cutShort;
    await inject();
    const note = controlAfter('cut').querySelector('[role="note"]');
    expect(note?.textContent).toBe(
      'Incomplete licence return for QUILLFEATHER, JONAH: no licence number; no licence state. Run the query again to send it.',
    );
    expect(controlAfter('cut').querySelector('button')).toBeNull();
  });
});

describe('the RMS script reading the agency’s site profiles', () => {
  const trainingPage = `${licenceReturn('response')}<div class="training">${licenceReturn('sample', 'SAMPLE, SAM', '0000-00-0001')}</div>`;
  const profile = (origin: string) => ({ name: 'County RMS', origins: [origin], ignore: ['.training'] });

  it('leaves alone what the profile for this site says to ignore', async () => {
    await fakeBrowser.storage.local.set({ [storageKeys.rmsSiteProfiles.key]: [profile('https://rms.example.gov')] });
    document.body.innerHTML = trainingPage;
    await inject();
    expect(hosts()).toHaveLength(1);
    expect(sendButton('response')).toBeTruthy();
  });

  it('does not apply another site’s profile', async () => {
    await fakeBrowser.storage.local.set({ [storageKeys.rmsSiteProfiles.key]: [profile('https://dmv.example.gov')] });
    document.body.innerHTML = trainingPage;
    await inject();
    expect(hosts()).toHaveLength(2);
  });
});

describe('the RMS script on a page that changes', () => {
  it('runs once in a frame however often it is injected', async () => {
    document.body.innerHTML = licenceReturn('response');
    await inject();
    await inject();
    expect(hosts()).toHaveLength(1);
  });

  it('offers a return the page shows later, once the page settles, and never a second control for one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      document.body.innerHTML = licenceReturn('first');
      await inject();
      document.body.insertAdjacentHTML('beforeend', licenceReturn('second', 'HOLLOWAY, PRISCILLA', '9876-54-3210'));
      await vi.advanceTimersByTimeAsync(399);
      expect(hosts()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(hosts()).toHaveLength(2));
      expect(sendButton('second').getAttribute('aria-label')).toBe(
        'Send to report: Licence IN 9876-54-3210: HOLLOWAY, PRISCILLA',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes its controls away when the extension is reloaded, so the new script can offer them again', async () => {
    document.body.innerHTML = licenceReturn('response');
    const ctx = await inject();
    ctx.notifyInvalidated();
    expect(hosts()).toEqual([]);
    await inject();
    expect(hosts()).toHaveLength(1);
  });
});
