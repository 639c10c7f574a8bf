import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_TEST_TIMEOUT_MS } from '../../lib/ui/ui-constants';
import { createConnection, NO_NETWORK, NO_SERVER, type Connection } from './connection-store';

const health = { status: 'ok', payload: { database: 'reachable', engine: 'pglite' } };
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('the connection test', () => {
  const browser = { onLine: true };
  let connection: Connection;
  let testConnection: () => Promise<boolean>;
  beforeEach(() => {
    browser.onLine = true;
    vi.stubGlobal('navigator', browser);
    connection = createConnection();
    testConnection = connection.test;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts the server’s health answer as a connection', async () => {
    const fetch = vi.fn(() => answer(health));
    vi.stubGlobal('fetch', fetch);
    expect(await testConnection()).toBe(true);
    expect(connection.store.getState()).toMatchObject({ online: true, reason: '' });
    expect(fetch).toHaveBeenCalledWith('/API/health', expect.objectContaining({ cache: 'no-store' }));
  });

  it('does not trust the browser’s online flag behind a captive portal, a proxy error or a database down', async () => {
    for (const reply of [
      () => answer('<html><body>Sign in to the hotel Wi-Fi</body></html>'),
      () => answer({ status: 'error', error: { code: 'unavailable', message: 'x' } }, 503),
      () => answer({ status: 'ok', payload: {} }),
    ]) {
      connection.store.setState({ online: true, reason: '' });
      vi.stubGlobal('fetch', vi.fn(reply));
      expect(await testConnection()).toBe(false);
      expect(connection.store.getState()).toMatchObject({ online: false, reason: NO_SERVER });
    }
  });

  it('counts a request that fails, or hangs past the time-out, as no connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await testConnection()).toBe(false);

    const timeOut = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeOut.signal);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    connection.store.setState({ online: true });
    const hanging = testConnection();
    expect(timeout).toHaveBeenCalledWith(CONNECTION_TEST_TIMEOUT_MS);
    timeOut.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await hanging).toBe(false);
    expect(connection.store.getState().online).toBe(false);
    timeout.mockRestore();
  });

  it('believes the browser when it says there is no network, without asking', async () => {
    browser.onLine = false;
    const fetch = vi.fn(() => answer(health));
    vi.stubGlobal('fetch', fetch);
    expect(await testConnection()).toBe(false);
    expect(connection.store.getState()).toMatchObject({ online: false, reason: NO_NETWORK });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shares one test between callers while it runs', async () => {
    const fetch = vi.fn(() => answer(health));
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([testConnection(), testConnection()]);
    expect([a, b]).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
