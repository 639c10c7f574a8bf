import { describe, expect, it } from 'vitest';
import { copyWithRetries, createOffscreenOpener, type OffscreenLike } from './clipboard-relay';

describe('clipboard relay', () => {
  it('opens the hidden document once for copies asked together, and not again while it exists', async () => {
    let documents = 0;
    const offscreen: OffscreenLike = {
      hasDocument: async () => documents > 0,
      createDocument: async () => {
        await Promise.resolve();
        if (documents > 0) throw new Error('Only a single offscreen document may be created.');
        documents += 1;
      },
    };
    const open = createOffscreenOpener(offscreen, 'chrome-extension://ext/offscreen-clipboard.html');
    await Promise.all([open(), open(), open()]);
    await open();
    expect(documents).toBe(1);
  });

  it('takes a document another wake of the worker created, and reports any other failure', async () => {
    const taken = createOffscreenOpener(
      { createDocument: async () => Promise.reject(new Error('Only a single offscreen document may be created.')) },
      'u',
    );
    await expect(taken()).resolves.toBeUndefined();
    const broken = createOffscreenOpener({ createDocument: async () => Promise.reject(new Error('bad url')) }, 'u');
    await expect(broken()).rejects.toThrow('bad url');
  });

  it('retries a refused write until the browser takes it', async () => {
    let refusals = 3;
    const outcome = await copyWithRetries(
      async () => {
        if (refusals-- > 0) throw new Error('Document is not focused.');
      },
      { everyMs: 1, giveUpAfterMs: 1_000 },
    );
    expect(outcome).toEqual({ copied: true, attempts: 4 });
  });

  it('gives up in the end and says what the officer should do', async () => {
    const outcome = await copyWithRetries(() => Promise.reject(new Error('Document is not focused.')), {
      everyMs: 1,
      giveUpAfterMs: 0,
    });
    expect(outcome).toEqual({
      copied: false,
      attempts: 1,
      reason: 'The browser did not let the extension copy. Click in the crash app window and copy again.',
    });
  });
});
