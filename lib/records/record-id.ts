/**
 * Stable record ids: a hash of what a record says (not where it came from, nor its raw text), so
 * the same licence pasted twice, or captured from two pages, gets the same id.
 */
import type { CrashRecord, RecordKind } from './record-types';

/** A record before its id is computed. */
export type RecordContent<R extends CrashRecord = CrashRecord> = R extends CrashRecord ? Omit<R, 'id'> : never;

const PREFIX: Record<RecordKind, string> = {
  driverLicence: 'dl',
  vehicleRegistration: 'reg',
  vin: 'vin',
  usdot: 'dot',
};

/** Fields that say where a record came from rather than what it says. */
const NOT_CONTENT = new Set(['id', 'raw', 'source']);

/** cyrb53: a fast, well-mixed 53-bit string hash (public domain); not for security. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The content of a record as text with sorted keys; empty values and arrays are left out. */
function canonical(record: object): string {
  const entries = Object.entries(record)
    .filter(([key, value]) => !NOT_CONTENT.has(key) && value !== undefined && value !== '')
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** The stable id of a record's content, e.g. `dl-1x2k9f0a3bc`. */
export function recordIdOf(record: RecordContent | CrashRecord): string {
  return `${PREFIX[record.kind]}-${hash53(canonical(record)).toString(36)}`;
}

/** The record with its id set from its content. */
export function withRecordId<R extends CrashRecord>(record: RecordContent<R>): R {
  return { ...record, id: recordIdOf(record) } as unknown as R;
}
