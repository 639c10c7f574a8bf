/** What the early script of app/index.html leaves on the page: the code lists request it sent. */
interface EarlyCodeLists {
  since: string | null;
  sent: Promise<Response>;
}

const holder = globalThis as { __crashEarlyCodeLists?: EarlyCodeLists | undefined };

/**
 * The CodeList/GetUpdated request index.html's early script sent, once; null when there was none
 * or it asked from another time than `since` (storage changed in between, in another tab).
 */
export function takeEarlyCodeListsRequest(since: string | null): Promise<Response> | null {
  const early = holder.__crashEarlyCodeLists;
  holder.__crashEarlyCodeLists = undefined;
  return early && early.since === since ? early.sent : null;
}
