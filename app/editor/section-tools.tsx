import type { SectionDefinition } from '../../lib/forms/definition-schema';

/**
 * Lookups offered at the top of a section item (USDOT search in CMV Information, person search
 * in Driver, Owner, Passengers, Witnesses). `path` is the item's path, e.g. Units.0.Driver.
 */
export function SectionTools(_props: { section: SectionDefinition; path: string }) {
  return null;
}
