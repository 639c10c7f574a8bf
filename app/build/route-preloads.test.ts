import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { chunksOf, preloadScript } from './route-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['/r/app/main.tsx', '/r/app/router.tsx'], ['assets/react.js'], true),
    chunk('assets/react.js', ['/r/node_modules/preact/dist/preact.mjs']),
    chunk(
      'assets/editor-page.js',
      ['/r/app/editor/editor-page.tsx', '/r/app/editor/x.ts'],
      ['assets/store.js', 'assets/react.js'],
    ),
    chunk('assets/store.js', ['/r/app/editor/open-report/editor-store.ts'], ['assets/db.js']),
    chunk('assets/db.js', ['/r/app/local-db/local-database.ts']),
    chunk('assets/pdf.js', ['/r/app/pdf/viewer.tsx']),
  ].map((c) => [c.fileName, c]),
) as OutputBundle;

describe('route preloads', () => {
  it("lists a screen's chunks, imports first, without those the entry already loads", () => {
    expect(chunksOf(bundle, ['editor/editor-page.tsx'])).toEqual([
      'assets/db.js',
      'assets/store.js',
      'assets/editor-page.js',
    ]);
  });

  it('lists a chunk once when two modules share it', () => {
    expect(chunksOf(bundle, ['local-db/local-database.ts', 'editor/editor-page.tsx'])).toEqual([
      'assets/db.js',
      'assets/store.js',
      'assets/editor-page.js',
    ]);
  });

  it('fails the build when a screen is no longer in the bundle, instead of preloading nothing', () => {
    expect(() => chunksOf(bundle, ['editor/gone.tsx'])).toThrow(/no chunk holds app\/editor\/gone\.tsx/);
  });

  it('adds the preloads only on a matching address', () => {
    const script = preloadScript([{ path: /^\/reports\/\d+$/.source, files: ['assets/a.js', 'assets/b.js'] }], '/');
    const added = (pathname: string) => {
      const links: { rel: string; href: string }[] = [];
      const document = {
        createElement: () => ({ rel: '', href: '' }),
        head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
      };
      new Function('location', 'document', script)({ pathname }, document);
      return links;
    };
    expect(added('/reports/12')).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ]);
    expect(added('/reports/12/x')).toEqual([]);
    expect(added('/dashboard')).toEqual([]);
  });
});
