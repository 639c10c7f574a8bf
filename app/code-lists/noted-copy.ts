import { readStored, storageKeys, writeStored } from '../storage-keys';

/**
 * What storage notes of the code lists this device keeps in IndexedDB, read at once without
 * opening it: the serverTime of the copy, and the latest serverTime at which the server had
 * nothing newer. An answer of no changes moves `since` alone, so the large copy is not written
 * again on every open.
 */
export interface NotedCopy {
  copy: string;
  since: string;
}

export function readNotedCopy(): NotedCopy | null {
  const noted = readStored<unknown>(storageKeys.codeListsSince);
  // A bare time is what earlier versions noted: the copy's own serverTime.
  if (typeof noted === 'string') return { copy: noted, since: noted };
  if (typeof noted !== 'object' || noted === null) return null;
  const { copy, since } = noted as Partial<NotedCopy>;
  return typeof copy === 'string' && typeof since === 'string' ? { copy, since } : null;
}

export function noteCopy(noted: NotedCopy): void {
  writeStored(storageKeys.codeListsSince, noted);
}

/**
 * An answer of changes since `asked.since` (null: every list) brings a copy taken at `copyTime`
 * (null: none) up to date when it starts no later than the copy, or when the copy is the one
 * storage noted as current at that time.
 */
export const answerCovers = (asked: NotedCopy | null, copyTime: string | null) =>
  asked === null || (copyTime !== null && (asked.copy === copyTime || Date.parse(asked.since) <= Date.parse(copyTime)));
