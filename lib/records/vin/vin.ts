/**
 * Checking a VIN typed into the report (VINTXT, 1 to 21 characters in the form): a 17-character
 * VIN (1981 and later) is checked against 49 CFR 565 — allowed characters, check digit in
 * position 9 — and read for its model year; a correction is proposed when exactly one
 * single-character change fixes the check digit. Anything not 17 characters long (the shorter
 * serial numbers of vehicles built before 1981, or a typo) is reported as such, with no
 * check-digit claim.
 */
import {
  CHECK_DIGIT_POSITION,
  FORBIDDEN_VIN_LETTERS,
  VIN_LENGTH,
  checkDigitValue,
  computeVinCheckDigit,
  vinCharacterValue,
} from './vin-check-digit';
import { findVinSubstitutions, type VinSubstitution } from './vin-correction';
import { decodeVinModelYear, isModelYearCode, type VinModelYear, type VinModelYearOptions } from './vin-model-year';

export type { VinSubstitution } from './vin-correction';
export type { VinModelYear, VinModelYearBasis, VinModelYearOptions } from './vin-model-year';

/**
 * Whether a correction was found: 'not-needed' (the VIN is valid), 'single' (exactly one
 * substitution works: see `correction`), 'ambiguous' (several work: see `substitutions`), 'none'
 * (none works) or 'not-applicable' (not 17 characters, position 9 not a digit or X, or two or more
 * characters a VIN cannot contain).
 */
export type VinCorrectionStatus = 'not-needed' | 'single' | 'ambiguous' | 'none' | 'not-applicable';

/** Options of {@link checkVin}: those of the model-year reading. */
export type VinCheckOptions = VinModelYearOptions;

/** The result of {@link checkVin}. */
export interface VinCheck {
  /** The VIN as checked: trimmed and in upper case. */
  vin: string;
  /** True only for 17 allowed characters with the right check digit. */
  valid: boolean;
  /** False when the VIN is not 17 characters long: no check digit or model year is claimed. */
  seventeenCharacters: boolean;
  /** Messages for the user; empty when valid. */
  errors: string[];
  /** Departures from 49 CFR 565 that the check digit does not catch (position 10, positions 14-17). */
  warnings: string[];
  /** Check digit expected (computed) and actual (position 9); null when it cannot be computed. */
  checkDigit: { expected: string; actual: string } | null;
  /** Model year from positions 10 and 7; null when not 17 characters or position 10 is no year code. */
  modelYear: VinModelYear | null;
  /** See {@link VinCorrectionStatus}. */
  correctionStatus: VinCorrectionStatus;
  /** The one substitution that makes the VIN valid, when exactly one does. */
  correction?: VinSubstitution;
  /** Every single substitution (position other than 9) that makes the VIN valid. */
  substitutions: VinSubstitution[];
}

/** Trims a typed VIN and puts it in upper case; null and undefined become ''. */
export function normaliseVin(input: string | null | undefined): string {
  return (input ?? '').trim().toUpperCase();
}

/** How a character is named in a message. */
function describe(ch: string): string {
  return ch === ' ' ? 'a space' : `"${ch}"`;
}

/** Messages for characters a VIN cannot contain (position 9 is left to the check-digit message). */
function characterErrors(vin: string): string[] {
  const errors: string[] = [];
  for (let i = 0; i < vin.length; i++) {
    const ch = vin.charAt(i);
    if (i + 1 === CHECK_DIGIT_POSITION || vinCharacterValue(ch) !== undefined) continue;
    errors.push(
      FORBIDDEN_VIN_LETTERS.includes(ch)
        ? `Position ${i + 1} is ${ch}; a VIN never uses the letters I, O or Q.`
        : `Position ${i + 1} is ${describe(ch)}; a VIN has only letters and digits.`,
    );
  }
  return errors;
}

/** Warnings for position 10 and positions 14-17 holding characters 49 CFR 565.15 does not allow there. */
function layoutWarnings(vin: string): string[] {
  const warnings: string[] = [];
  const year = vin.charAt(9);
  if (vinCharacterValue(year) !== undefined && !isModelYearCode(year)) {
    warnings.push(`Position 10 (model year) cannot be ${year}; model-year codes never use U, Z or 0.`);
  }
  for (let p = 14; p <= VIN_LENGTH; p++) {
    const ch = vin.charAt(p - 1);
    if (vinCharacterValue(ch) !== undefined && !/[0-9]/.test(ch)) {
      warnings.push(`Position ${p} should be a digit; the last four characters of a VIN are numbers.`);
    }
  }
  return warnings;
}

/**
 * Checks a typed VIN: length, characters, check digit, model year and a correction hint.
 * Never throws; anything that is not 17 characters gets one length error and nothing else.
 */
export function checkVin(input: string | null | undefined, options: VinCheckOptions = {}): VinCheck {
  const vin = normaliseVin(input);
  const base = { vin, warnings: [] as string[], checkDigit: null, modelYear: null, substitutions: [] };
  if (vin.length !== VIN_LENGTH) {
    const count = vin.length === 0 ? 'this one is empty' : `this one has ${vin.length}`;
    const errors = [`A VIN has 17 characters; ${count}.`];
    if (vin.length > 0 && vin.length < VIN_LENGTH) {
      base.warnings.push(
        'Not a 17-character VIN: vehicles built before 1981 have shorter numbers with no check digit.',
      );
    }
    return { ...base, valid: false, seventeenCharacters: false, errors, correctionStatus: 'not-applicable' };
  }
  const errors = characterErrors(vin);
  const badCharacters = errors.length;
  const expected = computeVinCheckDigit(vin);
  const actual = vin.charAt(CHECK_DIGIT_POSITION - 1);
  const checkable = checkDigitValue(actual) !== undefined;
  if (expected !== null && expected !== actual) {
    errors.push(`Position ${CHECK_DIGIT_POSITION} (check digit) should be ${expected}.`);
  } else if (expected === null && !checkable) {
    errors.push(`Position ${CHECK_DIGIT_POSITION} (check digit) must be a digit or X.`);
  }
  const valid = errors.length === 0;
  const substitutions = valid ? [] : findVinSubstitutions(vin);
  let correctionStatus: VinCorrectionStatus;
  if (valid) correctionStatus = 'not-needed';
  else if (!checkable || badCharacters > 1) correctionStatus = 'not-applicable';
  else if (substitutions.length === 0) correctionStatus = 'none';
  else correctionStatus = substitutions.length === 1 ? 'single' : 'ambiguous';
  const result: VinCheck = {
    vin,
    valid,
    seventeenCharacters: true,
    errors,
    warnings: layoutWarnings(vin),
    checkDigit: expected === null ? null : { expected, actual },
    modelYear: decodeVinModelYear(vin, options),
    correctionStatus,
    substitutions,
  };
  if (correctionStatus === 'single') result.correction = substitutions[0];
  return result;
}
