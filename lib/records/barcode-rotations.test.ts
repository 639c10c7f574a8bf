import { describe, expect, it } from 'vitest';
import { rotationPlan } from './barcode-rotations';

describe('rotationPlan', () => {
  it('tries the frame straight, then 5 and 10 degrees either way', () => {
    expect(rotationPlan()).toEqual([0, 5, -5, 10, -10]);
  });

  it('keeps to the budget, never below the straight read', () => {
    expect(rotationPlan(3)).toEqual([0, 5, -5]);
    expect(rotationPlan(0)).toEqual([0]);
    expect(rotationPlan(Number.NaN)).toEqual([0, 5, -5, 10, -10]);
  });
});
