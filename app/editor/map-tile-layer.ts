/** The tile layer that tells whether its tiles arrive, for other maps than the editor's (the crash data map). */
export { watchedTileLayer, type TileHealth } from './map/watched-tile-layer';
