import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineCall } from './define-call';

describe('defineCall', () => {
  it('builds a schema the first time it is read, once, and never one that is not read', () => {
    const built: string[] = [];
    const call = defineCall({
      path: 'Test/Echo',
      access: 'session',
      summary: 'test',
      request: () => (built.push('request'), z.object({ text: z.string() })),
      response: () => (built.push('response'), z.object({ echo: z.string() })),
    });
    expect(call.path).toBe('Test/Echo');
    expect(built).toEqual([]);
    expect(call.response.parse({ echo: 'a' })).toEqual({ echo: 'a' });
    expect(call.response.safeParse({ echo: 1 }).success).toBe(false);
    expect(call.response).toBe(call.response);
    expect(built).toEqual(['response']);
  });
});
