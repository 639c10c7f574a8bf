import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Lints small probe files, as if they stood in app/, with the project's own lint configuration:
 * each kind of module-level state must be reported by the rule, and what is not state must pass.
 * A rule that stops seeing a module's state (or stops applying to app/) fails here, not in review.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
/** Probe files written for the lint (typed linting reads the project's files from disk); removed after. */
const written = new Set<string>();
afterAll(() => {
  for (const file of written) fs.rmSync(file, { force: true });
});

let probes = 0;
/** The rules lint reports for `code` in a new probe file beside `filePath`. */
async function rulesOf(filePath: string, code: string) {
  const { dir, name, ext } = path.parse(filePath);
  const test = name.endsWith('.test') ? '.test' : '';
  const file = path.join(
    root,
    dir,
    `${name.replace(/\.test$/, '')}-state-probe-${process.pid}-${probes++}${test}${ext}`,
  );
  fs.writeFileSync(file, code);
  written.add(file);
  const [result] = await eslint.lintText(code, { filePath: file });
  const messages = result?.messages ?? [];
  // A file lint could not parse reports nothing of its rules: that is a broken probe, not a pass.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId);
}

const count = (rules: (string | null)[]) => rules.filter((r) => r === 'app/no-module-state').length;

describe('no module-level state in the web app, as lint enforces it', { timeout: 120_000 }, () => {
  it.each([
    ['a let', 'let count = 0;\nexport const next = () => ++count;'],
    ['an exported let', 'export let current = "";\nexport const set = (next: string) => (current = next);'],
    ['a var', 'var seen = false;\nexport const see = () => (seen = true);'],
    [
      'a var inside a block at the top',
      'if (Math.random() > 2) {\n  var hidden = 1;\n}\nexport const probe = () => hidden;',
    ],
    ['a Set the module fills', 'const seen = new Set<string>();\nexport const see = (s: string) => void seen.add(s);'],
    [
      'a Map the module empties',
      'const waiting = new Map<number, () => void>();\nexport const flush = () => waiting.clear();',
    ],
    ['an array the module pushes to', 'const queue: string[] = [];\nexport const put = (s: string) => queue.push(s);'],
    [
      'an object whose member the module writes',
      'const hooks: { on?: () => void } = {};\nexport function handle(on: () => void) {\n  hooks.on = on;\n}',
    ],
    [
      'an object Object.assign fills',
      'const hooks = {};\nexport const wire = (more: object) => Object.assign(hooks, more);',
    ],
    [
      'a cache written by its key',
      'const cache: Record<string, number> = {};\nexport const size = (s: string) => (cache[s] ??= s.length);',
    ],
    [
      'another module’s object written as it is imported',
      "import { storageKeys } from '../storage-keys';\nstorageKeys.session = storageKeys.ccBar;\nexport const probe = 1;",
    ],
  ])('refuses %s', async (_, code) => {
    expect(count(await rulesOf('app/session/probe.ts', code))).toBe(1);
  });

  it('reports a declaration of several lets once', async () => {
    expect(
      count(await rulesOf('app/session/probe.ts', 'let a = 0,\n  b = 0;\nexport const both = () => [++a, ++b];')),
    ).toBe(1);
  });

  it.each([
    [
      'a let inside a function',
      'export function sum(xs: number[]) {\n  let total = 0;\n  for (const x of xs) total += x;\n  return total;\n}',
    ],
    [
      'a cache made by a factory, which its maker owns',
      'export function createCache() {\n  const made = new Map<string, number>();\n  return (s: string) => made.get(s) ?? made.set(s, s.length).get(s);\n}',
    ],
    [
      'a store',
      "import { createStore } from 'zustand/vanilla';\nconst drawn = createStore<{ drawn: boolean }>()(() => ({ drawn: true }));\nexport const draw = () => drawn.setState({ drawn: true });",
    ],
    [
      'a constant the module only reads',
      "const wide = new Set(['map', 'diagram']);\nexport const isWide = (t: string) => wide.has(t);",
    ],
    [
      'a library’s documented hook',
      "import { options } from 'preact';\noptions.debounceRendering = (work) => queueMicrotask(work);\nexport const probe = 1;",
    ],
    ['a let in a test', "import { it } from 'vitest';\nlet runs = 0;\nit('runs', () => void runs++);"],
  ])('lets through %s', async (name, code) => {
    const file = name === 'a let in a test' ? 'app/session/probe.test.ts' : 'app/session/probe.ts';
    expect(count(await rulesOf(file, code))).toBe(0);
  });

  it('applies to every module of app/, the form designer’s store and model checker among them, and they pass', async () => {
    for (const file of ['app/admin/forms/designer-store.ts', 'app/admin/forms/model-checker.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules?: Record<string, unknown>;
      };
      expect(config.rules?.['app/no-module-state'], file).toEqual([2]);
      const [result] = await eslint.lintFiles([path.join(root, file)]);
      expect(
        result?.messages.filter((m) => m.ruleId === 'app/no-module-state'),
        file,
      ).toEqual([]);
    }
  });
});
