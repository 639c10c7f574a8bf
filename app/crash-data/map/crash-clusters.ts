import Supercluster from 'supercluster';
import type { KabcoLevel } from '../../../lib/analysis/crash-severity';
import type { CrashPoint } from '../../../lib/analysis/crash-point-encoding';
import type { CrashCell } from '../../../lib/analysis/crash-map-cells';
import { SEVERITY_SLOTS, slotOf } from './crash-map-style';

/** A crash's own properties in the index. */
interface PointProps {
  reportId: number;
  level: KabcoLevel | null;
}
/** What a cluster keeps of its crashes: how many of each severity slot (K, A, B, C, O, not coded). */
interface ClusterProps {
  counts: number[];
}

/** What the map draws at one zoom: a cluster (zooms in when chosen) or one crash (opens its popup). */
export type MapItem =
  | {
      kind: 'cluster';
      id: number;
      latitude: number;
      longitude: number;
      counts: number[];
      count: number;
      /** A square the server counted: the zoom choosing it goes to (the index's clusters know their own). */
      zoomTo?: number;
    }
  | { kind: 'crash'; reportId: number; latitude: number; longitude: number; level: KabcoLevel | null };

/** Clusters break up into single crashes at this zoom (streets), the map's own maximum being 19. */
export const CLUSTER_MAX_ZOOM = 17;
/** Crashes within this many pixels of each other join a cluster. */
const CLUSTER_RADIUS = 60;

/** Counts with one crash in the slot of its severity. */
const countsOf = (level: KabcoLevel | null) => {
  const counts: number[] = new Array<number>(SEVERITY_SLOTS.length).fill(0);
  counts[slotOf(level)] = 1;
  return counts;
};

/** The crashes of a filter as a cluster index: built once per answer, then asked per view. */
export class CrashClusters {
  private readonly index: Supercluster<PointProps, ClusterProps>;

  constructor(points: readonly CrashPoint[]) {
    this.index = new Supercluster<PointProps, ClusterProps>({
      maxZoom: CLUSTER_MAX_ZOOM,
      radius: CLUSTER_RADIUS,
      map: (p) => ({ counts: countsOf(p.level) }),
      // Supercluster copies a cluster's properties shallowly into the next zoom's: the counts are
      // replaced, never added to in place, or a cluster would count into another's.
      reduce: (into, p) => {
        into.counts = into.counts.map((n, i) => n + p.counts[i]!);
      },
    });
    this.index.load(
      points.map(([reportId, latitude, longitude, level]) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [longitude, latitude] },
        properties: { reportId, level },
      })),
    );
  }

  /** What to draw inside [west, south, east, north] at a zoom. */
  itemsIn(bbox: [number, number, number, number], zoom: number): MapItem[] {
    return this.index.getClusters(bbox, Math.round(zoom)).map((f): MapItem => {
      const [longitude, latitude] = f.geometry.coordinates as [number, number];
      const p = f.properties;
      return 'cluster' in p && p.cluster
        ? { kind: 'cluster', id: p.cluster_id, latitude, longitude, counts: p.counts, count: p.point_count }
        : { kind: 'crash', reportId: (p as PointProps).reportId, latitude, longitude, level: (p as PointProps).level };
    });
  }

  /** The zoom at which a cluster splits into its parts. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}

/** How far choosing a square zooms in: two levels, a quarter of its side, so it splits up. */
const CELL_ZOOM_STEP = 2;

/** The squares the server counted (too many crashes for points), drawn as clusters are. */
export function cellItems(cells: readonly CrashCell[], zoom: number): MapItem[] {
  return cells.map((c, i) => ({
    kind: 'cluster',
    id: -1 - i,
    latitude: c.latitude,
    longitude: c.longitude,
    counts: c.counts,
    count: c.counts.reduce((sum, n) => sum + n, 0),
    zoomTo: Math.min(Math.round(zoom) + CELL_ZOOM_STEP, CLUSTER_MAX_ZOOM),
  }));
}
