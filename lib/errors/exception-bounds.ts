/** The bounds of an exception report (lib/api/schemas/exception-schemas.ts), written once for the app and the server. */
export const EXCEPTION_BOUNDS = {
  release: 50,
  screen: 200,
  name: 100,
  message: 500,
  stack: 4000,
  /** Stack frames kept: the top of the stack says where it failed. */
  frames: 30,
} as const;

/** What the browser sends at most (app/errors/exception-reporter.ts). */
export const CLIENT_EXCEPTION_LIMIT = {
  /** Reports in one window; more are dropped until it ends. */
  perWindow: 10,
  windowMs: 60_000,
  /** The same error again within the window is counted, not sent again. */
} as const;

/** What the server takes at most (server/api/exception-limits.ts). */
export const SERVER_EXCEPTION_LIMIT = {
  /** Reports from one address (or one session) in a window; more are refused with 429. */
  perAddress: 30,
  /** Reports from everyone in a window, per server process; more are taken and dropped unlogged. */
  perProcess: 600,
  windowMs: 60_000,
} as const;
