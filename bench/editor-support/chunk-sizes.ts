import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  name: string;
  gzipBytes: number;
}

/** Every JavaScript chunk of a built web app, each gzipped on its own at level 9 (as it is served). */
export function chunkSizes(appDir: string): ChunkSize[] {
  const assets = path.join(appDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzipBytes: gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length }));
}
