import { describe, expect, it } from 'vitest';
import { heldRecordsFor, isHeldFor } from './held-records';

const entries = [
  { id: 'a', capturedBy: 'officer' },
  { id: 'b', capturedBy: 'supervisor' },
  { id: 'c', capturedBy: 'officer' },
];

describe('who may see a held record', () => {
  it('is the user who was signed in when it was captured, and no one else', () => {
    expect(isHeldFor({ capturedBy: 'officer' }, 'officer')).toBe(true);
    expect(isHeldFor({ capturedBy: 'officer' }, 'supervisor')).toBe(false);
    // A user name differing only in case is another account's.
    expect(isHeldFor({ capturedBy: 'officer' }, 'Officer')).toBe(false);
  });

  it('is no one while nobody is signed in', () => {
    expect(isHeldFor({ capturedBy: 'officer' }, null)).toBe(false);
    expect(heldRecordsFor(entries, null)).toEqual({ mine: [], others: 3 });
  });

  it('gives the user their own, oldest first, and only how many wait for others', () => {
    expect(heldRecordsFor(entries, 'officer')).toEqual({ mine: [entries[0], entries[2]], others: 1 });
    expect(heldRecordsFor(entries, 'supervisor')).toEqual({ mine: [entries[1]], others: 2 });
    expect(heldRecordsFor([], 'officer')).toEqual({ mine: [], others: 0 });
  });
});
