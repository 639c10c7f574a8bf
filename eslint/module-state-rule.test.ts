import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintProbes, root } from './lint-probes';

/**
 * Lints small probe files, as if they stood in app/, with the project's own lint configuration:
 * each kind of module-level state must be reported by the rule, and what is not state must pass.
 * A rule that stops seeing a module's state (or stops applying to app/) fails here, not in review.
 * Each probe is declared where the tests are collected, so all are written before the first lint
 * (lint-probes.ts).
 */
const { eslint, probe } = lintProbes('state-probe');

const count = (rules: (string | null)[]) => rules.filter((r) => r === 'app/no-module-state').length;

describe('no module-level state in the web app, as lint enforces it', { timeout: 120_000 }, () => {
  it.each(
    (
      [
        ['a let', 'let count = 0;\nexport const next = () => ++count;'],
        ['an exported let', 'export let current = "";\nexport const set = (next: string) => (current = next);'],
        ['a var', 'var seen = false;\nexport const see = () => (seen = true);'],
        [
          'a var inside a block at the top',
          'if (Math.random() > 2) {\n  var hidden = 1;\n}\nexport const probe = () => hidden;',
        ],
        [
          'a Set the module fills',
          'const seen = new Set<string>();\nexport const see = (s: string) => void seen.add(s);',
        ],
        [
          'a Map the module empties',
          'const waiting = new Map<number, () => void>();\nexport const flush = () => waiting.clear();',
        ],
        [
          'an array the module pushes to',
          'const queue: string[] = [];\nexport const put = (s: string) => queue.push(s);',
        ],
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
          'a vanilla store built at import',
          "import { createStore } from 'zustand/vanilla';\nconst drawn = createStore<{ drawn: boolean }>()(() => ({ drawn: true }));\nexport const draw = () => drawn.setState({ drawn: true });",
        ],
        [
          'a React store built at import, read by no one but its hook',
          "import { create } from 'zustand';\nexport const useDrawn = create<{ drawn: boolean }>()(() => ({ drawn: false }));",
        ],
        [
          'a shared load started on first use',
          "import { sharedLoad } from '../../lib/ui/shared-load';\nexport const loaded = sharedLoad(() => Promise.resolve(1));",
        ],
        [
          'a cache of our own made at import',
          'function createNameCache() {\n  return new Map<string, string>();\n}\nexport const names = createNameCache();',
        ],
        [
          'an instance of a class of our own',
          'class Device {\n  opened = false;\n}\nexport const device = new Device();',
        ],
        [
          'another module’s object written as it is imported',
          "import { storageKeys } from '../storage-keys';\nstorageKeys.session = storageKeys.ccBar;\nexport const probe = 1;",
        ],
      ] satisfies [string, string][]
    ).map(([name, code]) => [name, probe('app/session/probe.ts', code)] as const),
  )('refuses %s', async (_, state) => {
    expect(count(await state.rules())).toBe(1);
  });

  const severalLets = probe('app/session/probe.ts', 'let a = 0,\n  b = 0;\nexport const both = () => [++a, ++b];');
  it('reports a declaration of several lets once', async () => {
    expect(count(await severalLets.rules())).toBe(1);
  });

  it.each(
    (
      [
        [
          'a let inside a function',
          'export function sum(xs: number[]) {\n  let total = 0;\n  for (const x of xs) total += x;\n  return total;\n}',
        ],
        [
          'a cache made by a factory, which its maker owns',
          'export function createCache() {\n  const made = new Map<string, number>();\n  return (s: string) => made.get(s) ?? made.set(s, s.length).get(s);\n}',
        ],
        [
          'a store made by a factory',
          "import { createStore } from 'zustand/vanilla';\nexport function createDrawn() {\n  return createStore<{ drawn: boolean }>()(() => ({ drawn: true }));\n}",
        ],
        [
          'a context, a lazy screen and a pattern',
          "import { createContext, lazy } from 'react';\nexport const Drawn = createContext<boolean | null>(null);\nexport const Page = lazy(() => import('./page'));\nconst digits = new RegExp('^[0-9]+$');\nexport const isDigits = (s: string) => digits.test(s);",
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
      ] satisfies [string, string][]
    ).map(([name, code]) => {
      const file = name === 'a let in a test' ? 'app/session/probe.test.ts' : 'app/session/probe.ts';
      return [name, probe(file, code)] as const;
    }),
  )('lets through %s', async (_, notState) => {
    expect(count(await notState.rules())).toBe(0);
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
