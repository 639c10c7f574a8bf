import { describe, expect, it } from 'vitest';
import { keptReportOf, type LocalDraft } from '../../local-db/local-records';
import { documentOf, harness, Refused } from './open-report.fixture';
import {
  FORM_NOT_KEPT_HERE,
  NOT_KEPT_HERE,
  NOT_KEPT_ON_DEVICE,
  OFFLINE_MESSAGE,
  RETRIED_AUTOMATICALLY,
} from './report-state';

const report = keptReportOf(documentOf(3, {}));

/** A copy this device kept of report 1 at version 3, with changes the server has not taken. */
const keptCopy = (extra: Partial<LocalDraft> = {}): LocalDraft => ({
  id: 1,
  data: { Notes: { Summary: 'typed offline' } },
  baseVersion: 3,
  dirty: true,
  savedAt: 1,
  dirtySince: 1,
  base: { formConfigurationId: 1, data: {} },
  report,
  ...extra,
});

describe('the open report without the server', () => {
  it('opens the copy kept on this device when offline, with its form kept here, and keeps changes there', async () => {
    const h = harness({ document: documentOf(3, {}) }, { draft: keptCopy() });
    h.setOnline(false);
    await h.session.open(1);
    expect(h.state()).toMatchObject({
      loadError: '',
      report: { id: 1, version: 3, uniqueIdentifier: 'R-1' },
      data: { Notes: { Summary: 'typed offline' } },
      saveState: 'savingDisabled',
      unsaved: true,
      message: OFFLINE_MESSAGE,
    });
    h.session.setValue('Notes.Other', 'more');
    await h.paint();
    expect(h.saves).toEqual([]);
    expect(h.drafts.get(1)).toMatchObject({ dirty: true, dirtySince: 1, data: { Notes: { Other: 'more' } } });

    // Back online, what was kept goes to the server over the version it started from.
    h.setOnline(true);
    h.session.cameOnline();
    await h.pause();
    expect(h.saves).toEqual([{ version: 3, data: { Notes: { Summary: 'typed offline', Other: 'more' } } }]);
    expect(h.state().saveState).toBe('saved');
    expect(h.drafts.get(1)).toMatchObject({ dirty: false, baseVersion: 4 });
  });

  it('opens the kept copy when the server cannot be reached although the browser says online', async () => {
    const h = harness({ document: documentOf(3, {}) }, { draft: keptCopy({ dirty: false }) });
    h.failLoads(
      new Refused({ message: 'The server cannot be reached.', fieldErrors: [], code: 'network', httpStatus: 0 }),
    );
    await h.session.open(1);
    expect(h.state()).toMatchObject({ loadError: '', saveState: 'savingDisabled', unsaved: false });
  });

  it('says why a report cannot open offline: not kept here, or its form not kept here', async () => {
    const none = harness({ document: documentOf(3, {}) });
    none.setOnline(false);
    await none.session.open(1);
    expect(none.state().loadError).toBe(NOT_KEPT_HERE);

    const otherForm = harness(
      { document: documentOf(3, {}) },
      { draft: keptCopy({ report: { ...report, formConfigurationId: 9 } }) },
    );
    otherForm.setOnline(false);
    await otherForm.session.open(1);
    expect(otherForm.state().loadError).toBe(FORM_NOT_KEPT_HERE);
  });

  it('creates a report started on this device before its first save, and goes on under the server’s id', async () => {
    const started = keptCopy({
      id: -5,
      baseVersion: 0,
      base: { formConfigurationId: 1, data: {} },
      report: { ...report, id: -5, version: 0, uniqueIdentifier: 'Not yet numbered' },
      clientId: '8d4ff4b5-0a33-4c5f-9b41-0c7e3c1f7a10',
    });
    const h = harness({ document: documentOf(3, {}) }, { draft: started });
    h.setOnline(false);
    await h.session.open(-5);
    expect(h.state()).toMatchObject({ report: { id: -5 }, saveState: 'savingDisabled' });

    h.setOnline(true);
    h.session.cameOnline();
    await h.pause();
    expect(h.creates).toEqual([-5]);
    expect(h.numbered).toEqual([[-5, 1]]);
    // The server's new report filled a field the officer left as it started: both are in the save.
    expect(h.saves).toEqual([
      { version: 1, data: { Notes: { Summary: 'typed offline', Other: 'filled by the server' } } },
    ]);
    expect(h.state()).toMatchObject({ report: { id: 1, version: 2, uniqueIdentifier: 'R-1' }, saveState: 'saved' });
    expect(h.drafts.has(-5)).toBe(false);
    expect(h.drafts.get(1)).toMatchObject({ dirty: false });
    expect(h.drafts.get(1)?.clientId).toBeUndefined();
  });

  it('tells the outbox how each save ended, and says a failure will be retried', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.refuseSaves({ message: 'The server answered 503.', fieldErrors: [], code: 'unavailable', httpStatus: 503 });
    h.session.setValue('Notes.Summary', 'x');
    await h.pause();
    expect(h.state()).toMatchObject({
      saveState: 'failed',
      message: `The server answered 503. ${RETRIED_AUTOMATICALLY}`,
    });
    expect(h.outcomes.at(-1)).toEqual([1, { ok: false, kind: 'retry', reason: 'The server answered 503.' }]);
    h.refuseSaves(null);
    expect(await h.session.saveNow()).toEqual({ ok: true });
    expect(h.outcomes.at(-1)).toEqual([1, { ok: true }]);
  });

  it('tells the officer when a change could not be kept on the device, until one is', async () => {
    const h = harness({ document: documentOf(3, {}) });
    await h.session.open(1);
    h.failDeviceWrites(new Error('QuotaExceededError'));
    h.session.setValue('Notes.Summary', 'typed');
    await h.paint();
    expect(h.state().deviceError).toBe(`${NOT_KEPT_ON_DEVICE} (QuotaExceededError)`);
    h.failDeviceWrites(null);
    h.session.setValue('Notes.Summary', 'typed again');
    await h.paint();
    expect(h.state().deviceError).toBe('');
    expect(h.drafts.get(1)?.data).toEqual({ Notes: { Summary: 'typed again' } });
  });
});
