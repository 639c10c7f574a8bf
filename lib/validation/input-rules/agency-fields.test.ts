import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_INFO_MAX_CHARS,
  additionalInfoProblem,
  agencyNameProblem,
  parseAdditionalInfo,
} from './agency-fields';

describe('agency name', () => {
  it('is required and at most 100 characters', () => {
    expect(agencyNameProblem('Marion County Sheriff')).toBeNull();
    expect(agencyNameProblem('   ')).toBe('The agency name is required.');
    expect(agencyNameProblem('x'.repeat(100))).toBeNull();
    expect(agencyNameProblem('x'.repeat(101))).toBe('The agency name must be at most 100 characters.');
  });
});

describe('additional information', () => {
  it('is a JSON object of bounded size and depth', () => {
    expect(additionalInfoProblem({ phone: '317-555-0100', codes: ['A', 'B'] })).toBeNull();
    expect(additionalInfoProblem([1, 2])).toMatch(/must be a JSON object/);
    expect(additionalInfoProblem('text')).toMatch(/must be a JSON object/);
    expect(additionalInfoProblem({ a: { b: { c: 1 } } })).toBeNull();
    expect(additionalInfoProblem({ a: { b: { c: {} } } })).toBe(
      'The additional information may nest objects and lists at most 3 levels deep.',
    );
    expect(additionalInfoProblem({ note: 'x'.repeat(ADDITIONAL_INFO_MAX_CHARS) })).toBe(
      'The additional information must be at most 4,000 characters as JSON.',
    );
  });

  it('is read from typed text with a message for what is wrong', () => {
    expect(parseAdditionalInfo('')).toEqual({ value: {}, problem: null });
    expect(parseAdditionalInfo('{"phone": "1"}')).toEqual({ value: { phone: '1' }, problem: null });
    expect(parseAdditionalInfo('{"phone": ')).toEqual({
      value: null,
      problem: 'The additional information is not valid JSON.',
    });
    expect(parseAdditionalInfo('[]').problem).toMatch(/must be a JSON object/);
  });
});
