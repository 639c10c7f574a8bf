import { lazy, Suspense, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { shapeInput } from '../../../lib/forms/report-data/mask';
import { inputClass, type Common } from '../controls/choice-controls';
import { useAutocompleteShape } from './autocomplete-shape';

/**
 * The combobox (Headless UI's, with its floating layer and list virtualiser) is a third of the
 * editor's JavaScript, and only citation fields use it: it is fetched when such a field first
 * draws, and meanwhile the field is a plain input that takes the same text.
 */
const AutocompleteInput = lazy(() => import('./autocomplete-input').then((m) => ({ default: m.AutocompleteInput })));

interface Props {
  field: FieldDefinition;
  value: string;
  common: Common;
  onWrite: (value: string) => void;
}

/** A citation field: the combobox of autocomplete-input.tsx once its code is here. */
export function AutocompleteField(props: Props) {
  // The field whose plain input had the focus when the combobox replaced it: its combobox takes it.
  const hadFocus = useRef<string | null>(null);
  return (
    <Suspense fallback={<PlainInput {...props} hadFocus={hadFocus} />}>
      <FocusTaken id={props.common.id} hadFocus={hadFocus} />
      <AutocompleteInput {...props} />
    </Suspense>
  );
}

/** Until then: the same text, shaped the same way, with the field's own description and state. */
function PlainInput({ field, value, common, onWrite, hadFocus }: Props & { hadFocus: RefObject<string | null> }) {
  const shape = useAutocompleteShape(field);
  const input = useRef<HTMLInputElement>(null);
  // Swapped while the officer types in it: the combobox's input takes the focus and the caret.
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (element && element.ownerDocument.activeElement === element) hadFocus.current = common.id;
    };
  }, [common.id, hadFocus]);
  return (
    <input
      ref={input}
      {...common}
      autoComplete="off"
      role="combobox"
      aria-expanded={false}
      className={inputClass}
      value={value}
      onChange={(e) => onWrite(shapeInput(e.target.value, shape))}
    />
  );
}

function FocusTaken({ id, hadFocus }: { id: string; hadFocus: RefObject<string | null> }) {
  useLayoutEffect(() => {
    if (hadFocus.current !== id) return;
    hadFocus.current = null;
    const element = document.getElementById(id);
    if (!(element instanceof HTMLInputElement)) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [id, hadFocus]);
  return null;
}
