import { describe, expect, it } from 'vitest';
import type { WalPositions } from '../repositories/report-tables/wal-position-repository';
import { replicaRouting } from './read-routing';

/** The primary's user_last_writes, shared by every server process. */
function notedWrites() {
  const rows = new Map<number, { lsn: string; at: number }>();
  let end = 0x100;
  return {
    /** The primary's WAL moves on (other users' writes). */
    advanceWal: (bytes: number) => (end += bytes),
    noteWrite: async (userId: number, at: Date) => {
      const lsn = `0/${end.toString(16).toUpperCase()}`;
      rows.set(userId, { lsn, at: at.getTime() });
      return lsn;
    },
    lastWriteOf: async (userId: number) => rows.get(userId),
  };
}

type Noted = ReturnType<typeof notedWrites>;

/** A database as the router sees it: its name (to tell which answered) and its WAL positions. */
function database(name: string, noted: Noted, wal: Partial<WalPositions> = {}) {
  return {
    name,
    wal: {
      noteWrite: noted.noteWrite,
      lastWriteOf: noted.lastWriteOf,
      replayedTo: async (): Promise<boolean | null> => null,
      ...wal,
    },
  };
}

const lsnValue = (lsn: string) => BigInt(`0x${lsn.split('/')[1]}`);

function setUp(
  options: { maxWriters?: number; replica?: Partial<WalPositions>; primary?: Partial<WalPositions> } = {},
) {
  let time = 1_000_000;
  const clock = () => time;
  const noted = notedWrites();
  const logged: { level: string; message: string }[] = [];
  const log = {
    warn: (_obj: object, message: string) => logged.push({ level: 'warn', message }),
    info: (_obj: object, message: string) => logged.push({ level: 'info', message }),
  };
  /** One server process: its own router over the shared primary and replica. */
  const process = () => {
    const routing = replicaRouting({
      primary: database('primary', noted, options.primary),
      replica: database('replica', noted, options.replica),
      where: 'postgres://reader:***@replica/crash',
      afterWriteMs: 5000,
      now: clock,
      log,
      ...(options.maxWriters ? { maxWriters: options.maxWriters } : {}),
    });
    const whoAnswers = (userId: number) => routing.read(userId, async (db) => db.name);
    return { routing, whoAnswers };
  };
  return { ...process(), process, noted, logged, advance: (ms: number) => (time += ms) };
}

describe('replicaRouting', () => {
  it('answers from the replica a user who has not written', async () => {
    const { whoAnswers } = setUp();
    expect(await whoAnswers(1)).toBe('replica');
  });

  it('keeps a writer on the primary until a standby has replayed their write, then lets them go', async () => {
    let replayed = '0/50';
    const positions: string[] = [];
    const { routing, whoAnswers, advance } = setUp({
      replica: {
        replayedTo: async (lsn) => {
          positions.push(lsn);
          return lsnValue(replayed) >= lsnValue(lsn);
        },
      },
    });
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

  it("holds back a read that reaches another server process than the user's write did", async () => {
    let replayed = '0/100';
    const { process, noted } = setUp({
      replica: { replayedTo: async (lsn) => lsnValue(replayed) >= lsnValue(lsn) },
    });
    const [writer, reader] = [process(), process()];
    expect(await reader.whoAnswers(1)).toBe('replica');
    noted.advanceWal(0x80);
    await writer.routing.wrote(1);
    expect(await reader.whoAnswers(1)).toBe('primary');
    replayed = '0/180';
    expect(await reader.whoAnswers(1)).toBe('replica');
    // A later write, through the process that read, holds its next read again.
    noted.advanceWal(0x10);
    await reader.routing.wrote(1);
    expect(await writer.whoAnswers(1)).toBe('primary');
  });

  it('keeps a writer on the primary for afterWriteMs when the replica is not a standby', async () => {
    const { routing, whoAnswers, advance, process } = setUp();
    await routing.wrote(1);
    expect(await whoAnswers(1)).toBe('primary');
    expect(await process().whoAnswers(1)).toBe('primary');
    advance(4999);
    expect(await whoAnswers(1)).toBe('primary');
    advance(1);
    expect(await whoAnswers(1)).toBe('replica');
  });

  it('waits out afterWriteMs in the writing process when the primary could not note the write', async () => {
    const { routing, whoAnswers, advance } = setUp({
      primary: { noteWrite: () => Promise.reject(new Error('too many connections')) },
      // A standby that would say it has everything: without a position to ask about, it is not asked.
      replica: { replayedTo: async () => true },
    });
    await routing.wrote(1);
    expect(await whoAnswers(1)).toBe('primary');
    advance(5000);
    expect(await whoAnswers(1)).toBe('replica');
  });

  it('remembers at most maxWriters unnoted writes, forgetting the one who wrote longest ago', async () => {
    const { routing, whoAnswers } = setUp({
      maxWriters: 2,
      primary: { noteWrite: () => Promise.reject(new Error('too many connections')) },
    });
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

  it('passes on an error of the primary itself, and counts none as the replica failing', async () => {
    const { routing, logged } = setUp({ primary: { lastWriteOf: () => Promise.reject(new Error('primary down')) } });
    await expect(routing.read(2, async (db) => db.name)).rejects.toThrow('primary down');
    expect(logged).toEqual([]);
    const other = setUp();
    await other.routing.wrote(1);
    await expect(
      other.routing.read(1, async () => {
        throw new Error('syntax error');
      }),
    ).rejects.toThrow('syntax error');
  });
});
