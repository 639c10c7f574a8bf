import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useMemo, type ComponentPropsWithRef } from 'react';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { shapeInput } from '../../../lib/forms/report-data/mask';
import { useCodeLists } from '../../code-lists/code-list-store';
import { inputClass, type Common } from '../controls/choice-controls';
import { useAutocompleteShape } from './autocomplete-shape';

/**
 * Citation codes: suggestions from list 340 from the second character, free text allowed. Headless
 * UI's Combobox gives the input and its list their roles and keys (arrows, Enter, Escape, Tab).
 * The value is the text as typed; picking a suggestion replaces it with that code.
 */
export function AutocompleteInput({
  field,
  value,
  common,
  onWrite,
}: {
  field: FieldDefinition;
  value: string;
  common: Common;
  onWrite: (value: string) => void;
}) {
  const lookup = useCodeLists((s) => s.lookup);
  const minChars = field.autocomplete?.minChars ?? 1;
  // Shaped as the server keeps it: the field never shows "local ord 12" for "LOCAL ORD 12".
  const shape = useAutocompleteShape(field);
  const suggestions = useMemo(
    () =>
      lookup && field.codeListId && value.trim().length >= minChars
        ? lookup.search(field.codeListId, value, { limit: 20 })
        : [],
    [lookup, field.codeListId, value, minChars],
  );
  // The combobox makes its first option the one Enter and Tab take: the text as typed comes first,
  // so finishing a free-text citation never swaps it for the nearest code.
  const keepTyped = value.trim() !== '' && !suggestions.some((s) => s.code === value);
  const { id, disabled, 'aria-describedby': describedBy, ...invalid } = common;
  const optionClass = 'cursor-default px-2 py-1 data-[focus]:bg-brand data-[focus]:text-brand-ink';
  return (
    <Combobox value={value} onChange={(code: string | null) => onWrite(code ?? '')} disabled={disabled}>
      <div className="relative">
        <ComboboxInput
          as={DescribedInput}
          id={id}
          {...invalid}
          data-describedby={describedBy}
          autoComplete="off"
          className={inputClass}
          displayValue={(code: string) => code}
          onChange={(e) => {
            const input = e.target;
            const shaped = shapeInput(input.value, shape);
            // The input is not bound to the value while typing, so it is shown shaped here.
            if (shaped !== input.value) {
              const { selectionStart, selectionEnd } = input;
              input.value = shaped;
              input.setSelectionRange(selectionStart, selectionEnd);
            }
            onWrite(shaped);
          }}
        />
        {suggestions.length > 0 && (
          // Anchored (drawn in a layer of its own): a repeated item's fieldset clips what overflows it.
          // Not modal: the rest of the form stays usable while the list is open.
          <ComboboxOptions
            anchor={{ to: 'bottom start', gap: 4 }}
            modal={false}
            aria-label={`Suggestions for ${field.label}`}
            className="z-50 max-h-64 w-[var(--input-width)] min-w-64 overflow-auto rounded border border-line bg-panel text-sm text-ink shadow"
          >
            {keepTyped && (
              <ComboboxOption value={value} data-typed className={optionClass}>
                Keep “{value}”
              </ComboboxOption>
            )}
            {suggestions.map((s) => (
              <ComboboxOption key={s.code} value={s.code} data-code={s.code} className={optionClass}>
                <span className="font-medium">{s.code}</span> — <span data-label>{s.label}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </div>
    </Combobox>
  );
}

/**
 * The combobox's input with the field's own description: Headless UI sets aria-describedby from
 * its Description parts only, which would drop the field's error, source and review notes.
 */
function DescribedInput({
  'data-describedby': describedBy,
  ...props
}: ComponentPropsWithRef<'input'> & { 'data-describedby'?: string | undefined }) {
  return <input {...props} aria-describedby={describedBy} />;
}
