import { afterEach, describe, expect, it, vi } from 'vitest';
import { addReportNote } from '../../lib/api/calls/calls-history';
import { CALL_TIMEOUT_MS } from '../../lib/ui/ui-constants';
import { ApiClientError, callApi } from './client';

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses text the server would refuse before sending it, naming the field as the server does', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const sent = callApi(addReportNote, { id: 1, text: 'Seen at\u0000 noon' });
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
    await expect(callApi(addReportNote, { id: 1, text: 'Seen at noon \ud83d\ude97' })).rejects.toMatchObject({
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
      const sent = callApi(addReportNote, { id: 1, text: 'Seen at noon' });
      const outcome = expect(sent).rejects.toMatchObject({
        code: 'network',
        httpStatus: 0,
        message: `The server did not answer within ${CALL_TIMEOUT_MS / 1000} seconds. Check your connection and try again.`,
      });
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
