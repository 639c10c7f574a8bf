import { describe, expect, it } from 'vitest';
import { MAX_MERGES, saveMergingStale } from './stale-save';

class Refusal extends Error {
  constructor(readonly code: string) {
    super(`refused: ${code}`);
  }
}

/** Steps whose saves throw the given codes in turn, then answer the try's number. */
function steps(codes: string[], merge: () => Promise<boolean | { ok: false; kind: 'retry'; reason: string }>) {
  const calls = { saves: 0, merges: 0 };
  return {
    calls,
    steps: {
      save: async () => {
        const code = codes[calls.saves++];
        if (code) throw new Refusal(code);
        return calls.saves;
      },
      describe: (e: unknown) => ({ code: (e as Refusal).code, message: (e as Refusal).message }),
      merge: async () => {
        calls.merges += 1;
        return merge();
      },
    },
  };
}

describe('a save merged with the newer version when the server moved on', () => {
  it('answers the first save that is taken, with the merges it took', async () => {
    const { calls, steps: s } = steps(['conflict', 'conflict'], async () => true);
    expect(await saveMergingStale(s)).toEqual({ ok: true, answer: 3, merges: 2 });
    expect(calls).toEqual({ saves: 3, merges: 2 });
  });

  it(`gives up after ${MAX_MERGES} merges in a row, refused as stale`, async () => {
    const { calls, steps: s } = steps(Array(10).fill('conflict'), async () => true);
    const result = await saveMergingStale(s);
    expect(result).toMatchObject({ ok: false, kind: 'stale', reason: 'refused: conflict', merges: MAX_MERGES });
    expect(calls).toEqual({ saves: MAX_MERGES + 1, merges: MAX_MERGES });
  });

  it('merges nothing when the refusal is of another kind, and keeps what was thrown', async () => {
    const { calls, steps: s } = steps(['network'], async () => true);
    const result = await saveMergingStale(s);
    expect(result).toMatchObject({ ok: false, kind: 'retry', merges: 0 });
    expect(!result.ok && result.error).toBeInstanceOf(Refusal);
    expect(calls.merges).toBe(0);
  });

  it('ends refused as stale when the copy cannot be merged, or as the merge says', async () => {
    const unmerged = steps(['conflict'], async () => false);
    expect(await saveMergingStale(unmerged.steps)).toMatchObject({ ok: false, kind: 'stale', merges: 0 });
    const unreadable = steps(['conflict'], async () => ({ ok: false, kind: 'retry', reason: 'no answer' }));
    expect(await saveMergingStale(unreadable.steps)).toEqual({
      ok: false,
      kind: 'retry',
      reason: 'no answer',
      merges: 0,
    });
    expect(unreadable.calls.saves).toBe(1);
  });
});
