import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureOrder } from './dependency-rule.js';

/**
 * Lints small probe files, as if they stood in the repository, with the project's own lint
 * configuration: each forbidden import must be reported by its rule, and each allowed one not.
 * A rule that stops resolving imports (and so stops firing) fails here, not in review.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
/** Probe files written for the lint (typed linting reads the project's files from disk); removed after. */
const written = new Set<string>();
afterAll(() => {
  for (const file of written) fs.rmSync(file, { force: true });
});

/** What lint reports for `code` in a file at `filePath` (a new probe file, or an existing file's path). */
async function problems(filePath: string, code: string) {
  const existing = fs.existsSync(path.join(root, filePath));
  const file = existing ? path.join(root, filePath) : probePath(filePath);
  if (!existing) {
    fs.writeFileSync(file, code);
    written.add(file);
  }
  const [result] = await eslint.lintText(code, { filePath: file });
  const messages = result?.messages ?? [];
  // A file lint could not parse reports nothing of its rules: that is a broken probe, not a pass.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

let probes = 0;
/** A name no file of the repository has: the probe's own, beside where the rule applies. */
function probePath(filePath: string) {
  const { dir, name, ext } = path.parse(filePath);
  const test = name.endsWith('.test') ? '.test' : '';
  return path.join(root, dir, `${name.replace(/\.test$/, '')}-lint-probe-${process.pid}-${probes++}${test}${ext}`);
}

const rulesOf = async (filePath: string, code: string) => (await problems(filePath, code)).map((p) => p.rule);

describe('the dependency rule, as lint enforces it', { timeout: 120_000 }, () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const x = useState;"],
    ['react-dom', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;"],
    ['Dexie', "import Dexie from 'dexie';\nexport const x = Dexie;"],
    ['idb', "import { openDB } from 'idb';\nexport const x = openDB;"],
    ['a node: module', "import fs from 'node:fs';\nexport const x = fs;"],
    ['a bare Node module', "import { createHash } from 'crypto';\nexport const x = createHash;"],
  ])('refuses lib/ importing %s', async (_, code) => {
    expect(await rulesOf('lib/forms/probe.ts', code)).toContain('no-restricted-imports');
  });

  it.each([
    ['app/', "import { callApi } from '../../app/api/client';\nexport const x = callApi;"],
    ['components/', "import { Button } from '../../components/button';\nexport const x = Button;"],
    ['server/', "import { openDatabase } from '../../server/db/database';\nexport const x = openDatabase;"],
    ['entrypoints/', "import * as background from '../../entrypoints/background';\nexport const x = background;"],
  ])('refuses lib/ importing %s', async (_, code) => {
    const found = await problems('lib/forms/probe.ts', code);
    // The import must resolve for the rule to see it: an unresolved one would pass the zone silently.
    expect(found.map((p) => p.rule)).not.toContain('import-x/no-unresolved');
    expect(found).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('lib/ imports nothing of ours'),
    });
  });

  it.each(['window', 'document', 'localStorage', 'navigator', 'process', 'Buffer'])(
    'refuses lib/ using the global %s',
    async (name) => {
      expect(await rulesOf('lib/forms/probe.ts', `export const x = () => ${name};`)).toContain('no-restricted-globals');
    },
  );

  it('lets lib/ use what both browsers and Node have, and its tests read the shared fixtures', async () => {
    expect(
      await problems(
        'lib/forms/probe.ts',
        "import { z } from 'zod';\nexport const x = () => [z, setTimeout, new URL('https://a.b'), structuredClone({})];",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'lib/records/probe.test.ts',
        "import { agencyProfile } from '../../test/fixtures/rms/agency-profile';\nexport const x = agencyProfile;",
      ),
    ).toEqual([]);
  });

  it.each([
    ['components/ importing app/', 'components/probe.tsx', "import { callApi } from '../app/api/client';"],
    ['app/ importing entrypoints/', 'app/probe.ts', "import { background } from '../entrypoints/background';"],
    ['entrypoints/ importing app/', 'entrypoints/probe.ts', "import { callApi } from '../app/api/client';"],
    ['server/ importing app/', 'server/probe.ts', "import { callApi } from '../app/api/client';"],
    ['server/ importing components/', 'server/probe.ts', "import { Button } from '../components/button';"],
    ['server/ importing entrypoints/', 'server/probe.ts', "import { background } from '../entrypoints/background';"],
    [
      'a feature importing a feature after it in the order',
      'app/session/probe.ts',
      "import { Header } from '../shell/header';",
    ],
    [
      'the editor importing a screen that opens it',
      'app/editor/probe.ts',
      "import { SearchPage } from '../search/search-page';",
    ],
    [
      'a feature importing another feature’s room',
      'app/history/probe.ts',
      "import { createEditorReport } from '../editor/open-report/editor-store';",
    ],
  ])('refuses %s', async (_, file, code) => {
    const found = await problems(
      file,
      code.replace(/import \{ (\w+) \}/, 'import * as $1') + '\nexport const probe = 1;',
    );
    expect(found.map((p) => p.rule)).not.toContain('import-x/no-unresolved');
    expect(found.map((p) => p.rule)).toContain('import-x/no-restricted-paths');
  });

  it('places every feature folder of app/ in the order, once', () => {
    const onDisk = fs
      .readdirSync(path.join(root, 'app'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'public')
      .map((entry) => entry.name)
      .sort();
    expect([...featureOrder].sort()).toEqual(onDisk);
  });

  it('lets a feature import one before it in the order', async () => {
    expect(
      await problems(
        'app/shell/probe.ts',
        "import { useSessionStore } from '../session/session-store';\nexport const probe = useSessionStore;",
      ),
    ).toEqual([]);
  });

  it('lets a feature use what another exposes at its top level, and its own rooms', async () => {
    expect(
      await problems(
        'app/history/probe.ts',
        "import { ReportPreview } from '../editor/report-preview';\nexport const probe = ReportPreview;",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'app/editor/probe.ts',
        "import { createEditorReport } from './open-report/editor-store';\nexport const probe = createEditorReport;",
      ),
    ).toEqual([]);
  });

  it.each([
    ['importing Kysely', "import { sql } from 'kysely';\nexport const probe = sql;"],
    [
      'reaching the database module',
      "import { openDatabase } from '../../db/database';\nexport const probe = openDatabase;",
    ],
    ['building a query', 'export const probe = (db: { selectFrom(t: string): unknown }) => db.selectFrom("reports");'],
    ['opening a transaction', 'export const probe = (db: { transaction(): unknown }) => db.transaction();'],
  ])('refuses a route or service %s: SQL lives in server/repositories', async (_, code) => {
    for (const file of ['server/routes/reports/probe.ts', 'server/services/reports/probe.ts']) {
      const rules = await rulesOf(file, code);
      expect(rules.some((r) => r === '@typescript-eslint/no-restricted-imports' || r === 'no-restricted-syntax')).toBe(
        true,
      );
    }
    expect(await rulesOf('server/repositories/reports/probe.ts', code)).toEqual([]);
  });

  it.each([
    [
      'importing a repository',
      "import { reportScope } from '../../repositories/report-tables/report-scope';\nexport const probe = reportScope;",
    ],
    [
      "importing a repository's types",
      "import type { StoredReport } from '../../repositories/reports/report-document-repository';\nexport type Probe = StoredReport;",
    ],
    [
      "importing the repositories' own module",
      "import type { Repositories } from '../../repositories/repositories';\nexport type Probe = Repositories;",
    ],
    ['taking the repositories from the wiring', 'export const probe = ({ repos }: { repos: object }) => repos;'],
    ['reading a repository of the wiring', 'export const probe = (wiring: { repos: object }) => wiring.repos;'],
    [
      'starting a transaction',
      'export const probe = (repos: { inTransaction(work: () => Promise<void>): unknown }) =>\n  repos.inTransaction(async () => {});',
    ],
  ])('refuses a route %s, and lets a service do it', async (_, code) => {
    const found = await problems('server/routes/reports/probe.ts', code);
    expect(found).toContainEqual({
      rule: expect.stringMatching(/^(@typescript-eslint\/no-restricted-imports|no-restricted-syntax)$/),
      message: expect.stringContaining('Routes parse and delegate'),
    });
    expect(await rulesOf('server/services/reports/probe.ts', code)).toEqual([]);
  });

  it('still refuses a route building SQL, beside the rules of its own', async () => {
    const found = await rulesOf(
      'server/routes/reports/probe.ts',
      "import { sql } from 'kysely';\nexport const probe = sql;",
    );
    expect(found).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses an import cycle', async () => {
    // editor-store.ts imports open-report.ts: open-report.ts importing it back closes a cycle.
    const found = await rulesOf(
      'app/editor/open-report/open-report.ts',
      "import { createEditorReport } from './editor-store';\nexport const probe = createEditorReport;",
    );
    expect(found).toContain('import-x/no-cycle');
  });

  it('refuses a floating promise, and takes one marked void', async () => {
    const code = (call: string) => `async function save() {\n  return 1;\n}\nexport function probe() {\n  ${call};\n}`;
    expect(await rulesOf('lib/forms/probe.ts', code('save()'))).toContain('@typescript-eslint/no-floating-promises');
    expect(await rulesOf('lib/forms/probe.ts', code('void save()'))).toEqual([]);
  });
});
