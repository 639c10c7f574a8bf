import { afterEach, describe, expect, it, vi } from 'vitest';
import { unlockUser } from '../../lib/api/calls/admin/calls-user';
import { testClient } from './client.fixture';

/** A client as the app's root makes it, with `ask` for the password asked again (null: no one to ask). */
const askingWith = (ask: ((message: string) => Promise<boolean>) | null) =>
  testClient({ reauthenticate: (message) => ask?.(message) ?? null });

const refusal = () =>
  new Response(
    JSON.stringify({
      status: 'error',
      error: { code: 'reauthentication_required', message: 'For this action, confirm your password again.' },
    }),
    { status: 403 },
  );
const unlocked = () => new Response(JSON.stringify({ status: 'ok', payload: { id: 7, status: 0 } }), { status: 200 });

describe('the API client when the server asks for the password again', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the user once and sends the same call again after they confirm', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal()).mockResolvedValueOnce(unlocked());
    vi.stubGlobal('fetch', fetch);
    const ask = vi.fn(async () => true);
    await expect(askingWith(ask).call(unlockUser, { userId: 7 })).resolves.toEqual({ id: 7, status: 0 });
    expect(ask).toHaveBeenCalledOnce();
    expect(ask).toHaveBeenCalledWith('For this action, confirm your password again.');
    expect(fetch).toHaveBeenCalledTimes(2);
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).payload);
    expect(bodies).toEqual([{ userId: 7 }, { userId: 7 }]);
  });

  it('ends with the original refusal when the user cancels, without sending again', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal());
    vi.stubGlobal('fetch', fetch);
    await expect(askingWith(async () => false).call(unlockUser, { userId: 7 })).rejects.toMatchObject({
      code: 'reauthentication_required',
      httpStatus: 403,
      message: 'For this action, confirm your password again.',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('retries only once: a second refusal is the answer', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal()).mockResolvedValueOnce(refusal());
    vi.stubGlobal('fetch', fetch);
    const ask = vi.fn(async () => true);
    await expect(askingWith(ask).call(unlockUser, { userId: 7 })).rejects.toMatchObject({
      code: 'reauthentication_required',
    });
    expect(ask).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ends with the refusal when no one can be asked now', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal());
    vi.stubGlobal('fetch', fetch);
    await expect(askingWith(null).call(unlockUser, { userId: 7 })).rejects.toMatchObject({
      code: 'reauthentication_required',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('leaves other errors alone', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 'error', error: { code: 'forbidden', message: 'No.' } }), {
        status: 403,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const ask = vi.fn(async () => true);
    await expect(askingWith(ask).call(unlockUser, { userId: 7 })).rejects.toMatchObject({ code: 'forbidden' });
    expect(ask).not.toHaveBeenCalled();
  });
});
