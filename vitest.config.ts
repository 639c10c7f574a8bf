import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

/** Three projects: unit (beside the code), integration (real server + databases), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        // The app's components render on the runtime the build ships. The libraries built for React
        // are bundled into the tests too, or Node would load React itself for their imports.
        resolve: { alias: preactAliases },
        test: {
          name: 'unit',
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
                'use-sync-external-store',
              ],
            },
          },
          include: [
            'lib/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'components/**/*.test.{ts,tsx}',
            'entrypoints/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
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
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
