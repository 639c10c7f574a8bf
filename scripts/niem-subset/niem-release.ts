/**
 * The NIEM 5.2 release (github.com/NIEM/NIEM-Releases, "NIEM 5.2", commit 56c0c8e7) as far as the
 * exchange needs it: every schema document `domains/jxdm.xsd` imports, directly or not, kept in
 * one brotli-compressed JSON file of {path under xsd/: text}. The subset is cut from it and the
 * tests validate against it, so neither needs a checkout of the release (14 MB of XML, about 1 MB
 * compressed).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const NIEM_RELEASE_FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/niem-5.2-release.json.br');

/** The document every other one of the release the exchange uses is imported from. */
export const NIEM_RELEASE_ROOT = 'domains/jxdm.xsd';

let loaded: ReadonlyMap<string, string> | undefined;

/** The release's schema documents by their path under the release's xsd/ folder (read once). */
export function loadNiemRelease(): ReadonlyMap<string, string> {
  loaded ??= new Map(
    Object.entries(
      JSON.parse(zlib.brotliDecompressSync(fs.readFileSync(NIEM_RELEASE_FIXTURE)).toString('utf8')) as Record<
        string,
        string
      >,
    ),
  );
  return loaded;
}

/** The compressed fixture for `files`, paths sorted so that the same release packs to the same bytes. */
export function packNiemRelease(files: ReadonlyMap<string, string>): Buffer {
  const sorted = Object.fromEntries([...files.keys()].sort().map((file) => [file, files.get(file)]));
  return zlib.brotliCompressSync(Buffer.from(JSON.stringify(sorted), 'utf8'), {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** The `schemaLocation` of every xs:import and xs:include of a schema document, as written. */
export function importedLocations(xsd: string): string[] {
  return [...xsd.matchAll(/<(?:[\w.-]+:)?(?:import|include)\b[^>]*?\bschemaLocation\s*=\s*"([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

/** The path of `location` written in the document at `from`, both under the release's xsd/ folder. */
export function resolveLocation(from: string, location: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), location));
}
