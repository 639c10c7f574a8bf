import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A room a reader can take in at a glance (docs/architecture.md, "The rooms"). */
const MOST_SOURCE_FILES = 20;

const isSource = (file: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !/\.d\.ts$/.test(file);

describe("the repository's folders", () => {
  it(`hold at most ${MOST_SOURCE_FILES} source files each at one level, tests beside them not counted`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && isSource(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/fixtures/'));
    const byFolder = new Map<string, number>();
    for (const file of files) byFolder.set(path.dirname(file), (byFolder.get(path.dirname(file)) ?? 0) + 1);
    const crowded = [...byFolder]
      .filter(([, count]) => count > MOST_SOURCE_FILES)
      .map(([folder, n]) => `${folder}: ${n}`);
    expect(crowded).toEqual([]);
  });
});
