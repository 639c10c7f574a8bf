import { useRead } from '../../api/use-mutation';
import { useAppData } from '../../app-data';

/** Where the location map takes its tiles from (MAP_TILE_URL and MAP_TILE_ATTRIBUTION on the server). */
export interface MapTileSettings {
  url: string;
  attribution: string;
}

/** The page's tile settings (the app's root asks for them once a page: app-data.ts, `mapTileSettings`). */
export function useMapTileSettings(): { settings: MapTileSettings | null; error: string } {
  const read = useRead(useAppData().mapTileSettings, 'map-tiles', 'The map settings could not be loaded.');
  return { settings: read.data ?? null, error: read.error };
}
