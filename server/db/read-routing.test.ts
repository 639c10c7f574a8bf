import { describe, expect, it } from 'vitest';
import type { WalPositions } from '../repositories/wal-position-repository';
import { replicaRouting } from './read-routing';

/** A database as the router sees it: its name (to tell which answered) and its WAL positions. */
function database(name: string, wal: Partial<WalPositions> = {}) {
  return {
    name,
    wal: {
      end: async () => '0/100',
      replayedTo: async () => null,
      ...wal,
    },
  };
}

function setUp(replica = database('replica'), options: { maxWriters?: number } = {}) {
  let time = 1_000_000;
  const logged: { level: string; message: string }[] = [];
  const log = {
    warn: (_obj: object, message: string) => logged.push({ level: 'warn', message }),
    info: (_obj: object, message: string) => logged.push({ level: 'info', message }),
  };
  const routing = replicaRouting({
    primary: database('primary'),
    replica,
    where: 'postgres://reader:***@replica/crash',
    afterWriteMs: 5000,
    now: () => time,
    log,
    ...options,
  });
  const whoAnswers = (userId: number) => routing.read(userId, async (db) => db.name);
  return { routing, whoAnswers, logged, advance: (ms: number) => (time += ms) };
}

describe('replicaRouting', () => {
  it('answers from the replica a user who has not written', async () => {
    const { whoAnswers } = setUp();
    expect(await whoAnswers(1)).toBe('replica');
  });

  it('keeps a writer on the primary until a standby has replayed their write, then lets them go', async () => {
    let replayed = '0/50';
    const positions: string[] = [];
    const standby = database('replica', {
      replayedTo: async (lsn) => {
        positions.push(lsn);
        return BigInt(`0x${replayed.split('/')[1]}`) >= BigInt(`0x${lsn.split('/')[1]}`);
      },
    });
    const { routing, whoAnswers, advance } = setUp(standby);
    await routing.wrote(1);
    expect(await whoAnswers(1)).toBe('primary');
    // Lag past the time rule does not matter: the standby's position does.
    advance(60_000);
    expect(await whoAnswers(1)).toBe('primary');
    expect(await whoAnswers(2)).toBe('replica');
    replayed = '0/100';
    expect(await whoAnswers(1)).toBe('replica');
    expect(positions).toEqual(['0/100', '0/100', '0/100']);
    // Caught up once is caught up: the replica is not asked again for that write.
    expect(await whoAnswers(1)).toBe('replica');
    expect(positions).toHaveLength(3);
  });

  it('keeps a writer on the primary for afterWriteMs when the replica is not a standby', async () => {
    const { routing, whoAnswers, advance } = setUp();
    await routing.wrote(1);
    expect(await whoAnswers(1)).toBe('primary');
    advance(4999);
    expect(await whoAnswers(1)).toBe('primary');
    advance(1);
    expect(await whoAnswers(1)).toBe('replica');
  });

  it('waits out afterWriteMs when the primary could not tell its WAL position', async () => {
    let time = 0;
    const routing = replicaRouting({
      primary: database('primary', { end: () => Promise.reject(new Error('too many connections')) }),
      // A standby that would say it has everything: without a position to ask about, it is not asked.
      replica: database('replica', { replayedTo: async () => true }),
      where: 'replica',
      afterWriteMs: 5000,
      now: () => time,
      log: { warn: () => {}, info: () => {} },
    });
    await routing.wrote(1);
    expect(await routing.read(1, async (db) => db.name)).toBe('primary');
    time = 5000;
    expect(await routing.read(1, async (db) => db.name)).toBe('replica');
  });

  it('remembers at most maxWriters writers, forgetting the one who wrote longest ago', async () => {
    const { routing, whoAnswers } = setUp(database('replica'), { maxWriters: 2 });
    await routing.wrote(1);
    await routing.wrote(2);
    await routing.wrote(1);
    await routing.wrote(3);
    expect(await whoAnswers(2)).toBe('replica');
    expect(await whoAnswers(1)).toBe('primary');
    expect(await whoAnswers(3)).toBe('primary');
  });

  it('answers from the primary while the replica fails, logs it once, and tries the replica again later', async () => {
    let down = true;
    const { routing, logged, advance } = setUp();
    const read = () =>
      routing.read(1, async (db) => {
        if (db.name === 'replica' && down) throw new Error('connect ECONNREFUSED');
        return db.name;
      });
    expect(await read()).toBe('primary');
    expect(await read()).toBe('primary');
    advance(30_000);
    expect(await read()).toBe('primary');
    expect(logged).toEqual([
      { level: 'warn', message: 'the read replica failed: its reads go to the primary until it answers again' },
    ]);
    down = false;
    // Still the primary until the wait after the last failure is over.
    advance(29_999);
    expect(await read()).toBe('primary');
    advance(1);
    expect(await read()).toBe('replica');
    expect(logged.map((l) => l.level)).toEqual(['warn', 'info']);
  });

  it('passes on an error of the primary itself', async () => {
    const { routing } = setUp();
    await routing.wrote(1);
    await expect(
      routing.read(1, async () => {
        throw new Error('syntax error');
      }),
    ).rejects.toThrow('syntax error');
  });
});
