import L from 'leaflet';
import type { MapTileSettings } from './map-tile-settings';

/** Whether the last batch of tiles arrived: all, some (partial) or none (failed). */
export type TileHealth = { status: 'ok' } | { status: 'failed' | 'partial'; host: string };

// Leaflet puts the attribution in as HTML; the configured text is shown as text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hostOf = (src: string) => {
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
};

/**
 * The configured tile server's layer, telling after each tile how its batch (the tiles of one
 * view) is arriving: none loaded is the server down, some a partial outage. Both maps (the
 * editor's location map and the crash data map) say so beside the map, never leaving it blank.
 */
export function watchedTileLayer(tiles: MapTileSettings, onTiles: (health: TileHealth) => void): L.TileLayer {
  let loaded = 0;
  let failed = 0;
  let host = hostOf(tiles.url.replace(/\{[a-z]\}/g, '0'));
  const report = () => onTiles(failed === 0 ? { status: 'ok' } : { status: loaded === 0 ? 'failed' : 'partial', host });
  const layer = L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 });
  layer.on('loading', () => {
    loaded = 0;
    failed = 0;
  });
  layer.on('tileload', () => {
    loaded++;
    report();
  });
  layer.on('tileerror', (e: L.TileErrorEvent) => {
    failed++;
    host = hostOf(e.tile.src);
    report();
  });
  return layer;
}
