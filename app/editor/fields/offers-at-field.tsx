import type { FoundPerson } from '../../../lib/api/schemas/lookup-schemas';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { addressOffers, sameAsDriverOffer } from '../../../lib/forms/lookups/offers-at-field';
import { takeFromPerson } from '../../../lib/forms/lookups/people-in-report';
import { Button } from '../../../components/button';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { type EditorState } from '../open-report/editor-store';
import { personPlaceText } from '../lookups/person-source-text';

/** The fields an aid is offered in: a person's first address field, an owner's last name. */
const OFFERED_AT = new Set(['person.street', 'person.oneLineAddress', 'person.lastName']);

/** "Driver of unit 2 (HOLLOWAY, PRISCILLA)": whose address a button takes. */
const whose = (p: FoundPerson) => `${personPlaceText(p.source)}${p.name ? ` (${p.name})` : ''}`;

function offersIn(s: EditorState, path: string) {
  const { definition, report, data } = s;
  if (!definition || !report || s.saveState === 'readOnly') return { addresses: [], owner: undefined };
  return {
    addresses: addressOffers(definition, data, report.id, path),
    owner: sameAsDriverOffer(definition, data, path),
  };
}

/**
 * The aids an officer would otherwise reach for, offered in the field they are typing
 * (lib/forms/lookups/offers-at-field.ts): under an empty street, the address of someone already in
 * the report, one press each; under an empty owner's last name, "Same as the driver". The
 * offers are read as a text, so typing elsewhere redraws them only when they change.
 */
export function OffersAtField({ field, path }: { field: FieldDefinition; path: string }) {
  const { store, setValue, setValues } = useOpenReport();
  const offered = !!field.role && OFFERED_AT.has(field.role);
  const said = useEditor((s) => {
    if (!offered) return '';
    const { addresses, owner } = offersIn(s, path);
    return JSON.stringify({ addresses: addresses.map(whose), owner: owner?.driverName ?? '' });
  });
  if (!said) return null;
  const { addresses, owner } = JSON.parse(said) as { addresses: string[]; owner: string };
  if (addresses.length === 0 && !owner) return null;

  const takeAddress = (text: string) => {
    const state = store.getState();
    const person = offersIn(state, path).addresses.find((p) => whose(p) === text);
    if (!state.definition || !person) return;
    setValues(takeFromPerson(state.definition, path.replace(/\.[^.]+$/, ''), person, 'address').writes);
  };
  const sameAsDriver = () => {
    const offer = offersIn(store.getState(), path).owner;
    if (offer) setValue(offer.path, offer.value);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-offers-at={path}>
      {addresses.length > 0 && <span className="text-sm text-muted">Same address as</span>}
      {addresses.map((text) => (
        <Button
          key={text}
          variant="secondary"
          className="px-2 py-1"
          aria-label={`Same address as ${text}`}
          onClick={() => takeAddress(text)}
        >
          {text}
        </Button>
      ))}
      {owner && (
        <Button
          variant="secondary"
          className="px-2 py-1"
          aria-label={`Same as the driver (${owner}): the driver owns the vehicle`}
          onClick={sameAsDriver}
        >
          Same as the driver ({owner})
        </Button>
      )}
    </div>
  );
}
