import { describe, expect, it } from 'vitest';
import {
  clusterFill,
  clusterName,
  clusterSize,
  mapCounts,
  pointName,
  SEVERITY_COLOURS,
  SEVERITY_LEGEND,
  slotOf,
} from './crash-map-style';

describe('the crash map colours', () => {
  it('colours each KABCO level and "not coded" apart, legend K first', () => {
    expect(SEVERITY_LEGEND.map((e) => [e.name, e.colour])).toEqual([
      ['Fatal (K)', '#7f1d1d'],
      ['Suspected serious injury (A)', '#dc2626'],
      ['Suspected minor injury (B)', '#f97316'],
      ['Possible injury (C)', '#facc15'],
      ['No apparent injury (O)', '#9ca3af'],
      ['Severity not coded', '#64748b'],
    ]);
    expect(new Set(Object.values(SEVERITY_COLOURS)).size).toBe(6);
    expect([slotOf('K'), slotOf('O'), slotOf(null)]).toEqual([0, 4, 5]);
  });

  it('fills a cluster with its severities in proportion, or one colour when all are alike', () => {
    expect(clusterFill([1, 0, 0, 3, 0, 0])).toBe('conic-gradient(#7f1d1d 0.00% 25.00%, #facc15 25.00% 100.00%)');
    expect(clusterFill([0, 0, 0, 0, 0, 7])).toBe('#64748b');
    expect(clusterFill([0, 0, 0, 0, 0, 0])).toBe('#64748b');
  });

  it('grows a cluster with its count, within 30 to 60 pixels', () => {
    expect(clusterSize(2)).toBe(30);
    expect(clusterSize(200)).toBe(42);
    expect(clusterSize(100_000)).toBe(58);
    expect(clusterSize(10_000_000)).toBe(60);
  });

  it('names clusters and crashes for screen readers', () => {
    expect(clusterName([1, 0, 2, 0, 0, 1200])).toBe(
      'Cluster of 1,203 crashes: 1 Fatal (K), 2 Suspected minor injury (B), 1,200 Severity not coded. Press Enter to zoom in.',
    );
    expect(pointName(42, 'A')).toBe("Report #42, Suspected serious injury (A). Press Enter for the report's link.");
    expect(pointName(7, null)).toBe("Report #7, Severity not coded. Press Enter for the report's link.");
  });

  it('says how many crashes are on the map and how many have no point', () => {
    expect(mapCounts(1, 0)).toBe('1 crash is on the map.');
    expect(mapCounts(12_345, 1)).toBe('12,345 crashes are on the map. 1 crash has no point and is not on the map.');
    expect(mapCounts(0, 3)).toBe('0 crashes are on the map. 3 crashes have no point and are not on the map.');
  });
});
