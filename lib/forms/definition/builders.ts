import type { FieldDefinition, FieldOption } from './field-schema';
import type { SectionDefinition } from './definition-schema';

/** Small constructors that keep the definition files readable; the output is plain JSON data. */
type Extra = Partial<Omit<FieldDefinition, 'key' | 'label' | 'type'>>;

export const text = (key: string, label: string, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'text',
  upperCase: true,
  ...extra,
});

/** Free text kept as typed (e-mail addresses, narrative): no forced upper case. */
export const plainText = (key: string, label: string, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'text',
  ...extra,
});

/** A whole number of at most `digits` digits. */
export const count = (key: string, label: string, digits: number, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'number',
  integerDigits: digits,
  fractionDigits: 0,
  min: 0,
  ...extra,
});

/** A year, always typed with its four digits (a 2-digit year would have to be guessed). */
export const year = (key: string, label: string, extra: Extra = {}): FieldDefinition =>
  count(key, label, 4, { digits: 4, ...extra });

export const date = (key: string, label: string, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'date',
  mask: '99/99/9999',
  ...extra,
});

export const time = (key: string, label: string, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'time',
  mask: '99:99',
  ...extra,
});

/** The common coding of indicators: Yes=1, No=0. */
export const YES_1_NO_0: FieldOption[] = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/**
 * The UI rules hide or disable on 1 for these indicators (WitnessesInd=1 hides the witnesses,
 * COMMVEHIND=1 hides the CMV section, ...), so 1 must be the "No" answer: they are coded No=1,
 * Yes=0 and the rules read naturally (see docs/rules/report-editor.md, "Field codings").
 */
export const NO_1_YES_0: FieldOption[] = [
  { value: '0', label: 'Yes' },
  { value: '1', label: 'No' },
];

export const yesNo = (key: string, label: string, options = YES_1_NO_0, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'yesNo',
  options,
  ...extra,
});

export const checkbox = (key: string, label: string, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'checkbox',
  ...extra,
});

export const choice = (key: string, label: string, options: FieldOption[], extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'code',
  options,
  ...extra,
});

export const code = (key: string, label: string, codeListId: number, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'code',
  codeListId,
  ...extra,
});

export const multiCode = (key: string, label: string, codeListId: number, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'multiCode',
  codeListId,
  ...extra,
});

export const dualList = (key: string, label: string, codeListId: number, rows: 5 | 7): FieldDefinition => ({
  key,
  label,
  type: 'dualList',
  codeListId,
  rows,
});

/** ddd-ddd-dddd, the one phone format of the report. */
export const phone = (key: string, label: string, extra: Extra = {}): FieldDefinition => ({
  key,
  label,
  type: 'text',
  mask: '999-999-9999',
  ...extra,
});

export const section = (
  key: string,
  label: string,
  fields: FieldDefinition[],
  extra: Partial<Omit<SectionDefinition, 'key' | 'label' | 'fields'>> = {},
): SectionDefinition => ({ key, label, fields, ...extra });
