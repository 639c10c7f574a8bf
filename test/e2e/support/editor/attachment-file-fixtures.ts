import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';

/** A PNG as real ones start (the server checks the content, not only the name); `seed` varies its bytes. */
export const pngBytes = (seed: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from(Array.from({ length: 64 }, (_, i) => (i * seed) % 256)),
  ]);

/** A folder of the test's own for the files it uploads and the browser's downloads; `remove` when done. */
export function attachmentFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const downloads = path.join(dir, 'downloads');
  fs.mkdirSync(downloads);
  return {
    downloads,
    /** Writes `bytes` as `name` and answers its path, for an upload. */
    fileOf(name: string, bytes: Buffer) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, bytes);
      return file;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The editor's file input, once uploads are allowed. */
export async function fileInput(page: Page) {
  return (await page.waitForSelector('input[type=file]:not([disabled])')) as ElementHandle<HTMLInputElement>;
}

/** The bytes of a downloaded file, once the browser has written it (up to 10 s). */
export async function waitForFile(file: string) {
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  return fs.readFileSync(file);
}
