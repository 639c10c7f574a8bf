import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { getAt } from '../../../lib/forms/definition/paths';
import {
  checkMapPoint,
  checkPlacementZoom,
  DEFAULT_MAP_VIEW,
  formatCoordinate,
  locationMapFields,
  POINT_ZOOM,
  readMapPoint,
  type MapBounds,
  type MapPoint,
} from '../../../lib/forms/location/location-point';
import { Alert } from '../../../components/alert';
import { useEditor } from '../open-report/editor-context';
import { GeocodeSearch } from './geocode-search';
import type { LeafletMapHandle, TileHealth } from './leaflet-map';
import { useMapTileSettings } from './map-tile-settings';
import { useRoadSnap } from './snap-to-road';
import type { SpecialFieldProps } from '../controls/special-field-props';

// Leaflet is most of the editor's code by weight and only the Location section shows it: it loads
// when the map is first shown, not when a report opens.
const LeafletMap = lazy(() => import('./leaflet-map').then((m) => ({ default: m.LeafletMap })));

const TYPE_INSTEAD = 'type the latitude and longitude instead.';

/** The editor's location map: click, drag, Enter or an address search sets the coordinate fields. */
export function LocationMap({ field, path, disabled }: SpecialFieldProps) {
  const definition = useEditor((s) => s.definition);
  if (!definition) return null;
  return <LocationMapBody field={field} path={path} disabled={disabled} definition={definition} />;
}

/** The value at a path the form may not have (a sibling field of the map, found by its role). */
const valueAt = (data: Record<string, unknown>, path: string | null) => (path === null ? undefined : getAt(data, path));

function LocationMapBody({ field, path, disabled, definition }: SpecialFieldProps & { definition: FormDefinition }) {
  const id = useId();
  const bounds: MapBounds = definition.mapBounds;
  const fields = useMemo(() => locationMapFields(definition, path), [definition, path]);
  const latitude = useEditor((s) => valueAt(s.data, fields.latitudePath));
  const longitude = useEditor((s) => valueAt(s.data, fields.longitudePath));
  const unableToMap = useEditor((s) => valueAt(s.data, fields.unableToMapPath) === true);
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const { point, problem } = useMemo(() => readMapPoint(latitude, longitude, bounds), [latitude, longitude, bounds]);
  const tiles = useMapTileSettings();
  const [tileHealth, setTileHealth] = useState<TileHealth>({ status: 'ok' });
  const { notice, setNotice, setOnRoadway } = useRoadSnap(fields);
  const map = useRef<LeafletMapHandle>(null);
  const [initialView] = useState(() => (point ? { ...point, zoom: POINT_ZOOM } : DEFAULT_MAP_VIEW));

  const why = readOnly
    ? 'This report cannot be changed, so the map only shows the point.'
    : unableToMap
      ? 'Unable to Map is ticked, so the map does not set the point. Untick it to use the map; typed coordinates still count.'
      : disabled
        ? 'The map cannot set the point here.'
        : '';

  /** A point chosen at this zoom: refused outside the bounds, zoomed in to when too far out, else set on its roadway. */
  function place(p: MapPoint, zoom: number): boolean {
    if (disabled) return false;
    const check = checkMapPoint(p, bounds);
    if (!check.ok) {
      setNotice({ tone: 'refused', text: check.message });
      return false;
    }
    const close = checkPlacementZoom(zoom);
    if (!close.ok) {
      map.current?.show(p, POINT_ZOOM);
      setNotice({ tone: 'refused', text: close.message });
      return false;
    }
    void setOnRoadway(p);
    return true;
  }

  const limits = `latitude ${bounds.minLatitude} to ${bounds.maxLatitude}, longitude ${bounds.minLongitude} to ${bounds.maxLongitude}`;
  const tileProblem = tiles.error
    ? `The map could not be set up (${tiles.error}); ${TYPE_INSTEAD}`
    : tileHealth.status === 'failed'
      ? `The map tiles could not be loaded from ${tileHealth.host}; ${TYPE_INSTEAD}`
      : tileHealth.status === 'partial'
        ? `Some map tiles could not be loaded from ${tileHealth.host}; parts of the map may be blank.`
        : '';

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded border border-line p-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {field.label}
      </h3>
      <p id={`${id}-help`} className="text-sm text-muted">
        Click the map or drag the marker to set the latitude and longitude, inside the dashed box ({limits}). The point
        is set at street level (zoom {POINT_ZOOM}; a click farther out zooms in there first) and moves to the nearest
        roadway unless Not on Roadway is ticked. Keyboard: arrow keys move the map, + and − zoom, Enter sets the point
        at the centre.
      </p>
      {why && (
        <p role="note" className="text-sm font-medium">
          {why}
        </p>
      )}
      {tileProblem && <Alert tone="warning">{tileProblem}</Alert>}
      {notice && (
        <p
          role={notice.tone === 'refused' ? 'alert' : 'status'}
          className={`text-sm ${notice.tone === 'done' ? 'text-ok' : notice.tone === 'refused' ? 'text-danger' : 'text-muted'}`}
        >
          {notice.text}
        </p>
      )}
      {problem && <p className="text-sm text-muted">{problem}</p>}
      <Suspense
        fallback={
          <p
            role="status"
            className="flex h-80 items-center justify-center rounded border border-line text-sm text-muted"
          >
            Loading the map…
          </p>
        }
      >
        <LeafletMap
          ref={map}
          label={`${field.label}: crash location${point ? ` at ${formatCoordinate(point.latitude)}, ${formatCoordinate(point.longitude)}` : ', not set'}`}
          describedBy={`${id}-help`}
          tiles={tiles.settings}
          bounds={bounds}
          point={point}
          initialView={initialView}
          interactive={!disabled}
          onPlace={place}
          onTiles={(next) =>
            setTileHealth((prev) =>
              prev.status === next.status && ('host' in prev ? prev.host : '') === ('host' in next ? next.host : '')
                ? prev
                : next,
            )
          }
        />
      </Suspense>
      <GeocodeSearch
        sectionPath={path.replace(/\.[^.]+$/, '')}
        disabled={disabled}
        onPick={(c) => {
          const p = { latitude: c.latitude, longitude: c.longitude };
          // A found address is already at street level: shown there, it is set like a click at that zoom.
          if (!place(p, POINT_ZOOM)) return false;
          map.current?.show(p, POINT_ZOOM);
          return true;
        }}
      />
    </section>
  );
}
