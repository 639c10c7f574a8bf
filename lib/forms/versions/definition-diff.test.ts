import { describe, expect, it } from 'vitest';
import { renameKey } from '../designer/definition-edits';
import { definitionDiff } from './definition-diff';
import { addField, relabel, removeField, setRequired } from '../designer/field-edits';
import { vehicleCrashReport } from '../vehicle-crash-report';

describe('definitionDiff', () => {
  it('says nothing of a version against itself', () => {
    expect(definitionDiff(vehicleCrashReport, structuredClone(vehicleCrashReport))).toEqual([]);
  });

  it('names fields added, removed, renamed and relabelled, rules added and removed, and settings', () => {
    let next = addField(vehicleCrashReport, 'GeneralInformation', {
      key: 'LocalBeat',
      label: 'Patrol beat',
      type: 'text',
    });
    next = setRequired(next, 'GeneralInformation.LocalBeat', true, 'Enter the beat.');
    next = removeField(next, 'Witnesses.*.NAMETXT');
    next = renameKey(next, 'GeneralInformation.LocalCodeTxt', 'CASENO');
    next = relabel(next, 'Location', 'Where');
    next = { ...next, lockDuration: 12 };
    const changes = definitionDiff(vehicleCrashReport, next);
    const find = (kind: string, path: string) => changes.find((c) => c.kind === kind && c.path === path);
    expect(find('added', 'GeneralInformation.LocalBeat')).toMatchObject({ subject: 'field', label: 'Patrol beat' });
    expect(find('added', 'required:GeneralInformation.LocalBeat')).toMatchObject({
      subject: 'completenessRule',
      label: 'Enter the beat.',
    });
    expect(find('removed', 'Witnesses.*.NAMETXT')).toMatchObject({ subject: 'field' });
    expect(find('renamed', 'GeneralInformation.CASENO')?.details[0]).toEqual({
      attribute: 'path',
      before: 'GeneralInformation.LocalCodeTxt',
      after: 'GeneralInformation.CASENO',
    });
    expect(changes.some((c) => c.kind === 'removed' && c.path === 'GeneralInformation.LocalCodeTxt')).toBe(false);
    expect(find('changed', 'Location')?.details).toEqual([{ attribute: 'label', before: 'Location', after: 'Where' }]);
    expect(find('changed', 'lockDuration')?.details).toEqual([{ attribute: 'lockDuration', before: 24, after: 12 }]);
    // The removed name field took its completeness rules with it.
    expect(
      changes.some((c) => c.subject === 'completenessRule' && c.kind === 'removed' && c.path.includes('NAMETXT')),
    ).toBe(true);
  });
});
