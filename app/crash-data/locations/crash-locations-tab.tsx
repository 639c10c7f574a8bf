import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_COSTS_SOURCE, formatDollars, trendOf } from '../../../lib/analysis/crash-costs';
import type { CrashFilter, TrendPeriod } from '../../../lib/analysis/crash-filter';
import type { LocationKind } from '../../../lib/analysis/crash-locations';
import { KABCO_LEVELS, KABCO_NAMES, SEVERITY_NOT_CODED } from '../../../lib/analysis/crash-severity';
import { crashDataLocations } from '../../../lib/api/calls/calls-crash-data';
import type { CallResponse } from '../../../lib/api/define-call';
import { formatDate } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useApiClient } from '../../api/api-client-context';
import { messageOf } from '../../api/client';
import { crashDataSearch } from '../crash-filter-form-state';
import { useLocationPlace } from './location-place';

type Locations = CallResponse<typeof crashDataLocations>;
type RankBy = 'count' | 'cost';
type Kind = LocationKind | 'both';

const RANK_BY: { value: RankBy; label: string }[] = [
  { value: 'count', label: 'Crash count' },
  { value: 'cost', label: 'Severity-weighted cost' },
];
const KINDS: { value: Kind; label: string; plural: string }[] = [
  { value: 'both', label: 'Intersections and road segments', plural: 'intersections and road segments' },
  { value: 'intersection', label: 'Intersections', plural: 'intersections' },
  { value: 'segment', label: 'Road segments', plural: 'road segments' },
];
const count = (n: number) => n.toLocaleString('en-US');

/** A group of radio buttons that picks one of a few values. */
function Choice<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  choices: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className="h-4 w-4 accent-brand"
            checked={value === c.value}
            onChange={() => onChange(c.value)}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The high-crash locations tab (docs/rules/crash-data.md, "High-crash locations"): the filter's
 * intersections and road segments ranked by crash count or by severity-weighted cost, each
 * linking to its own crashes. It reads its call itself, again whenever the page's loader answers
 * (a new filter, or the page's periodic refresh), keeping the table shown meanwhile.
 */
export function CrashLocationsTab({ filter, trend }: { filter: CrashFilter; trend: TrendPeriod }) {
  const api = useApiClient();
  const [rankBy, setRankBy] = useState<RankBy>('count');
  const [kind, setKind] = useState<Kind>('both');
  const [answer, setAnswer] = useState<{ locations?: Locations; error?: string }>({});
  const [reading, setReading] = useState(true);

  useEffect(() => {
    let current = true;
    setReading(true);
    api
      .call(crashDataLocations, { filter, rankBy, kind, limit: 50 })
      .then((locations) => current && setAnswer({ locations }))
      .catch(
        (e: unknown) => current && setAnswer({ error: messageOf(e, 'The high-crash locations could not be read.') }),
      )
      .finally(() => current && setReading(false));
    return () => {
      current = false;
    };
  }, [api, filter, rankBy, kind]);

  const { locations, error } = answer;
  return (
    <section aria-label="High-crash locations" aria-busy={reading} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-6 rounded border border-line bg-panel p-3">
        <Choice legend="Rank by" name="rankBy" value={rankBy} choices={RANK_BY} onChange={setRankBy} />
        <Choice legend="Locations" name="kind" value={kind} choices={KINDS} onChange={setKind} />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!locations && !error && <Spinner label="Ranking the locations…" />}
      {locations && (
        <>
          <LocationsTable locations={locations} rankBy={rankBy} kind={kind} filter={filter} trend={trend} />
          <CostsUsed locations={locations} />
        </>
      )}
    </section>
  );
}

