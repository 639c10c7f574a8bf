import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../../../components/button';
import {
  addPicks,
  availableChoices,
  nextHighlight,
  pickedChoices,
  removePicks,
  type Choice,
} from '../../../lib/forms/report-data/dual-list-moves';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { inputClass, type Common } from '../controls/choice-controls';
import { useOpenReport } from '../open-report/editor-context';

const highlighted = (e: { currentTarget: HTMLSelectElement }) =>
  [...e.currentTarget.selectedOptions].map((o) => o.value);

/**
 * Available and Selected list boxes of field.rows rows (5 or 7, as the definition says) for the factors, one above
 * the other with the moves between them, so they fit the editor's narrow columns. Enter or
 * a double-click moves an item across; Selected keeps the order of picking (lib/forms/report-data/dual-list-moves)
 * and stops at field.max picks when the definition sets one.
 */
export function DualListBox(props: {
  field: FieldDefinition;
  path: string;
  value: string[];
  choices: { value: string; label: string }[];
  common: Common;
}) {
  const { setValue } = useOpenReport();
  const { field, path, value, choices, common } = props;
  const { disabled } = common;
  const rows = field.rows ?? 5;
  const max = field.max;
  const available = availableChoices(choices, value);
  const selected = pickedChoices(choices, value);
  const [availableMarks, setAvailableMarks] = useState<string[]>([]);
  const [selectedMarks, setSelectedMarks] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  // Highlights of items another change has since moved away do not count.
  const toAdd = availableMarks.filter((c) => available.some((a) => a.value === c));
  const toRemove = selectedMarks.filter((c) => value.includes(c));

  const add = (codes: string[]) => {
    if (disabled || codes.length === 0) return;
    const { picked, refused } = addPicks(value, codes, max);
    const added = picked.slice(value.length);
    if (added.length) setValue(path, picked);
    setAvailableMarks(
      refused.length
        ? refused
        : nextHighlight(
            available.map((c) => c.value),
            added,
          ),
    );
    setMessage(
      refused.length
        ? `At most ${max} ${field.label} can be selected; ${refused.length === 1 ? '1 was' : `${refused.length} were`} not added. Remove one first.`
        : '',
    );
  };
  const remove = (codes: string[]) => {
    if (disabled || codes.length === 0) return;
    setValue(path, removePicks(value, codes));
    setSelectedMarks(nextHighlight(value, codes));
    setMessage('');
  };

  /** Enter (and Delete in Selected) moves what is highlighted; a double-click moves the item clicked. */
  const keys = (move: (codes: string[]) => void, also?: string) => (e: KeyboardEvent<HTMLSelectElement>) => {
    if (e.key !== 'Enter' && e.key !== also) return;
    e.preventDefault();
    move(highlighted(e));
  };
  const doubleClick = (move: (codes: string[]) => void) => (e: MouseEvent<HTMLSelectElement>) => {
    if (e.target instanceof HTMLOptionElement) move([e.target.value]);
  };

  const invalid = { 'aria-invalid': common['aria-invalid'], 'aria-describedby': common['aria-describedby'] };
  const count = max === undefined ? `${value.length}` : `${value.length} of at most ${max}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-col gap-2">
        <ListBox
          caption="Available"
          name={`Available ${field.label}`}
          items={available}
          marks={toAdd}
          rows={rows}
          // The field's id is on Available, so its label and a validation message's jump land here.
          id={common.id}
          disabled={disabled}
          invalid={invalid}
          onMark={setAvailableMarks}
          onKeyDown={keys(add)}
          onDoubleClick={doubleClick(add)}
        />
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            className="px-2 py-1"
            aria-label={`Add to Selected ${field.label}`}
            disabled={disabled || toAdd.length === 0}
            onClick={() => add(toAdd)}
          >
            Add ↓
          </Button>
          <Button
            variant="secondary"
            className="px-2 py-1"
            aria-label={`Add all ${field.label}`}
            disabled={disabled || available.length === 0}
            onClick={() => add(available.map((c) => c.value))}
          >
            Add all
          </Button>
          <Button
            variant="secondary"
            className="px-2 py-1"
            aria-label={`Remove from Selected ${field.label}`}
            disabled={disabled || toRemove.length === 0}
            onClick={() => remove(toRemove)}
          >
            ↑ Remove
          </Button>
          <Button
            variant="secondary"
            className="px-2 py-1"
            aria-label={`Remove all ${field.label}`}
            disabled={disabled || value.length === 0}
            onClick={() => remove(value)}
          >
            Remove all
          </Button>
        </div>
        <ListBox
          caption={`Selected (${count})`}
          name={`Selected ${field.label}`}
          items={selected}
          marks={toRemove}
          rows={rows}
          id={`${common.id}-selected`}
          disabled={disabled}
          invalid={invalid}
          onMark={setSelectedMarks}
          onKeyDown={keys(remove, 'Delete')}
          onDoubleClick={doubleClick(remove)}
        />
      </div>
      {message && (
        <p role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

function ListBox(props: {
  caption: string;
  name: string;
  items: Choice[];
  marks: string[];
  rows: number;
  id: string;
  disabled: boolean;
  invalid: { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  onMark: (codes: string[]) => void;
  onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => void;
  onDoubleClick: (e: MouseEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="text-xs text-muted" aria-hidden="true">
        {props.caption}
      </span>
      <select
        {...props.invalid}
        id={props.id}
        multiple
        size={props.rows}
        aria-label={props.name}
        disabled={props.disabled}
        className={inputClass}
        value={props.marks}
        onChange={(e) => props.onMark(highlighted(e))}
        onKeyDown={props.onKeyDown}
        onDoubleClick={props.onDoubleClick}
      >
        {props.items.map((c) => (
          // Long factor names are cut by the box's width; the tooltip shows them whole.
          <option key={c.value} value={c.value} title={c.label}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
