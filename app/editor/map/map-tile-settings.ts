import { useEffect, useState } from 'react';
import { getApplicationSettings } from '../../../lib/api/calls/admin/calls-settings';
import { sharedLoad } from '../../../lib/ui/shared-load';
import { ApiClientError, callApi } from '../../api/client';

/** Where the location map takes its tiles from (MAP_TILE_URL and MAP_TILE_ATTRIBUTION on the server). */
export interface MapTileSettings {
  url: string;
  attribution: string;
}

/** Asked once a page; a failure is forgotten so the next map asks again. */
const loadMapTileSettings = sharedLoad(() =>
  callApi(getApplicationSettings, {}).then((s) => ({ url: s.mapTileUrl, attribution: s.mapTileAttribution })),
);

export function useMapTileSettings(): { settings: MapTileSettings | null; error: string } {
  const [state, setState] = useState<{ settings: MapTileSettings | null; error: string }>({
    settings: null,
    error: '',
  });
  useEffect(() => {
    let live = true;
    loadMapTileSettings().then(
      (settings) => live && setState({ settings, error: '' }),
      (e: unknown) =>
        live &&
        setState({
          settings: null,
          error: e instanceof ApiClientError ? e.message : 'The map settings could not be loaded.',
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
