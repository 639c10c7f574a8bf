import { describe, expect, it, vi } from 'vitest';
import { testSession } from './app-session.fixture';
import { resolveAppUrl } from './app-url';
import { crashAppEntryUrl, SERVER_UNREACHABLE } from './crash-app-entry';

const appUrl = resolveAppUrl('https://crash.example.gov/app/');
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('crashAppEntryUrl', () => {
  it('asks with the session token in the body only, and opens the link on the app the extension trusts', async () => {
    const fetchFn = vi.fn<typeof fetch>(() =>
      answer({
        payload: {
          url: 'http://internal-host:8080/?token=one-time&pid=crash&type=link&aid=crash-web',
          token: 'one-time',
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      }),
    );
    const entry = await crashAppEntryUrl(appUrl, testSession(), fetchFn);
    expect(entry).toEqual({
      url: 'https://crash.example.gov/app/#token=one-time&pid=crash&type=link&aid=crash-web',
      signedIn: true,
    });
    const [address, init] = fetchFn.mock.calls[0]!;
    expect(String(address)).toBe('https://crash.example.gov/API/Account/CreateLoginLink');
    expect(String(address)).not.toContain('opaque-session-token');
    expect(JSON.parse(String(init?.body)).identity.token).toBe('opaque-session-token');
  });

  it('opens the app to sign in there, saying why, when the server cannot be reached or answers nonsense', async () => {
    const down = await crashAppEntryUrl(appUrl, testSession(), () => Promise.reject(new TypeError('Failed to fetch')));
    expect(down).toEqual({ url: appUrl.href, signedIn: false, reason: SERVER_UNREACHABLE });
    const odd = await crashAppEntryUrl(appUrl, testSession(), () => answer({ payload: { url: 42 } }));
    expect(odd).toEqual({ url: appUrl.href, signedIn: false, reason: SERVER_UNREACHABLE });
  });
});
