import { describe, expect, it } from 'vitest';
import { cachedByKey, sharedLoad, sharedWhileRunning } from './shared-load';

describe('a shared load', () => {
  it('starts on first use, and every caller after shares it', async () => {
    let starts = 0;
    const load = sharedLoad(async () => ++starts);
    expect(load.started()).toBe(false);
    expect(load.current()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load(), starts]).toEqual([1, 1, 1, 1]);
    expect(load.current()).toBe(1);
    expect(load.started()).toBe(true);
  });

  it('is forgotten when it fails, so the next caller starts it again', async () => {
    let starts = 0;
    const load = sharedLoad(async () => {
      starts += 1;
      if (starts === 1) throw new Error('offline');
      return 'decoder';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(load.started()).toBe(false);
    expect(await load()).toBe('decoder');
    expect(starts).toBe(2);
  });

  it('starts again once forgotten, and a load forgotten on its way leaves nothing behind', async () => {
    let starts = 0;
    let finish: (n: number) => void = () => undefined;
    const load = sharedLoad(() => new Promise<number>((resolve) => (finish = resolve)).then(() => ++starts));
    const first = load();
    load.forget();
    finish(0);
    await first;
    expect(load.current()).toBeUndefined();
    const second = load();
    finish(0);
    expect(await second).toBe(2);
    expect(load.current()).toBe(2);
  });
});

describe('a run shared while it goes on', () => {
  it('is shared by the calls made meanwhile, and started again after it ended', async () => {
    let runs = 0;
    const run = sharedWhileRunning(async () => ++runs);
    expect(await Promise.all([run(), run()])).toEqual([1, 1]);
    expect(await run()).toBe(2);
  });

  it('starts again after one that failed', async () => {
    let runs = 0;
    const run = sharedWhileRunning(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
      return runs;
    });
    await expect(run()).rejects.toThrow('offline');
    expect(await run()).toBe(2);
  });
});

describe('a value cached by its key', () => {
  it('is made once for each key', () => {
    const made: object[] = [];
    const sizeOf = cachedByKey((key: { items: number[] }) => {
      made.push(key);
      return key.items.length;
    });
    const a = { items: [1, 2] };
    const b = { items: [] };
    expect([sizeOf(a), sizeOf(a), sizeOf(b)]).toEqual([2, 2, 0]);
    expect(made).toEqual([a, b]);
  });
});
