/**
 * The report editor's Leaflet map, for other screens that pick a point in the state (the
 * profile's default location). Import it lazily: Leaflet is large.
 */
export { LeafletMap, type LeafletMapHandle, type LeafletMapProps } from './map/leaflet-map';
