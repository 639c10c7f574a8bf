import { z } from 'zod/mini';

/**
 * Where a value the officer did not type came from, so the officer and the reviewer can check it
 * (see docs/rules/report-editor.md, "Provenance"). The editor marks such
 * fields until the officer edits them, and the map is saved with the report for reviewers.
 */
export const provenanceSources = [
  'vinDecode',
  'usdot',
  'licenceReturn',
  'registrationReturn',
  'barcode',
  'personSearch',
  'default',
  'derived',
  'sameAsDriver',
  'copied',
  'hitAndRun',
] as const;
export type ProvenanceSource = (typeof provenanceSources)[number];

export const provenanceLabels: Record<ProvenanceSource, string> = {
  vinDecode: 'VIN decode',
  usdot: 'USDOT lookup',
  licenceReturn: 'driver-licence return',
  registrationReturn: 'registration return',
  barcode: 'scanned barcode',
  personSearch: 'person search',
  default: 'default',
  derived: 'the units and people',
  sameAsDriver: 'the driver',
  copied: 'another person in this report',
  hitAndRun: 'the unit leaving the scene',
};

/**
 * The mark beside a filled field. A derived count says it is to be confirmed: it follows the
 * units until the officer types over it, and a wrong unit type would make it wrong.
 */
export function provenanceMarkText(source: ProvenanceSource): string {
  return source === 'derived' ? 'derived, confirm' : `from ${provenanceLabels[source]}`;
}

/** Report path -> source, e.g. { "Units.0.VehicleInformation.VEHMAKETXT": "vinDecode" }. */
export const provenanceMapSchema = z.record(z.string().check(z.maxLength(200)), z.enum(provenanceSources));
export type ProvenanceMap = z.infer<typeof provenanceMapSchema>;

/**
 * The map after writing a value at `path`: the write's own source, or none when the officer
 * typed it. Entries under a replaced path (a removed passenger, a deleted unit) go too, because
 * items after it move up and their old paths would now name someone else.
 */
export function provenanceAfterWrite(
  map: ProvenanceMap,
  path: string,
  source: ProvenanceSource | undefined,
): ProvenanceMap {
  const prefix = `${path}.`;
  let next: ProvenanceMap | null = null;
  for (const key of Object.keys(map)) {
    if (key === path || key.startsWith(prefix)) {
      next ??= { ...map };
      delete next[key];
    }
  }
  if (source) return { ...(next ?? map), [path]: source };
  return next ?? map;
}

/**
 * The map kept with a saved report: only entries whose field still holds a value, so a map sent
 * by an older client, or one that missed an edit, never marks an empty field.
 */
export function provenanceForData(
  map: ProvenanceMap,
  valueAt: (path: string) => unknown,
  isEmpty: (value: unknown) => boolean,
): ProvenanceMap {
  const kept: ProvenanceMap = {};
  for (const [path, source] of Object.entries(map)) if (!isEmpty(valueAt(path))) kept[path] = source;
  return kept;
}
