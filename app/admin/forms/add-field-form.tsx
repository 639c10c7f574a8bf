import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { addField, setRequired } from '../../../lib/forms/designer/field-edits';
import {
  addableFieldTypes,
  fieldFromDraft,
  fieldTypeLabels,
  keyFromLabel,
  takesCodeList,
  type FieldDraft,
} from '../../../lib/forms/designer/new-field';
import { useCodeLists } from '../../code-lists/code-list-store';
import { useDesignerActions } from './designer-context';

/** The field as typed, and whether it is required with which completeness message. */
interface Draft extends FieldDraft {
  required: boolean;
  message: string;
}
interface Checked {
  field: FieldDefinition;
  required: boolean;
  message: string;
}
const emptyDraft: Draft = { label: '', key: '', type: 'text', codeListId: '', required: false, message: '' };

/** Adds a field at the end of the open section: its label, key, kind, list and whether it is required. */
export function AddFieldForm({
  definition,
  sectionPath,
  fieldBase,
}: {
  definition: FormDefinition;
  sectionPath: string;
  /** The definition path its fields sit under (`Witnesses.*` for a repeated section). */
  fieldBase: string;
}) {
  const { edit } = useDesignerActions();
  /** The key follows the label until the administrator types one of their own. */
  const [keyTyped, setKeyTyped] = useState(false);
  const [added, setAdded] = useState('');
  const names = useCodeLists((s) => s.names);
  const lookup = useCodeLists((s) => s.lookup);
  const listIds = lookup ? lookup.listIds() : [];

  /** The designer's own check of a new field (lib/forms/designer/new-field.ts): each part's problem at it. */
  const resolver: Resolver<Draft, unknown, Checked> = (values) => {
    const result = fieldFromDraft(definition, sectionPath, values, lookup ? new Set(listIds) : null);
    if (result.field)
      return { values: { field: result.field, required: values.required, message: values.message }, errors: {} };
    const errors: FieldErrors<Draft> = {};
    for (const [part, message] of Object.entries(result.problems))
      if (message) errors[part as keyof FieldDraft] = { type: 'draft', message };
    return { values: {} as Record<string, never>, errors };
  };
  // Its messages stay until the next Add, and the focus stays where it was.
  const { control, handleSubmit, register, reset, setValue, formState } = useForm<Draft, unknown, Checked>({
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: emptyDraft,
  });
  const problems = formState.errors;
  const [label, type, required] = useWatch({ control, name: ['label', 'type', 'required'] });

  const add = handleSubmit(({ field, required, message }) => {
    const done = edit((d) => {
      const withField = addField(d, sectionPath, field);
      return required ? setRequired(withField, `${fieldBase}.${field.key}`, true, message) : withField;
    });
    if (done) {
      reset(emptyDraft);
      setKeyTyped(false);
      setAdded(`${field.label} was added at the end of the section.`);
    }
  });

  return (
    <form
      aria-label="Add a field"
      className="flex flex-col gap-3 rounded border border-line p-3"
      onSubmit={(e) => void add(e)}
    >
      <h3 className="font-semibold">Add a field</h3>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Controller
          control={control}
          name="label"
          render={({ field }) => (
            <TextField
              label="Label"
              value={field.value}
              maxLength={200}
              error={problems.label?.message}
              onChange={(e) => {
                field.onChange(e.target.value);
                if (!keyTyped) setValue('key', keyFromLabel(e.target.value));
                setAdded('');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="key"
          render={({ field }) => (
            <TextField
              label="Key"
              value={field.value}
              maxLength={60}
              error={problems.key?.message}
              hint="Where the value is kept in the report; letters, digits and underscores."
              onChange={(e) => {
                setKeyTyped(true);
                field.onChange(e.target.value);
                setAdded('');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <SelectField
              label="Kind"
              value={field.value}
              onChange={(v) => {
                field.onChange(v as FieldDraft['type']);
                setAdded('');
              }}
              options={addableFieldTypes.map((t) => ({ value: t, label: fieldTypeLabels[t] }))}
            />
          )}
        />
        {takesCodeList(type) && (
          <Controller
            control={control}
            name="codeListId"
            render={({ field }) => (
              <SelectField
                label="Code list"
                value={field.value}
                anyLabel="Choose a list"
                error={problems.codeListId?.message}
                onChange={(v) => {
                  field.onChange(v);
                  setAdded('');
                }}
                options={listIds
                  .slice()
                  .sort((a, b) => a - b)
                  .map((id) => ({ value: String(id), label: `${id} — ${names.get(id) ?? 'list'}` }))}
              />
            )}
          />
        )}
      </div>
      <div className="flex items-center gap-2">
        <input id="new-field-required" type="checkbox" {...register('required')} className="h-4 w-4 accent-brand" />
        <label htmlFor="new-field-required" className="text-sm">
          Required
        </label>
      </div>
      {required && (
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <TextField
              label="Completeness message"
              value={field.value}
              maxLength={300}
              hint={`Shown while the field is empty; “${label.trim() || 'The field'} is required.” when left blank.`}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
      <div className="flex items-center gap-3">
        <Button type="submit">Add field</Button>
        {added && (
          <p role="status" className="text-sm text-ok">
            {added}
          </p>
        )}
      </div>
    </form>
  );
}
