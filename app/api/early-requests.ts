/**
 * What the early script of app/index.html leaves on the page, by the name it leaves it under: the
 * requests it sent before the app's code was parsed, each for the one part of the app that takes it.
 */
export interface EarlyRequests {
  /** The report of a page opened on /reports/:id, and the form it names once it arrived (null: kept here). */
  __crashEarlyReport?: {
    id: number;
    sent: Promise<Response>;
    form?: Promise<{ id: number; sent: Promise<Response> } | null>;
  };
  /** The session check, sent with the stored session's token. */
  __crashEarlyUser?: { token: string; sent: Promise<Response> };
  /** The code lists' changes since the time storage noted (null: every list). */
  __crashEarlyCodeLists?: { since: string | null; sent: Promise<Response> };
}

/**
 * Takes what the early script left under `name`, once: null when it left nothing or `fits` says
 * it was asked for something else (another report, token or time), which is then asked again.
 */
export function takeEarly<K extends keyof EarlyRequests>(
  name: K,
  fits: (early: NonNullable<EarlyRequests[K]>) => boolean,
): NonNullable<EarlyRequests[K]> | null {
  const holder = globalThis as EarlyRequests;
  const early = holder[name];
  holder[name] = undefined;
  return early && fits(early as NonNullable<EarlyRequests[K]>) ? (early as NonNullable<EarlyRequests[K]>) : null;
}
