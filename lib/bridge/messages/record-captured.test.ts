import { describe, expect, it } from 'vitest';
import type { RuntimeSender, SenderEnv } from './contexts';
import { recordCaptured } from './runtime-messages';
import { createRuntimeListener, route, type RuntimeListener } from './runtime-router';
import { BridgeError, sendRuntimeMessage } from './send-message';
import type { CrashRecord } from '../../records/record-types';

const env: SenderEnv = {
  extensionId: 'ext',
  popupUrl: 'chrome-extension://ext/popup.html',
  appOrigin: 'http://localhost:8080',
  rmsOrigins: ['https://rms.example.gov'],
};
const rmsFrame: RuntimeSender = { id: 'ext', url: 'https://rms.example.gov/query/result', frameId: 2 };
const vin: CrashRecord = { kind: 'vin', id: 'vin:1HGCM82633A004352', vin: '1HGCM82633A004352' };
const pageUrl = 'https://rms.example.gov/query/result';

function runtimeFrom(sender: RuntimeSender, listener: RuntimeListener) {
  return {
    sendMessage: (message: unknown) =>
      new Promise<unknown>((resolve) => {
        if (!listener(message, sender, resolve)) resolve(undefined);
      }),
  };
}

function background() {
  const queued: { record: CrashRecord; pageUrl: string }[] = [];
  const listener = createRuntimeListener('background', env, [
    route(recordCaptured, async (payload) => {
      queued.push(payload);
      return { status: 'queued' as const };
    }),
  ]);
  return { listener, queued };
}

describe('recordCaptured', () => {
  it('carries a typed record from an enabled RMS page, in any frame, to the background', async () => {
    const { listener, queued } = background();
    await expect(
      sendRuntimeMessage(runtimeFrom(rmsFrame, listener), recordCaptured, { record: vin, pageUrl }),
    ).resolves.toEqual({ status: 'queued' });
    expect(queued).toEqual([{ record: vin, pageUrl }]);
  });

  it('is refused from the popup, the web app and RMS origins that were not enabled', async () => {
    const { listener, queued } = background();
    const senders: RuntimeSender[] = [
      { id: 'ext', url: env.popupUrl },
      { id: 'ext', url: 'http://localhost:8080/reports/1', frameId: 0 },
      { id: 'ext', url: 'https://other-rms.example.gov/', frameId: 0 },
    ];
    for (const sender of senders) {
      await expect(
        sendRuntimeMessage(runtimeFrom(sender, listener), recordCaptured, { record: vin, pageUrl }),
      ).rejects.toThrow(new BridgeError('record/captured: sender refused.'));
    }
    expect(queued).toEqual([]);
  });

  it('refuses a record that does not match its schema and a page address that is not http(s)', async () => {
    const { listener, queued } = background();
    const reply = (payload: unknown) =>
      new Promise((resolve) => listener({ type: 'record/captured', payload }, rmsFrame, resolve));
    await expect(reply({ record: { ...vin, vin: 'NOT A VIN' }, pageUrl })).resolves.toEqual({
      ok: false,
      error: 'record/captured: malformed request.',
    });
    await expect(reply({ record: vin, pageUrl: 'javascript:alert(1)' })).resolves.toMatchObject({ ok: false });
    expect(queued).toEqual([]);
  });
});
