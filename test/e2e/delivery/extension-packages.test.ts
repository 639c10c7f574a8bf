import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const packageOf = (kind: 'chrome' | 'firefox' | 'sources') =>
  path.join(root, `.output/crash-report-${version}-${kind}.zip`);

interface LinterMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

/** Mozilla's addons-linter, as addons.mozilla.org runs it on an upload, over the built Firefox zip. */
async function lintFirefoxPackage() {
  const bin = path.join(root, 'node_modules/.bin/addons-linter');
  // It exits non-zero when it finds errors; its JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(bin, ['--output', 'json', '--boring', packageOf('firefox')], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  return JSON.parse(stdout) as { errors: LinterMessage[]; warnings: LinterMessage[] };
}

const listed = (messages: LinterMessage[]) =>
  messages.map((m) => `${m.code} ${m.file ?? ''}${m.line ? `:${m.line}` : ''} ${m.message}`).join('\n');

/** Reads one file out of a zip without unpacking it (unzip -p). */
const fromZip = async (zip: string, file: string) => (await promisify(execFile)('unzip', ['-p', zip, file])).stdout;
const namesIn = async (zip: string) =>
  (await promisify(execFile)('unzip', ['-Z1', zip], { maxBuffer: 16 * 1024 * 1024 })).stdout
    .split('\n')
    .filter(Boolean);

describe('the extension packages npm run build makes for the stores', () => {
  it('are there for Chrome and Firefox, with Firefox sources, versioned as the product', async () => {
    for (const kind of ['chrome', 'firefox', 'sources'] as const) {
      expect(fs.existsSync(packageOf(kind)), `${packageOf(kind)} is missing: run npm run build first`).toBe(true);
    }
    for (const kind of ['chrome', 'firefox'] as const) {
      const manifest = JSON.parse(await fromZip(packageOf(kind), 'manifest.json')) as { version: string };
      expect(manifest.version).toBe(version);
    }
    // The sources rebuild the package and hold nothing else: no server code, no local database.
    const sources = await namesIn(packageOf('sources'));
    expect(sources).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'wxt.config.ts']));
    expect(sources.some((name) => name.startsWith('entrypoints/'))).toBe(true);
    expect(sources.filter((name) => /^(server|data|dist|test|bench|node_modules)\/|(^|\/)\.env/.test(name))).toEqual(
      [],
    );
  });

  it('passes addons-linter on the Firefox package without an error', async () => {
    const report = await lintFirefoxPackage();
    expect(listed(report.errors)).toBe('');
    // What it still warns of is React DOM's own innerHTML (dangerouslySetInnerHTML, which the
    // extension never uses); a warning of any other kind is new and is to be fixed or listed.
    expect(listed(report.warnings.filter((w) => w.code !== 'UNSAFE_VAR_ASSIGNMENT'))).toBe('');
  });
});
