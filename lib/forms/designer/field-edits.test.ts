import { describe, expect, it } from 'vitest';
import { checkCompleteness } from '../../validation/report-checks/completeness';
import { definitionProblems } from '../../validation/form-model/definition-checks';
import {
  addField,
  fieldAtPath,
  moveField,
  relabel,
  removeField,
  requiredRuleOf,
  setHidden,
  setRequired,
} from './field-edits';
import { newUiRuleId, putUiRule, removeUiRule, setRuleMessage } from './rule-edits';
import { uiStateOf } from '../report-data/ui-state';
import { vehicleCrashReport } from '../vehicle-crash-report';

const base = vehicleCrashReport;
const LOCAL = 'GeneralInformation.LocalBeat';
const localField = { key: 'LocalBeat', label: 'Patrol beat', type: 'text' as const, maxLength: 10 };

describe('the designer’s field edits', () => {
  it('adds a field where asked, without changing the stored definition, and the result passes its checks', () => {
    const edited = addField(base, 'GeneralInformation', localField, 1);
    const section = edited.sections.find((s) => s.key === 'GeneralInformation');
    expect(section?.fields[1]?.key).toBe('LocalBeat');
    expect(fieldAtPath(base, LOCAL)).toBeNull();
    expect(definitionProblems(edited, null)).toEqual([]);
  });

  it('refuses a key the section already has, and a section that is not there', () => {
    const edited = addField(base, 'GeneralInformation', localField);
    expect(() => addField(edited, 'GeneralInformation', localField)).toThrow(/already has LocalBeat/);
    expect(() => addField(base, 'Nowhere', localField)).toThrow(/no section Nowhere/);
  });

  it('makes a field required with a completeness message, and optional again', () => {
    const required = setRequired(addField(base, 'GeneralInformation', localField), LOCAL, true, 'Enter the beat.');
    expect(requiredRuleOf(required, LOCAL)?.message).toBe('Enter the beat.');
    const issues = checkCompleteness(required, {});
    expect(issues.find((i) => i.path === LOCAL)?.message).toBe('Enter the beat.');
    const optional = setRequired(required, LOCAL, false);
    expect(requiredRuleOf(optional, LOCAL)).toBeUndefined();
    expect(checkCompleteness(optional, {}).some((i) => i.path === LOCAL)).toBe(false);
  });

  it('hides a field from the editor and the completeness check, and shows it again', () => {
    const required = setRequired(addField(base, 'GeneralInformation', localField), LOCAL, true);
    const hidden = setHidden(required, LOCAL, true);
    expect(uiStateOf(hidden, {}).hidden.has(LOCAL)).toBe(true);
    expect(checkCompleteness(hidden, {}).some((i) => i.path === LOCAL)).toBe(false);
    expect(uiStateOf(setHidden(hidden, LOCAL, false), {}).hidden.has(LOCAL)).toBe(false);
  });

  it('hides a field of a repeated section in every item', () => {
    const path = 'Witnesses.*.NAMETXT';
    const hidden = setHidden(base, path, true);
    const ui = uiStateOf(hidden, { Witnesses: [{}, {}] });
    expect([...ui.hidden].filter((p) => p.startsWith('Witnesses.'))).toEqual([
      'Witnesses.0.NAMETXT',
      'Witnesses.1.NAMETXT',
    ]);
  });

  it('moves a field up and down, and not past either end', () => {
    const keys = (d: typeof base) => d.sections.find((s) => s.key === 'GeneralInformation')?.fields.map((f) => f.key);
    const first = keys(base)?.[0] as string;
    const second = keys(base)?.[1] as string;
    const moved = moveField(base, `GeneralInformation.${second}`, -1);
    expect(keys(moved)?.slice(0, 2)).toEqual([second, first]);
    expect(keys(moveField(moved, `GeneralInformation.${second}`, -1))).toEqual(keys(moved));
  });

  it('relabels a field and a section', () => {
    const edited = relabel(relabel(base, 'Witnesses.*.NAMETXT', 'Full name'), 'Witnesses', 'Bystanders');
    expect(fieldAtPath(edited, 'Witnesses.*.NAMETXT')?.label).toBe('Full name');
    expect(edited.sections.find((s) => s.key === 'Witnesses')?.label).toBe('Bystanders');
    expect(() => relabel(base, 'Witnesses', ' ')).toThrow(/cannot be empty/);
  });

  it('removes a field with every rule about it, leaving a definition that passes its checks', () => {
    const path = 'CrashDetails.WitnessesInd';
    expect(base.validationRules.some((r) => r.when?.path === path)).toBe(true);
    const edited = removeField(base, path);
    expect(fieldAtPath(edited, path)).toBeNull();
    expect(edited.validationRules.some((r) => r.path === path || r.when?.path === path)).toBe(false);
    expect(edited.uiRules.some((r) => r.when.path === path || r.then.some((a) => a.target === path))).toBe(false);
    expect(definitionProblems(edited, null)).toEqual([]);
    expect(() => removeField(base, 'CrashDetails.Nothing')).toThrow(/no field CrashDetails.Nothing/);
  });
});

describe('the designer’s rule edits', () => {
  it('changes a completeness message and its severity', () => {
    const rule = base.validationRules[0]!;
    const edited = setRuleMessage(base, rule.id, 'Say it differently.', 'warning');
    expect(edited.validationRules[0]).toMatchObject({ message: 'Say it differently.', severity: 'warning' });
    expect(base.validationRules[0]?.message).toBe(rule.message);
    expect(() => setRuleMessage(base, 'nope', 'x')).toThrow(/no completeness rule nope/);
  });

  it('puts a UI rule in place of the one with its id, or at the end, and removes it', () => {
    const id = newUiRuleId(base);
    expect(base.uiRules.some((r) => r.id === id)).toBe(false);
    const rule = {
      id,
      when: { path: 'CrashDetails.WitnessesInd', equals: '1' },
      then: [{ action: 'hide' as const, target: 'Witnesses' }],
    };
    const added = putUiRule(base, rule);
    expect(added.uiRules.at(-1)).toEqual(rule);
    expect(uiStateOf(added, { CrashDetails: { WitnessesInd: '1' } }).hidden.has('Witnesses')).toBe(true);
    const first = base.uiRules[0]!;
    const replaced = putUiRule(base, { ...first, then: [{ action: 'disable', target: first.then[0]!.target }] });
    expect(replaced.uiRules[0]?.then[0]?.action).toBe('disable');
    expect(removeUiRule(added, id).uiRules).toEqual(base.uiRules);
  });
});
