/**
 * What a scanned barcode holds, from the text a decoder (camera), a keyboard-wedge scanner or a
 * serial scanner gave: a driver licence (AAMVA PDF417), a VIN (Code 39, Data Matrix or QR on a
 * door-jamb label), or a registration card whose barcode carries a labelled return (else its
 * VIN, when it holds one). The records
 * come from the same parsers as pasted and RMS text, marked as read from a barcode, so the
 * records window previews and applies them alike and their values carry the provenance
 * "barcode". Anything else is refused with a message for the officer: nothing is applied.
 */
import { looksLikeAamva, parseAamva } from './parse-aamva';
import { parseRecordText } from '../parsing/parse-records';
import { withRecordId } from '../record-id';
import type { CrashRecord, VinRecord } from '../record-types';
import { checkVin } from '../vin/vin';

/** Records read from one barcode, or why there are none. */
export type BarcodeReading = { ok: true; records: CrashRecord[]; problems: string[] } | { ok: false; message: string };

/** Said when a barcode gave only its VIN (a registration card in a layout of its state's own). */
export const ONLY_THE_VIN =
  'Only the VIN was read from this barcode; its other values are in a layout this app does not know: type them from the card.';

/** How much of an unrecognised barcode is quoted back to the officer. */
const QUOTED = 40;

/**
 * A VIN label's Code 39 often starts with I (an imported vehicle) before the 17 characters; a
 * scanner may add spaces or a line end.
 */
function vinOf(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (/^I[A-Z0-9]{17}$/.test(compact)) return compact.slice(1);
  return /^[A-Z0-9]{17}$/.test(compact) ? compact : null;
}

function quote(text: string): string {
  // eslint-disable-next-line no-control-regex -- a barcode's separators are not shown to the officer
  const visible = text.replace(/[\x00-\x1f\x7f]+/g, ' ').trim();
  return visible.length > QUOTED ? `${visible.slice(0, QUOTED)}…` : visible;
}

function fromBarcode(record: CrashRecord): CrashRecord {
  return record.kind === 'driverLicence' || record.kind === 'vehicleRegistration' || record.kind === 'vin'
    ? { ...record, source: 'barcode' }
    : record;
}

/** Reads the text of one scanned barcode; never throws. */
export function readBarcodeText(text: string): BarcodeReading {
  if (typeof text !== 'string' || !text.trim()) {
    return { ok: false, message: 'The barcode held no text; nothing was applied. Scan it again.' };
  }
  if (looksLikeAamva(text)) {
    const { records, problems } = parseAamva(text);
    if (records.length) return { ok: true, records, problems };
    const why = problems.length ? ` (${problems.join(' ')})` : '';
    return {
      ok: false,
      message: `The licence barcode is damaged or incomplete${why}; nothing was applied. Scan it again, or type the values from the card.`,
    };
  }
  const vin = vinOf(text);
  if (vin) {
    const check = checkVin(vin);
    if (check.valid)
      return { ok: true, records: [withRecordId<VinRecord>({ kind: 'vin', vin, source: 'barcode' })], problems: [] };
    return {
      ok: false,
      message: `The VIN ${vin} read from the barcode fails its check (${check.errors.join(' ')}); nothing was applied. Scan the label again, or type the VIN from it.`,
    };
  }
  const returns = parseRecordText(text);
  const cards = returns.records.filter((r) => r.kind === 'vehicleRegistration' || r.kind === 'driverLicence');
  if (cards.length) return { ok: true, records: returns.records.map(fromBarcode), problems: returns.problems };
  // A registration card's barcode in a state's own layout: its VIN is still worth the scan.
  const vins = returns.records.filter((r) => r.kind === 'vin');
  if (vins.length) return { ok: true, records: vins.map(fromBarcode), problems: [ONLY_THE_VIN] };
  return {
    ok: false,
    message: `This barcode is neither a driver licence (AAMVA) nor a VIN ("${quote(text)}"); nothing was applied.`,
  };
}
