import { YES_1_NO_0 } from '../definition/builders';
import type { FormDefinition } from '../definition/definition-schema';
import { sectionAtPath } from './field-edits';
import { definitionKeySchema, fieldSchema, type FieldDefinition, type FieldType } from '../definition/field-schema';

/** The kinds of field the designer adds without JSON; the others (diagrams, map, attachments) need their roles. */
export const addableFieldTypes = [
  'text',
  'textArea',
  'number',
  'date',
  'time',
  'yesNo',
  'checkbox',
  'code',
  'multiCode',
] as const satisfies readonly FieldType[];
export type AddableFieldType = (typeof addableFieldTypes)[number];

export const fieldTypeLabels: Record<AddableFieldType, string> = {
  text: 'Text',
  textArea: 'Long text',
  number: 'Number',
  date: 'Date',
  time: 'Time',
  yesNo: 'Yes or no',
  checkbox: 'Checkbox',
  code: 'One code from a list',
  multiCode: 'Several codes from a list',
};

/** Kinds whose answers come from a code list. */
export const takesCodeList = (type: FieldType) => type === 'code' || type === 'multiCode';

/** What the designer's "Add a field" form holds. */
export interface FieldDraft {
  label: string;
  key: string;
  type: AddableFieldType;
  /** For a code-list field: the list, as typed or chosen ('' when none). */
  codeListId: string;
}

/** A key made from a label: its words run together, letters and digits only, starting with a letter. */
export function keyFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    // Accents go with their letter (école -> ecole); anything else that is no letter or digit parts words.
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const key = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(key) ? key.slice(0, 40) : key ? `F${key}`.slice(0, 40) : '';
}

/**
 * The field a draft describes, or what is wrong with it, by the draft's part: a label, a key the
 * section does not have yet, and a list for a code-list field (one of `listIds` when known).
 */
export function fieldFromDraft(
  definition: FormDefinition,
  sectionPath: string,
  draft: FieldDraft,
  listIds: ReadonlySet<number> | null,
): { field: FieldDefinition; problems: null } | { field: null; problems: Partial<Record<keyof FieldDraft, string>> } {
  const problems: Partial<Record<keyof FieldDraft, string>> = {};
  const label = draft.label.trim();
  const key = draft.key.trim();
  const keyCheck = definitionKeySchema.safeParse(key);
  if (!label) problems.label = 'Give the field a label.';
  if (!key) problems.key = 'Give the field a key.';
  else if (!keyCheck.success) problems.key = keyCheck.error.issues[0]?.message ?? 'Not a key.';
  else {
    const section = sectionAtPath(definition, sectionPath);
    if (section?.fields.some((f) => f.key === key) || section?.sections?.some((s) => s.key === key))
      problems.key = `This section already has ${key}.`;
  }
  let codeListId: number | undefined;
  if (takesCodeList(draft.type)) {
    codeListId = Number(draft.codeListId);
    if (!draft.codeListId || !Number.isInteger(codeListId) || codeListId <= 0)
      problems.codeListId = 'Choose the code list its answers come from.';
    else if (listIds && !listIds.has(codeListId)) problems.codeListId = `There is no code list ${codeListId}.`;
  }
  if (Object.keys(problems).length > 0) return { field: null, problems };
  const field: FieldDefinition = {
    key,
    label,
    type: draft.type,
    ...(codeListId !== undefined ? { codeListId } : {}),
    ...(draft.type === 'yesNo' ? { options: YES_1_NO_0 } : {}),
    ...(draft.type === 'text' ? { maxLength: 100 } : {}),
    ...(draft.type === 'textArea' ? { maxLength: 4000 } : {}),
  };
  // The schema is the last word: a field it refuses is never offered as valid.
  const parsed = fieldSchema.safeParse(field);
  if (!parsed.success)
    return { field: null, problems: { key: parsed.error.issues[0]?.message ?? 'Not a valid field.' } };
  return { field: parsed.data, problems: null };
}
