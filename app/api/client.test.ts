import { afterEach, describe, expect, it, vi } from 'vitest';
import { addReportNote } from '../../lib/api/calls/calls-history';
import { CALL_TIMEOUT_MS } from '../../lib/ui/ui-constants';
import { unlockUser } from '../../lib/api/calls/admin/calls-user';
import { REQUEST_ID_HEADER } from '../../lib/api/request-id';
import { ApiClientError } from './client';
import { testClient as clientWith } from './client.fixture';

const ok = (payload: unknown) => new Response(JSON.stringify({ status: 'ok', payload }), { status: 200 });

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses text the server would refuse before sending it, naming the field as the server does', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const sent = clientWith().call(addReportNote, { id: 1, text: 'Seen at\u0000 noon' });
    await expect(sent).rejects.toBeInstanceOf(ApiClientError);
    await expect(sent).rejects.toMatchObject({
      code: 'validation',
      httpStatus: 400,
      fieldErrors: [{ path: 'payload.text', message: 'Text must not contain the NUL character (U+0000).' }],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends well-formed text', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: 'error', error: { code: 'not_found', message: 'There is no report 1.' } }),
          { status: 404 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(clientWith().call(addReportNote, { id: 1, text: 'Seen at noon \ud83d\ude97' })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('gives up on a call the server does not answer, as a failure to connect', async () => {
    vi.useFakeTimers();
    try {
      // A connection that drops the request: no answer, no error, until the call's signal aborts it.
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      vi.stubGlobal('fetch', fetch);
      const onNoConnection = vi.fn();
      const sent = clientWith({ onNoConnection }).call(addReportNote, { id: 1, text: 'Seen at noon' });
      const outcome = expect(sent).rejects.toMatchObject({
        code: 'network',
        httpStatus: 0,
        message: `The server did not answer within ${CALL_TIMEOUT_MS / 1000} seconds. Check your connection and try again.`,
      });
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
      await outcome;
      expect(onNoConnection).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends the session's identity and tells the session of the activity an answer renews", async () => {
    const fetch = vi.fn(async () => ok({ id: 7, status: 0 }));
    vi.stubGlobal('fetch', fetch);
    const onActivity = vi.fn();
    const client = clientWith({ identity: () => ({ token: 'the-session-token', userId: 3 }), onActivity });
    await expect(client.call(unlockUser, { userId: 7 })).resolves.toEqual({ id: 7, status: 0 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/API/${unlockUser.path}`);
    expect(JSON.parse(init.body as string)).toEqual({
      identity: { token: 'the-session-token', userId: 3 },
      payload: { userId: 7 },
    });
    expect(onActivity).toHaveBeenCalledOnce();
  });

  it("tells the session it is gone when the server answers 401, with the server's words", async () => {
    const refusal = { status: 'error', error: { code: 'unauthorized', message: 'Your session has ended.' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 401 })),
    );
    const onUnauthorized = vi.fn();
    const onActivity = vi.fn();
    await expect(clientWith({ onUnauthorized, onActivity }).call(unlockUser, { userId: 7 })).rejects.toMatchObject({
      code: 'unauthorized',
      httpStatus: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledWith('Your session has ended.');
    expect(onActivity).not.toHaveBeenCalled();
  });

  it('names a failed call by its own request id, and keeps the last one sent for the exception reports', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const client = clientWith();
    expect(client.lastRequestId()).toBeUndefined();
    const failed = await client.call(unlockUser, { userId: 7 }).catch((e: unknown) => e);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sentId = new Headers(init.headers).get(REQUEST_ID_HEADER);
    expect(sentId).toMatch(/^[0-9a-f]{32}$/);
    expect(failed).toMatchObject({ code: 'network', requestId: sentId });
    expect(client.lastRequestId()).toBe(sentId);
    // Another client (another page's root) has sent nothing.
    expect(clientWith().lastRequestId()).toBeUndefined();
  });
});
