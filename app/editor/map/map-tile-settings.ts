import { useRead } from '../../api/use-mutation';
import { providedContext } from '../../provided-context';

/** Where the location map takes its tiles from (MAP_TILE_URL and MAP_TILE_ATTRIBUTION on the server). */
export interface MapTileSettings {
  url: string;
  attribution: string;
}

/** How the page asks for its tile settings: once a page, made by the app's root. */
export const [MapTileSettingsContext, useMapTileAsk] = providedContext<() => Promise<MapTileSettings>>(
  'The map tile settings need a MapTileSettingsContext above them',
);

/** The page's tile settings (the app's root asks for them once a page, MapTileSettingsContext). */
export function useMapTileSettings(): { settings: MapTileSettings | null; error: string } {
  const read = useRead(useMapTileAsk(), 'map-tiles', 'The map settings could not be loaded.');
  return { settings: read.data ?? null, error: read.error };
}
