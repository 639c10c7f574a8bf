import { describe, expect, it } from 'vitest';
import { rotationPlan } from './barcode-rotations';

describe('rotationPlan', () => {
  it('reads each frame straight, then at two of the retries, 5 degrees either way and 10 on the next frame', () => {
    expect(rotationPlan(0)).toEqual([0, 5, -5]);
    expect(rotationPlan(1)).toEqual([0, 10, -10]);
    expect(rotationPlan(2)).toEqual([0, 5, -5]);
    expect(rotationPlan()).toEqual([0, 5, -5]);
  });

  it('takes a frame number that is none as the first frame', () => {
    expect(rotationPlan(Number.NaN)).toEqual([0, 5, -5]);
    expect(rotationPlan(-3)).toEqual([0, 5, -5]);
  });
});
