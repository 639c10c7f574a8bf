import { RETRIES_PER_FRAME, ROTATION_RETRY_DEGREES } from './barcode-scan-constants';

/**
 * The turns (degrees) at which the `frame`-th camera frame of a scan is decoded, in order: straight
 * first, then the next RETRIES_PER_FRAME of the retries, taken in turn from frame to frame. A frame
 * so costs at most three decodes (the 300 ms target holds on a busy device), and every retry comes
 * round within two frames for a card held askew.
 */
export function rotationPlan(frame = 0): number[] {
  const count = ROTATION_RETRY_DEGREES.length;
  const perFrame = Math.min(RETRIES_PER_FRAME, count);
  const index = Number.isFinite(frame) ? Math.max(0, Math.floor(frame)) : 0;
  const start = (index * perFrame) % count;
  return [0, ...Array.from({ length: perFrame }, (_, i) => ROTATION_RETRY_DEGREES[(start + i) % count]!)];
}
