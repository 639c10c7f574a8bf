// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeSender, SenderEnv } from '../bridge/messages/contexts';
import { clipboardAttempt, clipboardWrite } from '../bridge/messages/runtime-messages';
import { createRuntimeListener, type RuntimeListener } from '../bridge/messages/runtime-router';
import { BridgeError, sendRuntimeMessage } from '../bridge/messages/send-message';
import { clipboardAttemptRoute, clipboardWriteRoute } from './clipboard-routes';

const env: SenderEnv = {
  extensionId: 'ext',
  popupUrl: 'chrome-extension://ext/popup.html',
  appOrigin: 'http://localhost:8080',
};
const backgroundWorker: RuntimeSender = { id: 'ext' };
const popup: RuntimeSender = { id: 'ext', url: env.popupUrl };

const from = (sender: RuntimeSender, listener: RuntimeListener) => ({
  sendMessage: (message: unknown) =>
    new Promise<unknown>((resolve) => {
      if (!listener(message, sender, resolve)) resolve(undefined);
    }),
});

/** A document whose clipboard refuses writes while it has no focus and whose copy command fails `refusals` times. */
function unfocusedDocument(refusals: number) {
  const copied: string[] = [];
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Document is not focused.', 'NotAllowedError'),
  );
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      if (command !== 'copy' || refusals-- > 0) return false;
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    },
  });
  return copied;
}

describe('clipboard relay through the offscreen document', () => {
  it('retries a refused copy every 100 ms until the offscreen document writes it', async () => {
    const copied = unfocusedDocument(2);
    const offscreen = createRuntimeListener('offscreen', { ...env, backgroundUrls: [] }, [
      clipboardAttemptRoute(document),
    ]);
    const background = createRuntimeListener('background', env, [
      clipboardWriteRoute((text) => sendRuntimeMessage(from(backgroundWorker, offscreen), clipboardAttempt, { text })),
    ]);
    await expect(
      sendRuntimeMessage(from(popup, background), clipboardWrite, { text: 'IN 24-000123' }),
    ).resolves.toEqual({
      copied: true,
      attempts: 3,
    });
    expect(copied).toEqual(['IN 24-000123']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('writes for the background only, and takes copies only from the app bridge and the popup', async () => {
    unfocusedDocument(0);
    const offscreen = createRuntimeListener('offscreen', { ...env, backgroundUrls: [] }, [
      clipboardAttemptRoute(document),
    ]);
    await expect(sendRuntimeMessage(from(popup, offscreen), clipboardAttempt, { text: 'x' })).rejects.toThrow(
      new BridgeError('clipboard/attempt: sender refused.'),
    );
    const background = createRuntimeListener('background', { ...env, rmsOrigins: ['https://rms.example.gov'] }, [
      clipboardWriteRoute(async () => undefined),
    ]);
    const rms: RuntimeSender = { id: 'ext', url: 'https://rms.example.gov/q', frameId: 0 };
    await expect(sendRuntimeMessage(from(rms, background), clipboardWrite, { text: 'x' })).rejects.toThrow(
      'clipboard/write: sender refused.',
    );
  });
});
