import { describe, expect, it } from 'vitest';
import { cellItems, CLUSTER_MAX_ZOOM, CrashClusters } from './crash-clusters';
import { boundsOf } from './crash-points';
import type { CrashPoint } from '../../../lib/analysis/crash-point-encoding';

const INDIANA_BOX: [number, number, number, number] = [-88.1, 37.7, -84.7, 41.8];

// Three crashes a few metres apart downtown, one in Fort Wayne.
const points: CrashPoint[] = [
  [1, 39.7684, -86.158, 'K'],
  [2, 39.76841, -86.15801, 'B'],
  [3, 39.76842, -86.15799, null],
  [4, 41.0793, -85.1394, 'O'],
];

describe('the crash clusters', () => {
  const clusters = new CrashClusters(points);

  it('clusters crashes close together when zoomed out, counting each severity', () => {
    const items = clusters.itemsIn(INDIANA_BOX, 7);
    expect(items).toHaveLength(2);
    const cluster = items.find((i) => i.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3, counts: [1, 0, 1, 0, 0, 1] });
    const crash = items.find((i) => i.kind === 'crash');
    expect(crash).toMatchObject({ kind: 'crash', reportId: 4, level: 'O' });
    // Supercluster keeps points projected: they come back within a hair of where they were.
    expect(crash?.latitude).toBeCloseTo(41.0793, 9);
    expect(crash?.longitude).toBeCloseTo(-85.1394, 9);
  });

  it('splits a cluster into its crashes past the expansion zoom, at street level at the latest', () => {
    const cluster = clusters.itemsIn(INDIANA_BOX, 7).find((i) => i.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = clusters.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(7);
    const after = clusters.itemsIn(INDIANA_BOX, CLUSTER_MAX_ZOOM + 1).filter((i) => i.kind === 'crash');
    expect(after.map((i) => (i.kind === 'crash' ? i.reportId : 0)).sort()).toEqual([1, 2, 3, 4]);
  });

  it('fits the bounds of the points, none without points', () => {
    expect(boundsOf(points)).toEqual([
      [39.7684, -86.15801],
      [41.0793, -85.1394],
    ]);
    expect(boundsOf([])).toBeNull();
    expect(new CrashClusters([]).itemsIn(INDIANA_BOX, 7)).toEqual([]);
  });
});

describe('the squares the server counted', () => {
  it('are drawn as clusters of their counts, each zooming two levels in, never past the clusters’ last zoom', () => {
    const cells = [
      { latitude: 39.77, longitude: -86.16, counts: [1, 0, 2, 0, 30, 4] },
      { latitude: 41.08, longitude: -85.14, counts: [0, 0, 0, 0, 1, 0] },
    ];
    expect(cellItems(cells, 7)).toEqual([
      {
        kind: 'cluster',
        id: -1,
        latitude: 39.77,
        longitude: -86.16,
        counts: [1, 0, 2, 0, 30, 4],
        count: 37,
        zoomTo: 9,
      },
      { kind: 'cluster', id: -2, latitude: 41.08, longitude: -85.14, counts: [0, 0, 0, 0, 1, 0], count: 1, zoomTo: 9 },
    ]);
    expect(cellItems(cells, 16.4)[0]!).toMatchObject({ zoomTo: CLUSTER_MAX_ZOOM });
  });
});
