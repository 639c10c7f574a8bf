import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './sign-in-limits';

describe('the message of a refused sign-in attempt', () => {
  it('counts seconds under two minutes and minutes, rounded up, beyond', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts; try again in 1 second.');
    expect(tooManyAttemptsMessage(41.2)).toBe('Too many attempts; try again in 42 seconds.');
    expect(tooManyAttemptsMessage(119)).toBe('Too many attempts; try again in 119 seconds.');
    expect(tooManyAttemptsMessage(121)).toBe('Too many attempts; try again in 3 minutes.');
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts; try again in 1 second.');
  });
});
