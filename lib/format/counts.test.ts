import { describe, expect, it } from 'vitest';
import { counted } from './counts';

describe('a count with its noun', () => {
  it('says one in the singular, any other number in the plural, with thousands separated', () => {
    expect(counted(1, 'crash', 'crashes')).toBe('1 crash');
    expect(counted(0, 'crash', 'crashes')).toBe('0 crashes');
    expect(counted(2400, 'crash is', 'crashes are')).toBe('2,400 crashes are');
  });
});
