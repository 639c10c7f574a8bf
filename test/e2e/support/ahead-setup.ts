import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AHEAD_DIR_VARIABLE, cleanLeftovers } from './made-ahead';

/**
 * The e2e project's global setup: a folder where the servers and browsers made ahead
 * (made-ahead.ts) note themselves, and, once every file ran, the end of those no test took. The
 * worker that made them is ended with a signal, so it cannot do it itself.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-ahead-'));
  process.env[AHEAD_DIR_VARIABLE] = dir;
  return () => {
    delete process.env[AHEAD_DIR_VARIABLE];
    cleanLeftovers(dir);
  };
}
