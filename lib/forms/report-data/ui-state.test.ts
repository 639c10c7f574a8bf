import { describe, expect, it } from 'vitest';
import type { UiRule } from '../definition/definition-schema';
import { effectsOfChange } from './ui-state';

const rules: UiRule[] = [
  {
    id: 'a',
    when: { path: 'Units.*.Info.Type', equals: '9' },
    then: [{ action: 'clear', target: 'Units.*.Info.Make' }],
  },
  { id: 'b', when: { path: 'Units.*.Info.Type', equals: '9' }, then: [{ action: 'hide', target: 'Units.*.Vehicle' }] },
  {
    id: 'c',
    when: { path: 'Units.0.Info.Type', equals: '9' },
    then: [{ action: 'set', target: 'Crash.First', value: 'Y' }],
  },
  {
    id: 'd',
    when: { path: 'Units.*.Info.Type', in: ['8', '9'] },
    then: [{ action: 'set', target: 'Units.*.Info.Kind', value: 'walker' }],
  },
  { id: 'e', when: { path: 'Crash.Photos', equals: '1' }, then: [{ action: 'set', target: 'Crash.Code', value: 'P' }] },
];

describe('values a change sets off', () => {
  it("runs the set and clear rules of the changed field's pattern, in the definition's order, for its item", () => {
    const data = { Units: [{ Info: { Type: '9' } }, { Info: { Type: '9' } }] };
    expect(effectsOfChange(rules, data, 'Units.0.Info.Type')).toEqual([
      { path: 'Units.0.Info.Make', value: '' },
      { path: 'Crash.First', value: 'Y' },
      { path: 'Units.0.Info.Kind', value: 'walker' },
    ]);
    // The rule written for the first unit alone is not the second unit's.
    expect(effectsOfChange(rules, data, 'Units.1.Info.Type')).toEqual([
      { path: 'Units.1.Info.Make', value: '' },
      { path: 'Units.1.Info.Kind', value: 'walker' },
    ]);
  });

  it("writes nothing for a field no rule watches, nor when the rule's condition does not hold", () => {
    const data = { Units: [{ Info: { Type: '8', Make: 'FORD' } }], Crash: { Photos: '0' } };
    expect(effectsOfChange(rules, data, 'Units.0.Info.Make')).toEqual([]);
    expect(effectsOfChange(rules, data, 'Crash.Photos')).toEqual([]);
    expect(effectsOfChange(rules, data, 'Units.0.Info.Type')).toEqual([{ path: 'Units.0.Info.Kind', value: 'walker' }]);
  });

  it('follows a changed list of rules (a form version being designed)', () => {
    const data = { Crash: { Photos: '1' } };
    expect(effectsOfChange(rules, data, 'Crash.Photos')).toEqual([{ path: 'Crash.Code', value: 'P' }]);
    const edited = [...rules.slice(0, 4), { ...rules[4]!, then: [{ action: 'clear' as const, target: 'Crash.Code' }] }];
    expect(effectsOfChange(edited, data, 'Crash.Photos')).toEqual([{ path: 'Crash.Code', value: '' }]);
  });
});
