import { getCurrentUser, getUserPermissions, keepAlive } from '../../lib/api/calls/calls-account';
import { getUpdatedCodeLists, searchCodeList } from '../../lib/api/calls/calls-code-list';
import { decodeVin, geocode, personSearch, snapToRoad, usdotSearch } from '../../lib/api/calls/calls-lookup';
import { listReports } from '../../lib/api/calls/calls-report';
import { advancedSearch, quickSearch } from '../../lib/api/calls/calls-search';
import { crashDataLocations, crashDataPoints, crashDataViews } from '../../lib/api/calls/calls-crash-data';
import { getApplicationSettings } from '../../lib/api/calls/admin/calls-settings';

/**
 * Calls that change nothing the read replica's reads show, so they do not keep the caller's reads
 * on the primary (docs/server.md, "The read replica"). Every other call counts as a write, so a
 * call added later is safe without being listed here; these are the ones a signed-in page makes
 * often (the session's keep-alive, the tables and searches, code lists and lookups while typing).
 */
export const callsWithoutWrites: ReadonlySet<string> = new Set(
  [
    keepAlive,
    getCurrentUser,
    getUserPermissions,
    getApplicationSettings,
    getUpdatedCodeLists,
    searchCodeList,
    decodeVin,
    usdotSearch,
    geocode,
    snapToRoad,
    personSearch,
    listReports,
    quickSearch,
    advancedSearch,
    crashDataViews,
    crashDataPoints,
    crashDataLocations,
  ].map((call) => call.path),
);
