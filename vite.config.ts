import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './app/build/route-preloads';
import { webAppManifest } from './app/desktop/web-app-manifest';
import { preactAliases } from './preact-aliases';

/** The product's version, which the app names in its exception reports (app/errors/release.ts). */
const release = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** The web app: sources in app/, its own static files in app/public (public/ belongs to the extension). */
export default defineConfig(() => ({
  root: 'app',
  publicDir: 'public',
  define: { __APP_RELEASE__: JSON.stringify(release) },
  // React's API on Preact (preact-aliases.ts). No React plugin: its Fast Refresh drives react-dom's
  // internals, which Preact has not, so an edit in development reloads the page instead; Vite's own
  // esbuild compiles the JSX (tsconfig.json's react-jsx, whose runtime the aliases point at Preact).
  resolve: { alias: preactAliases },
  // A brotli and a gzip copy of each text file, made once at the highest levels; the server sends
  // the one a browser accepts (server/routes/web-app/web-app.ts) instead of compressing per request.
  plugins: [
    routePreloads([
      {
        path: /^\/reports\/\d+$/,
        // The editor's screen waits for the part of the app's root that comes with it (app/app-root.tsx).
        modules: ['editor/editor-page.tsx', 'editor-root.tsx', 'local-db/local-database.ts'],
      },
      { path: /^\/admin\/forms\/\d+$/, modules: ['admin/admin-pages.ts', 'local-db/local-database.ts'] },
    ]),
    // The barcode reader's WebAssembly too (the plugin's default list is text only): 950 kB, 320 kB as brotli.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|xml|css|json|js|mjs|svg|yaml|yml|toml|wasm)$/,
      logLevel: 'silent',
    }),
    // The service worker (Workbox) keeps the app's shell and every screen's code on the device, so
    // the app opens without a network; app/offline/app-worker.ts registers it and offers updates.
    // The manifest (linked from index.html) makes the app installable as the desktop app.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
        // Source maps and the precompressed copies stay on the server.
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
        // Any address of the app opens its shell; the API is never answered from the device.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/API\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first version takes the page it was installed from at once (it holds the same
        // files); a later one waits for the officer (registerType 'prompt').
        clientsClaim: true,
      },
    }),
  ],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each screen fetches: the build's budget check (test/e2e/quality/performance-budgets.test.ts) reads it.
    manifest: true,
    rollupOptions: {
      // Shared code would otherwise be split into dozens of chunks of a few hundred bytes, each a
      // request through the service worker and a link of the route preloads; a small chunk is
      // merged into another where that runs no code earlier than before. The entry is loaded before
      // every lazy screen, so a piece the lazy screens share is merged into it: past 3 kB that was a
      // kilobyte of gzip over the first screens' budget, and at 3 kB, once the crash data screen
      // shared the tables, switches and code list ids, 0.7 kB over again (1 kB: 0.5 kB under).
      output: { experimentalMinChunkSize: 1024 },
      // A module of API calls declares several (lib/api/calls/): a screen's bundle keeps only those
      // it calls. defineCall only builds the call's description, so an unused one can go; the
      // extension's messages (lib/bridge/messages/) are declared the same way.
      treeshake: { manualPureFunctions: ['defineCall', 'defineRuntimeMessage', 'defineWindowMessage'] },
      // zod's sources carry comments rollup cannot place, and the React libraries' "use client"
      // means nothing outside a server-rendering bundler; harmless, but they bury real warnings.
      onwarn(warning, warn) {
        if (warning.code !== 'INVALID_ANNOTATION' && warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/API': 'http://localhost:8080' },
  },
}));
