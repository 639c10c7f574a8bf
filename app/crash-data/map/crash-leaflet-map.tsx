import L from 'leaflet';
// leaflet.heat extends the `L` that Leaflet puts on window, so it is imported after Leaflet.
import 'leaflet.heat';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import type { MapTileSettings } from '../../editor/map-tiles';
import { watchedTileLayer } from '../../editor/map-tile-layer';
import { CrashClusters, cellItems, type MapItem } from './crash-clusters';
import { boundsOf } from './crash-points';
import type { CrashPoint } from '../../../lib/analysis/crash-point-encoding';
import { cellSteps, MAP_MAX_LATITUDE, type CrashCell, type MapView } from '../../../lib/analysis/crash-map-cells';
import { clusterFill, clusterName, clusterSize, pointName, SEVERITY_COLOURS, severityName } from './crash-map-style';

export interface CrashLeafletMapProps {
  label: string;
  describedBy: string;
  tiles: MapTileSettings | null;
  points: readonly CrashPoint[];
  /** Squares of counts the server answered instead of points (too many crashes), and their zoom. */
  cells: readonly CrashCell[];
  cellZoom: number;
  /** Told what the map shows after each move, when the filter has too many crashes for points. */
  onViewChange?: (view: MapView) => void;
  /** The filter the points are of: the map fits the points when it changes, not at each refresh. */
  fitKey: string;
  heat: boolean;
  /** Whether the last batch of tiles failed altogether (the tile server is down). */
  onTilesFailed: (failed: boolean) => void;
  /** The popup's "Open report" was followed (inside the app, not a page load). */
  onOpenReport: (reportId: number) => void;
}

/** Indiana, where the map opens before it has points to fit. */
const INDIANA: L.LatLngBoundsExpression = [
  [37.77, -88.1],
  [41.77, -84.78],
];
const POINT_SIZE = 16;
/** The view asked for reaches a quarter beyond each edge, so a short pan finds its crashes there. */
const VIEW_PAD = 0.25;

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));

/** What the map shows, as the server is asked for it (within the latitudes Web Mercator draws). */
function viewOf(m: L.Map): MapView {
  const b = m.getBounds().pad(VIEW_PAD);
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    zoom: Math.round(m.getZoom()),
    west: round(clamp(b.getWest(), -180, 180)),
    south: round(clamp(b.getSouth(), -MAP_MAX_LATITUDE, MAP_MAX_LATITUDE)),
    east: round(clamp(b.getEast(), -180, 180)),
    north: round(clamp(b.getNorth(), -MAP_MAX_LATITUDE, MAP_MAX_LATITUDE)),
  };
}

/** The box around the squares, each half a side beyond its crashes' middle; null when there are none. */
function cellBounds(cells: readonly CrashCell[], zoom: number): [[number, number], [number, number]] | null {
  const box = boundsOf(cells.map((c, i): CrashPoint => [i, c.latitude, c.longitude, null]));
  if (!box) return null;
  const half = cellSteps(zoom).longitude / 2;
  return [
    [box[0][0] - half, box[0][1] - half],
    [box[1][0] + half, box[1][1] + half],
  ];
}

function itemMarker(item: MapItem): L.Marker {
  const at: L.LatLngExpression = [item.latitude, item.longitude];
  if (item.kind === 'cluster') {
    const size = clusterSize(item.count);
    const html = `<span class="flex h-full w-full items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md ring-1 ring-black/40" style="background:${clusterFill(item.counts)}"><span class="rounded bg-black/60 px-1">${item.count.toLocaleString('en-US')}</span></span>`;
    return L.marker(at, {
      icon: L.divIcon({ className: 'crash-cluster', html, iconSize: [size, size] }),
      keyboard: true,
      title: clusterName(item.counts),
    });
  }
  const html = `<span class="block h-full w-full rounded-full border-2 border-white shadow ring-1 ring-black/50" style="background:${SEVERITY_COLOURS[item.level ?? 'none']}"></span>`;
  return L.marker(at, {
    icon: L.divIcon({ className: 'crash-point', html, iconSize: [POINT_SIZE, POINT_SIZE] }),
    keyboard: true,
    title: pointName(item.reportId, item.level),
  });
}

/** The popup of one crash: its report and severity, and the link to open it. */
function popupOf(item: MapItem & { kind: 'crash' }, open: (id: number) => void): HTMLElement {
  const { reportId } = item;
  const box = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = `Report #${reportId}`;
  const severity = document.createElement('p');
  severity.textContent = severityName(item.level);
  const link = document.createElement('a');
  link.href = `/reports/${reportId}`;
  link.textContent = 'Open report';
  link.className = 'text-brand underline';
  link.addEventListener('click', (e) => {
    // A new tab or window is the browser's; a plain click stays in the app.
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    open(reportId);
  });
  box.append(title, severity, link);
  return box;
}

