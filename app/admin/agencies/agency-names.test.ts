import { describe, expect, it } from 'vitest';
import { createAgencyNameCache } from './agency-names';

/** A fake Agency/GetAgencyName that counts its requests and answers when told to. */
function fakeServer(names: Record<string, string>) {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const ask = (ori: string) => {
    asked.push(ori);
    return new Promise<string>((resolve, reject) => {
      waiting.push(() =>
        ori in names ? resolve(names[ori]!) : reject(new Error(`There is no agency with ORI ${ori}.`)),
      );
    });
  };
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  return { ask, asked, answerAll };
}

describe('agency name cache', () => {
  it('shares one request among concurrent asks for one ORI', async () => {
    const server = fakeServer({ IN0490000: 'Indianapolis Metropolitan Police Department' });
    const cache = createAgencyNameCache(server.ask);
    const asks = [cache.get('IN0490000'), cache.get('IN0490000'), cache.get('IN0490000')];
    expect(server.asked).toEqual(['IN0490000']);
    server.answerAll();
    expect(await Promise.all(asks)).toEqual(Array(3).fill('Indianapolis Metropolitan Police Department'));
  });

  it('asks no more once the name is cached, and tells subscribers when it arrives', async () => {
    const server = fakeServer({ IN0490000: 'IMPD', IN0010000: 'Adams County Sheriff' });
    const cache = createAgencyNameCache(server.ask);
    let notified = 0;
    cache.subscribe(() => notified++);
    expect(cache.peek('IN0490000')).toBeUndefined();
    const first = cache.get('IN0490000');
    const other = cache.get('IN0010000');
    server.answerAll();
    await Promise.all([first, other]);
    expect(notified).toBe(2);
    expect(cache.peek('IN0490000')).toBe('IMPD');
    expect(await cache.get('IN0490000')).toBe('IMPD');
    expect(await cache.get('IN0010000')).toBe('Adams County Sheriff');
    expect(server.asked).toEqual(['IN0490000', 'IN0010000']);
  });

  it('keeps no failure: the next ask tries again', async () => {
    const server = fakeServer({});
    const cache = createAgencyNameCache(server.ask);
    const failed = cache.get('IN0000000');
    server.answerAll();
    await expect(failed).rejects.toThrow('There is no agency with ORI IN0000000.');
    const again = cache.get('IN0000000');
    server.answerAll();
    await expect(again).rejects.toThrow();
    expect(server.asked).toEqual(['IN0000000', 'IN0000000']);
  });

  it('takes a name learnt elsewhere without asking', async () => {
    const server = fakeServer({});
    const cache = createAgencyNameCache(server.ask);
    cache.remember('IN1230000', 'Marion County Sheriff');
    expect(await cache.get('IN1230000')).toBe('Marion County Sheriff');
    expect(server.asked).toEqual([]);
  });
});
