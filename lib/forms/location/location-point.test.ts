import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../vehicle-crash-report';
import {
  checkMapPoint,
  checkPlacementZoom,
  formatCoordinate,
  locationMapFields,
  mapPointWrites,
  readMapPoint,
} from './location-point';

const bounds = vehicleCrashReport.mapBounds;

describe('formatCoordinate', () => {
  it('keeps at most the field’s decimals and drops trailing zeros', () => {
    expect(formatCoordinate(39.77621234567891)).toBe('39.776212346');
    expect(formatCoordinate(-86.1581)).toBe('-86.1581');
    expect(formatCoordinate(40)).toBe('40');
    expect(formatCoordinate(39.123456, 3)).toBe('39.123');
    expect(formatCoordinate(-0.0000000001)).toBe('0');
  });
});

describe('checkMapPoint', () => {
  it('accepts a point inside the bounds, edges included', () => {
    expect(checkMapPoint({ latitude: 39.7, longitude: -86.1 }, bounds)).toEqual({ ok: true });
    expect(checkMapPoint({ latitude: 38, longitude: -88 }, bounds)).toEqual({ ok: true });
    expect(checkMapPoint({ latitude: 42, longitude: -85 }, bounds)).toEqual({ ok: true });
  });

  it('refuses a point outside, saying where the limits are', () => {
    const north = checkMapPoint({ latitude: 42.5, longitude: -86 }, bounds);
    expect(north).toEqual({
      ok: false,
      message:
        'The point 42.50000, -86.00000 is outside the area a crash report can place: latitude 38 to 42 and longitude -88 to -85. Nothing was changed.',
    });
    expect(checkMapPoint({ latitude: 40, longitude: -84.9 }, bounds).ok).toBe(false);
  });
});

describe('locationMapFields and mapPointWrites', () => {
  it('finds the coordinate fields beside the map and writes them to their masks', () => {
    const fields = locationMapFields(vehicleCrashReport, 'Location.MapIt');
    expect(fields).toMatchObject({
      latitudePath: 'Location.LatDecimalNmb',
      longitudePath: 'Location.LongDecimalNmb',
      unableToMapPath: 'Location.UnableToMap',
      notOnRoadwayPath: 'Location.NotOnRoadway',
      latitudeField: { fractionDigits: 9 },
      longitudeField: { fractionDigits: 9 },
    });
    expect(mapPointWrites({ latitude: 39.4109931234567, longitude: -86.41888 }, fields)).toEqual([
      { path: 'Location.LatDecimalNmb', value: '39.410993123' },
      { path: 'Location.LongDecimalNmb', value: '-86.41888' },
    ]);
  });
});

describe('readMapPoint', () => {
  it('reads typed coordinates inside the bounds', () => {
    expect(readMapPoint('39.7762', '-86.1581', bounds)).toEqual({
      point: { latitude: 39.7762, longitude: -86.1581 },
      problem: '',
    });
  });

  it('is no point and no complaint when both are empty', () => {
    expect(readMapPoint('', undefined, bounds)).toEqual({ point: null, problem: '' });
  });

  it('says why a half-typed or outside point is not shown', () => {
    expect(readMapPoint('39.7', '', bounds).problem).toMatch(/both the latitude and the longitude/);
    expect(readMapPoint('39.', '-86.1', bounds).point).toBeNull();
    expect(readMapPoint('45', '-86', bounds).problem).toMatch(/outside the map's area/);
  });
});

describe('checkPlacementZoom (minimum zoom 15)', () => {
  it('lets the map set a point at zoom 15 or closer only, and says what to do farther out', () => {
    expect(checkPlacementZoom(15)).toEqual({ ok: true });
    expect(checkPlacementZoom(18)).toEqual({ ok: true });
    const far = checkPlacementZoom(14.9);
    expect(far.ok).toBe(false);
    expect(!far.ok && far.message).toMatch(/zoomed in to street level .* Click the crash location again/);
    expect(checkPlacementZoom(4).ok).toBe(false);
  });
});
