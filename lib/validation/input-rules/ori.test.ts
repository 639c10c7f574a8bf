import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, oriProblem, oriSchema } from './ori';

describe('ORI rules', () => {
  it('accepts nine upper-case letters and digits starting with the state', () => {
    expect(DEFAULT_STATE).toBe('IN');
    expect(oriProblem('IN0490000')).toBeNull();
    expect(oriProblem('INABC12Z9')).toBeNull();
    expect(oriSchema().safeParse('IN0490000').success).toBe(true);
  });

  it('names what is wrong, in the order a person fixes it', () => {
    expect(oriProblem('')).toBe('The ORI is required.');
    expect(oriProblem('IN049')).toBe('The ORI must be 9 characters.');
    expect(oriProblem('IN04900001')).toBe('The ORI must be 9 characters.');
    expect(oriProblem('in0490000')).toBe('The ORI may contain only upper-case letters (A to Z) and digits.');
    expect(oriProblem('IN049-000')).toBe('The ORI may contain only upper-case letters (A to Z) and digits.');
    expect(oriProblem('IN04900É0')).toBe('The ORI may contain only upper-case letters (A to Z) and digits.');
    expect(oriProblem('OH0490000')).toBe('The ORI must start with IN.');
  });

  it('checks the prefix of another state when asked', () => {
    expect(oriProblem('OH0490000', 'OH')).toBeNull();
    expect(oriProblem('IN0490000', 'OH')).toBe('The ORI must start with OH.');
  });

  it('gives the schema the same message', () => {
    const result = oriSchema().safeParse('XX0490000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The ORI must start with IN.');
  });
});
