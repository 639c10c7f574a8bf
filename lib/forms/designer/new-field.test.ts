import { describe, expect, it } from 'vitest';
import { addField } from './field-edits';
import { fieldFromDraft, keyFromLabel } from './new-field';
import { vehicleCrashReport } from '../vehicle-crash-report';

const draft = (part: Partial<Parameters<typeof fieldFromDraft>[2]>) => ({
  label: 'Patrol beat',
  key: 'PatrolBeat',
  type: 'text' as const,
  codeListId: '',
  ...part,
});

describe('a field added in the designer', () => {
  it('takes its key from its label: words run together, starting with a letter', () => {
    expect(keyFromLabel('Patrol beat')).toBe('PatrolBeat');
    expect(keyFromLabel('  école — zone 4 ')).toBe('EcoleZone4');
    expect(keyFromLabel('4x4 used')).toBe('F4x4Used');
    expect(keyFromLabel('—')).toBe('');
  });

  it('is a field of the schema with the length its kind allows, and yes/no answers of its own', () => {
    expect(fieldFromDraft(vehicleCrashReport, 'GeneralInformation', draft({}), null)).toEqual({
      field: { key: 'PatrolBeat', label: 'Patrol beat', type: 'text', maxLength: 100 },
      problems: null,
    });
    const yesNo = fieldFromDraft(vehicleCrashReport, 'GeneralInformation', draft({ type: 'yesNo' }), null);
    expect(yesNo.field?.options?.map((o) => o.label)).toEqual(['Yes', 'No']);
    const coded = fieldFromDraft(
      vehicleCrashReport,
      'GeneralInformation',
      draft({ type: 'code', codeListId: '272' }),
      new Set([272]),
    );
    expect(coded.field).toMatchObject({ type: 'code', codeListId: 272 });
  });

  it('says what is wrong at each part: no label, a bad or taken key, no list or an unknown one', () => {
    const bad = fieldFromDraft(
      vehicleCrashReport,
      'GeneralInformation',
      draft({ label: ' ', key: '9lives', type: 'code' }),
      new Set([272]),
    );
    expect(bad.problems).toEqual({
      label: 'Give the field a label.',
      key: 'A key is letters, digits and underscores, starting with a letter.',
      codeListId: 'Choose the code list its answers come from.',
    });
    const taken = addField(vehicleCrashReport, 'GeneralInformation', { key: 'PatrolBeat', label: 'x', type: 'text' });
    expect(fieldFromDraft(taken, 'GeneralInformation', draft({}), null).problems).toEqual({
      key: 'This section already has PatrolBeat.',
    });
    const unknown = fieldFromDraft(
      vehicleCrashReport,
      'GeneralInformation',
      draft({ type: 'multiCode', codeListId: '999' }),
      new Set([272]),
    );
    expect(unknown.problems).toEqual({ codeListId: 'There is no code list 999.' });
  });
});