/** The crash map itself: tiles, clusters of the points in view, the heat layer. React owns nothing inside it. */
export function CrashLeafletMap(props: CrashLeafletMapProps) {
  const { label, describedBy, tiles, points, cells, cellZoom, fitKey, heat } = props;
  const fitted = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<L.LayerGroup | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // Squares when the server counted the crashes (too many for points), else the points' own clusters.
  const clusters = useMemo(() => (cells.length ? null : new CrashClusters(points)), [points, cells]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const m = L.map(element, { keyboard: true, maxZoom: 19 });
    m.fitBounds(INDIANA);
    map.current = m;
    drawn.current = L.layerGroup().addTo(m);
    const showZoom = () => (element.dataset.zoom = String(m.getZoom()));
    showZoom();
    m.on('zoomend', showZoom);
    // The popup is drawn after every marker: its link takes the focus, so Enter on a crash leads to it.
    m.on('popupopen', (e: L.PopupEvent) => e.popup.getElement()?.querySelector('a')?.focus());
    // The same view is not asked for twice (a fit that did not move the map ends a move too).
    let told = '';
    m.on('moveend', () => {
      const view = viewOf(m);
      const key = JSON.stringify(view);
      if (!latest.current.onViewChange || key === told) return;
      told = key;
      latest.current.onViewChange(view);
    });
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      m.remove();
      map.current = null;
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || !tiles) return;
    // A batch of tiles none of which loaded is a tile server down; one tile loading clears it.
    const layer = watchedTileLayer(tiles, (health) => latest.current.onTilesFailed(health.status === 'failed'));
    layer.addTo(m);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  // The points: fitted when the filter changes, and the clusters of the view drawn again after each move.
  useEffect(() => {
    const m = map.current;
    const group = drawn.current;
    if (!m || !group) return;
    const draw = () => {
      const b = m.getBounds().pad(0.25);
      const items = clusters
        ? clusters.itemsIn([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], m.getZoom())
        : cellItems(
            cells.filter((c) => b.contains([c.latitude, c.longitude])),
            cellZoom,
          );
      // A chosen cluster is gone once the map zoomed in: the focus goes back to the map, not to the page.
      const focused = document.activeElement;
      const hadFocus = !!focused && focused !== container.current && !!container.current?.contains(focused);
      group.clearLayers();
      for (const item of items) {
        const marker = itemMarker(item);
        if (item.kind === 'cluster') {
          const zoomIn = () =>
            m.setView(
              [item.latitude, item.longitude],
              item.zoomTo ?? clusters?.expansionZoom(item.id) ?? m.getZoom() + 1,
            );
          marker.on('click', zoomIn);
          marker.on('keypress', (e: L.LeafletKeyboardEvent) => {
            if (e.originalEvent.key === 'Enter') zoomIn();
          });
        } else {
          marker.bindPopup(() => popupOf(item, (id) => latest.current.onOpenReport(id)));
        }
        group.addLayer(marker);
        // A div icon's name would be its text (the count): the full name is given as its label.
        marker
          .getElement()
          ?.setAttribute(
            'aria-label',
            item.kind === 'cluster' ? clusterName(item.counts) : pointName(item.reportId, item.level),
          );
      }
      container.current?.setAttribute('data-items', String(items.length));
      if (hadFocus && !container.current?.contains(document.activeElement))
        container.current?.focus({ preventScroll: true });
    };
    const bounds = cells.length ? cellBounds(cells, cellZoom) : boundsOf(points);
    if (bounds && fitted.current !== fitKey) {
      fitted.current = fitKey;
      m.fitBounds(bounds, { padding: [24, 24], maxZoom: 15, animate: false });
    }
    draw();
    m.on('moveend', draw);
    return () => {
      m.off('moveend', draw);
    };
    // A refresh of the same filter keeps the view the user moved to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clusters, cells]);

  useEffect(() => {
    const m = map.current;
    if (!m || !heat) return;
    // A square weighs as many crashes as it counts, the heaviest at full heat.
    const layer = cells.length
      ? L.heatLayer(
          cells.map((c): L.HeatLatLngTuple => [c.latitude, c.longitude, c.counts.reduce((sum, n) => sum + n, 0)]),
          {
            radius: 30,
            blur: 20,
            maxZoom: 14,
            max: Math.max(...cells.map((c) => c.counts.reduce((s, n) => s + n, 0))),
          },
        ).addTo(m)
      : L.heatLayer(
          points.map(([, latitude, longitude]) => [latitude, longitude, 1] as L.HeatLatLngTuple),
          { radius: 20, blur: 15, maxZoom: 14 },
        ).addTo(m);
    return () => {
      layer.remove();
    };
  }, [heat, points, cells]);

  return (
    <div
      ref={container}
      role="application"
      aria-roledescription="map"
      aria-label={label}
      aria-describedby={describedBy}
      // A plain light background where tiles are missing, so the points show without them.
      className="h-[32rem] w-full rounded border border-line"
      style={{ background: '#f1f5f9' }}
    />
  );
}

export default CrashLeafletMap;
