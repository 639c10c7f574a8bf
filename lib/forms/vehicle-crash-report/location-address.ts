import { CodeListId } from '../../codes/list-ids';

/** The Lookup/Geocode request for a Location section, and why it cannot be searched yet ('' when it can). */
export interface LocationAddressSearch {
  address: string;
  /** County code of list 2, narrowing the search; the officer may change the address, not this. */
  county?: string;
  problem: string;
}

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
 * it) and the state is added by the server (searches stay in Indiana, the state the product serves).
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
  const county = textOf(l.CountyCde);
  return { address, ...(county ? { county } : {}), problem: addressProblem(address, road !== '') };
}

/** Why an address cannot be searched, '' when it can (the server gives the same length rule). */
export function addressProblem(address: string, hasRoad = true): string {
  const text = address.trim();
  if (!hasRoad || text === '') {
    return 'Type the roadway name or number in the Location section first: there is no address to find.';
  }
  if (text.length < MIN_ADDRESS_LENGTH) {
    return `The address “${text}” is too short to find: type at least ${MIN_ADDRESS_LENGTH} characters.`;
  }
  return '';
}
