import { describe, expect, it } from 'vitest';
import { decodeCrashPoints, ENCODED_POINTS_PATTERN, encodeCrashPoints, type CrashPoint } from './crash-point-encoding';

const points: CrashPoint[] = [
  [12, 39.77, -86.16, 'K'],
  [7, 41.0793, -85.1394, null],
  [9_000_001, -0.00001, 0, 'O'],
];

describe('the crash map points as one text', () => {
  it('writes each crash as id,latitude,longitude,level in 1e-5 degrees and reads it back', () => {
    const text = encodeCrashPoints(points);
    expect(text).toBe('12,3977000,-8616000,K;7,4107930,-8513940,-;9000001,-1,0,O');
    expect(text).toMatch(ENCODED_POINTS_PATTERN);
    expect(decodeCrashPoints(text)).toEqual(points);
  });

  it('rounds a point finer than a metre to the nearest 1e-5 degree', () => {
    expect(decodeCrashPoints(encodeCrashPoints([[1, 39.123456789, -86.987654321, 'B']]))).toEqual([
      [1, 39.12346, -86.98765, 'B'],
    ]);
  });

  it('reads no crashes from an empty text', () => {
    expect(encodeCrashPoints([])).toBe('');
    expect(decodeCrashPoints('')).toEqual([]);
    expect('').toMatch(ENCODED_POINTS_PATTERN);
  });

  it('refuses a point of another shape, naming which', () => {
    expect(() => decodeCrashPoints('1,2,3,K;4,5,6')).toThrow(/Crash point 2 is not/);
    expect(() => decodeCrashPoints('1,2,x,K')).toThrow(/Crash point 1 is not/);
    expect(() => decodeCrashPoints('1,2,3,Z')).toThrow(/Crash point 1 has no KABCO level: Z/);
    expect('1,2,3,K;').not.toMatch(ENCODED_POINTS_PATTERN);
    expect('1,2.5,3,K').not.toMatch(ENCODED_POINTS_PATTERN);
  });
});
