import { z } from 'zod/mini';

/**
 * The state this installation serves: every ORI it issues starts with this postal code, and the
 * app names it as the default state before sign-in.
 */
export const DEFAULT_STATE = 'IN';

/** An ORI (the FBI's Originating Agency Identifier) is exactly this many characters. */
export const ORI_LENGTH = 9;

/** What is wrong with an ORI, in words for the person who typed it, or null when it is a valid one. */
export function oriProblem(ori: string, state: string = DEFAULT_STATE): string | null {
  if (ori.length === 0) return 'The ORI is required.';
  if (ori.length !== ORI_LENGTH) return `The ORI must be ${ORI_LENGTH} characters.`;
  if (!/^[A-Z0-9]+$/.test(ori)) return 'The ORI may contain only upper-case letters (A to Z) and digits.';
  if (!ori.startsWith(state)) return `The ORI must start with ${state}.`;
  return null;
}

/** A new agency's ORI, checked with the same words as the app shows at the field. */
export function oriSchema(state: string = DEFAULT_STATE) {
  return z.string().check(
    z.superRefine((ori, ctx) => {
      const problem = oriProblem(ori, state);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
}
