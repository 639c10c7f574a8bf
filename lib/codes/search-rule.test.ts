import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MIN_LENGTH } from './code-list-constants';
import { naturalKey, rankEntries, searchNeedle } from './search-rule';

const entries = [
  { code: 'IC 9-21-5-10', label: 'Speed on a bridge' },
  { code: 'IC 9-21-5-2', label: 'Exceeding the maximum speed limit' },
  { code: 'SP', label: 'Stop arm' },
  { code: 'X1', label: 'Speed contest' },
  { code: 'X2', label: 'Unsafe speed' },
  { code: 'X3', label: 'Following too closely' },
];
const codes = (text: string, limit = 20) => rankEntries(entries, text, limit).map((e) => e.code);

describe('the autocomplete rule', () => {
  it('needs a minimum of 2 characters after trimming, and ignores case', () => {
    expect(AUTOCOMPLETE_MIN_LENGTH).toBe(2);
    expect(searchNeedle('a')).toBeNull();
    expect(searchNeedle(' a ')).toBeNull();
    expect(searchNeedle(' Sp ')).toBe('sp');
    expect(codes('s')).toEqual([]);
  });

  it('puts code-prefix matches first, then labels starting with the text, then labels containing it', () => {
    // Within a rank by label: 'Exceeding ... speed limit' before 'Unsafe speed'.
    expect(codes('sp')).toEqual(['SP', 'X1', 'IC 9-21-5-10', 'IC 9-21-5-2', 'X2']);
    expect(codes('SPEED')).toEqual(['X1', 'IC 9-21-5-10', 'IC 9-21-5-2', 'X2']);
  });

  it('orders codes naturally, so section 2 comes before section 10', () => {
    expect(codes('ic')).toEqual(['IC 9-21-5-2', 'IC 9-21-5-10']);
    expect(naturalKey('IC 9-21-5-2') < naturalKey('IC 9-21-5-10')).toBe(true);
    expect(naturalKey('Abc') === naturalKey('abc')).toBe(true);
  });

  it('leaves out what does not match and answers at most the limit', () => {
    expect(codes('zz')).toEqual([]);
    expect(codes('sp', 2)).toEqual(['SP', 'X1']);
    expect(codes('sp', 0)).toEqual([]);
  });

  it('treats the text literally, with no wildcards', () => {
    expect(codes('%e')).toEqual([]);
    expect(codes('9-21-5-_')).toEqual([]);
  });
});
