import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The server as a unit test plays it: each call the app sends (its path after /API/ and its
 * payload) is kept in `sent` and answered by the next of the answers queued with `answer`. Reset
 * before each test of the file that calls it, and fetch given back after.
 */
export function answeredFetch() {
  const sent: { path: string; payload: Record<string, unknown> }[] = [];
  const answers: Response[] = [];
  beforeEach(() => {
    sent.length = 0;
    answers.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({ path: url.replace(/^.*\/API\//, ''), payload: JSON.parse(String(init.body)).payload });
        return Promise.resolve(answers.shift()!);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return {
    sent,
    /** Queues the answer of the next call: `body` as JSON with `status`. */
    answer: (status: number, body: unknown) =>
      answers.push(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  };
}
