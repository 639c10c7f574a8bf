/**
 * Correction hints for a 17-character VIN whose check digit does not match: every change of one
 * character in one position (never position 9) that makes the check digit right.
 *
 * Cheap by construction: with S the weighted sum of the other positions, c the check digit's value
 * and w the position's weight, the new character's value v must satisfy w·v ≡ c − S (mod 11). All
 * weights are invertible modulo 11, so v is solved directly (no trial of 33 characters) and the
 * answers are the allowed characters of that value. 17 positions × a few characters, no loops over
 * the alphabet per position.
 *
 * Allowed characters per position follow 49 CFR 565.15: position 10 only a model-year code,
 * positions 14-17 only digits (the last four characters are numeric for every vehicle type), the
 * others any of the 33 VIN characters.
 *
 * Expect ambiguity: a wrong check digit says that something is wrong, not where. Almost every
 * position has a value that fixes the sum, and most values have several characters (1/A/J,
 * 2/B/K/S, ...), so a single hint is rare for a mistyped allowed character; it is common when the
 * only fault is one I, O or Q (only that position can be changed, and value 0 has one character).
 * A change to a character of the same value (A for 1, S for 2, Z for 9, ...) leaves the sum
 * unchanged and can never be detected.
 */
import {
  CHECK_DIGIT_POSITION,
  VIN_CHARACTERS,
  VIN_LENGTH,
  VIN_WEIGHTS,
  checkDigitValue,
  vinCharacterValue,
} from './vin-check-digit';
import { MODEL_YEAR_CODES } from './vin-model-year';

/** One single-character change that makes a VIN's check digit right. */
export interface VinSubstitution {
  /** 1-based position changed (never 9). */
  position: number;
  /** The character found there. */
  from: string;
  /** The character that makes the check digit right. */
  to: string;
  /** The whole corrected VIN. */
  vin: string;
}

/** Characters allowed at a 1-based position when proposing a substitution. */
export function allowedCharactersAt(position: number): string {
  if (position === 10) return MODEL_YEAR_CODES;
  if (position >= 14 && position <= VIN_LENGTH) return '0123456789';
  if (position === CHECK_DIGIT_POSITION) return '0123456789X';
  return VIN_CHARACTERS;
}

/** For each position (index 0 = position 1) and value 0..10, the allowed characters of that value. */
const CHARACTERS_BY_VALUE: readonly (readonly string[])[][] = Array.from({ length: VIN_LENGTH }, (_, i) => {
  const lists: string[][] = Array.from({ length: 11 }, () => []);
  for (const ch of allowedCharactersAt(i + 1)) lists[vinCharacterValue(ch) ?? 10]?.push(ch);
  lists[10] = []; // no character is worth 10
  return lists;
});

/** Multiplicative inverse modulo 11 of each weight 1..10 (index = weight). */
const INVERSE_MOD_11: readonly number[] = Array.from({ length: 11 }, (_, w) => {
  for (let x = 1; x < 11; x++) if ((w * x) % 11 === 1) return x;
  return 0;
});

/**
 * Every single substitution (one position other than 9, one allowed character) that makes an
 * upper-case 17-character VIN's check digit right. Empty when the VIN is already right, when
 * position 9 is not 0-9 or X, or when two or more positions hold characters a VIN cannot contain.
 * With exactly one such position (say an O), only that position is tried.
 */
export function findVinSubstitutions(vin: string): VinSubstitution[] {
  if (vin.length !== VIN_LENGTH) return [];
  const check = checkDigitValue(vin.charAt(CHECK_DIGIT_POSITION - 1));
  if (check === undefined) return [];
  const values = Array.from(vin, (ch) => vinCharacterValue(ch));
  const bad: number[] = [];
  let total = 0; // weighted sum of the positions that hold VIN characters
  values.forEach((value, i) => {
    if (i + 1 === CHECK_DIGIT_POSITION) return;
    if (value === undefined) bad.push(i + 1);
    else total += (VIN_WEIGHTS[i] ?? 0) * value;
  });
  if (bad.length > 1) return [];
  if (bad.length === 0 && total % 11 === check) return []; // already right
  const positions = bad.length === 1 ? bad : Array.from({ length: VIN_LENGTH }, (_, i) => i + 1);
  const found: VinSubstitution[] = [];
  for (const position of positions) {
    if (position === CHECK_DIGIT_POSITION) continue;
    const weight = VIN_WEIGHTS[position - 1] ?? 0;
    const rest = total - weight * (values[position - 1] ?? 0);
    // weight · needed ≡ check − rest (mod 11); needed = 10 has no character.
    const needed = ((((check - rest) % 11) + 11) * (INVERSE_MOD_11[weight] ?? 0)) % 11;
    const from = vin.charAt(position - 1);
    for (const to of CHARACTERS_BY_VALUE[position - 1]?.[needed] ?? []) {
      found.push({ position, from, to, vin: vin.slice(0, position - 1) + to + vin.slice(position) });
    }
  }
  return found;
}
