import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database (PGlite) is PostgreSQL compiled into the one process that opened its
 * folder: a second process opening the same folder would corrupt it. Each opener writes its
 * process id into the folder and refuses a folder whose recorded process is still alive; a file
 * left by a process that died (killed, crashed) is taken over.
 */
export const OWNER_FILE = 'owner.pid';

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}), most likely the running server. ` +
        'Only one process may open it at a time: stop that process first.',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dataDir` for this process, or throws DatabaseInUseError; answers the release. */
export async function claimEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, OWNER_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        const recorded = await fs.readFile(file, 'utf8').catch(() => '');
        if (recorded.trim() === String(process.pid)) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new DatabaseInUseError(dataDir, pid);
    }
    // Left by a process that is gone (or by this one): take it over.
    await fs.rm(file, { force: true });
  }
  throw new DatabaseInUseError(dataDir, Number.NaN);
}
