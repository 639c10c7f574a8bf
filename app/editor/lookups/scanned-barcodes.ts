import { createStore } from 'zustand/vanilla';
import { createFrameDecoder } from './barcode-decoder';
import { readBarcodeText } from '../../../lib/records/barcodes/read-barcode-text';
import type { CrashRecord } from '../../../lib/records/record-types';

/** How a barcode reached the app. */
export type ScanChannel = 'camera' | 'keyboard' | 'serial';

export interface ScannedBarcodesState {
  records: readonly CrashRecord[];
  problems: readonly string[];
  refusal: string | null;
  notice: string | null;
  channel: ScanChannel | null;
}

const none: ScannedBarcodesState = { records: [], problems: [], refusal: null, notice: null, channel: null };

/**
 * The last barcode scanned for the records window (by camera, keyboard-wedge or serial scanner):
 * its records to preview and apply, or the refusal; `notice` when a scanner typed into a field of
 * the report rather than the records window. Nothing here is applied: the officer applies from
 * the records window, as with RMS captures. Made with the editor's open report.
 */
export function createScannedBarcodes() {
  const store = createStore<ScannedBarcodesState>()(() => none);
  return {
    store,

    /** The camera's frame decoder, made on the first scan and kept for the page. */
    frameDecoder: createFrameDecoder(),

    /** Reads a scanned barcode's text into the records window's preview; returns whether it held records. */
    take(text: string, channel: ScanChannel, notice: string | null = null): boolean {
      const reading = readBarcodeText(text);
      store.setState(
        reading.ok
          ? { records: reading.records, problems: reading.problems, refusal: null, notice, channel }
          : { records: [], problems: [], refusal: reading.message, notice, channel },
      );
      return reading.ok;
    },

    /** The records window closed: its scans go with it. */
    clear: () => store.setState(none),
  };
}
export type ScannedBarcodes = ReturnType<typeof createScannedBarcodes>;
