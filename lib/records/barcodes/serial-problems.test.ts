import { describe, expect, it } from 'vitest';
import { serialProblem } from './serial-problems';

describe('serialProblem', () => {
  it('tells a cancelled port chooser, a busy port and an unplugged scanner apart', () => {
    expect(serialProblem({ name: 'NotFoundError' })).toBe(
      'No scanner was chosen. Press Connect scanner and pick its port.',
    );
    expect(serialProblem({ name: 'InvalidStateError' })).toMatch(/already open/);
    expect(serialProblem({ name: 'NetworkError' })).toMatch(/unplugged/);
    expect(serialProblem(new Error('x'))).toMatch(/stopped answering/);
  });
});
