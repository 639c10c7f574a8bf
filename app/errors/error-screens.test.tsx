// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The bodies of the exception reports sent. */
function sentReports(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls
    .filter(([url]) => url === '/API/Log/Exception')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string).payload as Record<string, unknown>);
}

/**
 * The page's errors afresh for each test, as the app's root makes them: the throttle, the screen
 * and the reload are the page's own. `written` stands for what the editor writes before a reload.
 * The router afresh too: the tests bundle it (vitest.config.ts), so the screen's afresh copy is
 * another router, whose context a router from this file's own import would not provide.
 */
async function fresh() {
  vi.resetModules();
  return {
    ...(await import('react-router')),
    ...(await import('../api/client')),
    ...(await import('../api/client.fixture')),
    ...(await import('./chunk-reload')),
    ...(await import('./page-errors')),
    ...(await import('./screen')),
    ...(await import('./screen-error')),
  };
}
let m: Awaited<ReturnType<typeof fresh>>;
let screen: () => string;
let written: () => Promise<void>;
let errors: ReturnType<typeof m.createPageErrors>;
let api: ReturnType<typeof m.testClient>;

let fetch: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  m = await fresh();
  screen = () => '/';
  written = () => Promise.resolve();
  api = m.testClient();
  errors = m.createPageErrors({ screen: () => screen(), writeBeforeReload: () => written() }, api);
  fetch = vi.fn(async () => new Response('{"status":"ok","payload":{"logged":true}}'));
  vi.stubGlobal('fetch', fetch);
  reload = vi.fn();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a screen that fails to draw', () => {
  let root: Root;
  let container: HTMLElement;
  afterEach(() => act(() => root.unmount()));

  function Broken(): never {
    throw new Error('Cannot show "John Q Public" for VIN 1FTMW1T88MFA00001');
  }

  async function open(path: string) {
    const router = m.createMemoryRouter(
      [
        {
          path: '/',
          children: [{ errorElement: <m.ScreenError />, children: [{ path: 'reports/:id', element: <Broken /> }] }],
        },
      ],
      { initialEntries: [path] },
    );
    screen = () => m.screenPattern(router.state.matches);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <m.PageErrorsContext.Provider value={errors}>
          <m.RouterProvider router={router} />
        </m.PageErrorsContext.Provider>,
      ),
    );
  }

  it('shows our notice, announced and focused, with Reload', async () => {
    await open('/reports/12?case=2024-42');
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('This screen stopped working');
    expect(alert?.textContent).toContain('kept on this device');
    expect(document.activeElement).toBe(alert);
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Reload']);
  });

  it('reports it with the route pattern and never the field values in its message', async () => {
    await open('/reports/12?case=2024-42');
    const [report] = sentReports(fetch);
    expect(report).toMatchObject({ kind: 'render', screen: '/reports/:id', release: 'dev', name: 'Error', count: 1 });
    const sent = JSON.stringify(report);
    for (const value of ['John', '1FTMW1T88MFA00001', '/reports/12', '2024-42', 'case='])
      expect(sent).not.toContain(value);
  });

  it('writes what features hold before it reloads', async () => {
    await open('/reports/12');
    const order: string[] = [];
    written = async () => {
      await Promise.resolve();
      order.push('written');
    };
    reload.mockImplementation(() => order.push('reloaded'));
    await act(async () => container.querySelector('button')?.click());
    // The reload waits for the writes, a few promise turns after the click's own.
    await vi.waitFor(() => expect(order).toEqual(['written', 'reloaded']));
  });
});

describe('the exception reports', () => {
  it('name the X-Request-Id of the call that failed', () => {
    errors.reportException('unhandledrejection', new m.ApiClientError('internal', 'boom', 500, [], 'req-42'));
    expect(sentReports(fetch)[0]).toMatchObject({ kind: 'unhandledrejection', requestId: 'req-42' });
  });

  it("name the last call the page made when the error is not a call's", async () => {
    await api.send('Account/KeepAlive', {});
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    const sentId = new Headers(init.headers).get('x-request-id');
    errors.reportException('error', new Error('not a call'));
    expect(sentReports(fetch)[0]).toMatchObject({ kind: 'error', requestId: sentId });
    expect(sentId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('send the same error once and at most ten a minute', () => {
    for (let i = 0; i < 5; i += 1) errors.reportException('error', new Error('the same error'));
    for (let i = 0; i < 20; i += 1) errors.reportException('error', new Error(`error number ${'x'.repeat(i)}`));
    const reports = sentReports(fetch);
    expect(reports.filter((r) => r.message === 'the same error')).toHaveLength(1);
    expect(reports.length).toBeLessThanOrEqual(10);
  });
});

describe('a chunk that fails to load', () => {
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('reloads the page once, and lets a second failure through to the error screen', async () => {
    const stop = m.reloadOnceOnChunkFailure(errors.reloadPage);
    const first = preloadError();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(first.defaultPrevented).toBe(true);
    // The reloaded page of the same release:
    const second = preloadError();
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});
