import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { checkModelText, locateProblems } from './model-text';

const text = JSON.stringify(vehicleCrashReport, null, 2);
const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('checkModelText', () => {
  it('finds nothing wrong with the shipped model, and gives it back parsed', () => {
    const check = checkModelText(text, null);
    expect(check.problems).toEqual([]);
    expect(check.model).toEqual(vehicleCrashReport);
    expect(check.definition).toEqual(vehicleCrashReport);
  });

  it('tells a syntax error at its line and column', () => {
    const broken = text.replace('"lockDuration": 24,', '"lockDuration": 24');
    const check = checkModelText(broken, null);
    expect(check.model).toBeUndefined();
    expect(check.definition).toBeNull();
    expect(check.problems[0]).toMatchObject({ message: 'A comma is expected between items.' });
    expect(check.problems[0]?.line).toBe(lineOf('"lockDuration"') + 1);
  });

  it('tells a schema problem at the line of the property', () => {
    const broken = text.replace('"lockDuration": 24', '"lockDuration": -1');
    const check = checkModelText(broken, null);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatchObject({ path: ['lockDuration'], line: lineOf('"lockDuration"'), column: 3 });
    expect(check.definition).toBeNull();
  });

  it('tells an unknown code list at the field that names it', () => {
    const listed = new Set<number>();
    const check = checkModelText(text, listed);
    const first = check.problems[0];
    expect(first?.message).toMatch(/There is no code list \d+/);
    const id = /\d+/.exec(first!.message)![0];
    expect(text.split('\n')[first!.line - 1]).toContain(`"codeListId": ${id}`);
  });

  it('tells a missing property at the object that lacks it', () => {
    const model = { ...vehicleCrashReport } as Record<string, unknown>;
    delete model.mapBounds;
    const t = JSON.stringify(model, null, 2);
    const [problem] = checkModelText(t, null).problems;
    expect(problem?.path).toEqual(['mapBounds']);
    expect(problem?.line).toBe(1);
    expect(locateProblems(t, [{ path: ['sections', 0, 'key'], message: 'x' }])[0]?.line).toBeGreaterThan(1);
  });
});
