import { ROTATION_RETRY_DEGREES } from './barcode-scan-constants';

/**
 * The turns (degrees) at which a camera frame is decoded, in order: straight first, then the
 * retries, stopping at the first that reads. `budgetTurns` caps how many are tried on one frame
 * (at least the straight read), so a slow device still looks at the next frame soon.
 */
export function rotationPlan(budgetTurns: number = 1 + ROTATION_RETRY_DEGREES.length): number[] {
  const turns = [0, ...ROTATION_RETRY_DEGREES];
  const count = Number.isFinite(budgetTurns) ? Math.max(1, Math.floor(budgetTurns)) : turns.length;
  return turns.slice(0, count);
}