function LocationsTable({
  locations,
  rankBy,
  kind,
  filter,
  trend,
}: {
  locations: Locations;
  rankBy: RankBy;
  kind: Kind;
  filter: CrashFilter;
  trend: TrendPeriod;
}) {
  const placeOf = useLocationPlace();
  const what = KINDS.find((k) => k.value === kind)!.plural;
  const period = `${formatDate(locations.dateFrom)} to ${formatDate(locations.dateTo)}`;
  if (locations.locations.length === 0) return <Alert tone="info">No crashes at {what} match these filters.</Alert>;
  const sorted = (column: RankBy) => (column === rankBy ? 'descending' : undefined);
  const th = 'px-2 py-1';
  return (
    <div className="overflow-x-auto rounded border border-line bg-panel p-2">
      <p role="status" className="p-2 text-sm">
        {count(locations.locationCount)} {what} had crashes from {period}; the {count(locations.locations.length)} with
        the {rankBy === 'count' ? 'most crashes' : 'highest cost'} are listed.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="p-2 text-left font-semibold">
          High-crash {what}, ranked by {rankBy === 'count' ? 'crash count' : 'severity-weighted cost'}, {period}
        </caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={th}>
              Rank
            </th>
            <th scope="col" className={th}>
              Location
            </th>
            <th scope="col" className={`${th} text-right`} aria-sort={sorted('count')}>
              Crashes
            </th>
            {KABCO_LEVELS.map((level) => (
              <th key={level} scope="col" className={`${th} text-right`}>
                <abbr title={KABCO_NAMES[level]}>{level}</abbr>
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              <abbr title={SEVERITY_NOT_CODED}>Not coded</abbr>
            </th>
            <th scope="col" className={`${th} text-right`} aria-sort={sorted('cost')}>
              Cost
            </th>
            <th scope="col" className={th}>
              Trend (period before)
            </th>
            <th scope="col" className={th}>
              Its crashes
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.locations.map((l, i) => {
            const t = trendOf(l.count, l.previousCount);
            const place = placeOf(l);
            return (
              <tr key={l.key} data-location={l.key} className="border-b border-line align-top last:border-0">
                <td className={th}>{i + 1}</td>
                <th scope="row" className={`${th} font-normal`}>
                  <span className="font-semibold">{l.roads}</span>
                  <span className="block text-xs text-muted">
                    {l.kind === 'intersection' ? 'Intersection' : 'Road segment'}: {place}
                  </span>
                </th>
                <td className={`${th} text-right`}>{count(l.count)}</td>
                {KABCO_LEVELS.map((level) => (
                  <td key={level} className={`${th} text-right`}>
                    {count(l.severity[level])}
                  </td>
                ))}
                <td className={`${th} text-right`}>{count(l.severity.notCoded)}</td>
                <td className={`${th} text-right`}>{formatDollars(l.cost)}</td>
                <td className={th}>
                  <span aria-hidden="true">{t.arrow} </span>
                  {t.text}
                </td>
                <td className={`${th} whitespace-nowrap`}>
                  <Link
                    className="text-brand underline"
                    to={`/crash-data${crashDataSearch({ ...filter, locationKey: l.key }, 'charts', trend)}`}
                  >
                    Show crashes<span className="sr-only"> at {l.roads}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The cost per crash the ranking weighed each level by, and where those figures come from. */
function CostsUsed({ locations }: { locations: Locations }) {
  return (
    <section aria-label="Costs per crash" className="rounded border border-line bg-panel p-3 text-sm">
      <h2 className="font-semibold">Cost per crash by severity</h2>
      <ul className="flex flex-wrap gap-x-6">
        {KABCO_LEVELS.map((level) => (
          <li key={level}>
            {KABCO_NAMES[level]}: {formatDollars(locations.costs[level])}
          </li>
        ))}
      </ul>
      <p className="text-muted">
        {locations.defaultCosts
          ? `Source: ${DEFAULT_COSTS_SOURCE}.`
          : `Set by the state administrator in the application settings, in place of the defaults of the ${DEFAULT_COSTS_SOURCE}.`}{' '}
        A crash whose severity is not coded counts but costs nothing.
      </p>
    </section>
  );
}
