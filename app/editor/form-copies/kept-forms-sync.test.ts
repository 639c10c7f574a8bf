import { describe, expect, it } from 'vitest';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import type { CachedForm } from '../../local-db/local-records';
import { createFormSync, type FormSyncDeps } from './kept-forms-sync';

const version = (id: number, lastUpdated: string, extra: Partial<FormConfiguration> = {}): FormConfiguration => ({
  id,
  title: vehicleCrashReport.name,
  agencyOri: null,
  majorVersion: 1,
  minorVersion: id,
  isPublished: true,
  disabled: false,
  lastUpdated,
  formModel: vehicleCrashReport,
  ...extra,
});

/** A device holding `held`, and a server that answers `changed` (recording what it was asked). */
function device(held: CachedForm[], changed: FormConfiguration[]) {
  const forms = new Map(held.map((f) => [f.id, f]));
  const asked: Parameters<FormSyncDeps['fetch']>[0][] = [];
  const kept: string[] = [];
  const deps: FormSyncDeps = {
    store: { all: async () => [...forms.values()], put: async (f) => void forms.set(f.id, structuredClone(f)) },
    fetch: async (request) => {
      asked.push(request);
      return changed;
    },
    kept: { has: () => false, add: (id, at) => void kept.push(`${id}@${at}`) },
  };
  return { deps, forms, asked, kept };
}

describe('the sync of the form versions kept on this device', () => {
  it('names what the device holds, and keeps what is new, changed or newly disabled', async () => {
    const held: CachedForm = {
      id: 1,
      lastUpdated: Date.parse('2026-01-01T00:00:00.000Z'),
      definition: vehicleCrashReport,
      version: { title: 'Vehicle Crash Report', agencyOri: null, majorVersion: 1, minorVersion: 1, isPublished: true },
    };
    const { deps, forms, asked, kept } = device(
      [held],
      [version(1, '2026-02-01T00:00:00.000Z', { disabled: true }), version(2, '2026-02-02T00:00:00.000Z')],
    );
    expect(await createFormSync(deps)('IN0490000')).toBe(2);
    expect(asked).toEqual([
      {
        formTitle: 'Vehicle Crash Report',
        formAgencyOri: 'IN0490000',
        alreadyDownloadedForms: { '1': '2026-01-01T00:00:00.000Z' },
      },
    ]);
    expect(forms.get(1)).toMatchObject({ lastUpdated: Date.parse('2026-02-01T00:00:00.000Z'), disabled: true });
    expect(forms.get(2)?.definition.name).toBe('Vehicle Crash Report');
    expect(forms.get(2)?.version).toEqual({
      title: 'Vehicle Crash Report',
      agencyOri: null,
      majorVersion: 1,
      minorVersion: 2,
      isPublished: true,
    });
    expect(kept).toEqual([
      `1@${Date.parse('2026-02-01T00:00:00.000Z')}`,
      `2@${Date.parse('2026-02-02T00:00:00.000Z')}`,
    ]);
  });

  it('asks again for a copy kept before copies named their version', async () => {
    const held: CachedForm = { id: 1, lastUpdated: 5, definition: vehicleCrashReport };
    const { deps, forms, asked } = device([held], [version(1, '2026-02-01T00:00:00.000Z')]);
    expect(await createFormSync(deps)('IN0490000')).toBe(1);
    expect(asked[0]?.alreadyDownloadedForms).toEqual({});
    expect(forms.get(1)?.version).toMatchObject({ majorVersion: 1, minorVersion: 1 });
  });

  it('leaves out a version whose model is not a definition, keeping the copy it had', async () => {
    const held: CachedForm = { id: 1, lastUpdated: 5, definition: vehicleCrashReport };
    const { deps, forms } = device([held], [version(1, '2026-02-01T00:00:00.000Z', { formModel: { name: 'broken' } })]);
    expect(await createFormSync(deps)('IN0490000')).toBe(0);
    expect(forms.get(1)).toEqual(held);
  });

  it('shares one request between calls made while it is under way, and asks again after it', async () => {
    const { deps, asked } = device([], [version(1, '2026-02-01T00:00:00.000Z')]);
    const syncAssignedForms = createFormSync(deps);
    const [first, second] = await Promise.all([syncAssignedForms('IN0000000'), syncAssignedForms('IN0000000')]);
    expect([first, second]).toEqual([1, 1]);
    expect(asked).toHaveLength(1);
    await syncAssignedForms('IN0000000');
    expect(asked).toHaveLength(2);
  });
});
