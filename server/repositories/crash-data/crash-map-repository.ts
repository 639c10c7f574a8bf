import { sql, type SqlBool } from 'kysely';
import type { CrashDateRange, CrashFilter } from '../../../lib/analysis/crash-filter';
import {
  CELL_SLOTS,
  cellSteps,
  encodeCrashCells,
  MAP_POINT_LIMIT,
  OVERVIEW_ZOOM,
  type MapView,
} from '../../../lib/analysis/crash-map-cells';
import {
  NO_LEVEL,
  POINT_FIELD_SEPARATOR,
  POINT_SCALE,
  POINT_SEPARATOR,
} from '../../../lib/analysis/crash-point-encoding';
import { KABCO_OF_STATUS } from '../../../lib/analysis/crash-severity';
import type { Db } from '../../db/database';
import { allOf, type ReportFilter } from '../report-tables/report-scope';
import { crashFactsWhere } from './crash-fact-filter';
import { countedByDay } from './crash-day-counts';
import { inSlot, overviewByDay } from './crash-day-squares';

/** The map's answer: points or squares (one of the two texts empty), and the filter's totals without a view. */
export interface CrashMapAnswer {
  points: string;
  cells: string;
  zoom: number;
  withPoint: number | null;
  withoutPoint: number | null;
}

/** One crash of the points' text, written by the database (lib/analysis/crash-point-encoding.ts). */
const POINT_TEXT = sql.join(
  [
    sql`r.id`,
    sql`round(r.latitude * ${sql.lit(POINT_SCALE)})::int`,
    sql`round(r.longitude * ${sql.lit(POINT_SCALE)})::int`,
    sql`case r.severity ${sql.join(
      Object.entries(KABCO_OF_STATUS).map(
        ([status, level]) => sql`when ${sql.lit(Number(status))} then ${sql.lit(level)}`,
      ),
      sql` `,
    )} else ${sql.lit(NO_LEVEL)} end`,
  ],
  sql` || ${sql.lit(POINT_FIELD_SEPARATOR)} || `,
);

/** The crashes inside a view's box. */
const inView = (view: MapView) =>
  sql<SqlBool>`r.latitude between ${view.south} and ${view.north} and r.longitude between ${view.west} and ${view.east}`;

interface CellRow {
  x: number | null;
  n: number;
  latitude: number | null;
  longitude: number | null;
  counts: number[];
}

/**
 * The crash map's reads (docs/rules/crash-data.md, "Map"). Up to the point limit crashes come as
 * points: asked for one more than that, the database stops reading as soon as there are too many.
 * Past it, the crashes are counted in squares of the screen at the view's zoom (Web Mercator, as
 * the tiles), the filter's totals counted in the same GROUP BY.
 */
export function crashMapReads(db: Db) {
  /** The points (with the crashes without one) when there are no more than the limit, else null. */
  async function pointsUpToLimit(where: ReportFilter, limit: number) {
    const found = await sql<{ points: string | null; without_point: number; n: number }>`
      select string_agg(case when r.latitude is not null and r.longitude is not null then ${POINT_TEXT} end,
          ${sql.lit(POINT_SEPARATOR)}) as points,
        count(*) filter (where r.latitude is null or r.longitude is null)::int as without_point,
        count(*)::int as n
      from (select r.id, r.latitude, r.longitude, r.severity from crash_facts r where ${where}
        limit ${sql.lit(limit + 1)}) r`.execute(db);
    const row = found.rows[0]!;
    return row.n > limit ? null : { points: row.points ?? '', withoutPoint: row.without_point };
  }

  /** The squares at a zoom, and the totals of every crash the filter kept: those without a point are the one group without a square. */
  async function cells(where: ReportFilter, zoom: number) {
    const steps = cellSteps(zoom);
    const found = await sql<CellRow>`
      select x, count(*)::int as n, avg(r.latitude)::float8 as latitude, avg(r.longitude)::float8 as longitude,
        array[${sql.join(CELL_SLOTS.map((level) => sql`count(*) filter (where ${inSlot(level, sql.ref('r.severity'))})::int`))}] as counts
      from (select r.latitude, r.severity, r.longitude,
          floor((r.longitude + 180) / ${sql.lit(steps.longitude)})::int as x,
          floor(ln(tan(pi() / 4 + radians(r.latitude) / 2)) / ${sql.lit(steps.mercator)})::int as y
        from crash_facts r where ${where}) r
      group by x, y`.execute(db);
    const squares = found.rows.filter((r) => r.x !== null && r.latitude !== null);
    const withPoint = squares.reduce((sum, r) => sum + r.n, 0);
    const all = found.rows.reduce((sum, r) => sum + r.n, 0);
    return {
      cells: encodeCrashCells(
        squares.map((r) => ({ latitude: r.latitude!, longitude: r.longitude!, counts: r.counts })),
      ),
      withPoint,
      withoutPoint: all - withPoint,
    };
  }

  return {
    /**
     * The map of the filter: without a view, every crash of it (points, or squares at the
     * overview's zoom) with its totals; with a view, the crashes inside its box alone.
     */
    async map(
      filter: CrashFilter,
      range: CrashDateRange,
      scope: ReportFilter,
      { view, pointLimit = MAP_POINT_LIMIT }: { view?: MapView; pointLimit?: number } = {},
    ): Promise<CrashMapAnswer> {
      const where = crashFactsWhere(filter, range.dateFrom, range.dateTo, scope);
      const zoom = view?.zoom ?? OVERVIEW_ZOOM;
      if (!view && countedByDay(filter, scope)) {
        // Every agency's crashes by dates alone: too many for points, the kept squares say so at once.
        const overview = await overviewByDay(db, filter, range);
        if (overview.total > pointLimit)
          return {
            points: '',
            cells: overview.cells,
            zoom,
            withPoint: overview.withPoint,
            withoutPoint: overview.withoutPoint,
          };
      }
      if (!view) {
        const points = await pointsUpToLimit(where, pointLimit);
        if (points) {
          const withPoint = points.points === '' ? 0 : points.points.split(POINT_SEPARATOR).length;
          return { points: points.points, cells: '', zoom, withPoint, withoutPoint: points.withoutPoint };
        }
        return { points: '', zoom, ...(await cells(where, zoom)) };
      }
      const within = allOf([where, sql<SqlBool>`r.latitude is not null`, inView(view)]);
      const points = await pointsUpToLimit(within, pointLimit);
      if (points) return { points: points.points, cells: '', zoom, withPoint: null, withoutPoint: null };
      return { points: '', cells: (await cells(within, zoom)).cells, zoom, withPoint: null, withoutPoint: null };
    },
  };
}
