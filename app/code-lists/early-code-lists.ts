import { takeEarly } from '../api/early-requests';

/**
 * The CodeList/GetUpdated request index.html's early script sent, once; null when there was none
 * or it asked from another time than `since` (storage changed in between, in another tab).
 */
export const takeEarlyCodeListsRequest = (since: string | null): Promise<Response> | null =>
  takeEarly('__crashEarlyCodeLists', (early) => early.since === since)?.sent ?? null;
