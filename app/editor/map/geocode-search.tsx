import { useId, useMemo, useState } from 'react';
import { geocode } from '../../../lib/api/calls/calls-lookup';
import type { CallRequest } from '../../../lib/api/define-call';
import type { GeocodeCandidate } from '../../../lib/api/schemas/lookup-schemas';
import { addressProblem, locationAddressSearch } from '../../../lib/forms/location/location-address';
import { getAt, setAt } from '../../../lib/forms/definition/paths';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';
import { useCodeLists } from '../../code-lists/code-list-store';
import { inputClass } from '../controls/choice-controls';
import { useEditor } from '../open-report/editor-context';
import { useApiClient } from '../../api/api-client-context';

type Outcome =
  | { kind: 'none' }
  | { kind: 'error'; text: string }
  | { kind: 'found'; address: string; candidates: GeocodeCandidate[] }
  | { kind: 'placed'; text: string };

/**
 * "Find on map": searches the address typed in the Location section (the officer may change
 * the text first), lists the places found, and hands the one picked to the map.
 */
export function GeocodeSearch({
  sectionPath,
  disabled,
  onPick,
}: {
  sectionPath: string;
  disabled: boolean;
  /** False when the map refused the place (it says why). */
  onPick: (candidate: GeocodeCandidate) => boolean;
}) {
  const api = useApiClient();
  const id = useId();
  // Only the Location section is read, so typing elsewhere in the report does not rebuild the address.
  const location = useEditor((s) => getAt(s.data, sectionPath));
  const definition = useEditor((s) => s.definition);
  const lookup = useCodeLists((s) => s.lookup);
  const built = useMemo(
    () =>
      definition
        ? locationAddressSearch(
            definition,
            setAt({}, sectionPath, location),
            (listId, code) => lookup?.get(listId, code)?.label,
          )
        : { address: '', problem: addressProblem('') },
    [definition, sectionPath, location, lookup],
  );
  const [typed, setTyped] = useState<string | null>(null);
  const searching = useMutation(async (request: CallRequest<typeof geocode>) => {
    const { candidates } = await api.call(geocode, request);
    return candidates.length
      ? { kind: 'found' as const, address: request.address, candidates }
      : {
          kind: 'error' as const,
          text: `Nothing was found for “${request.address}” inside the map’s area. Check the roadway and city, or place the point on the map.`,
        };
  }, 'The address search failed; place the point on the map instead.');
  const { busy } = searching;
  /** The place picked from those found, said until the next search. */
  const [placed, setPlaced] = useState<Outcome | null>(null);
  const outcome: Outcome = searching.error
    ? { kind: 'error', text: searching.error }
    : busy
      ? { kind: 'none' }
      : (placed ?? searching.data ?? { kind: 'none' });
  const address = typed ?? built.address;

  function find() {
    const problem = typed === null ? built.problem : addressProblem(address);
    if (problem) return searching.refuse({ form: problem });
    const request = geocode.request.safeParse({ address, ...(built.county ? { county: built.county } : {}) });
    if (!request.success)
      return searching.refuse({ form: request.error.issues[0]?.message ?? 'This address cannot be searched.' });
    setPlaced(null);
    void searching.run(request.data);
  }

  function pick(candidate: GeocodeCandidate) {
    if (onPick(candidate)) setPlaced({ kind: 'placed', text: `Placed at ${candidate.matchedAddress}.` });
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-address`} className="text-sm font-medium">
        Address to find
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-address`}
          type="text"
          className={`${inputClass} min-w-[12rem] flex-1`}
          value={address}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          placeholder="House number, roadway, city"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              find();
            }
          }}
        />
        <Button variant="secondary" busy={busy} disabled={disabled} onClick={find}>
          Find on map
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {typed === null
          ? 'Made from the Location fields above; change it here if the search needs other words.'
          : 'Your own words are searched. '}
        {typed !== null && (
          <button type="button" className="underline" onClick={() => setTyped(null)}>
            Use the Location fields again
          </button>
        )}
      </p>
      {outcome.kind === 'error' && (
        <p role="alert" className="text-sm text-danger">
          {outcome.text}
        </p>
      )}
      {outcome.kind === 'placed' && (
        <p role="status" className="text-sm text-ok">
          {outcome.text}
        </p>
      )}
      {outcome.kind === 'found' && (
        <div className="flex flex-col gap-1">
          <p role="status" className="text-sm">
            {outcome.candidates.length === 1 ? 'One place' : `${outcome.candidates.length} places`} found for “
            {outcome.address}”. Pick the crash location:
          </p>
          <ul aria-label="Places found" className="flex flex-col gap-1">
            {outcome.candidates.map((c) => (
              <li key={`${c.latitude},${c.longitude},${c.matchedAddress}`}>
                <button
                  type="button"
                  disabled={disabled}
                  className="w-full rounded border border-line bg-panel px-3 py-2 text-left text-sm hover:bg-surface disabled:opacity-50"
                  onClick={() => pick(c)}
                >
                  {c.matchedAddress}
                  <span className="block text-xs text-muted">
                    {c.latitude.toFixed(6)}, {c.longitude.toFixed(6)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
