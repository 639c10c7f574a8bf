import { getApplicationSettings } from '../../../lib/api/calls/admin/calls-settings';
import { cachedByKey, sharedLoad } from '../../../lib/ui/shared-load';
import { useApiClient } from '../../api/api-client-context';
import type { ApiClient } from '../../api/client';
import { useRead } from '../../api/use-mutation';

/** Where the location map takes its tiles from (MAP_TILE_URL and MAP_TILE_ATTRIBUTION on the server). */
export interface MapTileSettings {
  url: string;
  attribution: string;
}

/** Asked once a page (of the page's one API client); a failure is forgotten so the next map asks again. */
const mapTileSettingsOf = cachedByKey((api: ApiClient) =>
  sharedLoad(() =>
    api.call(getApplicationSettings, {}).then((s) => ({ url: s.mapTileUrl, attribution: s.mapTileAttribution })),
  ),
);

export function useMapTileSettings(): { settings: MapTileSettings | null; error: string } {
  const read = useRead(mapTileSettingsOf(useApiClient()), 'map-tiles', 'The map settings could not be loaded.');
  return { settings: read.data ?? null, error: read.error };
}
