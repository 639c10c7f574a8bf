import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux nearly everywhere). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime of the process (all its threads), in clock ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it count from state.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function allProcesses(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((s): s is ProcStat => s !== undefined);
}

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

/**
 * The server that startRealServer started (a child of this process running scripts/start.mjs,
 * with its embedded PGlite database in the same process): answers a function that reads the CPU
 * time (user + system, all threads, and any processes of its own) it has used so far, in ms.
 */
export function serverCpu(): () => number {
  const servers = allProcesses().filter(
    (p) => p.ppid === process.pid && commandLine(p.pid).includes('scripts/start.mjs'),
  );
  if (servers.length !== 1) throw new Error(`Expected one server process started by this one, found ${servers.length}`);
  const root = servers[0]!.pid;
  return () => {
    const all = allProcesses();
    const tree = new Set([root]);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of all)
        if (tree.has(p.ppid) && !tree.has(p.pid)) {
          tree.add(p.pid);
          grew = true;
        }
    }
    const ticks = all.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  };
}
