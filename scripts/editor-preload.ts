import type { Plugin } from 'vite';

/** Where app/index.html's early script lists the editor's files; the build writes them in. */
export const EDITOR_CHUNKS_MARK = '/*editor-chunks*/ []';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The files of the editor's lazy chunk and of the chunks it imports (not the entry bundle, which
 * the page loads anyway), as URL paths: what a page opened on /reports/:id will need next.
 */
export function editorChunksOf(bundle: Record<string, BundleChunk>, editorModule = 'app/editor/editor-page.tsx') {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const editor = chunks.find((c) => c.facadeModuleId?.endsWith(editorModule));
  if (!editor) throw new Error(`editor-preload: no chunk is built from ${editorModule}.`);
  const files: string[] = [];
  const visit = (chunk: BundleChunk) => {
    if (chunk.isEntry || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const file of chunk.imports ?? []) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(editor);
  return files.map((file) => `/${file}`);
}

/**
 * Writes the editor's files into index.html's early script, which asks for them (modulepreload)
 * on a page opened on /reports/:id: they then download and compile while the entry bundle is
 * still being evaluated, instead of only once the router reaches the editor's route.
 */
export function editorPreload(): Plugin {
  return {
    name: 'editor-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!html.includes(EDITOR_CHUNKS_MARK))
          throw new Error(`editor-preload: index.html lacks ${EDITOR_CHUNKS_MARK}`);
        return html.replace(
          EDITOR_CHUNKS_MARK,
          JSON.stringify(editorChunksOf(ctx.bundle as Record<string, BundleChunk>)),
        );
      },
    },
  };
}
