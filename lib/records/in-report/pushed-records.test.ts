import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import {
  addPushedRecord,
  arrivalNotice,
  capturedFrom,
  decidePushedRecord,
  lookupFor,
  NO_REPORT_IN_TAB,
  pushedRecordsOf,
  type PushedRecord,
} from './pushed-records';
import type { CrashRecord } from '../record-types';

const vin: CrashRecord = { kind: 'vin', id: 'vin-1', vin: '1HGCM82633A004352' };
const usdot: CrashRecord = { kind: 'usdot', id: 'dot-1', usdotNumber: '1234567' };
const entry = (deliveryId: string, reportId: number, record: CrashRecord = vin): PushedRecord => ({
  deliveryId,
  reportId,
  record,
  pageUrl: 'https://rms.example.gov/q',
  capturedAt: '2025-05-01T10:00:00.000Z',
});

describe('decidePushedRecord', () => {
  it('accepts a record for the report open and editable in this tab, naming the report', () => {
    expect(decidePushedRecord({ reportId: 12, readOnly: false, readOnlyReason: '' })).toEqual({
      accepted: true,
      reportId: 12,
    });
  });

  it('refuses when no report is open (or it is still opening), saying what to do', () => {
    expect(decidePushedRecord({ reportId: null, readOnly: false, readOnlyReason: '' })).toEqual({
      accepted: false,
      reportId: null,
      reason: NO_REPORT_IN_TAB,
    });
  });

  it("refuses a read-only report with the editor's reason, within the background's 300 characters", () => {
    const answer = decidePushedRecord({
      reportId: 12,
      readOnly: true,
      readOnlyReason: 'The report is submitted for review.',
    });
    expect(answer).toEqual({
      accepted: false,
      reportId: 12,
      reason: 'Report #12 is read-only (The report is submitted for review); the record was not added to it.',
    });
    const long = decidePushedRecord({ reportId: 12, readOnly: true, readOnlyReason: 'x'.repeat(400) });
    expect(long.reason?.length).toBe(300);
    expect(decidePushedRecord({ reportId: 3, readOnly: true, readOnlyReason: '' }).reason).toBe(
      'Report #3 is read-only; the record was not added to it.',
    );
  });
});

describe('the list of pushed records', () => {
  it('adds each delivery once, and gives each report only its own records in order', () => {
    let list = addPushedRecord([], entry('d1', 12));
    list = addPushedRecord(list, entry('d2', 13, usdot));
    const again = addPushedRecord(list, entry('d1', 12));
    expect(again).toBe(list);
    list = addPushedRecord(list, entry('d3', 12, usdot));
    expect(pushedRecordsOf(list, 12)).toEqual([vin, usdot]);
    expect(pushedRecordsOf(list, 13)).toEqual([usdot]);
    expect(pushedRecordsOf(list, 14)).toEqual([]);
  });

  it('words the arrival notice and the source', () => {
    expect(arrivalNotice(1)).toBe('1 record from the RMS arrived');
    expect(arrivalNotice(3)).toBe('3 records from the RMS arrived');
    expect(capturedFrom('https://rms.example.gov:8443/q?x=1')).toBe('rms.example.gov:8443');
    expect(capturedFrom('not a url')).toBe('the RMS');
  });
});

describe('lookupFor', () => {
  it('turns a lone VIN into a VIN decode of the chosen unit, a lone USDOT number into its carrier lookup', () => {
    expect(lookupFor(vehicleCrashReport, vin, 1)).toEqual({
      kind: 'vinDecode',
      vin: '1HGCM82633A004352',
      vehiclePath: 'Units.1.VehicleInformation',
      scanned: false,
    });
    expect(lookupFor(vehicleCrashReport, { ...vin, source: 'barcode' }, 0)).toMatchObject({ scanned: true });
    expect(lookupFor(vehicleCrashReport, usdot, 0)).toEqual({
      kind: 'usdot',
      usdotNumber: '1234567',
      cmvPath: 'Units.0.CMVInformation',
    });
  });

  it('has no lookup for returns, or for a unit that is not one', () => {
    const licence = { kind: 'driverLicence' } as CrashRecord;
    expect(lookupFor(vehicleCrashReport, licence, 0)).toBeNull();
    expect(lookupFor(vehicleCrashReport, vin, -1)).toBeNull();
    expect(lookupFor(vehicleCrashReport, vin, 0.5)).toBeNull();
  });
});
