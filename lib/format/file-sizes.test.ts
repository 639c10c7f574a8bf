import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-sizes';

describe('file sizes in words', () => {
  it('shows bytes, KB and MB in decimal units', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1_000)).toBe('1 KB');
    expect(formatFileSize(12_345)).toBe('12.3 KB');
    expect(formatFileSize(5_000_000)).toBe('5 MB');
    expect(formatFileSize(10_000_000)).toBe('10 MB');
    expect(formatFileSize(1_234_000_000)).toBe('1,234 MB');
  });

  it('never rounds a size up to a limit it is under', () => {
    expect(formatFileSize(4_999_999)).toBe('4.9 MB');
    expect(formatFileSize(999_999)).toBe('999.9 KB');
  });

  it('shows nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
