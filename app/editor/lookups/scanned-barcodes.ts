import { create } from 'zustand';
import { readBarcodeText } from '../../../lib/records/barcodes/read-barcode-text';
import type { CrashRecord } from '../../../lib/records/record-types';

/** How a barcode reached the app. */
export type ScanChannel = 'camera' | 'keyboard' | 'serial';

/**
 * The last barcode scanned for the records window (by camera, keyboard-wedge or serial scanner):
 * its records to preview and apply, or the refusal; `notice` when a scanner typed into a field of
 * the report rather than the records window. Nothing here is applied: the officer applies from
 * the records window, as with RMS captures.
 */
export const useScannedBarcodes = create<{
  records: readonly CrashRecord[];
  problems: readonly string[];
  refusal: string | null;
  notice: string | null;
  channel: ScanChannel | null;
}>(() => ({ records: [], problems: [], refusal: null, notice: null, channel: null }));

/** Reads a scanned barcode's text into the records window's preview; returns whether it held records. */
export function takeScan(text: string, channel: ScanChannel, notice: string | null = null): boolean {
  const reading = readBarcodeText(text);
  useScannedBarcodes.setState(
    reading.ok
      ? { records: reading.records, problems: reading.problems, refusal: null, notice, channel }
      : { records: [], problems: [], refusal: reading.message, notice, channel },
  );
  return reading.ok;
}

/** The records window closed: its scans go with it. */
export function clearScans() {
  useScannedBarcodes.setState({ records: [], problems: [], refusal: null, notice: null, channel: null });
}
