import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimEmbeddedDatabase, DatabaseInUseError, OWNER_FILE } from './embedded-owner';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-owner-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the one owner of an embedded database folder', () => {
  it('records this process while it holds the folder, and removes the record on release', async () => {
    const dir = freshDir();
    const release = await claimEmbeddedDatabase(dir);
    expect(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')).toBe(String(process.pid));
    await release();
    expect(fs.existsSync(path.join(dir, OWNER_FILE))).toBe(false);
  });

  it('refuses the folder while the process that holds it lives, naming it', async () => {
    const dir = freshDir();
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(path.join(dir, OWNER_FILE), String(process.ppid));
    const refused = await claimEmbeddedDatabase(dir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as DatabaseInUseError).pid).toBe(process.ppid);
    expect((refused as Error).message).toContain(`is open in another process (pid ${process.ppid})`);
    expect(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a folder whose recorded process has died', async () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, OWNER_FILE), gone);
    const release = await claimEmbeddedDatabase(dir);
    expect(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
