import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import {
  DETECTOR_FORMATS,
  SCANNED_FORMATS,
  ZXING_READ_OPTIONS,
} from '../../../lib/records/barcodes/barcode-scan-constants';
import { sharedLoad, type SharedLoad } from '../../../lib/ui/shared-load';

/** Reads the barcode in one frame, or null when it holds none that can be read. */
export interface FrameDecoder {
  read(frame: ImageData): Promise<string | null>;
  /** 'detector' for the browser's own BarcodeDetector, 'zxing' for zxing-wasm. */
  kind: 'detector' | 'zxing';
}

/** The part of the Shape Detection API used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's BarcodeDetector when it reads PDF417 (Chrome on Android, macOS and ChromeOS):
 * it runs on the platform's own decoder, faster than wasm; null elsewhere.
 */
async function platformDetector(win: Window): Promise<FrameDecoder | null> {
  const Detector = (win as Window & { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = SCANNED_FORMATS.map((f) => DETECTOR_FORMATS[f]).filter((f) => supported.includes(f));
    if (!formats.includes(DETECTOR_FORMATS.PDF417)) return null;
    const detector = new Detector({ formats });
    return {
      kind: 'detector',
      read: async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * zxing-wasm's reader, its .wasm fetched from the app's own origin (a Vite asset, so the service
 * worker keeps it for offline use) rather than the CDN the package names by default.
 */
async function zxingReader(): Promise<FrameDecoder> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
    },
  });
  const options = { ...ZXING_READ_OPTIONS, formats: [...SCANNED_FORMATS] };
  return {
    kind: 'zxing',
    read: async (frame) => (await readBarcodes(frame, options)).find((r) => r.isValid)?.text ?? null,
  };
}

/**
 * The decoder for camera frames, made once by whoever makes it (the editor's scanned barcodes,
 * scanned-barcodes.ts). A wasm that failed to load (offline before it was ever cached) is tried
 * again next time.
 */
export const createFrameDecoder = (): SharedLoad<FrameDecoder> =>
  sharedLoad(() => platformDetector(window).then((found) => found ?? zxingReader()));
