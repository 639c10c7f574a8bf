import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  copyToClipboard as copyThrough,
  refusedMessage,
  WAITING_MESSAGE,
  type CopyResult,
} from './child-window-clipboard';
import { createChildWindows, type ClipboardStore } from './child-window-store';

const notFocused = () => new DOMException('Document is not focused.', 'NotAllowedError');

/** A clipboard that refuses writes while `focused` is false, as Chromium does. */
function fakeClipboard() {
  const state = { focused: false, text: '', writes: 0 };
  const writeText = vi.fn(async (text: string) => {
    state.writes += 1;
    if (!state.focused) throw notFocused();
    state.text = text;
  });
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  return state;
}

describe('copying (through the main window)', () => {
  let clipboardOfPage: ClipboardStore;
  const copyToClipboard = (text: string, options?: { onWaiting?: (message: string) => void }) =>
    copyThrough(clipboardOfPage, text, options);
  /** What the main window's ribbon says. */
  const status = () => {
    const { tone, message } = clipboardOfPage.getState();
    return { tone, message };
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clipboardOfPage = createChildWindows().clipboard;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies at once when the main window has the focus', async () => {
    const clipboard = fakeClipboard();
    clipboard.focused = true;
    await expect(copyToClipboard('IN 1234-56-7890')).resolves.toEqual({ copied: true });
    expect(clipboard.text).toBe('IN 1234-56-7890');
    expect(status()).toEqual({ tone: 'ok', message: 'Copied.' });
  });

  it('says to switch windows while refused, and copies once the main window gets the focus', async () => {
    const clipboard = fakeClipboard();
    const onWaiting = vi.fn();
    let result: CopyResult | undefined;
    void copyToClipboard('IN ABC123', { onWaiting }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(0);
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(status()).toEqual({ tone: 'waiting', message: WAITING_MESSAGE });

    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toBeUndefined();
    clipboard.focused = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(result).toEqual({ copied: true });
    expect(clipboard.text).toBe('IN ABC123');
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(status().message).toBe('Copied.');
  });

  it('keeps trying past 10 s, still saying what to do, and copies when the officer comes back a minute later', async () => {
    const clipboard = fakeClipboard();
    const onWaiting = vi.fn();
    let result: CopyResult | undefined;
    void copyToClipboard('IN ABC123', { onWaiting }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(result).toBeUndefined();
    expect(status()).toEqual({ tone: 'waiting', message: WAITING_MESSAGE });
    expect(onWaiting).toHaveBeenCalledTimes(1);
    clipboard.focused = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(result).toEqual({ copied: true });
    expect(clipboard.text).toBe('IN ABC123');
    expect(clipboard.writes).toBe(602);
  });

  it('says the browser refuses when the refusal is not about the focus, and still copies once allowed', async () => {
    let allowed = false;
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = vi.fn(async () => {
      if (!allowed) throw refusal;
    });
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const onWaiting = vi.fn();
    let result: CopyResult | undefined;
    void copyToClipboard('IN ABC123', { onWaiting }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onWaiting).toHaveBeenCalledWith(refusedMessage(refusal));
    expect(status().message).toBe(
      'Not copied yet: the browser refuses to copy (Write permission denied.). It is tried again until it copies; or select the text and copy it by hand.',
    );
    allowed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(result).toEqual({ copied: true });
  });

  it('lets a newer copy replace one still waiting, so the older text never lands', async () => {
    const clipboard = fakeClipboard();
    let first: CopyResult | undefined;
    void copyToClipboard('older').then((r) => (first = r));
    await vi.advanceTimersByTimeAsync(150);
    const second = copyToClipboard('newer');
    clipboard.focused = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(first).toEqual({ copied: false, superseded: true, message: '' });
    await expect(second).resolves.toEqual({ copied: true });
    expect(clipboard.text).toBe('newer');
  });

  it('says so when the browser has no clipboard for the app', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copyToClipboard('x')).resolves.toMatchObject({ copied: false, superseded: false });
    expect(status().message).toMatch(/^Not copied: this browser does not let the app copy here/);
  });
});
