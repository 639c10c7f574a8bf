import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slowestFiles } from './slowest-files.mjs';

const root = path.resolve('/repo');
const file = (name: string, seconds: number) => ({
  name: path.join(root, name),
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
});

describe("the suite's slowest files", () => {
  it('lists the slowest across projects, slowest first, with their project and path from the root', () => {
    const lines = slowestFiles(
      [
        { project: 'unit', report: { testResults: [file('lib/a.test.ts', 1.25), file('lib/b.test.ts', 0.5)] } },
        { project: 'e2e', report: { testResults: [file('test/e2e/editor/editor.test.ts', 42)] } },
        { project: 'integration', report: undefined },
      ],
      root,
      2,
    );
    expect(lines).toEqual([
      '     42.0 s  e2e          test/e2e/editor/editor.test.ts',
      '      1.3 s  unit         lib/a.test.ts',
    ]);
  });

  it('leaves out a file whose times the report lacks (it never ran)', () => {
    const lines = slowestFiles(
      [{ project: 'unit', report: { testResults: [{ name: '/repo/x.test.ts', startTime: 0, endTime: undefined }] } }],
      root,
    );
    expect(lines).toEqual([]);
  });
});
