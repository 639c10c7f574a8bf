import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it('quotes as RFC 4180 says: commas, quotes, line breaks and edge spaces, quotes doubled', () => {
    expect(csvCell('MERIDIAN ST')).toBe('MERIDIAN ST');
    expect(csvCell('100 N MERIDIAN, "A"')).toBe('"100 N MERIDIAN, ""A"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('one\nline')).toBe('"one\nline"');
    expect(csvCell(' lead')).toBe('" lead"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(false)).toBe('false');
  });

  it('leads a text a spreadsheet would run as a formula with an apostrophe, but not a number', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(text).replace(/^"/, ''), JSON.stringify(text)).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell(-1)).toBe('-1');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
