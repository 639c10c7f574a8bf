import { CodeListId } from '../../codes/list-ids';

/** The Lookup/Geocode request for a Location section, or why there is nothing to search for. */
export type LocationAddressSearch = { ok: true; address: string; county?: string } | { ok: false; message: string };

/** A code's label from the client's code lists; undefined when the list or code is unknown. */
export type CodeLabel = (listId: number, code: string) => string | undefined;

/** Lookup/Geocode refuses shorter addresses. */
export const MIN_ADDRESS_LENGTH = 3;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/**
 * The address an address search understands, from what the officer typed in the Location
 * section: "[house] [direction] [roadway name, else number] [suffix], [city], [zip]". Suffix and
 * direction codes are the USPS abbreviations (ST, N) that geocoders read; the city is named by its
 * label because its code is a Census place number. The county goes as its code (the server names
 * it) and the state is added by the server (SPEC §9: searches stay in Indiana).
 */
export function locationAddressSearch(location: unknown, label: CodeLabel): LocationAddressSearch {
  const l = (location && typeof location === 'object' ? location : {}) as Record<string, unknown>;
  const road = textOf(l.RdwyNameTxt) || textOf(l.RdwyNumberTxt);
  const street = road
    ? [textOf(l.RdwyHouseNbrTxt), textOf(l.RoadwayDirection), road, textOf(l.RdwySuffixTxt)].filter(Boolean).join(' ')
    : '';
  const cityCode = textOf(l.CityCde);
  const city = cityCode ? (label(CodeListId.City, cityCode) ?? '') : '';
  const address = [street, city, textOf(l.Zip)].filter(Boolean).join(', ');
  if (!road) {
    return {
      ok: false,
      message: 'Type the roadway name or number in the Location section first: there is no address to find.',
    };
  }
  if (address.length < MIN_ADDRESS_LENGTH) {
    return {
      ok: false,
      message: `The address “${address}” is too short to find; add the city or the roadway suffix.`,
    };
  }
  const county = textOf(l.CountyCde);
  return county ? { ok: true, address, county } : { ok: true, address };
}
