/**
 * The VIN check digit of 49 CFR 565.15(c): every character of a 17-character VIN is given a value
 * (digits their own value, letters by the transliteration table), multiplied by its position's
 * weight and summed; the sum modulo 11 is the check digit, written X when it is 10, in position 9.
 */

/** Length of a modern (1981 and later) VIN. */
export const VIN_LENGTH = 17;

/** 1-based position of the check digit. */
export const CHECK_DIGIT_POSITION = 9;

/** Weights of positions 1 to 17 (index 0 is position 1); position 9, the check digit itself, weighs 0. */
export const VIN_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The 33 characters a VIN may use: digits and letters except I, O and Q (49 CFR 565.13(g)). */
export const VIN_CHARACTERS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** Letters a VIN never uses, because they look like 1, 0 and 0/9. */
export const FORBIDDEN_VIN_LETTERS = 'IOQ';

/** Transliteration of letters to values, 49 CFR 565.15(c) Table IV. */
// prettier-ignore
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/**
 * The value of one VIN character for the check-digit sum, or undefined for a character a VIN
 * cannot contain (I, O, Q, lower case, symbols, more than one character).
 */
export function vinCharacterValue(ch: string): number | undefined {
  if (ch.length !== 1) return undefined;
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  return LETTER_VALUES[ch];
}

/** True when `ch` is one of the 33 characters a VIN may use. */
export function isVinCharacter(ch: string): boolean {
  return vinCharacterValue(ch) !== undefined;
}

/** The character written in position 9 for a remainder 0..10: the digit, or X for 10. */
export function checkDigitCharacter(remainder: number): string {
  return remainder === 10 ? 'X' : String(remainder);
}

/** The remainder 0..10 a position-9 character stands for (X = 10), or undefined if it is not 0-9 or X. */
export function checkDigitValue(ch: string): number | undefined {
  if (ch === 'X') return 10;
  return ch.length === 1 && ch >= '0' && ch <= '9' ? ch.charCodeAt(0) - 48 : undefined;
}

/**
 * The weighted sum of positions 1..17 except `skip` (1-based; position 9 always counts 0), or
 * undefined when a counted position holds a character a VIN cannot contain.
 * Expects an upper-case 17-character string.
 */
export function weightedVinSum(vin: string, skip?: number): number | undefined {
  if (vin.length !== VIN_LENGTH) return undefined;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const weight = VIN_WEIGHTS[i] ?? 0;
    if (weight === 0 || i + 1 === skip) continue;
    const value = vinCharacterValue(vin.charAt(i));
    if (value === undefined) return undefined;
    sum += weight * value;
  }
  return sum;
}

/**
 * The check digit ('0'..'9' or 'X') an upper-case 17-character VIN should carry in position 9,
 * or null when its length is not 17 or a position other than 9 holds a character a VIN cannot
 * contain (position 9 itself may hold anything: it is not part of the sum).
 */
export function computeVinCheckDigit(vin: string): string | null {
  const sum = weightedVinSum(vin);
  return sum === undefined ? null : checkDigitCharacter(sum % 11);
}

/** True when an upper-case 17-character VIN uses only allowed characters and its check digit matches. */
export function hasValidCheckDigit(vin: string): boolean {
  const expected = computeVinCheckDigit(vin);
  return expected !== null && vin.charAt(CHECK_DIGIT_POSITION - 1) === expected;
}
