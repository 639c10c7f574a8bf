/**
 * The tuning of barcode scanning (camera, keyboard-wedge and serial scanners), in one place so
 * docs/rules/constants.md can name it.
 */

/** The symbologies read: PDF417 (licences, registration cards), Code 39, Data Matrix and QR (VIN labels). */
export const SCANNED_FORMATS = ['PDF417', 'Code39', 'DataMatrix', 'QRCode'] as const;
export type ScannedFormat = (typeof SCANNED_FORMATS)[number];

/** The same symbologies as the browser's BarcodeDetector names them. */
export const DETECTOR_FORMATS: Record<ScannedFormat, string> = {
  PDF417: 'pdf417',
  Code39: 'code_39',
  DataMatrix: 'data_matrix',
  QRCode: 'qr_code',
};

/**
 * Turns of the frame tried, in order, when the straight read finds nothing: a card held a little
 * askew defeats PDF417's row detection, and a few degrees either way recovers it.
 */
export const ROTATION_RETRY_DEGREES = [5, -5, 10, -10] as const;

/** How many of the retries one frame gets after its straight read (the next frame takes the next ones). */
export const RETRIES_PER_FRAME = 2;

/** A camera frame is decoded at most this often (ms): the decode shares the main thread with the editor. */
export const CAMERA_FRAME_INTERVAL_MS = 150;

/**
 * A keyboard-wedge scanner types a character every few milliseconds (a Bluetooth one in uneven
 * bursts); a person may press two keys within 50 ms, but never the eight or more of "@", the
 * separators and "ANSI " each within it. A gap longer than this breaks a burst (ms).
 */
export const SCANNER_KEY_GAP_MS = 50;

/** A burst (or a serial read) is over when nothing more arrived for this long (ms). */
export const SCAN_END_GAP_MS = 120;

/** The longest scan kept: an AAMVA barcode holds at most about 2,000 characters. */
export const SCAN_MAX_CHARACTERS = 4_000;

/**
 * How zxing-wasm reads a frame, for the app and the bench alike: the text as the card holds it
 * ('Plain' keeps AAMVA's LF, RS and CR; the default spells them out as <LF>), one symbol, and
 * the harder search that finds a small or dim barcode in a whole camera frame.
 */
export const ZXING_READ_OPTIONS = {
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  textMode: 'Plain',
  maxNumberOfSymbols: 1,
} as const;

/**
 * The guide box, as fractions of the camera frame left free at each side: the officer holds the
 * barcode inside it, and only it is decoded (about two thirds of the pixels, so a frame that
 * needs the rotation retries still reads within the 300 ms target).
 */
export const GUIDE_BOX_INSET = { x: 0.05, y: 0.15 } as const;
