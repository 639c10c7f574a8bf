// `npm run build:server`: the server and its two commands bundled into dist/server, so a release
// runs them with plain Node on production dependencies only (no TypeScript loader at run time).
// Packages stay outside the bundle: they are the production dependencies `npm ci --omit=dev`
// installs, and some read their own files beside them (PGlite's WebAssembly, the print fonts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

fs.rmSync(outdir, { recursive: true, force: true });
// The exchange schema and its NIEM subset, which the server reads to check exported reports, go
// beside the bundle: a release is dist/ and the package files, and the server finds them above it.
fs.rmSync(path.join(root, 'dist/exchange'), { recursive: true, force: true });
fs.cpSync(path.join(root, 'exchange'), path.join(root, 'dist/exchange'), { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    'create-admin': 'server/create-admin.ts',
    'move-attachments': 'server/move-attachments.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  chunkNames: 'chunks/[name]-[hash]',
});

// A package the bundle imports must be a production dependency, or the release cannot start.
const production = new Set([
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.optionalDependencies ?? {}),
]);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (!imported.external || imported.path.startsWith('node:')) continue;
    if (!production.has(packageOf(imported.path))) missing.add(packageOf(imported.path));
  }
}
if (missing.size) {
  console.error(`The server imports packages that are not production dependencies: ${[...missing].join(', ')}`);
  process.exit(1);
}
