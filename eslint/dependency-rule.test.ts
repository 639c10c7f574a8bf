import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureOrder } from './dependency-rule.js';
import { lintProbes, root } from './lint-probes';

/**
 * Lints small probe files, as if they stood in the repository, with the project's own lint
 * configuration: each forbidden import must be reported by its rule, and each allowed one not.
 * A rule that stops resolving imports (and so stops firing) fails here, not in review. Each probe
 * is declared where the tests are collected, so all are written before the first lint (lint-probes.ts).
 */
const { probe } = lintProbes('lint-probe');

describe('the dependency rule, as lint enforces it', { timeout: 120_000 }, () => {
  it.each(
    (
      [
        ['react', "import { useState } from 'react';\nexport const x = useState;"],
        ['react-dom', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;"],
        ['Dexie', "import Dexie from 'dexie';\nexport const x = Dexie;"],
        ['idb', "import { openDB } from 'idb';\nexport const x = openDB;"],
        ['a node: module', "import fs from 'node:fs';\nexport const x = fs;"],
        ['a bare Node module', "import { createHash } from 'crypto';\nexport const x = createHash;"],
      ] satisfies [string, string][]
    ).map(([name, code]) => [name, probe('lib/forms/probe.ts', code)] as const),
  )('refuses lib/ importing %s', async (_, lib) => {
    expect(await lib.rules()).toContain('no-restricted-imports');
  });

  it.each(
    (
      [
        ['app/', "import { createApiClient } from '../../app/api/client';\nexport const x = createApiClient;"],
        ['components/', "import { Button } from '../../components/button';\nexport const x = Button;"],
        ['server/', "import { openDatabase } from '../../server/db/database';\nexport const x = openDatabase;"],
        ['entrypoints/', "import * as background from '../../entrypoints/background';\nexport const x = background;"],
      ] satisfies [string, string][]
    ).map(([name, code]) => [name, probe('lib/forms/probe.ts', code)] as const),
  )('refuses lib/ importing %s', async (_, lib) => {
    const found = await lib.problems();
    // The import must resolve for the rule to see it: an unresolved one would pass the zone silently.
    expect(found.map((p) => p.rule)).not.toContain('import-x/no-unresolved');
    expect(found).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('lib/ imports nothing of ours'),
    });
  });

  it.each(
    ['window', 'document', 'localStorage', 'navigator', 'process', 'Buffer'].map(
      (name) => [name, probe('lib/forms/probe.ts', `export const x = () => ${name};`)] as const,
    ),
  )('refuses lib/ using the global %s', async (_, lib) => {
    expect(await lib.rules()).toContain('no-restricted-globals');
  });

  const sharedGlobals = probe(
    'lib/forms/probe.ts',
    "import { z } from 'zod';\nexport const x = () => [z, setTimeout, new URL('https://a.b'), structuredClone({})];",
  );
  const fixtureReader = probe(
    'lib/records/probe.test.ts',
    "import { agencyProfile } from '../../test/fixtures/rms/agency-profile';\nexport const x = agencyProfile;",
  );
  it('lets lib/ use what both browsers and Node have, and its tests read the shared fixtures', async () => {
    expect(await sharedGlobals.problems()).toEqual([]);
    expect(await fixtureReader.problems()).toEqual([]);
  });

  it.each(
    (
      [
        ['components/ importing app/', 'components/probe.tsx', "import { createApiClient } from '../app/api/client';"],
        ['app/ importing entrypoints/', 'app/probe.ts', "import { background } from '../entrypoints/background';"],
        ['entrypoints/ importing app/', 'entrypoints/probe.ts', "import { createApiClient } from '../app/api/client';"],
        ['server/ importing app/', 'server/probe.ts', "import { createApiClient } from '../app/api/client';"],
        ['server/ importing components/', 'server/probe.ts', "import { Button } from '../components/button';"],
        [
          'server/ importing entrypoints/',
          'server/probe.ts',
          "import { background } from '../entrypoints/background';",
        ],
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
      ] satisfies [string, string, string][]
    ).map(
      ([name, file, code]) =>
        [
          name,
          probe(file, code.replace(/import \{ (\w+) \}/, 'import * as $1') + '\nexport const probe = 1;'),
        ] as const,
    ),
  )('refuses %s', async (_, importer) => {
    const found = await importer.problems();
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

  const earlierFeature = probe(
    'app/shell/probe.ts',
    "import { useSession } from '../session/session-store';\nexport const probe = useSession;",
  );
  it('lets a feature import one before it in the order', async () => {
    expect(await earlierFeature.problems()).toEqual([]);
  });

  const exposed = probe(
    'app/history/probe.ts',
    "import { ReportPreview } from '../editor/report-preview';\nexport const probe = ReportPreview;",
  );
  const ownRoom = probe(
    'app/editor/probe.ts',
    "import { createEditorReport } from './open-report/editor-store';\nexport const probe = createEditorReport;",
  );
  it('lets a feature use what another exposes at its top level, and its own rooms', async () => {
    expect(await exposed.problems()).toEqual([]);
    expect(await ownRoom.problems()).toEqual([]);
  });

  it.each(
    (
      [
        ['importing Kysely', "import { sql } from 'kysely';\nexport const probe = sql;"],
        [
          'reaching the database module',
          "import { openDatabase } from '../../db/database';\nexport const probe = openDatabase;",
        ],
        [
          'building a query',
          'export const probe = (db: { selectFrom(t: string): unknown }) => db.selectFrom("reports");',
        ],
        ['opening a transaction', 'export const probe = (db: { transaction(): unknown }) => db.transaction();'],
      ] satisfies [string, string][]
    ).map(
      ([name, code]) =>
        [
          name,
          ['server/routes/reports/probe.ts', 'server/services/reports/probe.ts'].map((file) => probe(file, code)),
          probe('server/repositories/reports/probe.ts', code),
        ] as const,
    ),
  )('refuses a route or service %s: SQL lives in server/repositories', async (_, routeAndService, repository) => {
    for (const layer of routeAndService) {
      const rules = await layer.rules();
      expect(rules.some((r) => r === '@typescript-eslint/no-restricted-imports' || r === 'no-restricted-syntax')).toBe(
        true,
      );
    }
    expect(await repository.rules()).toEqual([]);
  });

  it.each(
    (
      [
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
      ] satisfies [string, string][]
    ).map(
      ([name, code]) =>
        [name, probe('server/routes/reports/probe.ts', code), probe('server/services/reports/probe.ts', code)] as const,
    ),
  )('refuses a route %s, and lets a service do it', async (_, route, service) => {
    expect(await route.problems()).toContainEqual({
      rule: expect.stringMatching(/^(@typescript-eslint\/no-restricted-imports|no-restricted-syntax)$/),
      message: expect.stringContaining('Routes parse and delegate'),
    });
    expect(await service.rules()).toEqual([]);
  });

  const routeSql = probe('server/routes/reports/probe.ts', "import { sql } from 'kysely';\nexport const probe = sql;");
  it('still refuses a route building SQL, beside the rules of its own', async () => {
    expect(await routeSql.rules()).toContain('@typescript-eslint/no-restricted-imports');
  });

  // editor-store.ts imports open-report.ts: open-report.ts importing it back closes a cycle.
  const cycle = probe(
    'app/editor/open-report/open-report.ts',
    "import { createEditorReport } from './editor-store';\nexport const probe = createEditorReport;",
  );
  it('refuses an import cycle', async () => {
    expect(await cycle.rules()).toContain('import-x/no-cycle');
  });

  const code = (call: string) => `async function save() {\n  return 1;\n}\nexport function probe() {\n  ${call};\n}`;
  const floating = probe('lib/forms/probe.ts', code('save()'));
  const markedVoid = probe('lib/forms/probe.ts', code('void save()'));
  it('refuses a floating promise, and takes one marked void', async () => {
    expect(await floating.rules()).toContain('@typescript-eslint/no-floating-promises');
    expect(await markedVoid.rules()).toEqual([]);
  });
});
