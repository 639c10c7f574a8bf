import { afterEach, describe, expect, it, vi } from 'vitest';
import { addReportNote } from '../../lib/api/calls-history';
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
});
