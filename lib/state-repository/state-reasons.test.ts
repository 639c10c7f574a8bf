import { describe, expect, it } from 'vitest';
import type { StateReason } from '../api/schemas/report-document-schemas';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';
import { reasonFieldLabel, reasonsAtField, stateRefusalOf } from './state-reasons';

const licence: StateReason = {
  code: 'E12',
  element: '/cr:CrashReport/j:Crash/j:CrashVehicle[1]/j:CrashDriver/j:DriverLicense',
  message: 'The licence number is not valid for the issuing state.',
  field: 'Units.0.Driver.DRIVERLICNBRTXT',
};
const whole: StateReason = { code: 'E1', element: '/', message: 'The document was late.', field: null };

describe('the state refusal an open report answers', () => {
  it('is the report’s own, listed only, when the state refused this report', () => {
    const refusal = stateRefusalOf({ isSupplement: false, errorMessages: [licence, whole] });
    expect(refusal).toEqual({ reasons: [licence, whole], ofOriginal: false, atFields: false });
    expect(reasonsAtField(refusal, licence.field!)).toEqual([]);
  });

  it('is the original’s in its supplement, each reason at its field', () => {
    const refusal = stateRefusalOf({
      isSupplement: true,
      errorMessages: [],
      originalReport: { id: 3, caseNumber: 'A1', errorMessages: [licence, whole] },
    });
    expect(refusal).toMatchObject({ ofOriginal: true, atFields: true });
    expect(reasonsAtField(refusal, 'Units.0.Driver.DRIVERLICNBRTXT')).toEqual([licence]);
    // Another unit's licence, and a reason about no field, have none there.
    expect(reasonsAtField(refusal, 'Units.1.Driver.DRIVERLICNBRTXT')).toEqual([]);
  });

  it('is none for a report nobody refused, or a supplement of an accepted one', () => {
    expect(stateRefusalOf({ isSupplement: false })).toBeNull();
    expect(
      stateRefusalOf({ isSupplement: true, originalReport: { id: 3, caseNumber: null, errorMessages: [] } }),
    ).toBeNull();
    // An original's reasons are not a non-supplement's business.
    expect(
      stateRefusalOf({ isSupplement: false, originalReport: { id: 3, caseNumber: null, errorMessages: [licence] } }),
    ).toBeNull();
  });

  it('names the form’s field a reason points at, and none for a path the form lacks', () => {
    expect(reasonFieldLabel(vehicleCrashReport, 'Units.0.Driver.DRIVERLICNBRTXT')).toBe('Licence Number');
    expect(reasonFieldLabel(vehicleCrashReport, 'Units.x.Driver.DRIVERLICNBRTXT')).toBeNull();
    expect(reasonFieldLabel(vehicleCrashReport, 'Units.0.Driver.Nonsense')).toBeNull();
    expect(reasonFieldLabel(vehicleCrashReport, null)).toBeNull();
  });
});
