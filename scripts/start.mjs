// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const appIndex = path.join(root, 'dist/app/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  const built = fs.statSync(appIndex).mtimeMs;
  return ['app', 'components', 'lib'].some((dir) => newestMtime(path.join(root, dir)) > built);
};

if (!process.env.APP_DIR && (!fs.existsSync(appIndex) || sourcesChanged())) {
  console.log('Building the web app (vite build)…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    // A production build whatever NODE_ENV the caller has (a test runner sets "test", and React
    // then bundles its development build, which runs every effect twice).
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    console.error('The web app failed to build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

register();
await import('../server/main.ts');
