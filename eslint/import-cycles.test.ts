import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle anywhere in the code, type imports counted. Lint's import-x/no-cycle does not
 * see cycles made only of `import type`, yet those still tie every service to the services'
 * factory and make a file impossible to understand or move alone. madge follows both kinds.
 */
const root = path.resolve(import.meta.dirname, '..');
const countTypeImports = { skipTypeImports: false };
const rooms = ['app', 'lib', 'server', 'components', 'entrypoints'];

let built: ReturnType<typeof madge> | undefined;
function codeGraph() {
  built ??= madge(
    rooms.map((room) => path.join(root, room)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, 'tsconfig.json'),
      detectiveOptions: { ts: countTypeImports, tsx: countTypeImports },
      // A test may import what it tests from both sides; only the product's modules must not.
      excludeRegExp: [/\.test\.tsx?$/, /\.fixture\.ts$/],
    },
  );
  return built;
}

describe('the code', { timeout: 60_000 }, () => {
  it('imports without a cycle, counting type imports', async () => {
    const graph = await codeGraph();
    expect(graph.circular().map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('counts a type-only import as an edge, in every room', async () => {
    // Without this, an option madge ignores would let the test above pass on a graph missing them.
    const graph = (await codeGraph()).obj();
    expect(graph['server/services/services.ts']).toContain('server/services/app-deps.ts');
    expect(graph['server/services/app-deps.ts']).toContain('server/repositories/repositories.ts');
    expect(graph['lib/workflow/transitions/transition-checks.ts']).toContain(
      'lib/workflow/transitions/transition-types.ts',
    );
    expect(Object.keys(graph).filter((file) => file.startsWith('app/')).length).toBeGreaterThan(200);
  });
});
