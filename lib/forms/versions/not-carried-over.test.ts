import { describe, expect, it } from 'vitest';
import { notCarriedOverReasons, notCarriedOverText } from './not-carried-over';

describe('a value not carried over, as text', () => {
  it('keeps text and numbers as they are and joins a multiple pick', () => {
    expect(notCarriedOverText('B')).toBe('B');
    expect(notCarriedOverText(42)).toBe('42');
    expect(notCarriedOverText(true)).toBe('true');
    expect(notCarriedOverText(['01', '04'])).toBe('01, 04');
    expect(notCarriedOverText(null)).toBe('');
  });

  it('writes a structure as JSON, so nothing of it is lost when copied', () => {
    expect(notCarriedOverText({ lat: 39.7, lng: -86.1 })).toBe('{"lat":39.7,"lng":-86.1}');
    expect(notCarriedOverText([{ a: 1 }])).toBe('[{"a":1}]');
  });

  it('says each reason in words', () => {
    expect(Object.keys(notCarriedOverReasons).sort()).toEqual(['code', 'invalid', 'removed']);
    expect(notCarriedOverReasons.removed).toBe('The newer version has no field for it.');
  });
});
