import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CrashFilter } from '../../../lib/analysis/crash-filter';
import { crashDataPoints } from '../../../lib/api/calls/calls-crash-data';
import { formatDate } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useApiClient } from '../../api/api-client-context';
import { useMutation } from '../../api/use-mutation';
import { useMapTileSettings } from '../../editor/map-tiles';
import { decodeCrashPoints, type CrashPoint } from '../../../lib/analysis/crash-point-encoding';
import { decodeCrashCells, type CrashCell, type MapView } from '../../../lib/analysis/crash-map-cells';
import { mapCounts, SEVERITY_LEGEND } from './crash-map-style';

// Leaflet and the clustering load with the map's tab, not with the charts.
const CrashLeafletMap = lazy(() => import('./crash-leaflet-map'));

/** One answer's crashes as the map draws them: points, or squares the server counted. */
interface Drawn {
  text: string;
  points: readonly CrashPoint[];
  cells: readonly CrashCell[];
  zoom: number;
}
const NOTHING: Drawn = { text: '', points: [], cells: [], zoom: 0 };
const drawnOf = (answer: { points: string; cells: string; zoom: number }): Drawn => ({
  text: `${answer.zoom}|${answer.points}|${answer.cells}`,
  points: decodeCrashPoints(answer.points),
  cells: decodeCrashCells(answer.cells),
  zoom: answer.zoom,
});

/**
 * The map of the filter (docs/rules/crash-data.md, "Map"): every crash with a point, clustered
 * and coloured by severity, with a heat layer to switch on. The points are read here, again each
 * time the page's loader runs (a new filter, or the screen's refresh every 30 s gives a new one).
 * A filter with more crashes than the server sends as points comes as squares of counts; the map
 * then asks again for what it shows after each move, squares or, zoomed in, points.
 */
export function CrashMapTab({ filter }: { filter: CrashFilter }) {
  const id = useId();
  const api = useApiClient();
  const navigate = useNavigate();
  const tiles = useMapTileSettings();
  const [heat, setHeat] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const reading = useMutation(
    (f: CrashFilter) => api.call(crashDataPoints, { filter: f }),
    'The crash points could not be read.',
    {
      keepShown: true,
    },
  );
  const filterKey = JSON.stringify(filter);
  // The view's answer carries the filter it is of, so another filter's squares never show.
  const viewing = useMutation(
    async (f: CrashFilter, view: MapView) => ({
      key: JSON.stringify(f),
      answer: await api.call(crashDataPoints, { filter: f, view }),
    }),
    'The crashes in this part of the map could not be read.',
    { keepShown: true },
  );
  const lastView = useRef<MapView | null>(null);
  const { run } = reading;
  const runView = viewing.run;
  useEffect(() => {
    void run(filter).then(({ data }) => {
      // A refresh reads the part of the map shown again too, when the filter is drawn in squares.
      if (data?.cells && lastView.current) void runView(filter, lastView.current);
    });
    // `filter` is a new object each time the loader runs: that is when the points are read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter]);
  const answer = reading.data;
  const squares = !!answer?.cells;
  const inView = squares && viewing.data?.key === filterKey ? viewing.data.answer : undefined;
  // A refresh answering the same crashes (the same text) keeps the drawn map (and the index of
  // 100,000 points) as it is, without reading the text again.
  const kept = useRef<Drawn>(NOTHING);
  const shown = inView ?? answer;
  if (shown && `${shown.zoom}|${shown.points}|${shown.cells}` !== kept.current.text) kept.current = drawnOf(shown);
  const { points, cells, zoom } = kept.current;
  const onViewChange = (view: MapView) => {
    lastView.current = view;
    void runView(filter, view);
  };

  const background = tiles.error || tilesFailed;
  return (
    <section aria-label="Crash map" className="flex flex-col gap-3">
      {reading.error && <Alert tone="error">{reading.error}</Alert>}
      {squares && viewing.error && <Alert tone="error">{viewing.error}</Alert>}
      {!answer && !reading.error && <Spinner label="Reading the crash points…" />}
      {answer && (
        <>
          <p role="status">
            {mapCounts(answer.withPoint ?? 0, answer.withoutPoint ?? 0)} Crashes from {formatDate(answer.dateFrom)} to{' '}
            {formatDate(answer.dateTo)}.
            {squares && ' Too many to show one by one here: they are counted in squares; zoom in to see each crash.'}
          </p>
          {background && (
            <Alert tone="warning">
              The map&apos;s background could not be loaded; the crashes are shown on a plain background.
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <ul aria-label="Severity colours" className="flex flex-wrap gap-3 text-sm">
              {SEVERITY_LEGEND.map((entry) => (
                <li key={entry.slot} className="flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-full ring-1 ring-black/40"
                    style={{ background: entry.colour }}
                  />
                  {entry.name}
                </li>
              ))}
            </ul>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={heat} onChange={(e) => setHeat(e.target.checked)} />
              Heat layer
            </label>
          </div>
          <p id={`${id}-help`} className="text-sm text-muted">
            A circle is a cluster of crashes, its ring coloured by their severities; choosing it zooms in. A dot is one
            crash; choosing it names its report with a link to open it. Keyboard: arrow keys move the map, + and − zoom,
            Tab reaches the clusters and crashes in view, Enter chooses one.
          </p>
          <Suspense fallback={<Spinner label="Loading the map…" />}>
            <CrashLeafletMap
              label={`Crash map: ${mapCounts(answer.withPoint ?? 0, answer.withoutPoint ?? 0)}`}
              describedBy={`${id}-help`}
              tiles={tiles.settings}
              points={points}
              cells={cells}
              cellZoom={zoom}
              onViewChange={squares ? onViewChange : undefined}
              fitKey={filterKey}
              heat={heat}
              onTilesFailed={setTilesFailed}
              onOpenReport={(reportId) => void navigate(`/reports/${reportId}`)}
            />
          </Suspense>
        </>
      )}
    </section>
  );
}
