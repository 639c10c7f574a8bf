import { describe, expect, it } from 'vitest';
import { codeListSeeds } from '../../codes/seed/all-code-lists';
import type { FormDefinition } from '../../forms/definition/definition-schema';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { definitionProblems } from './definition-checks';

const lists = new Set(codeListSeeds.map((l) => l.listId));
const copy = (): FormDefinition => structuredClone(vehicleCrashReport);
const sectionIndex = (d: FormDefinition, key: string) => d.sections.findIndex((s) => s.key === key);

describe('definitionProblems', () => {
  it('finds nothing wrong with the shipped Vehicle Crash Report', () => {
    expect(definitionProblems(vehicleCrashReport, lists)).toEqual([]);
  });

  it('gives schema failures at their JSON path', () => {
    const bad = { ...copy(), lockDuration: -1 };
    expect(definitionProblems(bad, lists)).toEqual([{ path: ['lockDuration'], message: expect.any(String) }]);
    expect(definitionProblems({ ...copy(), sections: 'x' }, lists)[0]?.path).toEqual(['sections']);
  });

  it('names a rule that points at a field the form does not have', () => {
    const d = copy();
    d.uiRules[0]!.then[0]!.target = 'CrashDetails.NoSuchField';
    d.validationRules[0]!.path = 'Nowhere.AtAll';
    const problems = definitionProblems(d, lists);
    expect(problems).toContainEqual({
      path: ['uiRules', 0, 'then', 0, 'target'],
      message: 'CrashDetails.NoSuchField is not a field or section of this form.',
    });
    expect(problems).toContainEqual({
      path: ['validationRules', 0, 'path'],
      message: 'Nowhere.AtAll is not a field or section of this form.',
    });
  });

  it('refuses an unknown code list, an unknown check and a duplicate key', () => {
    const d = copy();
    const crash = d.sections[sectionIndex(d, 'CrashDetails')]!;
    const weather = crash.fields.findIndex((f) => f.key === 'WeatherCde');
    crash.fields[weather] = { ...crash.fields[weather]!, codeListId: 99999 };
    crash.fields.push({ ...crash.fields[0]! });
    const custom = d.validationRules.findIndex((r) => r.kind === 'custom');
    d.validationRules[custom] = { ...d.validationRules[custom]!, check: 'noSuchCheck' };
    const problems = definitionProblems(d, lists);
    const at = ['sections', sectionIndex(d, 'CrashDetails'), 'fields'];
    expect(problems).toContainEqual({ path: [...at, weather, 'codeListId'], message: 'There is no code list 99999.' });
    expect(
      problems.find((p) => p.path.join('.') === [...at, crash.fields.length - 1, 'key'].join('.'))?.message,
    ).toMatch(/has two fields keyed/);
    expect(problems.find((p) => p.path[0] === 'validationRules' && p.path[2] === 'check')?.message).toMatch(
      /There is no check "noSuchCheck"/,
    );
  });

  it('refuses a role played twice and a map without its coordinates', () => {
    const d = copy();
    const location = d.sections[sectionIndex(d, 'Location')]!;
    const general = d.sections[sectionIndex(d, 'GeneralInformation')]!;
    general.fields.push({ key: 'SECONDCASE', label: 'Second case', type: 'text', role: 'report.caseNumber' });
    location.fields = location.fields.map((f) => (f.role === 'location.latitude' ? { ...f, role: undefined } : f));
    const messages = definitionProblems(d, lists).map((p) => p.message);
    expect(messages).toContainEqual(expect.stringMatching(/plays report\.caseNumber, which .* already plays/));
    expect(messages).toContainEqual(expect.stringMatching(/needs a field playing location\.latitude/));
  });

  it('refuses coordinates allowed outside the map', () => {
    const d = copy();
    const location = d.sections[sectionIndex(d, 'Location')]!;
    location.fields = location.fields.map((f) => (f.role === 'location.latitude' ? { ...f, max: 60 } : f));
    expect(definitionProblems(d, lists).map((p) => p.message)).toContainEqual(
      expect.stringMatching(/must stay inside the map's bounds \(38 to 42\)/),
    );
  });
});
