import { z } from 'zod';
import type { StateRepositoryConfig } from './state-repository';

/**
 * The state's crash repository, which accepted reports are sent to (docs/state-repository.md).
 * Without its URL nothing is sent: submissions wait, saying so.
 */
export const stateRepositoryEnv = {
  STATE_REPOSITORY_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/,
        'STATE_REPOSITORY_URL must be an http:// or https:// URL without a user name or query, e.g. https://crash.state.example/crash/v1',
      )
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  STATE_REPOSITORY_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .max(4096, 'STATE_REPOSITORY_TOKEN must be at most 4096 characters')
      .regex(/^[\x21-\x7e]+$/, 'STATE_REPOSITORY_TOKEN must be printable characters without spaces')
      .optional(),
  ),
  STATE_REPOSITORY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  STATE_REPOSITORY_POLL_START_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  STATE_REPOSITORY_PENDING_ALERT_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
};

type StateRepositoryEnv = z.infer<z.ZodObject<typeof stateRepositoryEnv>>;

/** A token is required with a URL: the state refuses every request without it. */
export function checkStateRepository(e: StateRepositoryEnv, ctx: z.RefinementCtx) {
  if (e.STATE_REPOSITORY_URL && !e.STATE_REPOSITORY_TOKEN)
    ctx.addIssue({
      code: 'custom',
      path: ['STATE_REPOSITORY_TOKEN'],
      message: 'STATE_REPOSITORY_TOKEN is required with STATE_REPOSITORY_URL (the bearer token the state issued)',
    });
}

/** The server's configuration of the state repository and of the submissions to it. */
export interface StateRepositorySettings {
  /**
   * The state's crash repository accepted reports are sent to; undefined (no STATE_REPOSITORY_URL)
   * turns sending off, and submissions wait with STATE_REPOSITORY_OFF_REASON.
   */
  stateRepository: StateRepositoryConfig | undefined;
  /** How submissions ask about their receipts, and when a waiting one is flagged to administrators. */
  stateSubmissions: { pollStartSeconds: number; pendingAlertMinutes: number };
}

export function stateRepositorySettings(e: StateRepositoryEnv): StateRepositorySettings {
  return {
    stateRepository: e.STATE_REPOSITORY_URL
      ? { url: e.STATE_REPOSITORY_URL, token: e.STATE_REPOSITORY_TOKEN!, timeoutMs: e.STATE_REPOSITORY_TIMEOUT_MS }
      : undefined,
    stateSubmissions: {
      pollStartSeconds: e.STATE_REPOSITORY_POLL_START_SECONDS,
      pendingAlertMinutes: e.STATE_REPOSITORY_PENDING_ALERT_MINUTES,
    },
  };
}
