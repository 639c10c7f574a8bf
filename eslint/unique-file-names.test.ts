import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Names the tools fix: WXT takes an entrypoint's folder by its index.html and main.ts(x), and
 * every package and image has its own manifest, lock file, README and Containerfile.
 */
const fixedByTools = new Set([
  'index.html',
  'main.ts',
  'main.tsx',
  'package.json',
  'package-lock.json',
  'README.md',
  'Containerfile',
]);

describe("the repository's file names", () => {
  it('name each file once, so a name found in a stack trace or a search is one file', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.startsWith('test/fixtures/'));
    const byName = new Map<string, string[]>();
    for (const file of files) {
      const name = path.basename(file);
      if (fixedByTools.has(name)) continue;
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const shared = [...byName.values()].filter((places) => places.length > 1).map((places) => places.join(' and '));
    expect(shared).toEqual([]);
  });
});
