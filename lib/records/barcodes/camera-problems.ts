/**
 * What the officer is told when the camera cannot be used for scanning, by the name of the
 * DOMException getUserMedia rejected with. Every message says what to do next, and that nothing
 * was read, so a refused camera never looks like an empty scan.
 */

/** The browser offers no camera API at all (an old browser, or a page not served over HTTPS). */
export const NO_CAMERA_API =
  'This browser gives the page no camera (it needs HTTPS and a current browser). Type the values, paste the barcode text, or use a handheld scanner.';

const BY_ERROR_NAME: Record<string, string> = {
  NotAllowedError:
    'The camera was refused. Allow the camera for this site in the browser (the icon in the address bar), then press Scan barcode again.',
  SecurityError:
    'The camera was refused. Allow the camera for this site in the browser (the icon in the address bar), then press Scan barcode again.',
  NotFoundError:
    'No camera was found on this device. Connect one, or use a handheld scanner or paste the barcode text.',
  OverconstrainedError:
    'No camera was found on this device. Connect one, or use a handheld scanner or paste the barcode text.',
  NotReadableError:
    'The camera is in use by another program or could not be started. Close that program and try again.',
  AbortError: 'The camera is in use by another program or could not be started. Close that program and try again.',
};

const UNKNOWN = 'The camera could not be started. Try again, or use a handheld scanner or paste the barcode text.';

/** The message for an error getUserMedia rejected with (a DOMException, or anything else). */
export function cameraProblem(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return BY_ERROR_NAME[name] ?? UNKNOWN;
}

/** The decoder (zxing-wasm) could not be loaded: offline before the app had kept it, or a blocked file. */
export const READER_NOT_LOADED =
  'The barcode reader could not be loaded (it is kept on this device after the app has been opened online once). Use a handheld scanner or paste the barcode text.';
