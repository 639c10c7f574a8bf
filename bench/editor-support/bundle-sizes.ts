import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the web app into its own folder, so a rebuild of dist/ by someone else cannot disturb the bench. */
export function buildApp(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The web app failed to build; see the messages above.');
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface Bundle {
  name: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/** A chunk and every chunk it imports statically: what the browser must fetch to run it. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

function measure(outDir: string, name: string, files: string[]): Bundle {
  const contents = files.map((f) => fs.readFileSync(path.join(outDir, f)));
  return {
    name,
    files,
    bytes: contents.reduce((n, c) => n + c.length, 0),
    // Each file travels compressed on its own, so each is gzipped on its own.
    gzipBytes: contents.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0),
  };
}

/**
 * The sign-in/dashboard bundle (the entry and its static imports) and the editor's lazy
 * chunk (with any chunk only it needs), JavaScript and CSS apart, from Vite's manifest.
 */
export function bundleSizes(outDir: string): Bundle[] {
  const manifestPath = path.join(outDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const editorKey = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && /editor-page/.test(k));
  if (!entryKey || !editorKey) throw new Error(`No entry or no editor chunk in ${manifestPath}`);
  const main = closure(manifest, entryKey);
  const editor = [...closure(manifest, editorKey)].filter((k) => !main.has(k));
  const js = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]?.file as string);
  const css = (keys: Iterable<string>) => [...keys].flatMap((k) => manifest[k]?.css ?? []);
  return [
    measure(outDir, 'sign-in/dashboard JS', js(main)),
    measure(outDir, 'sign-in/dashboard CSS', css(main)),
    measure(outDir, 'editor chunk JS', js(editor)),
    measure(outDir, 'editor chunk CSS', css(editor)),
  ];
}
