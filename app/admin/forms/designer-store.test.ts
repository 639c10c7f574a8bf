// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { CHECK_DELAY_MS, createDesigner } from './designer-store';
import type { ModelChecker } from './model-checker';

// The code lists are not read here: the designer loads them once a version shows.
vi.mock('../../code-lists/code-list-store', async () => {
  const { create } = await import('zustand');
  return { useCodeLists: create(() => ({ lookup: null, names: new Map(), error: '' })) };
});
const loadCodeLists = () => Promise.resolve();

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
    const one = createDesigner(loadCodeLists, checkers.newChecker);
    const other = createDesigner(loadCodeLists, checkers.newChecker);
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
    const designer = createDesigner(loadCodeLists, checkers.newChecker);
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
});
