import { describe, expect, it } from 'vitest';
import type { LocalDraft } from '../../local-db/local-records';
import { documentOf, harness, OFFICER, Refused } from './open-report.fixture';
import { KEPT_ASIDE, MERGED_AND_SAVED, OFFLINE_MESSAGE, RESTORED_AND_SAVED, createOpenReport } from './open-report';

describe('the open report', () => {
  it('shows a change at once, keeps it on the device after the paint, and saves it after a pause', async () => {
    const h = harness({ document: documentOf(3, { Notes: { Summary: 'old' } }) });
    await h.session.open(1);
    expect(h.state().issues).toEqual([]);

    h.session.setValue('Notes.Summary', '');
    expect(h.state().data).toEqual({ Notes: { Summary: '' } });
    expect(h.state().saveState).toBe('dirty');
    expect(h.drafts.get(1)).toBeUndefined();

    await h.paint();
    expect(h.drafts.get(1)).toMatchObject({ data: { Notes: { Summary: '' } }, baseVersion: 3, dirty: true });
    expect(h.state().issues.map((i) => i.message)).toEqual(['Summary is required.']);

    await h.pause();
    expect(h.saves).toEqual([{ version: 3, data: { Notes: { Summary: '' } } }]);
    expect(h.state()).toMatchObject({ saveState: 'saved', unsaved: false });
    expect(h.state().report?.version).toBe(4);
    expect(h.drafts.get(1)).toMatchObject({ baseVersion: 4, dirty: false });
  });

  it('opens with the fields shown at once and its issues after the first paint, or before a save that comes first', async () => {
    const h = harness({ document: documentOf(3, { Notes: { Summary: '' } }) });
    await h.session.open(1);
    expect(h.state().data).toEqual({ Notes: { Summary: '' } });
    expect(h.state().issues).toEqual([]);
    await h.paint();
    expect(h.state().issues.map((i) => i.message)).toEqual(['Summary is required.']);

    // A save before that paint (the officer is quick) judges the report's issues, not the empty list.
    const quick = harness({ document: documentOf(3, { Notes: { Summary: '' } }) });
    await quick.session.open(1);
    expect(quick.state().issues).toEqual([]);
    quick.session.setValue('Notes.Other', 'x');
    await quick.session.saveNow();
    expect(quick.state().issues.map((i) => i.message)).toEqual(['Summary is required.']);
    // The paint's own check, now needless, does not run again.
    const before = quick.state().issues;
    await quick.paint();
    expect(quick.state().issues).toBe(before);
  });

  it('writes every change after its paint, and checks a burst of typing once, as the typing pauses', async () => {
    const h = harness({ document: documentOf(3, { Notes: { Summary: 'old' } }) });
    await h.session.open(1);
    h.session.setValue('Notes.Summary', '');
    await h.paint();
    expect(h.drafts.get(1)).toMatchObject({ data: { Notes: { Summary: '' } } });
    expect(h.state().issues.map((i) => i.message)).toEqual(['Summary is required.']);

    // Keys closer together than a pause: each is on the device after its paint, none pays for the check.
    for (const typed of ['A', 'AB', 'ABC']) {
      h.session.setValue('Notes.Summary', typed);
      await h.paint();
      expect(h.drafts.get(1)).toMatchObject({ data: { Notes: { Summary: typed } } });
    }
    expect(h.state().issues.map((i) => i.message)).toEqual(['Summary is required.']);
    expect(h.waitingForPause()).toBe(1);

    await h.pause();
    expect(h.state().issues).toEqual([]);
    expect(h.waitingForPause()).toBe(0);
  });

  it('keeps a refused save on the device, with the reason and the field errors at their fields', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.refuseSaves({
      message: 'The report has errors.',
      fieldErrors: [{ path: 'payload.data.Notes.Summary', message: 'At most 50 characters.' }],
    });

    h.session.setValue('Notes.Summary', 'x'.repeat(51));
    await h.paint();
    await h.pause();

    expect(h.state()).toMatchObject({
      saveState: 'failed',
      unsaved: true,
      message: 'The report has errors.',
      serverErrors: { 'Notes.Summary': 'At most 50 characters.' },
    });
    expect(h.drafts.get(1)).toMatchObject({
      data: { Notes: { Summary: 'x'.repeat(51) } },
      baseVersion: 3,
      dirty: true,
    });

    // Correcting the field clears its server error and the next save goes through.
    h.refuseSaves(null);
    h.session.setValue('Notes.Summary', 'short');
    expect(h.state().serverErrors).toEqual({});
    await h.pause();
    expect(h.state().saveState).toBe('saved');
    expect(h.saves.at(-1)).toEqual({ version: 3, data: { Notes: { Summary: 'short' } } });
  });

  it('does not put a refusal of a value on its field once the officer has typed another', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.holdSaves();
    h.refuseSaves({
      message: 'The report has errors.',
      fieldErrors: [
        { path: 'payload.data.Notes.Summary', message: 'At most 50 characters.' },
        { path: 'payload.data.Notes.Other', message: 'Not a word.' },
      ],
    });

    h.session.setValue('Notes.Summary', 'x'.repeat(51));
    h.session.setValue('Notes.Other', '??');
    await h.pause();
    // The officer goes on typing while the save travels.
    h.session.setValue('Notes.Summary', 'short');
    await h.answerSave();

    // The refusal still speaks of the field it was about and that the officer left as sent.
    expect(h.state().saveState).toBe('failed');
    expect(h.state().serverErrors).toEqual({ 'Notes.Other': 'Not a word.' });
  });

  it('saves a change made while a save is travelling after it, over the version that save made', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.holdSaves();

    h.session.setValue('Notes.Summary', 'first');
    await h.pause();
    expect(h.state().saveState).toBe('saving');

    h.session.setValue('Notes.Other', 'second');
    await h.paint();
    expect(h.drafts.get(1)).toMatchObject({ data: { Notes: { Summary: 'first', Other: 'second' } }, dirty: true });

    await h.answerSave();
    // The first save landed; the second change is still the officer's and not yet the server's.
    expect(h.state()).toMatchObject({ saveState: 'dirty', unsaved: true });
    expect(h.state().report?.version).toBe(4);
    expect(h.drafts.get(1)).toMatchObject({ baseVersion: 4, dirty: true, data: { Notes: { Other: 'second' } } });
    expect(h.hasAutosave()).toBe(true);

    const next = h.pause();
    await h.answerSave();
    await next;
    expect(h.saves).toEqual([
      { version: 3, data: { Notes: { Summary: 'first' } } },
      { version: 4, data: { Notes: { Summary: 'first', Other: 'second' } } },
    ]);
    expect(h.state()).toMatchObject({ saveState: 'saved', unsaved: false });
    expect(h.drafts.get(1)).toMatchObject({ baseVersion: 5, dirty: false });
  });

  it('waits for a travelling save before saving again now, then saves what came after it', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.holdSaves();
    h.session.setValue('Notes.Summary', 'first');
    const first = h.session.saveNow();
    h.session.setValue('Notes.Summary', 'second');
    const second = h.session.saveNow();
    await h.answerSave();
    await first;
    await h.answerSave();
    await second;
    expect(h.saves.map((s) => s.version)).toEqual([3, 4]);
    expect(h.state().data).toEqual({ Notes: { Summary: 'second' } });
    expect(h.state().saveState).toBe('saved');
  });

  it('restores changes the server never took on the same version, and saves them', async () => {
    const h = harness(
      { document: documentOf(3, { Notes: { Summary: 'server' } }) },
      {
        draft: { id: 1, data: { Notes: { Summary: 'mine' } }, baseVersion: 3, dirty: true, savedAt: 1 },
      },
    );
    await h.session.open(1);
    expect(h.saves).toEqual([{ version: 3, data: { Notes: { Summary: 'mine' } } }]);
    expect(h.state()).toMatchObject({ data: { Notes: { Summary: 'mine' } }, saveState: 'saved' });
    expect(h.state().message).toBe(RESTORED_AND_SAVED);
    expect(h.state().setAside).toBeNull();
  });

  it('puts aside changes made on a version older than the server’s, never drops them, and applies them on request', async () => {
    const mine = { id: 1, data: { Notes: { Summary: 'mine' } }, baseVersion: 2, dirty: true, savedAt: 1 };
    const h = harness({ document: documentOf(3, { Notes: { Summary: 'theirs' } }) }, { draft: mine });
    await h.session.open(1);

    expect(h.state().data).toEqual({ Notes: { Summary: 'theirs' } });
    expect(h.state().saveState).toBe('saved');
    expect(h.state().setAside).toMatchObject({ serverVersion: 3, baseVersion: 2, data: mine.data });
    expect(h.setAsides.get(1)).toMatchObject({ serverVersion: 3 });
    expect(h.drafts.has(1)).toBe(false);
    expect(h.saves).toEqual([]);

    // Reopened later, the copy is still offered.
    h.session.close();
    expect(h.state().setAside).toBeNull();
    await h.session.open(1);
    await Promise.resolve();
    expect(h.state().setAside).toMatchObject({ serverVersion: 3 });

    // Using it puts its values over the newer version and saves them there.
    const copy = h.state().setAside!;
    expect(h.session.replaceData(copy.data, copy.provenance ?? {})).toBe(true);
    await h.session.forgetSetAside(1);
    await h.pause();
    expect(h.saves).toEqual([{ version: 3, data: { Notes: { Summary: 'mine' } } }]);
    expect(h.setAsides.has(1)).toBe(false);
    expect(h.state().setAside).toBeNull();
  });

  it('keeps the server copy it is based on with every copy on the device, items with their ids', async () => {
    const h = harness({ document: documentOf(3, { Notes: { Summary: 'old' }, People: [{ Name: 'ANN' }] }) });
    await h.session.open(1);
    // Items saved before they had ids are named by their place, as the server names them.
    const server = { Notes: { Summary: 'old' }, People: [{ $id: 'legacy-People-0', Name: 'ANN' }] };
    expect(h.state().data).toEqual(server);
    h.session.setValue('Notes.Summary', 'new');
    await h.paint();
    expect(h.drafts.get(1)).toMatchObject({ baseVersion: 3, base: { formConfigurationId: 1, data: server } });
    await h.pause();
    expect(h.drafts.get(1)).toMatchObject({
      baseVersion: 4,
      dirty: false,
      base: { data: { Notes: { Summary: 'new' }, People: server.People } },
    });
  });

  it('merges a copy made on an older version with the newer one field by field, and saves the merge', async () => {
    const base = { Notes: { Summary: 'base', Other: 'base' }, People: [{ $id: 'p1', Name: 'ANN' }] };
    const mine = { Notes: { Summary: 'mine', Other: 'base' }, People: [] };
    const theirs = { Notes: { Summary: 'base', Other: 'theirs' }, People: [{ $id: 'p1', Name: 'ANN' }] };
    const h = harness(
      { document: documentOf(3, theirs) },
      {
        draft: {
          id: 1,
          data: mine,
          baseVersion: 2,
          dirty: true,
          savedAt: 1,
          base: { formConfigurationId: 1, data: base },
        },
      },
    );
    await h.session.open(1);
    const merged = { Notes: { Summary: 'mine', Other: 'theirs' }, People: [] };
    expect(h.state()).toMatchObject({ data: merged, conflicts: [], setAside: null, saveState: 'saved' });
    expect(h.state().message).toBe(MERGED_AND_SAVED);
    expect(h.saves).toEqual([{ version: 3, data: merged }]);
    expect(h.setAsides.size).toBe(0);
  });

  it('shows a field both sides changed with both values and who saved the server’s, until the officer chooses', async () => {
    const base = { Notes: { Summary: 'base' } };
    const h = harness(
      { document: documentOf(3, { Notes: { Summary: 'theirs' } }, { lastUpdatedBy: 'Sam Other' }) },
      {
        draft: {
          id: 1,
          data: { Notes: { Summary: 'mine' } },
          baseVersion: 2,
          dirty: true,
          savedAt: 1,
          base: { formConfigurationId: 1, data: base },
        },
      },
    );
    await h.session.open(1);
    expect(h.state().data).toEqual({ Notes: { Summary: 'mine' } });
    expect(h.state().conflicts).toMatchObject([
      {
        path: 'Notes.Summary',
        label: 'Notes › Summary',
        mine: 'mine',
        theirs: 'theirs',
        server: { by: 'Sam Other', at: '2026-11-25T08:00:00Z' },
      },
    ]);
    // The choice still to make is kept on the device: a reload shows it again.
    expect(h.drafts.get(1)?.conflicts).toHaveLength(1);
    h.session.close();
    await h.session.open(1);
    expect(h.state().conflicts).toHaveLength(1);

    h.session.resolveConflict(h.state().conflicts[0]!, 'theirs');
    expect(h.state().data).toEqual({ Notes: { Summary: 'theirs' } });
    expect(h.state().conflicts).toEqual([]);
    await h.paint();
    expect(h.drafts.get(1)?.conflicts).toBeUndefined();
    await h.pause();
    expect(h.saves.at(-1)).toEqual({ version: 4, data: { Notes: { Summary: 'theirs' } } });
  });

  it('merges and saves again when a save is refused because the report was saved elsewhere meanwhile', async () => {
    const server = { document: documentOf(3, { Notes: { Summary: 'base', Other: 'base' } }) };
    const h = harness(server);
    await h.session.open(1);
    // Another device saves version 4 meanwhile.
    server.document = documentOf(4, { Notes: { Summary: 'base', Other: 'theirs' } }, { lastUpdatedBy: 'Sam Other' });
    h.session.setValue('Notes.Summary', 'mine');
    await h.pause();
    expect(h.saves).toEqual([
      { version: 3, data: { Notes: { Summary: 'mine', Other: 'base' } } },
      { version: 4, data: { Notes: { Summary: 'mine', Other: 'theirs' } } },
    ]);
    expect(h.state()).toMatchObject({
      saveState: 'saved',
      message: MERGED_AND_SAVED,
      conflicts: [],
      data: { Notes: { Summary: 'mine', Other: 'theirs' } },
    });
    expect(h.state().report?.version).toBe(5);
    expect(h.drafts.get(1)).toMatchObject({ baseVersion: 5, dirty: false });
  });

  it('puts aside, rather than merges, a copy whose report moved to another form version or cannot be changed now', async () => {
    const draft = (formConfigurationId: number): LocalDraft => ({
      id: 1,
      data: { Notes: { Summary: 'mine' } },
      baseVersion: 2,
      dirty: true,
      savedAt: 1,
      base: { formConfigurationId, data: { Notes: { Summary: 'base' } } },
    });
    const moved = harness({ document: documentOf(3, { Notes: { Summary: 'theirs' } }) }, { draft: draft(2) });
    await moved.session.open(1);
    expect(moved.state()).toMatchObject({ data: { Notes: { Summary: 'theirs' } }, conflicts: [] });
    expect(moved.setAsides.get(1)).toMatchObject({ data: { Notes: { Summary: 'mine' } }, serverVersion: 3 });

    const sent = harness(
      { document: documentOf(3, { Notes: { Summary: 'theirs' } }, { status: 1 }) },
      { draft: draft(1) },
    );
    await sent.session.open(1);
    expect(sent.state().saveState).toBe('readOnly');
    expect(sent.setAsides.get(1)).toMatchObject({ data: { Notes: { Summary: 'mine' } } });
    expect(sent.saves).toEqual([]);
  });

  it('does not merge a save refused for another reason: it fails with the reason', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.refuseSaves({ message: 'The report was sent meanwhile.', fieldErrors: [], code: 'conflict' });
    h.session.setValue('Notes.Summary', 'typed');
    await h.pause();
    expect(h.state()).toMatchObject({ saveState: 'failed', message: 'The report was sent meanwhile.', unsaved: true });
    expect(h.saves).toHaveLength(1);
  });

  it('does not put aside a copy that holds what the server already has', async () => {
    const h = harness(
      { document: documentOf(3, { Notes: { Summary: 'same' } }) },
      { draft: { id: 1, data: { Notes: { Summary: 'same' } }, baseVersion: 2, dirty: true, savedAt: 1 } },
    );
    await h.session.open(1);
    expect(h.state().setAside).toBeNull();
    expect(h.setAsides.size).toBe(0);
  });

  it('keeps changes on the device while offline and syncs them when the connection returns', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.session.wentOffline();
    h.setOnline(false);
    h.session.setValue('Notes.Summary', 'offline');
    expect(h.state()).toMatchObject({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
    expect(h.hasAutosave()).toBe(false);
    await h.paint();
    expect(h.drafts.get(1)).toMatchObject({ dirty: true, data: { Notes: { Summary: 'offline' } } });

    h.setOnline(true);
    h.session.cameOnline();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.saves).toEqual([{ version: 3, data: { Notes: { Summary: 'offline' } } }]);
    expect(h.state().saveState).toBe('saved');
  });

  it('opens a report locked by another user read-only and refuses changes to it', async () => {
    const h = harness({
      document: documentOf(
        3,
        { Notes: { Summary: 'x' } },
        {
          status: 7,
          formInstanceLockInfo: { lockingUser: { id: 99, name: 'Samuel Supervisor' }, created: '2026-11-25T08:30:00Z' },
        },
      ),
    });
    await h.session.open(1);
    expect(h.state().saveState).toBe('readOnly');
    expect(h.state().message).toContain('Samuel Supervisor');
    h.session.setValue('Notes.Summary', 'changed');
    expect(h.state().data).toEqual({ Notes: { Summary: 'x' } });
    await h.session.saveNow();
    expect(h.saves).toEqual([]);
  });

  it('turns read-only when the report was deleted, keeping what the officer typed aside on the device', async () => {
    const h = harness({ document: documentOf(3, { Notes: { Summary: 'saved' } }) });
    await h.session.open(1);
    const deleted = 'Report 1 was deleted by Agnes Admin on 11/25/2026 09:00.';
    h.refuseSaves({ message: deleted, fieldErrors: [], code: 'not_found' });
    h.session.setValue('Notes.Summary', 'typed after the delete');
    await h.paint();
    await h.pause();
    expect(h.state()).toMatchObject({
      saveState: 'readOnly',
      reportGone: true,
      unsaved: false,
      message: `${deleted} ${KEPT_ASIDE}`,
      data: { Notes: { Summary: 'typed after the delete' } },
    });
    const kept = { id: 1, baseVersion: 3, data: { Notes: { Summary: 'typed after the delete' } } };
    expect(h.setAsides.get(1)).toMatchObject(kept);
    expect(h.state().setAside).toMatchObject(kept);
    expect(h.drafts.has(1)).toBe(false);
    // Nothing more is typed into, or sent for, a report that is gone.
    h.session.setValue('Notes.Summary', 'more');
    await h.session.saveNow();
    expect(h.state().data).toEqual({ Notes: { Summary: 'typed after the delete' } });
    expect(h.saves).toHaveLength(1);
  });

  it('does not bring back a closed report when its last save answers', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.holdSaves();
    h.session.setValue('Notes.Summary', 'typed');
    const saving = h.session.saveNow();
    h.session.close();
    expect(h.drafts.get(1)).toMatchObject({ dirty: true, data: { Notes: { Summary: 'typed' } } });
    await h.answerSave();
    await saving;
    expect(h.state().report).toBeNull();
  });

  it('says why a report could not be opened', async () => {
    const h = harness({ document: documentOf(3, {}) });
    const failing = createOpenReport({
      local: {
        getDraft: async () => undefined,
        putDraft: async () => undefined,
        moveAside: async () => undefined,
        getSetAside: async () => undefined,
        deleteSetAside: async () => undefined,
        getForm: async () => undefined,
      },
      server: {
        load: () => Promise.reject(new Refused({ message: 'You may not read this report.', fieldErrors: [] })),
        save: () => Promise.reject(new Error('unused')),
        createFromDevice: () => Promise.reject(new Error('unused')),
        describe: (e) => (e instanceof Refused ? e.failure : null),
      },
      userId: () => OFFICER,
      isOnline: () => true,
      timers: {
        afterPaint: (work) => work(),
        whenIdleAfter: () => () => undefined,
        setTimeout: () => 0,
        clearTimeout: () => undefined,
        now: () => new Date(),
      },
    });
    await failing.open(1);
    expect(failing.store.getState().loadError).toBe('You may not read this report.');
    expect(h.state().loadError).toBe('');
  });
});

