import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, expect } from 'vitest';

export const root = path.resolve(import.meta.dirname, '..');

/** What lint reported for a probe: each message's rule and words. */
export type Problems = { rule: string | null; message: string }[];

export interface Probe {
  /** What lint reports for the probe's code in its file. */
  problems: () => Promise<Problems>;
  /** The rules of those reports. */
  rules: () => Promise<(string | null)[]>;
}

/**
 * Lints small probe files, as if they stood in the repository, with the project's own lint
 * configuration. A test file declares its probes while its tests are collected, and the first
 * lint writes them all: typed linting then loads the project once with every probe in it, where a
 * probe written after that load made it load the project again (about a second each). A probe
 * declared later is written when it is linted. The files are removed after the test file.
 */
export function lintProbes(tag: string) {
  const eslint = new ESLint({ cwd: root });
  const toWrite = new Map<string, string>();
  const written = new Set<string>();
  afterAll(() => {
    for (const file of written) fs.rmSync(file, { force: true });
  });
  const writeAll = () => {
    for (const [file, code] of toWrite) {
      fs.writeFileSync(file, code);
      written.add(file);
    }
    toWrite.clear();
  };

  let probes = 0;
  /** A name no file of the repository has: the probe's own, beside where the rule applies. */
  function probePath(filePath: string) {
    const { dir, name, ext } = path.parse(filePath);
    const test = name.endsWith('.test') ? '.test' : '';
    return path.join(root, dir, `${name.replace(/\.test$/, '')}-${tag}-${process.pid}-${probes++}${test}${ext}`);
  }

  /**
   * A probe of `code` in a new file beside `filePath`, or at `filePath` itself when that file
   * exists (its text is replaced for the lint only, the file on disk stays as it is).
   */
  function probe(filePath: string, code: string): Probe {
    const existing = fs.existsSync(path.join(root, filePath));
    const file = existing ? path.join(root, filePath) : probePath(filePath);
    if (!existing) toWrite.set(file, code);
    const problems = async () => {
      writeAll();
      const [result] = await eslint.lintText(code, { filePath: file });
      const messages = result?.messages ?? [];
      // A file lint could not parse reports nothing of its rules: that is a broken probe, not a pass.
      expect(messages.filter((m) => m.fatal)).toEqual([]);
      return messages.map((m) => ({ rule: m.ruleId, message: m.message }));
    };
    return { problems, rules: async () => (await problems()).map((p) => p.rule) };
  }

  return { eslint, probe };
}
