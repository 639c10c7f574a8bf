/**
 * VINs and USDOT numbers in free text (an RMS page, a pasted note). A VIN is 17 upper-case VIN
 * characters standing alone, with a letter and the check digit of 49 CFR 565 (checkVin); a
 * candidate that has the shape but the wrong check digit is reported apart, with the correction
 * when one is certain, so the officer can look at it. A USDOT number follows 'USDOT', 'US DOT',
 * 'U.S. DOT' or 'DOT' with a number sign ('DOT #', 'DOT No.', 'DOT Number').
 */
import { withRecordId } from '../record-id';
import type { ParseResult, UsdotRecord, VinRecord } from '../record-types';
import { checkVin } from '../vin/vin';

/** A 17-character candidate whose check digit is wrong. */
export interface InvalidVinCandidate {
  vin: string;
  /** Where it starts in the text. */
  index: number;
  /** The check digit it should carry, when computable. */
  expectedCheckDigit: string | null;
  /** The VIN with the one substitution that makes it valid, when exactly one does. */
  correction?: string;
  /** Why it is not valid, in words. */
  reason: string;
}

/** What {@link findIdentifiers} returns: valid VINs and USDOT numbers, and VINs that fail their check. */
export interface IdentifierResult extends ParseResult<VinRecord | UsdotRecord> {
  invalidVins: InvalidVinCandidate[];
}

/** Runs of capitals and digits; a candidate is a run of exactly 17 (a regex with look-arounds is 4x slower). */
const CAPITALS_AND_DIGITS = /[A-Z0-9]+/g;
const VIN_CHARACTERS_ONLY = /^[A-HJ-NPR-Z0-9]{17}$/;
const LOWER = /[a-z]/;
const USDOT =
  /(?<![A-Za-z0-9])(?:U\.?\s?S\.?\s?-?D\.?O\.?T\.?|DOT(?=\s*(?:#|NO\b|NO\.|NUMBER|NBR)))\s*(?:#|NO\b\.?|NUMBER|NBR)?\s*[:#]?\s*(\d{1,8})(?![\d])/gi;
const MAX_TEXT = 5_000_000;

/** True for a shape worth checking: position 9 a digit or X, at least one letter and four digits. */
function vinShaped(candidate: string): boolean {
  return /^.{8}[0-9X]/.test(candidate) && /[A-Z]/.test(candidate) && (candidate.match(/\d/g)?.length ?? 0) >= 4;
}

/** Every valid VIN and USDOT number in a text, each once; never throws. */
export function findIdentifiers(text: string): IdentifierResult {
  const result: IdentifierResult = { records: [], problems: [], invalidVins: [] };
  if (typeof text !== 'string') return result;
  const input = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const seen = new Set<string>();
  const add = (record: VinRecord | UsdotRecord) => {
    if (seen.has(record.id)) return;
    seen.add(record.id);
    result.records.push(record);
  };
  for (const m of input.matchAll(CAPITALS_AND_DIGITS)) {
    const vin = m[0];
    if (vin.length !== 17 || !VIN_CHARACTERS_ONLY.test(vin) || !vinShaped(vin)) continue;
    if (LOWER.test(input.charAt(m.index - 1)) || LOWER.test(input.charAt(m.index + 17))) continue;
    const check = checkVin(vin);
    if (check.valid) {
      add(withRecordId<VinRecord>({ kind: 'vin', vin }));
      continue;
    }
    if (result.invalidVins.some((c) => c.vin === vin)) continue;
    const candidate: InvalidVinCandidate = {
      vin,
      index: m.index,
      expectedCheckDigit: check.checkDigit?.expected ?? null,
      reason: check.errors[0] ?? 'The check digit does not match.',
    };
    if (check.correction) candidate.correction = check.correction.vin;
    result.invalidVins.push(candidate);
    result.problems.push(`${vin} looks like a VIN but is not valid: ${candidate.reason}`);
  }
  for (const m of input.matchAll(USDOT)) {
    const usdotNumber = m[1]!.replace(/^0+/, '');
    if (usdotNumber) add(withRecordId<UsdotRecord>({ kind: 'usdot', usdotNumber }));
  }
  return result;
}