describe('values derived for the officer', () => {
  it('fills a count from the units after each change, marked, and leaves a count the officer typed', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.session.setValue('Parties', [{ Info: { Type: '20' } }, { Info: { Type: '21' } }]);
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '2' } });
    expect(h.state().provenance).toEqual({ 'Crash.Vehicles': 'derived' });

    h.session.setValue('Parties', [{ Info: { Type: '20' } }]);
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '1' } });

    h.session.setValue('Crash.Vehicles', '3');
    h.session.setValue('Parties', [{ Info: { Type: '20' } }, { Info: { Type: '20' } }]);
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '3' } });
    expect(h.state().provenance).toEqual({});
    await h.pause();
    expect(h.saves.at(-1)?.data).toMatchObject({ Crash: { Vehicles: '3' } });
  });

  it('never fills the field the officer is typing in: a deleted derived count stays empty until they leave it', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.session.setValue('Parties', [{ Info: { Type: '20' } }]);
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '1' } });

    // The officer selects the derived "1", deletes it and types "2": the "1" does not come back between.
    h.session.setValue('Crash.Vehicles', '');
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '' } });
    h.session.setValue('Crash.Vehicles', '2');
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '2' } });
    h.session.leaveField('Crash.Vehicles');
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '2' } });
    expect(h.state().provenance).toEqual({});

    // Left empty on purpose, the field is given back: the count fills it again, marked.
    h.session.setValue('Crash.Vehicles', '');
    h.session.setValue('Parties', [{ Info: { Type: '20' } }, { Info: { Type: '20' } }]);
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '' } });
    h.session.leaveField('Crash.Vehicles');
    expect(h.state().data).toMatchObject({ Crash: { Vehicles: '2' } });
    expect(h.state().provenance).toEqual({ 'Crash.Vehicles': 'derived' });
  });
});
