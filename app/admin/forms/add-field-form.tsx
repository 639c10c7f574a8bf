import { useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
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

const emptyDraft: FieldDraft = { label: '', key: '', type: 'text', codeListId: '' };

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
  const [draft, setDraft] = useState<FieldDraft>(emptyDraft);
  /** The key follows the label until the administrator types one of their own. */
  const [keyTyped, setKeyTyped] = useState(false);
  const [required, setIsRequired] = useState(false);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof FieldDraft, string>>>({});
  const [added, setAdded] = useState('');
  const names = useCodeLists((s) => s.names);
  const lookup = useCodeLists((s) => s.lookup);
  const listIds = lookup ? lookup.listIds() : [];

  const change = (part: Partial<FieldDraft>) => {
    setDraft((d) => ({
      ...d,
      ...part,
      ...(part.label !== undefined && !keyTyped ? { key: keyFromLabel(part.label) } : {}),
    }));
    setAdded('');
  };
  const add = () => {
    const result = fieldFromDraft(definition, sectionPath, draft, lookup ? new Set(listIds) : null);
    if (!result.field) {
      setProblems(result.problems);
      return;
    }
    const field = result.field;
    const done = edit((d) => {
      const withField = addField(d, sectionPath, field);
      return required ? setRequired(withField, `${fieldBase}.${field.key}`, true, message) : withField;
    });
    if (done) {
      setProblems({});
      setDraft(emptyDraft);
      setKeyTyped(false);
      setIsRequired(false);
      setMessage('');
      setAdded(`${field.label} was added at the end of the section.`);
    }
  };

  return (
    <form
      aria-label="Add a field"
      className="flex flex-col gap-3 rounded border border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <h3 className="font-semibold">Add a field</h3>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <TextField
          label="Label"
          value={draft.label}
          maxLength={200}
          error={problems.label}
          onChange={(e) => change({ label: e.target.value })}
        />
        <TextField
          label="Key"
          value={draft.key}
          maxLength={60}
          error={problems.key}
          hint="Where the value is kept in the report; letters, digits and underscores."
          onChange={(e) => {
            setKeyTyped(true);
            change({ key: e.target.value });
          }}
        />
        <SelectField
          label="Kind"
          value={draft.type}
          onChange={(v) => change({ type: v as FieldDraft['type'] })}
          options={addableFieldTypes.map((t) => ({ value: t, label: fieldTypeLabels[t] }))}
        />
        {takesCodeList(draft.type) && (
          <SelectField
            label="Code list"
            value={draft.codeListId}
            anyLabel="Choose a list"
            error={problems.codeListId}
            onChange={(v) => change({ codeListId: v })}
            options={listIds
              .slice()
              .sort((a, b) => a - b)
              .map((id) => ({ value: String(id), label: `${id} — ${names.get(id) ?? 'list'}` }))}
          />
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          id="new-field-required"
          type="checkbox"
          checked={required}
          onChange={(e) => setIsRequired(e.target.checked)}
          className="h-4 w-4 accent-brand"
        />
        <label htmlFor="new-field-required" className="text-sm">
          Required
        </label>
      </div>
      {required && (
        <TextField
          label="Completeness message"
          value={message}
          maxLength={300}
          hint={`Shown while the field is empty; “${draft.label.trim() || 'The field'} is required.” when left blank.`}
          onChange={(e) => setMessage(e.target.value)}
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
