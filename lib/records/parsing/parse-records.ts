/**
 * One entry for pasted text (the records window) and for page text (the extension): AAMVA
 * barcode text, licence and registration returns, and VINs and USDOT numbers standing alone.
 * A VIN already inside a registration record is not given again as a VIN record.
 */
import { findIdentifiers, type InvalidVinCandidate } from './find-identifiers';
import { parseAamva } from '../barcodes/parse-aamva';
import { parseTextReturn, type TextReturnOptions } from './parse-text-return';
import type { CrashRecord, ParseResult } from '../record-types';

/** Records of every kind found in a text, the problems, and VIN-shaped strings that fail their check. */
export interface ParsedText extends ParseResult<CrashRecord> {
  invalidVins: InvalidVinCandidate[];
}

/** Reads every record in a text; never throws. */
export function parseRecordText(text: string, options: TextReturnOptions = {}): ParsedText {
  if (typeof text !== 'string') return { records: [], problems: [], invalidVins: [] };
  const barcodes = parseAamva(text);
  const returns = parseTextReturn(text, options);
  const identifiers = findIdentifiers(text);
  const vinsInRecords = new Set(
    returns.records.map((r) => (r.kind === 'vehicleRegistration' ? r.vin : undefined)).filter(Boolean),
  );
  const alone = identifiers.records.filter((r) => r.kind !== 'vin' || !vinsInRecords.has(r.vin));
  const invalidVins = identifiers.invalidVins.filter((c) => !vinsInRecords.has(c.vin));
  const identifierProblems = identifiers.problems.filter((p) => invalidVins.some((c) => p.startsWith(c.vin)));
  return {
    records: [...barcodes.records, ...returns.records, ...alone],
    problems: [...barcodes.problems, ...returns.problems, ...identifierProblems],
    invalidVins,
  };
}
