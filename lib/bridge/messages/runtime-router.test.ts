import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testSession } from '../session/app-session.fixture';
import type { RuntimeSender, SenderEnv } from './contexts';
import { defineRuntimeMessage, defineWindowMessage } from './define-message';
import { appOpen, sessionGet, sessionSet } from './runtime-messages';
import { createRuntimeListener, listenRuntimeMessages, route, type RuntimeListener } from './runtime-router';
import { BridgeError, sendRuntimeMessage } from './send-message';

const env: SenderEnv = {
  extensionId: 'ext',
  popupUrl: 'chrome-extension://ext/popup.html',
  appOrigin: 'http://localhost:8080',
};
const popup: RuntimeSender = { id: 'ext', url: env.popupUrl };
const appBridge: RuntimeSender = { id: 'ext', url: 'http://localhost:8080/dashboard', frameId: 0 };
const otherPort: RuntimeSender = { id: 'ext', url: 'http://localhost:3000/', frameId: 0 };

/** A runtime whose sendMessage reaches the listener as the given sender, as the browser would. */
function runtimeFrom(sender: RuntimeSender, listener: RuntimeListener) {
  return {
    sendMessage: (message: unknown) =>
      new Promise<unknown>((resolve) => {
        // Like the browser: no listener answering means the promise settles with nothing.
        if (!listener(message, sender, resolve)) resolve(undefined);
      }),
  };
}

function backgroundListener(onError = vi.fn()) {
  const stored = { session: null as ReturnType<typeof testSession> | null };
  const listener = createRuntimeListener(
    'background',
    env,
    [
      route(sessionSet, async ({ session }) => {
        stored.session = session;
        return { signedIn: session !== null };
      }),
      route(sessionGet, async () => {
        if (!stored.session) return { user: null };
        const { token: _token, ...user } = stored.session;
        return { user };
      }),
      route(appOpen, async () => {
        throw new Error('tabs unavailable');
      }),
    ],
    onError,
  );
  return { listener, stored, onError };
}

describe('runtime messages through the background listener', () => {
  it('lets the app-bridge set the session and the popup read it without the token', async () => {
    const { listener, stored } = backgroundListener();
    const session = testSession();
    await expect(sendRuntimeMessage(runtimeFrom(appBridge, listener), sessionSet, { session })).resolves.toEqual({
      signedIn: true,
    });
    expect(stored.session).toEqual(session);

    const { user } = await sendRuntimeMessage(runtimeFrom(popup, listener), sessionGet, {});
    const { token: _token, ...withoutToken } = session;
    expect(user).toEqual(withoutToken);
    expect(user).not.toHaveProperty('token');
  });

  it('refuses a sender the declaration does not allow', async () => {
    const { listener, stored } = backgroundListener();
    const session = testSession();
    // The popup may not set the session; a content script on another port is not the app.
    await expect(sendRuntimeMessage(runtimeFrom(popup, listener), sessionSet, { session })).rejects.toThrow(
      'session/set: sender refused.',
    );
    await expect(sendRuntimeMessage(runtimeFrom(otherPort, listener), sessionSet, { session })).rejects.toThrow(
      BridgeError,
    );
    // And the app-bridge may not read it back.
    await expect(sendRuntimeMessage(runtimeFrom(appBridge, listener), sessionGet, {})).rejects.toThrow(
      'session/get: sender refused.',
    );
    expect(stored.session).toBeNull();
  });

  it('refuses a malformed request from an allowed sender', async () => {
    const { listener, stored } = backgroundListener();
    const reply = await runtimeFrom(appBridge, listener).sendMessage({
      type: 'session/set',
      payload: { session: { token: 'x' } },
    });
    expect(reply).toEqual({ ok: false, error: 'session/set: malformed request.' });
    expect(stored.session).toBeNull();
  });

  it('leaves unknown messages to other listeners', () => {
    const { listener } = backgroundListener();
    const sendResponse = vi.fn();
    expect(listener({ type: 'records/push', payload: {} }, appBridge, sendResponse)).toBe(false);
    expect(listener('session/get', popup, sendResponse)).toBe(false);
    expect(sendResponse).not.toHaveBeenCalled();
  });

  it('answers a failed handler with a refusal, not its error text', async () => {
    const { listener, onError } = backgroundListener();
    await expect(sendRuntimeMessage(runtimeFrom(popup, listener), appOpen, {})).rejects.toThrow('app/open: failed.');
    expect(onError).toHaveBeenCalledWith('app/open', expect.any(Error));
  });

  it('rejects an answer that does not match the schema', async () => {
    const runtime = { sendMessage: async () => ({ ok: true, payload: { user: { userName: 1 } } }) };
    await expect(sendRuntimeMessage(runtime, sessionGet, {})).rejects.toThrow('session/get: no valid answer.');
    await expect(sendRuntimeMessage({ sendMessage: async () => undefined }, sessionGet, {})).rejects.toThrow(
      BridgeError,
    );
  });

  it('will not route a message to a context that does not answer it', () => {
    const toPopup = defineRuntimeMessage({
      type: 'test/ping',
      from: ['background'],
      to: 'popup',
      summary: 'test',
      request: () => z.object({}),
      response: () => z.object({}),
    });
    expect(() => createRuntimeListener('background', env, [route(toPopup, async () => ({}))])).toThrow(
      'test/ping is not answered by background.',
    );
  });

  it('registers on an event and tears down', () => {
    const { listener } = backgroundListener();
    const event = { addListener: vi.fn(), removeListener: vi.fn() };
    const stop = listenRuntimeMessages(event, listener);
    expect(event.addListener).toHaveBeenCalledWith(listener);
    stop();
    expect(event.removeListener).toHaveBeenCalledWith(listener);
  });
});

describe('defineRuntimeMessage and defineWindowMessage', () => {
  it('build their schemas on first read, once', () => {
    const built: string[] = [];
    const message = defineRuntimeMessage({
      type: 'test/lazy',
      from: ['popup'],
      to: 'background',
      summary: 'test',
      request: () => (built.push('request'), z.object({})),
      response: () => (built.push('response'), z.object({})),
    });
    const window = defineWindowMessage({
      type: 'test/window',
      from: 'web-app',
      to: 'app-bridge',
      summary: 'test',
      schema: () => (built.push('schema'), z.object({ type: z.literal('test/window') })),
    });
    expect(built).toEqual([]);
    expect(message.request).toBe(message.request);
    expect(window.schema.safeParse({ type: 'test/window' }).success).toBe(true);
    expect(window.schema).toBe(window.schema);
    expect(built).toEqual(['request', 'schema']);
  });
});
