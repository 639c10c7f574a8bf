// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetentionRunRow } from '../../lib/retention/retention-schemas';
import { mountEachTest } from '../../components/mount.fixture';
import { ApiClientContext } from '../api/api-client-context';
import { answeredFetch } from '../api/answered-fetch.fixture';
import { testClient } from '../api/client.fixture';
import { RetentionRuns } from './retention-runs';

const view = mountEachTest();

/** The calls sent, each answered by the next queued with `answer`; these tests read their paths. */
const calls = answeredFetch();
const answer = calls.answer;
const sentPaths = () => calls.sent.map((c) => c.path);
const runs = (...rows: RetentionRunRow[]) => answer(200, { status: 'ok', payload: { runs: rows } });

const run = (state: RetentionRunRow['state'], counts: RetentionRunRow['counts']): RetentionRunRow => ({
  id: '7',
  startedAt: '2026-11-30T10:00:00.000Z',
  finishedAt: state === 'running' ? null : '2026-11-30T10:00:05.000Z',
  state,
  startedBy: 'Alice Admin',
  counts,
  error: null,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

/** The runs as a screen shows them, under a router whose loader counts the reads of the screen. */
async function drawn({ mayRun = true, first = [] as RetentionRunRow[] } = {}) {
  const reads = { screen: 0 };
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => ++reads.screen,
      HydrateFallback: () => null,
      element: (
        <RetentionRuns first={{ runs: first }} mayRun={mayRun} agencyNames={new Map([['IN0490000', 'Demo PD']])} />
      ),
    },
  ]);
  await view.render(
    <ApiClientContext.Provider value={testClient()}>
      <RouterProvider router={router} />
    </ApiClientContext.Provider>,
  );
  await settle();
  return reads;
}

/** Moves the clock on by `ms`, letting the calls' answers and what they set off be drawn. */
const later = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** Lets the calls' answers be drawn. */
const settle = () => later(0);
const host = () => view.host();
const runNow = () => [...host().querySelectorAll('button')].find((b) => b.textContent === 'Run now');
const bars = () =>
  [...host().querySelectorAll('[role="progressbar"]')].map((b) => ({
    name: b.getAttribute('aria-label'),
    now: b.getAttribute('aria-valuenow'),
    text: b.getAttribute('aria-valuetext'),
  }));

describe('the retention runs', () => {
  it('starts a run, shows its progress read again every two seconds, and reads the screen again once it ends', async () => {
    const reads = await drawn();
    expect(host().textContent).toContain('No run yet.');
    answer(200, { status: 'ok', payload: { runId: '7' } });
    runs(run('running', { 'IN0490000:archiveDraft': { done: 1, skipped: 0, total: 4 } }));
    await act(() => runNow()!.click());
    await settle();
    expect(sentPaths()).toEqual(['Retention/Run', 'Retention/Runs']);
    expect(bars()).toEqual([
      { name: 'Archive untouched drafts, Demo PD', now: '25', text: '25%: 1 of 4 done, 0 skipped' },
    ]);
    // One run at a time: Run now waits for this one.
    expect(runNow()!.getAttribute('aria-disabled')).toBe('true');

    runs(run('running', { 'IN0490000:archiveDraft': { done: 3, skipped: 1, total: 4 } }));
    await later(1_999);
    expect(sentPaths()).toHaveLength(2);
    await later(1);
    expect(bars()[0]?.now).toBe('100');

    const screenReads = reads.screen;
    runs(run('done', { 'IN0490000:archiveDraft': { done: 3, skipped: 1, total: 4 } }));
    await later(2_000);
    expect(sentPaths()).toEqual(['Retention/Run', 'Retention/Runs', 'Retention/Runs', 'Retention/Runs']);
    expect(bars()).toEqual([]);
    expect(host().querySelector('[data-run-outcome]')?.textContent).toMatch(
      /^The last run finished .*: 3 reports changed, 1 skipped\.$/,
    );
    expect(host().querySelector('tbody tr')?.getAttribute('data-run-state')).toBe('done');
    expect(reads.screen).toBe(screenReads + 1);
    // Nothing more is read once no run goes on.
    await later(10_000);
    expect(sentPaths()).toHaveLength(4);
    expect(runNow()!.getAttribute('aria-disabled')).toBeNull();
  });

  it('reads the screen again when the run it started has already ended at the first read', async () => {
    const reads = await drawn();
    answer(200, { status: 'ok', payload: { runId: '7' } });
    runs(run('done', { 'IN0490000:archiveDraft': { done: 1, skipped: 0, total: 1 } }));
    await act(() => runNow()!.click());
    await settle();
    expect(sentPaths()).toEqual(['Retention/Run', 'Retention/Runs']);
    expect(host().querySelector('[data-run-going-on]')).toBeNull();
    expect(host().querySelector('[data-run-outcome]')?.textContent).toMatch(/: 1 report changed, 0 skipped\.$/);
    expect(reads.screen).toBe(2);
    await later(10_000);
    expect(sentPaths()).toHaveLength(2);
  });

  it('says a run is going on when the server refuses a second, and shows that run', async () => {
    await drawn();
    answer(409, {
      status: 'error',
      error: { code: 'conflict', message: 'Retention run 6 is going on: wait for it to finish.' },
    });
    runs({ ...run('running', {}), id: '6' });
    await act(() => runNow()!.click());
    await settle();
    expect(host().querySelector('[role="alert"]')?.textContent).toBe(
      'Retention run 6 is going on: wait for it to finish.',
    );
    expect(host().querySelector('[data-run-going-on]')?.textContent).toContain('Counting the reports due…');
  });

  it('offers no Run now to whoever may only read the schedules, and follows a run someone else started', async () => {
    await drawn({ mayRun: false, first: [run('running', {})] });
    expect(runNow()).toBeUndefined();
    runs(run('failed', {}));
    await later(2_000);
    expect(sentPaths()).toEqual(['Retention/Runs']);
    expect(host().querySelector('tbody tr')?.textContent).toContain('Failed');
  });
});
