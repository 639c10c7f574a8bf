// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import type { CodeListState, CodeLists } from '../../code-lists/code-list-store';
import { CHECK_DELAY_MS, createDesigner } from './designer-store';
import type { ModelChecker } from './model-checker';
import { testClient } from '../../api/client.fixture';

/** The page's code lists, never loaded: the designer asks for them once a version shows, and they are not read here. */
const unloadedCodeLists = (): CodeLists => ({
  store: createStore<CodeListState>()(() => ({ lookup: null, names: new Map(), error: '' })),
  load: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
});

/** Checkers that answer every text at once, each keeping the texts it was asked and whether it was ended. */
function fakeCheckers() {
  const made: { asked: string[]; disposed: boolean }[] = [];
  const newChecker = (): ModelChecker => {
    const mine = { asked: [] as string[], disposed: false };
    made.push(mine);
    return {
      check: (text) => {
        mine.asked.push(text);
        return Promise.resolve({
          id: mine.asked.length,
          model: JSON.parse(text),
          definition: null,
          problems: [],
          ms: 1,
        });
      },
      dispose: () => void (mine.disposed = true),
    };
  };
  return { made, newChecker };
}

const version = (id: number): FormConfiguration => ({
  id,
  title: 'Vehicle Crash Report',
  agencyOri: null,
  majorVersion: 1,
  minorVersion: id,
  isPublished: false,
  disabled: false,
  lastUpdated: '2024-01-01T00:00:00.000Z',
  formModel: vehicleCrashReport,
});

describe('the designer made for each form versions screen', () => {
  it('keeps its version, text and checker apart from another designer', async () => {
    const checkers = fakeCheckers();
    const one = createDesigner(testClient(), unloadedCodeLists(), checkers.newChecker);
    const other = createDesigner(testClient(), unloadedCodeLists(), checkers.newChecker);
    one.openVersion(version(1));
    other.openVersion(version(2));
    expect(checkers.made).toHaveLength(2);

    vi.useFakeTimers();
    try {
      one.setText('{"typed": true}');
      vi.advanceTimersByTime(CHECK_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(one.state.getState().checking).toBe(false));
    expect(one.state.getState()).toMatchObject({ text: '{"typed": true}', model: { typed: true }, dirty: true });
    expect(other.state.getState()).toMatchObject({ stored: { id: 2 }, dirty: false });
    expect(checkers.made[0]!.asked.at(-1)).toBe('{"typed": true}');
    expect(checkers.made[1]!.asked).not.toContain('{"typed": true}');
  });

  it('ends its checker when the version closes, and starts a new one with the next', async () => {
    const checkers = fakeCheckers();
    const designer = createDesigner(testClient(), unloadedCodeLists(), checkers.newChecker);
    designer.openVersion(version(1));
    designer.openVersion(version(2));
    expect(checkers.made).toHaveLength(1);
    designer.closeVersion();
    expect(checkers.made[0]!.disposed).toBe(true);
    expect(designer.state.getState()).toMatchObject({ stored: null, text: '', dirty: false });

    designer.openVersion(version(3));
    expect(checkers.made).toHaveLength(2);
    expect(checkers.made[1]!.disposed).toBe(false);
    await vi.waitFor(() => expect(designer.state.getState().checking).toBe(false));
    expect(designer.state.getState().stored?.id).toBe(3);
  });

  describe('publishing a version with fields that will not reach the state', () => {
    afterEach(() => vi.unstubAllGlobals());
    const refusal = 'Vehicle Crash Report 1.1 was not published: 1 field will not be sent to the state: Patrol beat.';

    it('sends the confirmation only when the publisher gave it, and tells the refusal without it', async () => {
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(
          new Response(
            JSON.stringify({
              status: 'error',
              error: {
                code: 'validation',
                message: refusal,
                fieldErrors: [{ path: 'payload.acceptUnexported', message: refusal }],
              },
            }),
            { status: 400 },
          ),
        )
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ status: 'ok', payload: { ...version(1), isPublished: true } })),
        );
      vi.stubGlobal('fetch', fetch);
      const designer = createDesigner(testClient(), unloadedCodeLists(), fakeCheckers().newChecker);
      designer.openVersion({
        ...version(1),
        unexportedFields: [{ path: 'G.Beat', label: 'Patrol beat', section: 'G' }],
      });

      expect(await designer.changeStatus('publish')).toBeNull();
      expect(designer.state.getState().notice).toEqual({ tone: 'error', text: refusal });
      expect(await designer.changeStatus('publish', { acceptUnexported: true })).toMatchObject({ isPublished: true });
      const sent = fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).payload);
      expect(sent).toEqual([
        { id: 1, expectedLastUpdated: version(1).lastUpdated },
        { id: 1, expectedLastUpdated: version(1).lastUpdated, acceptUnexported: true },
      ]);
      expect(designer.state.getState().notice).toEqual({ tone: 'info', text: 'The version is published.' });
    });
  });
});
