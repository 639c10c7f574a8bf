import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  checkReferenceFreshness,
  fetchReferenceVersions,
  syncReferenceFreshness,
  type ReferenceVersions,
} from './reference-freshness';
import { storageKeys } from './extension-storage-keys';

const v1: ReferenceVersions = {
  codeListsChangedAt: '2026-01-01T00:00:00.000Z',
  formConfigurationsChangedAt: '2026-02-01T00:00:00.000Z',
};
const area = () => fakeBrowser.storage.local;
const at = () => new Date('2026-11-22T10:00:00.000Z');

describe('reference freshness', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the first answer with the time of the check, and calls nothing changed', async () => {
    expect(await checkReferenceFreshness(area(), async () => v1, at)).toEqual({
      codeLists: false,
      formConfigurations: false,
    });
    expect((await area().get(storageKeys.referenceVersions.key))[storageKeys.referenceVersions.key]).toEqual({
      ...v1,
      checkedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('names what moved since the check before, across a restart (the stored copy is the memory)', async () => {
    await checkReferenceFreshness(area(), async () => v1, at);
    const lists = { ...v1, codeListsChangedAt: '2026-03-01T00:00:00.000Z' };
    expect(await checkReferenceFreshness(area(), async () => lists, at)).toEqual({
      codeLists: true,
      formConfigurations: false,
    });
    expect(await checkReferenceFreshness(area(), async () => lists, at)).toEqual({
      codeLists: false,
      formConfigurations: false,
    });
    const forms = { ...lists, formConfigurationsChangedAt: null };
    expect(await checkReferenceFreshness(area(), async () => forms, at)).toEqual({
      codeLists: false,
      formConfigurations: true,
    });
  });

  it('keeps the stored copy when the server cannot be reached', async () => {
    await checkReferenceFreshness(area(), async () => v1, at);
    await expect(checkReferenceFreshness(area(), () => Promise.reject(new Error('offline')), at)).rejects.toThrow(
      'offline',
    );
    const moved = { ...v1, codeListsChangedAt: '2026-04-01T00:00:00.000Z' };
    expect((await checkReferenceFreshness(area(), async () => moved, at)).codeLists).toBe(true);
  });

  it('tells every open app tab when something moved, and no tab otherwise', async () => {
    const tell = vi.fn(async () => ({ told: true }));
    const tabs = { queryTabs: async () => [{ id: 3 }, { id: 5 }, {}], tell };
    await syncReferenceFreshness(area(), async () => v1, tabs);
    await syncReferenceFreshness(area(), async () => v1, tabs);
    expect(tell).not.toHaveBeenCalled();

    tell.mockRejectedValueOnce(new Error('Could not establish connection'));
    const moved = { ...v1, codeListsChangedAt: '2026-05-01T00:00:00.000Z' };
    expect(await syncReferenceFreshness(area(), async () => moved, tabs)).toEqual({
      codeLists: true,
      formConfigurations: false,
    });
    expect(tell.mock.calls).toEqual([
      [3, { codeLists: true, formConfigurations: false }],
      [5, { codeLists: true, formConfigurations: false }],
    ]);
  });

  it('asks the app server without a token, and refuses an answer of another shape', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ payload: v1 }), { status: 200 }));
    expect(await fetchReferenceVersions('http://localhost:8080', fetchFn)).toEqual(v1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe('http://localhost:8080/API/Settings/GetReferenceVersions');
    expect(JSON.parse(String(init.body))).toEqual({ identity: {}, payload: {} });

    fetchFn.mockResolvedValueOnce(new Response(JSON.stringify({ payload: { codeLists: 1 } }), { status: 200 }));
    await expect(fetchReferenceVersions('http://localhost:8080', fetchFn)).rejects.toThrow('unexpected');
    fetchFn.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await expect(fetchReferenceVersions('http://localhost:8080', fetchFn)).rejects.toThrow('503');
  });
});
