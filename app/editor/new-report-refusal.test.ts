import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import type { CachedForm } from '../local-db/local-records';
import { newReportRefusal, type NewReportDeps } from './new-report-refusal';

const OFFICER = 3;
const copy = (id: number, minor: number, more: Partial<CachedForm> = {}): CachedForm => ({
  id,
  lastUpdated: 1,
  definition: vehicleCrashReport,
  version: { title: 'Vehicle Crash Report', agencyOri: null, majorVersion: 1, minorVersion: minor, isPublished: true },
  ...more,
});

/** A device holding `held` after its sync, and a server whose versions give `create` as `grants` say. */
function deviceWith(held: CachedForm[], grants: Record<string, boolean>) {
  const asked: string[] = [];
  const deps: NewReportDeps = {
    sync: async () => 0,
    forms: async () => held,
    permissions: async (v) => {
      const number = `${v.majorVersion}.${v.minorVersion}`;
      asked.push(number);
      return JSON.stringify([{ group: 'create', roleId: OFFICER, value: grants[number] ?? false }]);
    },
  };
  return { deps, asked };
}

describe('whether the user may start a crash report', () => {
  it('asks the permissions of the version a new report is written on, the newest enabled one', async () => {
    const { deps, asked } = deviceWith([copy(1, 0), copy(2, 1), copy(3, 2, { disabled: true })], { '1.1': true });
    expect(await newReportRefusal('IN1', [OFFICER], deps)).toBe('');
    expect(asked).toEqual(['1.1']);
  });

  it('says why when none of the user’s roles may create reports on it', async () => {
    const { deps } = deviceWith([copy(1, 0), copy(2, 1)], { '1.0': true, '1.1': false });
    expect(await newReportRefusal('IN1', [OFFICER], deps)).toBe(
      'Your roles may not create reports on Vehicle Crash Report 1.1: its publish permissions do not allow it.',
    );
  });

  it('refuses nothing when the device knows no version, or the permissions cannot be read', async () => {
    const unknown = deviceWith([copy(1, 0, { version: undefined })], {});
    expect(await newReportRefusal('IN1', [OFFICER], unknown.deps)).toBe('');
    expect(unknown.asked).toEqual([]);
    const offline = deviceWith([copy(1, 0)], {});
    offline.deps.sync = () => Promise.reject(new Error('offline'));
    offline.deps.permissions = () => Promise.reject(new Error('offline'));
    expect(await newReportRefusal('IN1', [OFFICER], offline.deps)).toBe('');
  });
});
