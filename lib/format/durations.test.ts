import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations';

describe('formatDuration', () => {
  it('says minutes from a minute up, seconds below', () => {
    expect(formatDuration(1_800_000)).toBe('30 minutes');
    expect(formatDuration(60_000)).toBe('1 minute');
    expect(formatDuration(8_000)).toBe('8 seconds');
    expect(formatDuration(1_000)).toBe('1 second');
  });
});
