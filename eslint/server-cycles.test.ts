import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * The server has no import cycle, type imports counted. Lint's import-x/no-cycle does not see
 * cycles made only of `import type`, yet those still tie every service to the services' factory
 * and make a file impossible to understand or move alone. madge follows both kinds.
 */
const root = path.resolve(import.meta.dirname, '..');
const countTypeImports = { skipTypeImports: false };

let built: ReturnType<typeof madge> | undefined;
function serverGraph() {
  built ??= madge(path.join(root, 'server'), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    detectiveOptions: { ts: countTypeImports, tsx: countTypeImports },
  });
  return built;
}

describe('the server modules', { timeout: 60_000 }, () => {
  it('import one another without a cycle, counting type imports', async () => {
    const graph = await serverGraph();
    // lib/ is followed too, but cannot import the server, so its own cycles are lib's to answer.
    const serverCycles = graph.circular().filter((cycle) => cycle.some((file) => !file.startsWith('../')));
    expect(serverCycles.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('counts a type-only import as an edge', async () => {
    // Without this, an option madge ignores would let the test above pass on a graph missing them.
    const graph = (await serverGraph()).obj();
    expect(graph['services/services.ts']).toContain('services/app-deps.ts');
    expect(graph['services/app-deps.ts']).toContain('repositories/repositories.ts');
  });
});
