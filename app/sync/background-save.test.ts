import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../../lib/api/schemas/report-document-schemas';
import { section, text } from '../../lib/forms/definition/builders';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import type { LocalDraft, SetAsideCopy } from '../local-db/local-records';
import { MOVED_ASIDE, saveInBackground, type BackgroundSaveDeps } from './background-save';

const definition: FormDefinition = {
  type: 'Test',
  name: 'Test form',
  lockDuration: 24,
  sections: [section('Notes', 'Notes', [text('Summary', 'Summary'), text('Other', 'Other')])],
  uiRules: [],
  validationRules: [],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['txt'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
};

class Refused extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
  ) {
    super(code);
  }
}

function documentOf(version: number, data: Record<string, unknown>, formConfigurationId = 1): ReportDocument {
  return {
    id: 1,
    version,
    status: 0,
    uniqueIdentifier: 'R-1',
    formConfigurationId,
    formType: 'Test',
    agencyOri: 'IN0490000',
    authorUser: { id: 7, name: 'Olivia Officer' },
    formInstanceLockInfo: null,
    isSupplement: false,
    lastUpdated: '2026-11-27T08:00:00Z',
    lastUpdatedBy: 'Olivia Officer',
    data,
    provenance: {},
  };
}

const keptCopy = (data: Record<string, unknown>, base: Record<string, unknown>, baseVersion = 3): LocalDraft => ({
  id: 1,
  data,
  baseVersion,
  dirty: true,
  savedAt: 1,
  dirtySince: 1,
  base: { formConfigurationId: 1, data: base },
});

/** A device with one kept copy and a server holding `document`, saving over its version only. */
function harness(draft: LocalDraft, server: { document: ReportDocument; down?: boolean }) {
  const drafts = new Map([[draft.id, draft]]);
  const setAside: SetAsideCopy[] = [];
  const saves: { version: number; data: unknown }[] = [];
  const deps: BackgroundSaveDeps = {
    getDraft: async (id) => structuredClone(drafts.get(id)),
    putDraft: async (d) => void drafts.set(d.id, structuredClone(d)),
    moveAside: async (copy) => {
      setAside.push(copy);
      drafts.delete(copy.id);
    },
    load: async () => ({ document: structuredClone(server.document), definition }),
    save: async ({ version, data }) => {
      saves.push({ version, data });
      if (server.down) throw new Refused('internal', 500);
      if (server.document.formConfigurationId !== 1) throw new Refused('conflict', 409);
      if (version !== server.document.version) throw new Refused('conflict', 409);
      server.document = { ...server.document, version: version + 1, data: data as Record<string, unknown> };
      return { version: version + 1, status: 0, lastUpdated: '2026-11-27T09:00:00Z' };
    },
    describe: (e) =>
      e instanceof Refused ? { message: e.message, code: e.code, httpStatus: e.httpStatus } : { message: String(e) },
  };
  return { deps, drafts, setAside, saves, server };
}

describe('a background save', () => {
  it('saves a kept copy over its version and marks it clean, with the saved data as its new base', async () => {
    const h = harness(keptCopy({ Notes: { Summary: 'mine' } }, {}), { document: documentOf(3, {}) });
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: true });
    expect(h.saves).toEqual([{ version: 3, data: { Notes: { Summary: 'mine' } } }]);
    expect(h.drafts.get(1)).toMatchObject({
      dirty: false,
      baseVersion: 4,
      base: { data: { Notes: { Summary: 'mine' } } },
    });
    expect(h.drafts.get(1)?.dirtySince).toBeUndefined();
  });

  it('merges with a newer server copy field by field, keeps a conflict with the copy, and saves the merge', async () => {
    const h = harness(
      keptCopy({ Notes: { Summary: 'mine', Other: 'same' } }, { Notes: { Summary: 'start', Other: 'same' } }),
      {
        document: documentOf(5, { Notes: { Summary: 'theirs', Other: 'changed there' } }),
      },
    );
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: true });
    expect(h.saves.map((s) => s.version)).toEqual([3, 5]);
    // The field only the server changed is theirs; the one both changed holds the officer's until they choose.
    expect(h.server.document.data).toEqual({ Notes: { Summary: 'mine', Other: 'changed there' } });
    const kept = h.drafts.get(1)!;
    expect(kept).toMatchObject({ dirty: false, baseVersion: 6 });
    expect(kept.conflicts).toEqual([
      expect.objectContaining({
        path: 'Notes.Summary',
        mine: 'mine',
        theirs: 'theirs',
        server: { by: 'Olivia Officer', at: '2026-11-27T08:00:00Z' },
      }),
    ]);
  });

  it('keeps the copy and answers a retry when the server fails', async () => {
    const h = harness(keptCopy({ Notes: { Summary: 'mine' } }, {}), { document: documentOf(3, {}), down: true });
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: false, kind: 'retry', reason: 'internal' });
    expect(h.drafts.get(1)).toMatchObject({ dirty: true, baseVersion: 3, data: { Notes: { Summary: 'mine' } } });
  });

  it('sets the copy aside, never drops it, when the report moved to another form version', async () => {
    const h = harness(keptCopy({ Notes: { Summary: 'mine' } }, {}), { document: documentOf(5, {}, 2) });
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: false, kind: 'refused', reason: MOVED_ASIDE });
    expect(h.setAside).toEqual([expect.objectContaining({ data: { Notes: { Summary: 'mine' } }, serverVersion: 5 })]);
    expect(h.drafts.has(1)).toBe(false);
  });

  it('does not mark a copy clean that changed while its save travelled', async () => {
    const h = harness(keptCopy({ Notes: { Summary: 'mine' } }, {}), { document: documentOf(3, {}) });
    const save = h.deps.save;
    h.deps.save = async (input) => {
      const answer = await save(input);
      h.drafts.set(1, { ...h.drafts.get(1)!, data: { Notes: { Summary: 'typed meanwhile' } }, savedAt: 2 });
      return answer;
    };
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: true });
    expect(h.drafts.get(1)).toMatchObject({ dirty: true, data: { Notes: { Summary: 'typed meanwhile' } } });
  });

  it('converges without a conflict when a save landed but its answer was lost (the tab was killed mid-sync)', async () => {
    const h = harness(keptCopy({ Notes: { Summary: 'mine' } }, {}), { document: documentOf(3, {}) });
    const save = h.deps.save;
    let lost = true;
    h.deps.save = async (input) => {
      const answer = await save(input);
      if (lost) {
        lost = false;
        throw new Refused('network', 0);
      }
      return answer;
    };
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: false, kind: 'retry', reason: 'network' });
    // The next run sends it again over the old version: refused as stale, merged with itself, saved.
    expect(await saveInBackground(1, h.deps)).toEqual({ ok: true });
    expect(h.saves.map((s) => s.version)).toEqual([3, 3, 4]);
    expect(h.server.document.data).toEqual({ Notes: { Summary: 'mine' } });
    expect(h.drafts.get(1)).toMatchObject({ dirty: false, baseVersion: 5 });
    expect(h.drafts.get(1)?.conflicts ?? []).toEqual([]);
  });
});
