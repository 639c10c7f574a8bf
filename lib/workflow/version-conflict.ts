import { formatDateTime } from '../format/dates';

/** The stored report as a stale request must hear about it (optimistic concurrency: a stale save is refused, never applied). */
export interface CurrentVersion {
  version: number;
  /** ISO moment of the last change. */
  lastUpdated: string;
  /** Who made the last change (a save or a move); null when it is not recorded. */
  lastUpdatedBy: string | null;
}

/**
 * Null when the request names the stored version, else the conflict message: who changed the
 * report, when, and what to do. A stale request is refused, never silently applied.
 */
export function staleVersionRefusal(current: CurrentVersion, requested: number): string | null {
  if (current.version === requested) return null;
  const by = current.lastUpdatedBy ? ` by ${current.lastUpdatedBy}` : '';
  return `This report was changed${by} at ${formatDateTime(current.lastUpdated)} (version ${current.version}); you have version ${requested}. Reload it to see the changes.`;
}
