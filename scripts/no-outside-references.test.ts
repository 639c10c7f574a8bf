import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeReference, findOutsideReferences, isScanned } from './outside-references';

const root = path.resolve(import.meta.dirname, '..');

/** Parts joined at run time, so the planted citations below are not citations in this file's text. */
const cite = (...parts: string[]) => parts.join('');

describe('finding citations of documents outside the repository', () => {
  it.each([
    ['a product-spec section', cite('// Errors block submission (SP', 'EC §', '5).')],
    ['a spec file name', cite(' * See SP', 'EC.md for the masks.')],
    ['a bare section sign', cite("it('times out after 30 minutes (§", "9)', () => {")],
    ['the outside architecture page', cite('/** Boundaries of ARCHI', 'TECTURE.md. */')],
    ['the outside architecture page by heading', cite("describe('reassign (ARCHI", 'TECTURE "Workflow")\'')],
    ['the outside style page', cite('// As STY', 'LE.md asks.')],
    ['the shared folder beside the repository', cite("it('holds the vectors of ..", "/shared/data/vins.json'")],
    ['an issue and its item', cite('// Notes are for the author (iss', 'ue 5 item 4).')],
    ['an issue with a capital', cite(' * Iss', 'ue 4 "Done means": the editor end to end.')],
  ])('catches %s', (_kind, line) => {
    const found = findOutsideReferences('planted.ts', `const a = 1;\n${line}\nconst b = 2;\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'planted.ts', line: 2, text: line.trim() });
  });

  it.each([
    ['a field key that contains the letters', "yesNo('INSPECIND', 'Inspection Done'),"],
    ['a value spelled in capitals', "if (/^(NOT SPECIFIED|UNSPECIFIED)$/.test(v)) return 'X';"],
    ['a file named for its spec fields', "import { specFields } from './spec-fields';"],
    ['a pointer into docs/', '// See docs/rules/workflow.md, "Locks".'],
    ['issues of the completeness check', 'const issues: ValidationIssue[] = [];'],
  ])('leaves alone %s', (_kind, line) => {
    expect(findOutsideReferences('fine.ts', line)).toEqual([]);
  });

  it('reads source, tests, docs and configuration, not lock files, images or pending folders', () => {
    expect(isScanned('lib/workflow/review/locks.ts', [])).toBe(true);
    expect(isScanned('docs/rules/workflow.md', [])).toBe(true);
    expect(isScanned('.ci/run', [])).toBe(true);
    expect(isScanned('package-lock.json', [])).toBe(false);
    expect(isScanned('public/icon/16.png', [])).toBe(false);
    expect(isScanned('server/app.ts', ['server/'])).toBe(false);
    expect(isScanned('server/app.ts', [])).toBe(true);
  });
});

describe('the repository', () => {
  it('cites no document outside the repository', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && isScanned(file, []));
    expect(tracked.length).toBeGreaterThan(100);
    const found = tracked.flatMap((file) => findOutsideReferences(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found.map(describeReference).join('\n')).toBe('');
  });
});
