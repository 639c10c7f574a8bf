import { describe, expect, it, vi } from 'vitest';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import type { CachedForm } from '../../local-db/local-records';
import { takeEarlyReportRequest } from '../open-report/early-report';
import { definitionFor, fetchForm, type FormStore, type KeptForms } from './form-cache';
import { testClient } from '../../api/client.fixture';

/** The app's client, as the root makes one: the form comes from the early request, so it sends nothing. */
const client = testClient();

const stamp = '2026-03-01T10:00:00.000Z';
const configuration = (lastUpdated = stamp): FormConfiguration => ({
  id: 7,
  title: 'Vehicle Crash Report',
  agencyOri: null,
  majorVersion: 1,
  minorVersion: 0,
  isPublished: true,
  disabled: false,
  lastUpdated,
  formModel: vehicleCrashReport,
});

/** IndexedDB keeps what it is given as a structured clone: so does this store. */
function memoryStore() {
  const forms = new Map<number, CachedForm>();
  const reads = vi.fn();
  const store: FormStore = {
    get: async (id) => {
      reads(id);
      return forms.get(id);
    },
    put: async (form) => void forms.set(form.id, structuredClone(form)),
  };
  const keys = new Set<string>();
  const kept: KeptForms = { has: (id, at) => keys.has(`${id}@${at}`), add: (id, at) => void keys.add(`${id}@${at}`) };
  return { store, forms, reads, kept };
}

describe('the form definition of an opened report', () => {
  it('is fetched and checked once, then read from the device while the server names the same last change', async () => {
    const { store, forms, reads, kept } = memoryStore();
    const fetch = vi.fn(async () => configuration());
    const document = { formConfigurationId: 7, formConfigurationLastUpdated: stamp };

    const first = await definitionFor(document, store, fetch, kept);
    // Nothing was known to be kept, so the device's store was not even asked.
    expect(reads).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(forms.has(7)).toBe(true));
    await vi.waitFor(() => expect(kept.has(7, Date.parse(stamp))).toBe(true));
    const second = await definitionFor(document, store, fetch, kept);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second.sections.map((s) => s.key)).toContain('Units');
    // The kept copy names its version, for deciding which version a new report is written on.
    expect(forms.get(7)).toMatchObject({
      disabled: false,
      version: { title: 'Vehicle Crash Report', agencyOri: null, majorVersion: 1, minorVersion: 0, isPublished: true },
    });
  });

  it('is fetched again when the configuration changed since the kept copy, or the report does not say', async () => {
    const { store, kept } = memoryStore();
    const fetch = vi.fn(async () => configuration());
    await definitionFor({ formConfigurationId: 7, formConfigurationLastUpdated: stamp }, store, fetch, kept);
    await new Promise((r) => setTimeout(r, 0));

    fetch.mockResolvedValueOnce(configuration('2026-04-01T10:00:00.000Z'));
    await definitionFor(
      { formConfigurationId: 7, formConfigurationLastUpdated: '2026-04-01T10:00:00.000Z' },
      store,
      fetch,
      kept,
    );
    await definitionFor({ formConfigurationId: 7 }, store, fetch, kept);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('refuses a form model that is not a form definition, and keeps nothing of it', async () => {
    const { store, forms, kept } = memoryStore();
    const fetch = vi.fn(async () => ({ ...configuration(), formModel: { sections: 'none' } }));
    await expect(
      definitionFor({ formConfigurationId: 7, formConfigurationLastUpdated: stamp }, store, fetch, kept),
    ).rejects.toThrow();
    expect(forms.size).toBe(0);
    expect(kept.has(7, Date.parse(stamp))).toBe(false);
  });

  it('still opens the report when the device cannot keep or read the copy', async () => {
    const store: FormStore = {
      get: () => Promise.reject(new Error('QuotaExceededError')),
      put: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const fetch = vi.fn(async () => configuration());
    // The device believes it keeps the form, but its store fails both ways.
    const kept: KeptForms = { has: () => true, add: vi.fn() };
    const definition = await definitionFor(
      { formConfigurationId: 7, formConfigurationLastUpdated: stamp },
      store,
      fetch,
      kept,
    );
    expect(definition.sections.length).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(kept.add).not.toHaveBeenCalled();
  });

  it("takes the form index.html's early script asked for as the report arrived, without asking again", async () => {
    const { store, kept } = memoryStore();
    const answer = JSON.stringify({ status: 'ok', payload: configuration() });
    const early = Promise.resolve({ id: 7, sent: Promise.resolve(new Response(answer)) });
    const holder = globalThis as { __crashEarlyReport?: unknown };
    holder.__crashEarlyReport = { id: 12, sent: Promise.resolve(new Response('{}')), form: early };
    const taken = takeEarlyReportRequest(12);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      const definition = await definitionFor(
        { formConfigurationId: 7, formConfigurationLastUpdated: stamp },
        store,
        (id) => fetchForm(client, id, taken?.form),
        kept,
      );
      expect(definition.name).toBe(vehicleCrashReport.name);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
