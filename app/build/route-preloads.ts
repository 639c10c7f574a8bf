import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** A screen whose code index.html asks for as the page opens on an address of it. */
export interface RoutePreload {
  /** The addresses, matched against location.pathname. */
  path: RegExp;
  /** The screen's modules, from the app's root (as in app/router.tsx's lazy imports), and any the app imports lazily on its way there. */
  modules: string[];
}

/**
 * The chunks `modules` load that the entry has not already loaded, in the order the browser
 * evaluates them (imports first).
 */
export function chunksOf(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const starts = modules.map((module) => {
    // A chunk that merges several modules has no facade: find the one holding the module.
    const path = `/app/${module}`;
    const start = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(path)));
    if (!start) throw new Error(`route-preloads: no chunk holds app/${module}`);
    return start;
  });
  const loaded = new Set<string>();
  const visitEntry = (c: OutputChunk) => {
    if (loaded.has(c.fileName)) return;
    loaded.add(c.fileName);
    for (const name of c.imports) visitEntry(bundle[name] as OutputChunk);
  };
  for (const entry of chunks.filter((c) => c.isEntry)) visitEntry(entry);
  const files: string[] = [];
  const visit = (c: OutputChunk) => {
    if (loaded.has(c.fileName)) return;
    loaded.add(c.fileName);
    for (const name of c.imports) visit(bundle[name] as OutputChunk);
    files.push(c.fileName);
  };
  starts.forEach(visit);
  return files;
}

/** The first script of index.html: on a matching address, the screen's chunks are asked for at once. */
export function preloadScript(routes: { path: string; files: string[] }[], base: string): string {
  return `(function () {
  // The router would ask for a screen's code only after the app's bundle has run (app/build/route-preloads.ts).
  var routes = ${JSON.stringify(routes)};
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i].path).test(location.pathname)) continue;
    routes[i].files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = ${JSON.stringify(base)} + file;
      document.head.appendChild(link);
    });
  }
})();`;
}

/**
 * A page opened on a screen's address (a report from the dashboard's link in a new tab, the form
 * designer from a bookmark) fetches and compiles the screen's chunks while the app's own bundle
 * runs, instead of after it.
 */
export function routePreloads(routes: RoutePreload[]): Plugin {
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const found = routes.map((r) => ({ path: r.path.source, files: chunksOf(ctx.bundle!, r.modules) }));
        return [{ tag: 'script', children: preloadScript(found, base), injectTo: 'head' }];
      },
    },
  };
}
