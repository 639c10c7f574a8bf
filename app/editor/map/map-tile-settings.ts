import { getApplicationSettings } from '../../../lib/api/calls/admin/calls-settings';
import { callApi } from '../../api/client';
import { useRead } from '../../api/use-mutation';
import { useAppData } from '../../app-data';

/** Where the location map takes its tiles from (MAP_TILE_URL and MAP_TILE_ATTRIBUTION on the server). */
export interface MapTileSettings {
  url: string;
  attribution: string;
}

/** Asks the server; the app's root keeps the page's one answer (app-data.ts: `mapTileSettings`). */
export const fetchMapTileSettings = (): Promise<MapTileSettings> =>
  callApi(getApplicationSettings, {}).then((s) => ({ url: s.mapTileUrl, attribution: s.mapTileAttribution }));

/** The page's tile settings: asked once a page, and a failure is forgotten so the next map asks again. */
export function useMapTileSettings(): { settings: MapTileSettings | null; error: string } {
  const read = useRead(useAppData().mapTileSettings, 'map-tiles', 'The map settings could not be loaded.');
  return { settings: read.data ?? null, error: read.error };
}
