import { expect } from 'vitest';
import type { CallResult } from './test-server';

/** A refusal of a sign-in limit: 429, Retry-After, and the API's error format saying how long. */
export function expectRefused(res: CallResult & { headers: Record<string, unknown> }, retryAfterSeconds: number) {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(429);
  const after = Number(res.headers['retry-after']);
  expect(after).toBeGreaterThan(retryAfterSeconds - 5);
  expect(after).toBeLessThanOrEqual(retryAfterSeconds);
  const wait = after < 120 ? `${after} second${after === 1 ? '' : 's'}` : `${Math.ceil(after / 60)} minutes`;
  expect(res.body).toEqual({
    status: 'error',
    error: { code: 'too_many_requests', message: `Too many attempts; try again in ${wait}.` },
  });
}
