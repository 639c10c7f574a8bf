import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { checkModel } from './model-checker';

// Node has no Worker: these are the checks a page runs itself when its worker cannot start.
describe('the designer model check where no worker runs', () => {
  it('answers the model, its definition and no problems for the shipped form', async () => {
    const answer = await checkModel(JSON.stringify(vehicleCrashReport, null, 2), null);
    expect(answer.problems).toEqual([]);
    expect(answer.definition?.name).toBe(vehicleCrashReport.name);
    expect(answer.definition?.sections.length).toBe(vehicleCrashReport.sections.length);
    expect(answer.ms).toBeGreaterThan(0);
  });

  it('answers each problem at its line, and each request by its own id', async () => {
    const text = JSON.stringify({ ...vehicleCrashReport, lockDuration: 'soon' }, null, 2);
    const [first, second] = await Promise.all([checkModel(text, null), checkModel('{"title": ', null)]);
    expect(second!.id).toBe(first!.id + 1);
    const line = text.slice(0, text.indexOf('"lockDuration"')).split('\n').length;
    expect(first!.problems.map((p) => p.line)).toEqual([line]);
    expect(second!.model).toBeUndefined();
    expect(second!.problems[0]?.message).toBe('A value is expected.');
  });
});
