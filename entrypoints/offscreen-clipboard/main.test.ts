// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RuntimeSender } from '../../lib/bridge/messages/contexts';
import { clipboardAttempt } from '../../lib/bridge/messages/runtime-messages';
import { BridgeError, sendRuntimeMessage } from '../../lib/bridge/messages/send-message';

// What WxtVitest's alias does, for this file only: the document's `browser` is the fake one.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

const EXTENSION = 'test-extension-id';
/** Chrome's service worker sends with the extension's id and no address. */
const worker: RuntimeSender = { id: EXTENSION };
const popup: RuntimeSender = { id: EXTENSION, url: `chrome-extension://${EXTENSION}/popup.html` };

const from = (sender: RuntimeSender) => ({
  async sendMessage(message: unknown) {
    let reply: (answer: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (reply = resolve));
    const pending = await fakeBrowser.runtime.onMessage.trigger(message, sender, reply);
    // A listener that answers later returns true, as in a browser (the fake's type leaves that out).
    return pending.some((p) => (p as unknown) === true) ? answered : undefined;
  },
});

/** The clipboard as the hidden document sees it: the async API and the older copy command. */
let clipboard: { writeText: ReturnType<typeof vi.fn> };
let copyCommand: ReturnType<typeof vi.fn>;
/** What the copy command found selected when it ran. */
let selected: string[];

beforeAll(async () => {
  // The document starts listening as it loads.
  await import('./main');
});
beforeEach(() => {
  selected = [];
  clipboard = { writeText: vi.fn(async () => undefined) };
  Object.defineProperty(document.defaultView!.navigator, 'clipboard', { value: clipboard, configurable: true });
  copyCommand = vi.fn(() => {
    selected.push(document.querySelector('textarea')?.value ?? '');
    return true;
  });
  document.execCommand = copyCommand as unknown as typeof document.execCommand;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offscreen clipboard document', () => {
  it('writes what the background asks to the clipboard', async () => {
    await expect(sendRuntimeMessage(from(worker), clipboardAttempt, { text: '1HGCM82633A004352' })).resolves.toEqual({
      copied: true,
    });
    expect(clipboard.writeText).toHaveBeenCalledWith('1HGCM82633A004352');
    expect(copyCommand).not.toHaveBeenCalled();
  });

  it('copies with the older command when the browser refuses the async clipboard to a document without focus', async () => {
    clipboard.writeText.mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    await expect(sendRuntimeMessage(from(worker), clipboardAttempt, { text: 'IN 1234-56-7890' })).resolves.toEqual({
      copied: true,
    });
    expect(copyCommand).toHaveBeenCalledWith('copy');
    expect(selected).toEqual(['IN 1234-56-7890']);
    // The text it selected to copy does not stay in the document.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('answers with a failure when both are refused, so the background tries again', async () => {
    clipboard.writeText.mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    copyCommand.mockReturnValue(false);
    await expect(sendRuntimeMessage(from(worker), clipboardAttempt, { text: 'USDOT 123456' })).rejects.toThrow(
      new BridgeError('clipboard/attempt: failed.'),
    );
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('writes nothing for anyone but the background', async () => {
    await expect(sendRuntimeMessage(from(popup), clipboardAttempt, { text: 'anything' })).rejects.toThrow(
      new BridgeError('clipboard/attempt: sender refused.'),
    );
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });
});
