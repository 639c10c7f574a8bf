/** The bounds of an agency's name and additional information, shared by the app's form and the server. */

export const AGENCY_NAME_MAX = 100;
/** The additional information as JSON text: enough for a few contact details and codes, never a document. */
export const ADDITIONAL_INFO_MAX_CHARS = 4000;
/** Objects and lists inside the additional information nest at most this deep (the top object is level 1). */
export const ADDITIONAL_INFO_MAX_DEPTH = 3;

export function agencyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'The agency name is required.';
  if (trimmed.length > AGENCY_NAME_MAX) return `The agency name must be at most ${AGENCY_NAME_MAX} characters.`;
  return null;
}

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function additionalInfoProblem(value: unknown): string | null {
  if (!isPlainObject(value))
    return 'The additional information must be a JSON object, such as {"phone": "317-555-0100"}.';
  if (JSON.stringify(value).length > ADDITIONAL_INFO_MAX_CHARS)
    return `The additional information must be at most ${ADDITIONAL_INFO_MAX_CHARS.toLocaleString('en-US')} characters as JSON.`;
  if (depthOf(value) > ADDITIONAL_INFO_MAX_DEPTH)
    return `The additional information may nest objects and lists at most ${ADDITIONAL_INFO_MAX_DEPTH} levels deep.`;
  return null;
}

/**
 * The additional information typed as JSON text: the object it holds, or what is wrong with it.
 * The app checks the text as it is typed with this; the server checks the object it receives.
 */
export function parseAdditionalInfo(
  text: string,
): { value: Record<string, unknown>; problem: null } | { value: null; problem: string } {
  if (text.trim() === '') return { value: {}, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { value: null, problem: 'The additional information is not valid JSON.' };
  }
  const problem = additionalInfoProblem(value);
  return problem ? { value: null, problem } : { value: value as Record<string, unknown>, problem: null };
}
