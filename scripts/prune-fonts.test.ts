import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import fontFiles from '../server/print/font-files.json';
import { pruneFonts } from './prune-fonts.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A node_modules folder holding `files` (paths inside it), each with a few bytes. */
function modulesWith(files: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-fonts-'));
  dirs.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, 'node_modules', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules', file), 'font');
  }
  const list = path.join(dir, 'fonts.json');
  return { dir, list, modules: path.join(dir, 'node_modules') };
}

describe('the fonts the container image keeps', () => {
  it('removes the font files of the listed packages that the list does not name, and nothing else', () => {
    const { list, modules } = modulesWith([
      '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff',
      '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff2',
      '@fontsource/noto-emoji/files/noto-emoji-emoji-300-normal.woff',
      '@fontsource/noto-emoji/index.css',
      '@fontsource/noto-emoji/package.json',
      'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
      'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
      'other-package/font.ttf',
    ]);
    fs.writeFileSync(
      list,
      JSON.stringify({
        regular: [
          'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
          '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff',
        ],
      }),
    );
    expect(pruneFonts(list, modules).sort()).toEqual([
      '@fontsource/noto-emoji/files/noto-emoji-emoji-300-normal.woff',
      '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff2',
      'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
    ]);
    for (const kept of [
      '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff',
      '@fontsource/noto-emoji/index.css',
      '@fontsource/noto-emoji/package.json',
      'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
      'other-package/font.ttf',
    ])
      expect(fs.existsSync(path.join(modules, kept)), kept).toBe(true);
  });

  it('fails when a font the printed report reads is not installed', () => {
    const { list, modules } = modulesWith(['dejavu-fonts-ttf/ttf/DejaVuSans.ttf']);
    fs.writeFileSync(list, JSON.stringify({ regular: ['dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'] }));
    expect(() => pruneFonts(list, modules)).toThrow(/DejaVuSans-Bold\.ttf/);
  });

  it('lists only files the installed packages hold', () => {
    for (const file of Object.values(fontFiles).flat())
      expect(fs.existsSync(path.join('node_modules', file)), file).toBe(true);
  });
});
