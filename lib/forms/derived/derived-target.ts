import type { ProvenanceSource } from '../report-data/provenance';

/**
 * Values the report already says elsewhere, so the officer does not type them twice: the crash's
 * counts from its units and people, a driver-owner's name and address in the Owner section, the
 * answers a unit that left the scene plainly has, and what the report implies of a vehicle, its
 * driver, its road and the location (implied-values.ts; see docs/rules/report-editor.md, "Values
 * filled for the officer").
 */
export interface DerivedTarget {
  path: string;
  /**
   * Empty ('' or, for a field of several picks, []) when nothing can be derived now: a value still
   * marked as derived is then taken back.
   */
  value: string | readonly string[];
  source: Extract<ProvenanceSource, 'derived' | 'sameAsDriver' | 'hitAndRun'>;
}
