import { useId, useState } from 'react';
import type { FoundPerson } from '../../../lib/api/schemas/lookup-schemas';
import { peopleToTakeFrom, takeFromPerson, type TakenPart } from '../../../lib/forms/lookups/people-in-report';
import { Button } from '../../../components/button';
import { inputClass } from '../controls/choice-controls';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { personPlaceText } from './person-source-text';

/** Which item a person was read from, so a choice survives the list being read again. */
const keyOf = (p: FoundPerson) => `${p.source.role}-${p.source.unit}-${p.source.index}`;

/** "Driver of unit 1: SMITH, ANN", "Witness 2: DOE, JO". */
function optionText(p: FoundPerson): string {
  return `${personPlaceText(p.source)}: ${p.name || 'no name'}`;
}

/**
 * Fills a driver, owner, passenger or witness from someone already written in this report: their
 * address (a passenger living with the driver) or the whole person. Works on the device alone, so
 * offline too. The list is read when the officer turns to it, not on every keystroke elsewhere in
 * the report, since every person item of a long report carries one.
 */
export function TakeFromReport({ path, whom }: { path: string; whom: string }) {
  const { store, setValues } = useOpenReport();
  const id = useId();
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const [people, setPeople] = useState<FoundPerson[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState('');

  const readPeople = () => {
    const { definition, data, report } = store.getState();
    if (definition && report) setPeople(peopleToTakeFrom(definition, data, report.id, path));
  };
  const person = people?.find((p) => keyOf(p) === chosen);
  const take = (part: TakenPart) => {
    const { definition } = store.getState();
    if (!definition || !person) return;
    const fill = takeFromPerson(definition, path, person, part);
    if (fill.writes.length) setValues(fill.writes);
    const what = part === 'address' ? 'address' : 'details';
    setSaid(fill.notes.join(' ') || `Took the ${what} of ${optionText(person)} for ${whom}.`);
  };

  if (readOnly) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Take from this report
        </label>
        <select
          id={id}
          className={inputClass}
          value={chosen}
          onFocus={readPeople}
          onPointerDown={readPeople}
          onChange={(e) => {
            setChosen(e.target.value);
            setSaid('');
          }}
        >
          <option value="">{people?.length === 0 ? 'Nobody else in this report yet' : 'Choose a person'}</option>
          {people?.map((p) => (
            <option key={keyOf(p)} value={keyOf(p)}>
              {optionText(p)}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        disabled={!person}
        onClick={() => take('address')}
        aria-label={`Copy address to ${whom}`}
      >
        Copy address
      </Button>
      <Button
        variant="secondary"
        disabled={!person}
        onClick={() => take('person')}
        aria-label={`Copy person to ${whom}`}
      >
        Copy person
      </Button>
      {!person && <span className="text-sm text-muted">Choose a person to copy from.</span>}
      {said && (
        <p role="status" className="basis-full text-sm text-ok">
          {said}
        </p>
      )}
    </div>
  );
}
