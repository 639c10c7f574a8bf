import { describe, expect, it } from 'vitest';
import { applyMask, shapeInput, shapeNumber } from './mask';

describe('input masks as the officer types', () => {
  it.each([
    ['3175550100', '999-999-9999', '317-555-0100'],
    ['317', '999-999-9999', '317'],
    ['3175', '999-999-9999', '317-5'],
    ['(317) 555-0100 ext', '999-999-9999', '317-555-0100'],
    ['11202026', '99/99/9999', '11/20/2026'],
    ['1405', '99:99', '14:05'],
    ['123456a', '999999A', '123456A'],
    ['12345ab', '999999A', '12345'],
  ])('%s with mask %s becomes %s', (input, mask, expected) => {
    expect(applyMask(input, mask)).toBe(expected);
  });

  it('keeps numbers to their digits, decimals and sign', () => {
    expect(shapeNumber('123', { integerDigits: 2, fractionDigits: 0 })).toBe('12');
    expect(shapeNumber('39.4109931234', { integerDigits: 2, fractionDigits: 9 })).toBe('39.410993123');
    expect(shapeNumber('-86.4', { integerDigits: 2, fractionDigits: 9, min: -88 })).toBe('-86.4');
    expect(shapeNumber('-5', { integerDigits: 2, fractionDigits: 0, min: 0 })).toBe('5');
    expect(shapeNumber('12.5', { integerDigits: 2, fractionDigits: 1 })).toBe('12.5');
  });

  it('forces upper case and cuts text to its length', () => {
    expect(shapeInput('jane doe', { key: 'N', label: 'N', type: 'text', upperCase: true, maxLength: 6 })).toBe(
      'JANE D',
    );
    expect(shapeInput('a@b.org', { key: 'E', label: 'E', type: 'text', email: true })).toBe('a@b.org');
    expect(shapeInput('12ab345', { key: 'D', label: 'D', type: 'text', digits: 4 })).toBe('1234');
  });
});
