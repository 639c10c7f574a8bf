import { FIRST_POSITION, withPosition, type TablePosition } from './table-position';

/** An address's value longer than any field of the search takes: the rest is not read. */
const MAX_VALUE = 200;

/** A search as its address holds it: the quick search's text, or the advanced form's fields as typed. */
export type SearchInAddress = { kind: 'quick'; text: string } | { kind: 'advanced'; fields: Record<string, string> };

/**
 * The search an address names, or null when it names none. `fields` are the advanced form's field
 * names: other names are not read. Values are as typed; the search's own schema judges them.
 */
export function searchOf(params: URLSearchParams, fields: readonly string[]): SearchInAddress | null {
  const kind = params.get('search');
  if (kind === 'quick') return { kind, text: (params.get('q') ?? '').slice(0, MAX_VALUE) };
  if (kind !== 'advanced') return null;
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field);
    if (value) typed[field] = value.slice(0, MAX_VALUE);
  }
  return { kind, fields: typed };
}

/** The address of `search` at `position`: blank fields are left out. */
export function searchAddress(search: SearchInAddress, position: TablePosition = FIRST_POSITION): URLSearchParams {
  const params = new URLSearchParams({ search: search.kind });
  if (search.kind === 'quick') params.set('q', search.text);
  else for (const [field, value] of Object.entries(search.fields)) if (value.trim()) params.set(field, value);
  return withPosition(params, position);
}
