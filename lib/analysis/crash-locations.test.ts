import { describe, expect, it } from 'vitest';
import { intersectionKey, kindOfKey, placeOfKey, segmentKey } from './crash-locations';

const place = {
  countyCode: '097',
  municipalityCode: '36003',
  road: 'Meridian  St',
  crossing: null as string | null,
  latitude: 39.768403 as number | null,
  longitude: -86.158068 as number | null,
};

describe('high-crash location keys', () => {
  it('names an intersection by its two roads whichever was written first', () => {
    const a = intersectionKey({ ...place, crossing: 'Washington St' });
    const b = intersectionKey({ ...place, road: 'WASHINGTON ST', crossing: 'MERIDIAN ST' });
    expect(a).toBe('097|36003|MERIDIAN ST & WASHINGTON ST');
    expect(b).toBe(a);
    expect(segmentKey({ ...place, crossing: 'Washington St' })).toBeNull();
    expect(placeOfKey(a!)).toEqual({
      countyCode: '097',
      municipalityCode: '36003',
      roads: 'MERIDIAN ST & WASHINGTON ST',
      cellCorner: null,
    });
  });

  it('puts a crash along a road in the grid cell of its point, or the whole road without one', () => {
    const key = segmentKey(place);
    expect(key).toBe('097|36003|MERIDIAN ST|7953:-17232');
    // 300 m along the road, still the same cell; another cell further on.
    expect(segmentKey({ ...place, latitude: 39.7686 })).toBe(key);
    expect(segmentKey({ ...place, latitude: 39.7645 })).not.toBe(key);
    expect(placeOfKey(key!).cellCorner).toEqual([39.765, -86.16]);
    expect(segmentKey({ ...place, latitude: null, longitude: null })).toBe('097|36003|MERIDIAN ST|');
    expect(intersectionKey(place)).toBeNull();
    expect(segmentKey({ ...place, road: ' ' })).toBeNull();
    // Our separator inside a name cannot make two places one.
    expect(segmentKey({ ...place, road: 'A|B' })).toBe('097|36003|A B|7953:-17232');
  });

  it('tells an intersection’s key from a segment’s by its parts', () => {
    expect(kindOfKey(intersectionKey({ ...place, crossing: 'Washington St' })!)).toBe('intersection');
    expect(kindOfKey(segmentKey(place)!)).toBe('segment');
    expect(kindOfKey(segmentKey({ ...place, latitude: null, longitude: null })!)).toBe('segment');
    expect(kindOfKey('MERIDIAN ST')).toBeNull();
    expect(kindOfKey('a|b|c|d|e')).toBeNull();
  });
});
