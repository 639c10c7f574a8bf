import { fileURLToPath } from 'node:url';
import { normalizePath, type Alias } from 'vite';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

const extensionDir = normalizePath(fileURLToPath(new URL('./entrypoints/', import.meta.url)));
const reactImports = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];

/**
 * The extension ships React (wxt.config.ts), so its popup and options are tried on React: what
 * entrypoints/ imports of React resolves as written, the rest of the tests get Preact. A
 * component of components/ drawn by the popup would still get Preact; the popup draws none.
 */
const unitAliases: Alias[] = preactAliases.map((alias) => {
  const written = reactImports.find((id) => (alias.find instanceof RegExp ? alias.find.test(id) : alias.find === id));
  return {
    ...alias,
    customResolver(updatedId, importer, options) {
      const id = written && importer?.startsWith(extensionDir) ? written : updatedId;
      return this.resolve(id, importer, { ...options, skipSelf: true });
    },
  };
});

/**
 * What both unit projects share. The app's components render on the runtime the build ships (the
 * extension's on React, above). The libraries built for React are bundled into the tests too, or
 * Node would load React itself for their imports.
 */
const unitSettings = {
  resolve: { alias: unitAliases },
  test: {
    server: {
      deps: {
        inline: [
          'react-router',
          'react-error-boundary',
          'zustand',
          /@headlessui\/react/,
          /@floating-ui\/react/,
          /@react-aria\//,
          /@tanstack\/react-virtual/,
          'react-hook-form',
          /@hookform\/resolvers/,
          'use-sync-external-store',
          // As WxtVitest does: WXT's content-script helpers then reach the fake browser a
          // test mocks wxt/browser with, and read import.meta.env as in a build.
          'wxt',
        ],
      },
    },
    environment: 'node',
  },
};

const e2eSettings = {
  testTimeout: 120_000,
  hookTimeout: 300_000,
  fileParallelism: false,
  // As integration: one worker runs the files one after another and keeps its modules, so a file
  // leaves nothing behind (it closes its browsers, servers and fakes, and mocks no module). What
  // support/made-ahead.ts starts ahead for the next file lives there too; the global setup ends
  // what no file took.
  isolate: false,
  globalSetup: ['test/e2e/support/ahead-setup.ts'],
};

/**
 * The e2e files `npm test` runs in the checks' lane once its integration tests end
 * (scripts/test.mjs), beside the rest in the build's lane, so the two lanes end near together:
 * about 150 s of the e2e's 1,200. None of them builds the extension, whose build folder every
 * process shares (test/e2e/support/extension-app.ts).
 */
const E2E_TAIL = ['test/e2e/crash-data/**/*.test.ts'];

/**
 * Five projects: unit and unit-shared (beside the code: the app's, and the rest), integration
 * (real server + databases), e2e and e2e-tail (Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...unitSettings,
        test: {
          ...unitSettings.test,
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}'],
        },
      },
      {
        ...unitSettings,
        test: {
          ...unitSettings.test,
          name: 'unit-shared',
          include: ['lib/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
          // These files share their worker and the modules it loaded: loading them again for
          // each of the ~200 files took most of their time (lib/'s files: 48 s, shared 12 s). So a
          // file leaves nothing behind: it restores its spies and timers, and mocks no module
          // (lint refuses vi.mock and stubbed globals here). The app's files keep a worker each
          // (above): their stores live in modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Migrates and seeds one database per engine, which every test server starts on a copy of.
          globalSetup: ['test/integration/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another in one worker that loads the server's modules once:
          // loading them again for each of the 84 files took about 150 of the project's 485 s. So
          // a file leaves nothing behind: it restores its spies, closes its databases and servers,
          // and mocks no module.
          isolate: false,
        },
      },
      { test: { ...e2eSettings, name: 'e2e', include: ['test/e2e/**/*.test.ts'], exclude: E2E_TAIL } },
      { test: { ...e2eSettings, name: 'e2e-tail', include: E2E_TAIL } },
    ],
  },
});
