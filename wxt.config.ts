import react from '@vitejs/plugin-react';
import { defineConfig } from 'wxt';
import { resolveAppUrl } from './lib/bridge/session/app-url';
import { installGrantedRmsPatterns } from './lib/bridge/rms-origins/install-granted-rms';

/** The web app the extension trusts and opens; set CRASH_APP_URL when building for another address. */
const appUrl = resolveAppUrl(process.env.CRASH_APP_URL);
/** RMS hosts a managed build grants at install (CRASH_RMS_ORIGINS); the rest are asked for in options. */
const grantedRms = installGrantedRmsPatterns(process.env.CRASH_RMS_ORIGINS, appUrl.origin);

/**
 * The browser extension (Chromium MV3; `-b firefox` builds the Firefox MV3 one).
 * srcDir is the repo root, so WXT's special folders must not reach the web app: auto-imports
 * are off (components/ would otherwise be scanned), the public folder holds extension files
 * only, and WXT never reads the root vite.config.ts (it builds with configFile: false and the
 * config below).
 */
export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  imports: false,
  manifestVersion: 3,
  // `wxt zip` names the store packages crash-report-<version>-<browser>.zip, the version being
  // package.json's (also the manifest's). Firefox's store also takes a sources zip to rebuild the
  // package from: only what the extension's build reads goes in (an allow-list, so neither the
  // server nor a local database folder such as data/ can slip in): WXT globs the sources from it.
  zip: {
    includeSources: [
      'entrypoints/**',
      'lib/**',
      'components/**',
      'public/**',
      'package.json',
      'package-lock.json',
      '.nvmrc',
      'wxt.config.ts',
      'tsconfig.json',
      'postcss.config.js',
      'tailwind.config.ts',
      'README.md',
      'LICENSE',
    ],
  },
  vite: () => ({
    plugins: [react()],
    // Read by the background as import.meta.env.CRASH_APP_URL (checked again there).
    define: { 'import.meta.env.CRASH_APP_URL': JSON.stringify(appUrl.href) },
    build: {
      rollupOptions: {
        // zod ships comments Rollup cannot place; they are dropped harmlessly, so do not print them.
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
          warn(warning);
        },
      },
    },
  }),
  manifest: ({ browser }) => ({
    name: 'Crash Report Companion',
    description: 'Sends licence and registration returns from your RMS into the crash report open in the web app.',
    // Chromium copies through an offscreen document; Firefox's background page has a DOM of its own.
    permissions: ['storage', 'scripting', 'alarms', 'clipboardWrite', ...(browser === 'firefox' ? [] : ['offscreen'])],
    host_permissions: [appUrl.matchPattern, ...grantedRms],
    // RMS origins are asked for one by one in options, when the agency enables them.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Crash Report Companion' },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'crash-report-companion@crash-report',
          // 140 ESR, the oldest Firefox still supported: the first to read data_collection_permissions,
          // which addons.mozilla.org requires (storage.session and MV3 install-time hosts came in 128).
          strict_min_version: '140.0',
          // Nothing leaves the browser except to the agency's own web app.
          data_collection_permissions: { required: ['none'] },
        },
        // Firefox for Android reads data_collection_permissions from 142.
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
  }),
});
