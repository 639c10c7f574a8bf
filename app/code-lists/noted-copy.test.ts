import { describe, expect, it } from 'vitest';
import { answerCovers } from './noted-copy';

const at = (since: string, copy = since) => ({ copy, since });

describe('whether the code lists answer asked for at once fits the copy on this device', () => {
  it('fits when it holds every list, or every change since the copy was taken or before', () => {
    expect(answerCovers(null, null)).toBe(true);
    expect(answerCovers(null, '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(answerCovers(at('2026-11-20T10:00:00.000Z'), '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(answerCovers(at('2026-11-19T10:00:00.000Z'), '2026-11-20T10:00:00.000Z')).toBe(true);
  });

  it('fits a copy storage noted as still current at a later time', () => {
    expect(answerCovers(at('2026-11-22T10:00:00.000Z', '2026-11-20T10:00:00.000Z'), '2026-11-20T10:00:00.000Z')).toBe(
      true,
    );
  });

  it('does not fit a copy taken before the time it asked from, nor a device without a copy', () => {
    expect(answerCovers(at('2026-11-21T10:00:00.000Z'), '2026-11-20T10:00:00.000Z')).toBe(false);
    expect(answerCovers(at('2026-11-22T10:00:00.000Z', '2026-11-21T10:00:00.000Z'), '2026-11-20T10:00:00.000Z')).toBe(
      false,
    );
    expect(answerCovers(at('2026-11-20T10:00:00.000Z'), null)).toBe(false);
  });
});
