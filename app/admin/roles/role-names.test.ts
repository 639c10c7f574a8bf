import { describe, expect, it } from 'vitest';
import { createRoleNameCache } from './role-names';

/** A fake Role/GetRoleNames that counts its requests; it knows roles 1 to 4. */
function fakeServer() {
  const known: Record<number, string> = {
    1: 'Officer',
    2: 'Supervisor',
    3: 'Agency Administrator',
    4: 'State Administrator',
  };
  const asked: number[][] = [];
  const ask = async (ids: number[]) => {
    asked.push(ids);
    if (ids.some((id) => !(id in known))) throw new Error('There is no role with that id.');
    return ids.map((id) => known[id]!);
  };
  return { ask, asked };
}

describe('role name cache', () => {
  it('asks for the unknown ids together, once, and tells subscribers', async () => {
    const server = fakeServer();
    const cache = createRoleNameCache(server.ask);
    let notified = 0;
    cache.subscribe(() => notified++);
    await Promise.all([cache.load([2, 1, 2]), cache.load([1, 2])]);
    expect(server.asked).toEqual([[2, 1]]);
    expect([...cache.snapshot()]).toEqual([
      [2, 'Supervisor'],
      [1, 'Officer'],
    ]);
    expect(notified).toBe(1);
    await cache.load([1, 4]);
    expect(server.asked).toEqual([[2, 1], [4]]);
  });

  it('keeps what the roles screen hands in, and forgets a deleted role', async () => {
    const server = fakeServer();
    const cache = createRoleNameCache(server.ask);
    cache.remember([{ id: 2, name: 'Shift Supervisor' }]);
    await cache.load([2]);
    expect(server.asked).toEqual([]);
    expect(cache.snapshot().get(2)).toBe('Shift Supervisor');
    const before = cache.snapshot();
    cache.remember([{ id: 2, name: 'Shift Supervisor' }]);
    expect(cache.snapshot()).toBe(before);
    cache.forget(2);
    expect(cache.snapshot().has(2)).toBe(false);
  });

  it('asks again after a failed ask', async () => {
    const server = fakeServer();
    const cache = createRoleNameCache(server.ask);
    await expect(cache.load([9])).rejects.toThrow('There is no role');
    await expect(cache.load([9])).rejects.toThrow();
    expect(server.asked).toEqual([[9], [9]]);
  });

  it('keeps the names answered for the next page, shows them before it answers, and still asks', async () => {
    let stored = new Map<number, string>([[1, 'Patrol Officer']]);
    const kept = { read: () => new Map(stored), write: (names: Map<number, string>) => void (stored = names) };
    const server = fakeServer();
    const cache = createRoleNameCache(server.ask, kept);
    expect(cache.lastKnown(1)).toBe('Patrol Officer');
    expect(cache.snapshot().has(1)).toBe(false);
    await cache.load([1, 2]);
    // Renamed since: the answer wins, and is what the next page starts from.
    expect(server.asked).toEqual([[1, 2]]);
    expect([...stored]).toEqual([
      [1, 'Officer'],
      [2, 'Supervisor'],
    ]);
    expect(createRoleNameCache(server.ask, kept).lastKnown(2)).toBe('Supervisor');
  });
});
