import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { MapBounds, MapPoint } from '../../../lib/forms/location/location-point';
import type { MapTileSettings } from './map-tile-settings';

import { watchedTileLayer, type TileHealth } from './watched-tile-layer';

export type { TileHealth };

export interface LeafletMapHandle {
  /** Brings a point into view at least this close. */
  show: (point: MapPoint, minZoom: number) => void;
}

export interface LeafletMapProps {
  label: string;
  /** Id of the text that says how to use the map. */
  describedBy: string;
  tiles: MapTileSettings | null;
  bounds: MapBounds;
  point: MapPoint | null;
  /** Where the map opens; later changes of the point pan it instead. */
  initialView: { latitude: number; longitude: number; zoom: number };
  interactive: boolean;
  /** A click, a drag or Enter chose a point at this zoom; false when it was refused (the marker goes back). */
  onPlace: (point: MapPoint, zoom: number) => boolean;
  onTiles: (health: TileHealth) => void;
  ref?: Ref<LeafletMapHandle>;
}

const FOLLOW_TYPING_MS = 400;

/** A drawn marker: Leaflet's default icon is an image whose path Vite's bundling breaks. */
const markerIcon = L.divIcon({
  className: '',
  html: '<span class="block h-5 w-5 rounded-full border-[3px] border-white bg-danger shadow-md ring-1 ring-black/40"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

const toLatLng = (p: MapPoint) => L.latLng(p.latitude, p.longitude);
const toPoint = (l: L.LatLng): MapPoint => ({ latitude: l.lat, longitude: l.lng });
const describePoint = (p: MapPoint) => `Crash location ${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`;

/** The Leaflet map itself: tiles, the bounds drawn, one draggable marker. React owns nothing inside it. */
export function LeafletMap(props: LeafletMapProps) {
  const { label, describedBy, tiles, bounds, point, initialView, interactive, ref } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // Leaflet's handlers are bound once; they read the latest props from here.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useImperativeHandle(ref, () => ({
    show: (p, minZoom) => map.current?.setView(toLatLng(p), Math.max(map.current.getZoom(), minZoom)),
  }));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const m = L.map(element, {
      center: [initialView.latitude, initialView.longitude],
      zoom: initialView.zoom,
      keyboard: true,
    });
    map.current = m;
    // The zoom on the element, for whoever reads the page (tests, assistive scripts).
    const showZoom = () => (element.dataset.zoom = String(m.getZoom()));
    showZoom();
    m.on('zoomend', showZoom);
    L.rectangle(
      [
        [bounds.minLatitude, bounds.minLongitude],
        [bounds.maxLatitude, bounds.maxLongitude],
      ],
      { interactive: false, fill: false, dashArray: '6 4', weight: 2, color: '#1d4ed8' },
    ).addTo(m);

    const place = (at: L.LatLng) => {
      if (!latest.current.interactive) return;
      latest.current.onPlace(toPoint(at), m.getZoom());
    };
    m.on('click', (e: L.LeafletMouseEvent) => place(e.latlng));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && e.target === element) {
        e.preventDefault();
        place(m.getCenter());
      }
    };
    element.addEventListener('keydown', onKey);

    const mark = L.marker(m.getCenter(), { icon: markerIcon, draggable: true, keyboard: true, autoPan: true });
    mark.on('dragend', () => {
      const before = latest.current.point;
      const accepted = latest.current.interactive && latest.current.onPlace(toPoint(mark.getLatLng()), m.getZoom());
      if (!accepted && before) mark.setLatLng(toLatLng(before));
    });
    marker.current = mark;

    // The section may have been hidden or resized while the map was drawn.
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      element.removeEventListener('keydown', onKey);
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is built once; the view, bounds and handlers that change are applied below or read from `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || !tiles) return;
    const layer = watchedTileLayer(tiles, (health) => latest.current.onTiles(health));
    layer.addTo(m);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  useEffect(() => {
    const m = map.current;
    const mark = marker.current;
    if (!m || !mark) return;
    if (!point) {
      mark.remove();
      return;
    }
    const at = toLatLng(point);
    mark.setLatLng(at);
    if (!m.hasLayer(mark)) mark.addTo(m);
    const icon = mark.getElement();
    icon?.setAttribute('title', describePoint(point));
    icon?.setAttribute('aria-label', describePoint(point));
    if (m.getBounds().contains(at)) return;
    // Typed coordinates pass through other points on the way ("39." then "39.7"): the map follows
    // the point once typing pauses, not every key of it.
    const follow = setTimeout(() => m.panTo(at), FOLLOW_TYPING_MS);
    return () => clearTimeout(follow);
  }, [point]);

  useEffect(() => {
    const mark = marker.current;
    if (!mark || !map.current?.hasLayer(mark)) return;
    if (interactive) mark.dragging?.enable();
    else mark.dragging?.disable();
  }, [interactive, point]);

  return (
    <div className="relative">
      <div
        ref={container}
        role="application"
        aria-roledescription="map"
        aria-label={label}
        aria-describedby={describedBy}
        className="peer h-80 w-full rounded border border-line"
      />
      {/* Where Enter places the point: shown while the map has the keyboard. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-1/2 z-[500] hidden -translate-x-1/2 -translate-y-1/2 text-3xl font-bold leading-none text-brand peer-focus-visible:block"
      >
        +
      </span>
    </div>
  );
}
