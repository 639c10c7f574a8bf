/** The location map's tile settings, for other screens with a map (the profile's default location). */
export { MapTileSettingsContext, useMapTileSettings, type MapTileSettings } from './map/map-tile-settings';
