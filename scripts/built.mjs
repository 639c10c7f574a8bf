// What `npm start` and the commands run: the built web app and server (dist/), built again first
// in a development checkout when their sources are newer. A release (npm ci --omit=dev) has no
// build tools: it runs what `npm run build` made, and says so when that is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `built` is missing or older than any file under the source folders. */
function stale(built, sourceDirs) {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sourceDirs.some((dir) => fs.existsSync(path.join(root, dir)) && newestMtime(path.join(root, dir)) > builtAt);
}

const installed = (pkg) => fs.existsSync(path.join(root, 'node_modules', pkg, 'package.json'));

/** Runs a build step with its output shown; a failure ends the process. */
function buildStep(what, args, env = process.env) {
  console.log(`Building ${what}…`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${what} failed to build; see the messages above.`);
    process.exit(result.status ?? 1);
  }
}

/** The web app in dist/app, built when a development checkout changed it (not when APP_DIR names another). */
export function ensureWebApp() {
  if (process.env.APP_DIR || !installed('vite')) return;
  if (!stale(path.join(root, 'dist/app/index.html'), ['app', 'components', 'lib'])) return;
  // A production build whatever NODE_ENV the caller has (a test runner sets "test", and React
  // then bundles its development build, which runs every effect twice).
  buildStep(
    'the web app (vite build)',
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      ...process.env,
      NODE_ENV: 'production',
    },
  );
}

/** Whether dist/server/<name>.js is there and as new as the sources it is built from. */
export function serverBuildIsCurrent(name = 'main') {
  const entry = path.join(root, 'dist/server', `${name}.js`);
  return fs.existsSync(entry) && !(installed('esbuild') && stale(entry, ['server', 'lib']));
}

/** Imports dist/server/<name>.js, building the server first when a development checkout changed it. */
export async function runBuiltServer(name) {
  const entry = path.join(root, 'dist/server', `${name}.js`);
  if (!serverBuildIsCurrent(name) && installed('esbuild')) {
    buildStep('the server (esbuild)', [path.join(root, 'scripts/build-server.mjs')]);
  }
  if (!fs.existsSync(entry)) {
    console.error(
      `${path.relative(root, entry)} is missing: run npm run build (with the development dependencies) first.`,
    );
    process.exit(1);
  }
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
}
