import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, roleText } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import type { FieldRole } from '../definition/roles';

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

/**
 * The address an address search understands, from what the officer typed in the Location
 * section: "[house] [direction] [roadway name, else number] [suffix], [city], [zip]". Suffix and
 * direction codes are the USPS abbreviations (ST, N) that geocoders read; the city is named by its
 * label because its code is a Census place number. The county goes as its code (the server names
 * it) and the state is added by the server (searches stay in Indiana, the state the product serves).
 */
export function locationAddressSearch(
  definition: FormDefinition,
  data: ReportData,
  label: CodeLabel,
): LocationAddressSearch {
  const roles = formRoles(definition);
  const textOf = (role: FieldRole) => roleText(roles, data, role)?.replace(/\s+/g, ' ') ?? '';
  const road = textOf('location.roadName') || textOf('location.roadNumber');
  const street = road
    ? [textOf('location.houseNumber'), textOf('location.roadDirection'), road, textOf('location.roadSuffix')]
        .filter(Boolean)
        .join(' ')
    : '';
  const cityCode = textOf('location.city');
  const cityList = roles.field('location.city')?.codeListId;
  const city = cityCode && cityList !== undefined ? (label(cityList, cityCode) ?? '') : '';
  const address = [street, city, textOf('location.zip')].filter(Boolean).join(', ');
  const county = textOf('location.county');
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
