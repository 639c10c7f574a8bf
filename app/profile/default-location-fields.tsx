import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { CodeListId } from '../../lib/codes/list-ids';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import {
  checkMapPoint,
  DEFAULT_MAP_VIEW,
  formatCoordinate,
  readMapPoint,
  type MapPoint,
} from '../../lib/forms/location/location-point';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useAppData } from '../app-data';
import { useCodeLists } from '../code-lists/code-list-store';
import { useMapTileSettings } from '../editor/map-tiles';

// Leaflet loads with this section only, as in the report editor.
const LeafletMap = lazy(() => import('../editor/leaflet-map').then((m) => ({ default: m.LeafletMap })));

/** The default location as the form holds it: codes, and the coordinates as typed. */
export interface LocationDraft {
  county: string;
  city: string;
  latitude: string;
  longitude: string;
}

export type LocationErrors = Partial<Record<keyof LocationDraft, string>>;

const bounds = vehicleCrashReport.mapBounds;
/** Close enough to see the county and its towns, far enough to see the state's roads around. */
const PROFILE_POINT_ZOOM = 11;

/**
 * County, city or town (cascading from the county, as the report editor's Location section) and
 * the point on the map where the officer's new reports start. Coordinates can be typed too.
 */
export function DefaultLocationFields({
  value,
  onChange,
  errors,
}: {
  value: LocationDraft;
  onChange: (next: LocationDraft) => void;
  errors: LocationErrors;
}) {
  const id = useId();
  const lookup = useCodeLists((s) => s.lookup);
  const listError = useCodeLists((s) => s.error);
  const tiles = useMapTileSettings();
  const [notice, setNotice] = useState('');
  const { loadCodeLists } = useAppData();
  useEffect(() => {
    void loadCodeLists();
  }, [loadCodeLists]);

  const counties = useMemo(
    () => (lookup?.entries(CodeListId.County) ?? []).map((e) => ({ value: e.code, label: e.label })),
    [lookup],
  );
  const cities = useMemo(
    () =>
      value.county && lookup
        ? lookup.children(CodeListId.City, value.county).map((e) => ({ value: e.code, label: e.label }))
        : [],
    [lookup, value.county],
  );
  const { point, problem } = readMapPoint(value.latitude, value.longitude, bounds);
  const [initialView] = useState(() => (point ? { ...point, zoom: PROFILE_POINT_ZOOM } : DEFAULT_MAP_VIEW));

  function place(p: MapPoint): boolean {
    const check = checkMapPoint(p, bounds);
    if (!check.ok) {
      setNotice(check.message);
      return false;
    }
    setNotice('');
    onChange({ ...value, latitude: formatCoordinate(p.latitude, 6), longitude: formatCoordinate(p.longitude, 6) });
    return true;
  }

  return (
    // Its own stacking context: Leaflet's panes (z-index 400 and up) stay under the sticky header and menu.
    <fieldset className="isolate flex flex-col gap-3 rounded border border-line p-4">
      <legend className="px-1 font-semibold">Default location of new reports</legend>
      <p className="text-sm text-muted">
        A new report starts with this county, city or town and map point in its Location section. Leave them empty to
        start with an empty Location.
      </p>
      {listError && <p className="text-sm text-danger">{listError}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="County"
          value={value.county}
          anyLabel={lookup ? '(none)' : 'Loading the counties…'}
          options={counties}
          error={errors.county}
          // A county change leaves the city of another county behind.
          onChange={(county) => onChange({ ...value, county, city: county === value.county ? value.city : '' })}
        />
        <SelectField
          label="City or town"
          value={value.city}
          anyLabel={value.county ? '(none)' : 'Choose the county first'}
          options={cities}
          disabled={!value.county}
          error={errors.city}
          onChange={(city) => onChange({ ...value, city })}
        />
        <TextField
          label="Latitude"
          inputMode="decimal"
          value={value.latitude}
          error={errors.latitude}
          hint={`${bounds.minLatitude} to ${bounds.maxLatitude}`}
          onChange={(e) => onChange({ ...value, latitude: e.target.value })}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          value={value.longitude}
          error={errors.longitude}
          hint={`${bounds.minLongitude} to ${bounds.maxLongitude}`}
          onChange={(e) => onChange({ ...value, longitude: e.target.value })}
        />
      </div>
      <p id={`${id}-help`} className="text-sm text-muted">
        Click the map or drag the marker to set the point, inside the dashed box. Keyboard: arrow keys move the map, +
        and − zoom, Enter sets the point at the centre.
      </p>
      {(notice || problem) && (
        <p role="status" className="text-sm text-danger">
          {notice || problem}
        </p>
      )}
      {tiles.error && (
        <p className="text-sm text-muted">The map could not be set up ({tiles.error}); type the point.</p>
      )}
      <Suspense
        fallback={
          <p role="status" className="flex h-80 items-center justify-center rounded border border-line text-sm">
            Loading the map…
          </p>
        }
      >
        <LeafletMap
          label={`Default location${point ? ` at ${formatCoordinate(point.latitude)}, ${formatCoordinate(point.longitude)}` : ', not set'}`}
          describedBy={`${id}-help`}
          tiles={tiles.settings}
          bounds={bounds}
          point={point}
          initialView={initialView}
          interactive
          onPlace={(p) => place(p)}
          onTiles={() => undefined}
        />
      </Suspense>
      {point && (
        <div>
          <Button variant="secondary" onClick={() => onChange({ ...value, latitude: '', longitude: '' })}>
            Clear the point
          </Button>
        </div>
      )}
    </fieldset>
  );
}
