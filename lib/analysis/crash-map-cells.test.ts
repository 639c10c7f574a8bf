import { describe, expect, it } from 'vitest';
import {
  cellSteps,
  decodeCrashCells,
  ENCODED_CELLS_PATTERN,
  encodeCrashCells,
  MAX_VIEW_PIXELS,
  mercatorY,
  viewProblem,
  worldPixels,
  type CrashCell,
} from './crash-map-cells';

const cells: CrashCell[] = [
  { latitude: 39.77, longitude: -86.16, counts: [1, 0, 2, 0, 30, 4] },
  { latitude: 41.07931, longitude: -85.13942, counts: [0, 0, 0, 0, 0, 1] },
];

describe('the crash map’s squares', () => {
  it('writes each square as latitude,longitude and six counts in 1e-5 degrees and reads it back', () => {
    const text = encodeCrashCells(cells);
    expect(text).toBe('3977000,-8616000,1,0,2,0,30,4;4107931,-8513942,0,0,0,0,0,1');
    expect(text).toMatch(ENCODED_CELLS_PATTERN);
    expect(decodeCrashCells(text)).toEqual(cells);
    expect(decodeCrashCells('')).toEqual([]);
  });

  it('refuses a square of another shape, naming which', () => {
    expect(() => decodeCrashCells('1,2,3,4,5,6,7,8;1,2,3')).toThrow(/square 2/);
    expect('1,2,3,4,5,6,7').not.toMatch(ENCODED_CELLS_PATTERN);
    expect(() => decodeCrashCells('1,2,3,4,5,6,7,x')).toThrow(/square 1/);
  });

  it('makes squares of 64 screen pixels: four to a tile at each zoom, square on the screen', () => {
    expect(cellSteps(0).longitude).toBe(90);
    expect(cellSteps(8).longitude).toBeCloseTo(360 / 1024);
    // A step of Mercator y is as many pixels as a step of longitude, wherever it is.
    const steps = cellSteps(10);
    expect((steps.mercator / (2 * Math.PI)) * worldPixels(10)).toBeCloseTo(64);
    expect((steps.longitude / 360) * worldPixels(10)).toBeCloseTo(64);
    expect(mercatorY(0)).toBeCloseTo(0, 12);
    expect(mercatorY(85.0511)).toBeCloseTo(Math.PI, 3);
  });

  it('counts for a view of a screen or a wall of them, and refuses a larger one or a bad zoom, saying why', () => {
    const indiana = { west: -88.1, south: 37.77, east: -84.78, north: 41.77 };
    expect(viewProblem({ zoom: 8, ...indiana })).toBe('');
    expect(viewProblem({ zoom: 12, ...indiana })).toMatch(`${MAX_VIEW_PIXELS.toLocaleString('en-US')} pixels`);
    expect(viewProblem({ zoom: 20, ...indiana })).toMatch(/from 0 to 19/);
    expect(viewProblem({ zoom: 7.5, ...indiana })).toMatch(/whole number/);
    expect(viewProblem({ zoom: 8, ...indiana, east: -90 })).toMatch(/west before its east/);
    // The world at zoom 5 is 8,192 pixels wide: the limit itself is allowed.
    expect(viewProblem({ zoom: 5, west: -180, south: -60, east: 180, north: 60 })).toBe('');
  });
});
