import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { walkSections } from '../../../lib/forms/definition/definition-walk';
import { renameKey } from '../../../lib/forms/designer/definition-edits';
import {
  moveField,
  relabel,
  removeField,
  requiredRuleOf,
  sectionAtPath,
  setHidden,
  setRequired,
} from '../../../lib/forms/designer/field-edits';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { useDesigner, useDesignerActions } from './designer-context';
import { AddFieldForm } from './add-field-form';

/** "Units › Driver" for Units.*.Driver: where a section sits, in its labels. */
function sectionTitle(path: string, labels: Map<string, string>): string {
  const keys = path.split('.');
  const parts: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === '*') continue;
    const at = keys.slice(0, i + 1).join('.');
    parts.push(labels.get(at) ?? keys[i]!);
  }
  return parts.join(' › ');
}

/**
 * The visual editor: a section's fields, each relabelled, required, hidden, moved, renamed or
 * removed in place, and a new field added, without writing JSON. Every change goes through the
 * definition edits of lib/forms, which keep the rules that name a field following it.
 */
export function FieldsEditor({ editable }: { editable: boolean }) {
  const definition = useDesigner((s) => s.definition);
  const sections = useMemo(() => (definition ? walkSections(definition) : []), [definition]);
  const labels = useMemo(() => new Map(sections.map((s) => [s.path, s.section.label])), [sections]);
  const [chosen, setChosen] = useState('');
  if (!definition)
    return (
      <p className="text-sm text-muted">
        The model does not have the shape of a form yet: fix the problems in the JSON tab to edit it here.
      </p>
    );
  const sectionPath = sections.some((s) => s.path === chosen) ? chosen : (sections[0]?.path ?? '');
  const section = sectionAtPath(definition, sectionPath);
  const base = `${sectionPath}${section?.repeat ? '.*' : ''}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-md">
        <SelectField
          label="Section"
          value={sectionPath}
          onChange={setChosen}
          options={sections.map((s) => ({ value: s.path, label: sectionTitle(s.path, labels) }))}
        />
      </div>
      {section && (
        <>
          <SectionLabel
            key={`${sectionPath}|${section.label}`}
            path={sectionPath}
            label={section.label}
            editable={editable}
          />
          <table className="w-full text-sm" aria-label={`Fields of ${section.label}`}>
            <thead>
              <tr className="border-b border-line text-start">
                <th className="p-1 text-start">Label</th>
                <th className="p-1 text-start">Key</th>
                <th className="p-1 text-start">Type</th>
                <th className="p-1">Required</th>
                <th className="p-1">Hidden</th>
                <th className="p-1 text-start">Change</th>
              </tr>
            </thead>
            <tbody>
              {section.fields.map((field, i) => (
                <FieldRow
                  key={`${field.key}|${field.label}`}
                  field={field}
                  path={`${base}.${field.key}`}
                  first={i === 0}
                  last={i === section.fields.length - 1}
                  required={requiredRuleOf(definition, `${base}.${field.key}`) !== undefined}
                  editable={editable}
                />
              ))}
            </tbody>
          </table>
          {section.fields.length === 0 && <p className="text-sm text-muted">This section has no fields of its own.</p>}
          {editable && <AddFieldForm definition={definition} sectionPath={sectionPath} fieldBase={base} />}
        </>
      )}
    </div>
  );
}

function SectionLabel({ path, label, editable }: { path: string; label: string; editable: boolean }) {
  const { edit } = useDesignerActions();
  const [text, setText] = useState(label);
  const commit = () => {
    if (text.trim() && text !== label) edit((d) => relabel(d, path, text.trim()));
    else setText(label);
  };
  return (
    <div className="flex max-w-md flex-col gap-1">
      <label htmlFor="section-label" className="text-sm font-medium">
        Section label
      </label>
      <input
        id="section-label"
        value={text}
        readOnly={!editable}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className="rounded border border-line bg-panel px-3 py-2"
      />
    </div>
  );
}

function FieldRow({
  field,
  path,
  first,
  last,
  required,
  editable,
}: {
  field: FieldDefinition;
  path: string;
  first: boolean;
  last: boolean;
  required: boolean;
  editable: boolean;
}) {
  const { edit } = useDesignerActions();
  // Typed here and applied on leaving the box: a keystroke never re-writes the whole model.
  const [label, setLabel] = useState(field.label);
  const [renaming, setRenaming] = useState(false);
  const [key, setKey] = useState(field.key);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const commitLabel = () => {
    if (label.trim() && label !== field.label) edit((d) => relabel(d, path, label.trim()));
    else setLabel(field.label);
  };
  const commitKey = () => {
    if (key !== field.key && edit((d) => renameKey(d, path, key.trim()))) setRenaming(false);
  };
  return (
    <tr className="border-b border-line align-top" data-field-path={path}>
      <td className="p-1">
        <input
          aria-label={`Label of ${field.label}`}
          value={label}
          readOnly={!editable}
          maxLength={200}
          onChange={(e) => setLabel(e.target.value)}
          onBlur={commitLabel}
          onKeyDown={(e) => e.key === 'Enter' && commitLabel()}
          className="w-full rounded border border-line bg-panel px-2 py-1"
        />
      </td>
      <td className="p-1 font-mono text-xs">
        {renaming ? (
          <span className="flex gap-1">
            <input
              aria-label={`New key of ${field.label}`}
              value={key}
              maxLength={60}
              onChange={(e) => setKey(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && commitKey()}
              className="w-32 rounded border border-line bg-panel px-2 py-1"
            />
            <Button variant="secondary" onClick={commitKey}>
              Rename
            </Button>
          </span>
        ) : (
          field.key
        )}
      </td>
      <td className="p-1">
        {field.type}
        {field.codeListId !== undefined && ` (list ${field.codeListId})`}
      </td>
      <td className="p-1 text-center">
        <input
          type="checkbox"
          aria-label={`${field.label} is required`}
          checked={required}
          disabled={!editable}
          onChange={(e) => edit((d) => setRequired(d, path, e.target.checked))}
          className="h-4 w-4 accent-brand"
        />
      </td>
      <td className="p-1 text-center">
        <input
          type="checkbox"
          aria-label={`${field.label} is hidden`}
          checked={field.hidden === true}
          disabled={!editable}
          onChange={(e) => edit((d) => setHidden(d, path, e.target.checked))}
          className="h-4 w-4 accent-brand"
        />
      </td>
      <td className="p-1">
        {editable && (
          <span className="flex flex-wrap gap-1">
            <Button
              variant="ghost"
              aria-label={`Move ${field.label} up`}
              disabled={first}
              onClick={() => edit((d) => moveField(d, path, -1))}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move ${field.label} down`}
              disabled={last}
              onClick={() => edit((d) => moveField(d, path, 1))}
            >
              ↓
            </Button>
            {!renaming && (
              <Button variant="ghost" onClick={() => setRenaming(true)}>
                Rename key<span className="sr-only"> of {field.label}</span>
              </Button>
            )}
            {confirmRemove ? (
              <>
                <Button variant="danger" onClick={() => edit((d) => removeField(d, path))}>
                  Remove {field.label} and its rules
                </Button>
                <Button variant="secondary" onClick={() => setConfirmRemove(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button variant="ghost" aria-label={`Remove ${field.label}`} onClick={() => setConfirmRemove(true)}>
                Remove
              </Button>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}
