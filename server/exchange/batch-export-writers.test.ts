import { describe, expect, it } from 'vitest';
import { zipEntryName } from './batch-export-writers';

describe('zip entry names of the batch export', () => {
  it('names a document by report id and case number, safe in any file system', () => {
    expect(zipEntryName(7, '2026-000123')).toBe('7-2026-000123.xml');
    expect(zipEntryName(7, '../../etc/passwd')).toBe('7-etc_passwd.xml');
    expect(zipEntryName(7, 'A/B C:D')).toBe('7-A_B_C_D.xml');
    expect(zipEntryName(7, null)).toBe('7.xml');
    expect(zipEntryName(7, '///')).toBe('7.xml');
    expect(zipEntryName(7, 'x'.repeat(100))).toBe(`7-${'x'.repeat(60)}.xml`);
  });
});
