import { describe, expect, it } from 'vitest';
import { cameraProblem } from './camera-problems';

describe('cameraProblem', () => {
  it('tells a refused camera how to allow it', () => {
    expect(cameraProblem({ name: 'NotAllowedError', message: 'Permission denied' })).toMatch(
      /^The camera was refused\. Allow the camera for this site/,
    );
  });

  it('tells a missing camera apart from a busy one', () => {
    expect(cameraProblem({ name: 'NotFoundError' })).toMatch(/^No camera was found on this device/);
    expect(cameraProblem({ name: 'NotReadableError' })).toMatch(/^The camera is in use by another program/);
  });

  it('says something useful for anything else thrown', () => {
    expect(cameraProblem(new Error('boom'))).toMatch(/^The camera could not be started/);
    expect(cameraProblem(undefined)).toMatch(/^The camera could not be started/);
  });
});
