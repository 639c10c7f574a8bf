import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from '../auth/permissions/ability';
import { seededRoles, type SeededRole } from '../auth/permissions/seeded-roles';
import {
  DUPLICATE_METRES,
  DUPLICATE_MINUTES,
  duplicateReason,
  isDuplicate,
  mayReviewDuplicates,
  metresBetween,
  minutesApart,
  orderedPair,
} from './crash-duplicates';

const abilityOf = (role: SeededRole['name']) =>
  buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, { id: 7, agencyOri: 'IN0490000' }));

describe('possible duplicates', () => {
  it('measures metres by haversine', () => {
    // One thousandth of a degree of latitude is about 111 m anywhere.
    expect(metresBetween([39.768, -86.158], [39.769, -86.158])).toBeCloseTo(111.2, 0);
    expect(metresBetween([39.768, -86.158], [39.768, -86.158])).toBe(0);
    // Indianapolis to Fort Wayne, about 170 km.
    expect(Math.round(metresBetween([39.7684, -86.1581], [41.0793, -85.1394]) / 1000)).toBe(169);
  });

  it('counts minutes across midnight and leaves a missing time out', () => {
    expect(minutesApart('2026-03-14', '08:30', '2026-03-14', '08:42')).toBe(12);
    expect(minutesApart('2026-03-14', '23:50', '2026-03-15', '00:10')).toBe(20);
    expect(minutesApart('2026-03-15', '00:10', '2026-03-14', '23:50')).toBe(20);
    expect(minutesApart('2026-03-14', '08:30', '2026-03-15', '08:30')).toBe(1440);
    expect(minutesApart('2026-03-14', null, '2026-03-14', '08:30')).toBeNull();
    expect(minutesApart('2026-03-14', '8:30', '2026-03-14', '08:30')).toBeNull();
  });

  it('says why in words', () => {
    expect(duplicateReason({ minutes: 12, metres: 80.4, vin: null, plate: null, plateState: null })).toBe(
      '12 minutes apart, 80 m apart',
    );
    expect(duplicateReason({ minutes: 1, metres: null, vin: '1HGCM82633A004352', plate: null, plateState: null })).toBe(
      'same VIN 1HGCM82633A004352, 1 minute apart',
    );
    expect(duplicateReason({ minutes: 0, metres: 1200, vin: null, plate: 'ABC123', plateState: 'IN' })).toBe(
      'same plate ABC123 (IN), same time, 1,200 m apart',
    );
  });

  it('keeps pairs within the minutes that are near or share a vehicle', () => {
    const base = { minutes: DUPLICATE_MINUTES, metres: DUPLICATE_METRES, vin: null, plate: null, plateState: null };
    expect(isDuplicate(base)).toBe(true);
    expect(isDuplicate({ ...base, metres: DUPLICATE_METRES + 1 })).toBe(false);
    expect(isDuplicate({ ...base, metres: null })).toBe(false);
    expect(isDuplicate({ ...base, metres: null, vin: 'V' })).toBe(true);
    expect(isDuplicate({ ...base, metres: 5000, plate: 'P' })).toBe(true);
    expect(isDuplicate({ ...base, minutes: DUPLICATE_MINUTES + 1, vin: 'V' })).toBe(false);
  });

  it('is the state administrator’s alone', () => {
    expect(mayReviewDuplicates(abilityOf('State Administrator'))).toBe(true);
    expect(mayReviewDuplicates(abilityOf('Agency Administrator'))).toBe(false);
    expect(mayReviewDuplicates(abilityOf('Supervisor'))).toBe(false);
  });

  it('orders a pair lower id first', () => {
    expect(orderedPair(9, 3)).toEqual([3, 9]);
    expect(orderedPair(3, 9)).toEqual([3, 9]);
  });
});
