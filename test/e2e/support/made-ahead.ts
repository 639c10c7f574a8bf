import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder where what is made ahead notes what to clean up (set by ahead-setup.ts for the e2e
 * project). Outside a vitest run (the benches) nothing is made ahead.
 */
export const AHEAD_DIR_VARIABLE = 'CRASH_E2E_AHEAD_DIR';

/** What one thing made ahead leaves behind when no test takes it: processes and folders. */
export interface Leftovers {
  /** Processes to kill. */
  pids: number[];
  /** Process groups to kill (a browser and its renderers). */
  groups: number[];
  dirs: string[];
}

let noted = 0;

/** A note of what to clean if the run ends before a test takes it; `forget` once a test owns it. */
export class LeftoverNote {
  private readonly file: string | undefined;
  private readonly leftovers: Leftovers = { pids: [], groups: [], dirs: [] };
  constructor(dir = process.env[AHEAD_DIR_VARIABLE]) {
    this.file = dir && path.join(dir, `${process.pid}-${++noted}.json`);
  }
  add(more: Partial<Leftovers>) {
    this.leftovers.pids.push(...(more.pids ?? []));
    this.leftovers.groups.push(...(more.groups ?? []));
    this.leftovers.dirs.push(...(more.dirs ?? []));
    if (this.file) fs.writeFileSync(this.file, JSON.stringify(this.leftovers));
  }
  forget() {
    if (this.file) fs.rmSync(this.file, { force: true });
  }
}

/** Kills and removes what the notes in `dir` name: the things made ahead that no test took. */
export function cleanLeftovers(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    const leftovers = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Leftovers;
    for (const pid of [...leftovers.pids, ...leftovers.groups.map((group) => -group)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    for (const left of leftovers.dirs) fs.rmSync(left, { recursive: true, force: true, maxRetries: 5 });
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * One thing made ahead while the tests run, so the next test that asks for one does not wait for
 * it: a server takes seconds to start and a browser most of one, and the e2e files asked for about
 * seventy of each one after the other. `take` hands over the one made (waiting while it is still
 * being made) and starts the next. Only from the second taken on: a run that asked for two is
 * likely to ask for more, and a run of one file with one block wastes none. Made ahead only in a
 * vitest run whose setup gave the folder for the leftovers (the worker is ended without a word).
 */
export function madeAhead<T>(make: (note: LeftoverNote | undefined) => Promise<T>) {
  let next: { made: Promise<T>; note: LeftoverNote } | undefined;
  let taken = 0;
  const start = () => {
    const note = new LeftoverNote();
    const made = make(note);
    // Not yet anyone's: a failure is the taker's to see, not an unhandled rejection.
    made.catch(() => undefined);
    return { made, note };
  };
  return async function take(): Promise<T> {
    if (!process.env[AHEAD_DIR_VARIABLE]) return make(undefined);
    const current = next;
    next = undefined;
    try {
      if (!current) return await make(undefined);
      const made = await current.made;
      current.note.forget();
      return made;
    } finally {
      // Two taken at once (Promise.all) leave one to make, not two.
      if (++taken >= 2 && !next) next = start();
    }
  };
}
