import { expect } from 'vitest';
import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import { code, count, multiCode, section, text } from '../../../lib/forms/definition/builders';
import { CodeListId } from '../../../lib/codes/list-ids';
import type { SyncOutcome } from '../../../lib/offline/sync-policy';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { LocalDraft, SetAsideCopy } from '../../local-db/local-records';
import { AUTOSAVE_DELAY_MS, createOpenReport, type CallFailure, type SaveAnswer } from './open-report';

/** A form of its own: the session knows no form's fields. */
export const definition: FormDefinition = {
  type: 'Test',
  name: 'Test form',
  lockDuration: 24,
  sections: [
    section('Notes', 'Notes', [text('Summary', 'Summary', { maxLength: 50 }), text('Other', 'Other')]),
    section('People', 'People', [text('Name', 'Name')], { repeat: { min: 0, max: 5, itemLabel: 'Person' } }),
    // Roles enough for the counts derived from the units (lib/forms/derived/derived-values.ts).
    section('Crash', 'Crash', [count('Vehicles', 'Vehicles', 2, { role: 'crash.motorVehicleCount' })]),
    section('Parties', 'Parties', [], {
      role: 'units',
      repeat: { min: 0, max: 9, itemLabel: 'Unit' },
      sections: [
        section('Info', 'Info', [code('Type', 'Type', CodeListId.UnitType, { role: 'unit.type' })], {
          role: 'unit.information',
        }),
        // And for a vehicle's damaged areas, derived from its initial impact: a field of several picks.
        section(
          'Vehicle',
          'Vehicle',
          [
            code('Impact', 'Impact', CodeListId.DamageArea, { role: 'vehicle.initialImpact' }),
            multiCode('Damage', 'Damage', CodeListId.DamageArea, { role: 'vehicle.damagedAreas' }),
          ],
          { role: 'unit.vehicle' },
        ),
      ],
    }),
  ],
  uiRules: [],
  validationRules: [
    { id: 'summary', kind: 'required', path: 'Notes.Summary', severity: 'error', message: 'Summary is required.' },
  ],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['txt'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
};

export const OFFICER = 7;

export function documentOf(
  version: number,
  data: Record<string, unknown>,
  extra: Partial<ReportDocument> = {},
): ReportDocument {
  return {
    id: 1,
    version,
    status: 0,
    uniqueIdentifier: 'R-1',
    formConfigurationId: 1,
    formType: 'Test',
    agencyOri: 'IN0490000',
    authorUser: { id: OFFICER, name: 'Olivia Officer' },
    formInstanceLockInfo: null,
    isSupplement: false,
    lastUpdated: '2026-11-25T08:00:00Z',
    data,
    provenance: {},
    ...extra,
  };
}

/** A promise the test settles when it chooses: a save still travelling. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export class Refused extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message);
  }
}

/** The session with this device's database, the server and the clock all in memory. */
export function harness(
  server: { document: ReportDocument },
  kept: { draft?: LocalDraft; setAside?: SetAsideCopy } = {},
) {
  const drafts = new Map<number, LocalDraft>(kept.draft ? [[kept.draft.id, kept.draft]] : []);
  const setAsides = new Map<number, SetAsideCopy>(kept.setAside ? [[kept.setAside.id, kept.setAside]] : []);
  const saves: { version: number; data: Record<string, unknown> }[] = [];
  const creates: number[] = [];
  const numbered: [number, number][] = [];
  const outcomes: [number, SyncOutcome][] = [];
  let loadFailure: Error | null = null;
  let deviceWriteFailure: Error | null = null;
  const pendingSaves: ReturnType<typeof deferred<SaveAnswer>>[] = [];
  let answerAtOnce = true;
  let refuseWith: CallFailure | null = null;
  let online = true;
  let timer: (() => void) | null = null;
  const paints: (() => void)[] = [];
  const pauses: (() => void)[] = [];
  // A second passes at each pause: changes between two pauses are one burst of typing.
  let clock = Date.parse('2026-11-25T09:00:00Z');

  const session = createOpenReport({
    local: {
      getDraft: async (id) => drafts.get(id),
      putDraft: async (draft) => {
        if (deviceWriteFailure) throw deviceWriteFailure;
        drafts.set(draft.id, structuredClone(draft));
      },
      moveAside: async (copy) => {
        setAsides.set(copy.id, copy);
        drafts.delete(copy.id);
      },
      getSetAside: async (id) => setAsides.get(id),
      deleteSetAside: async (id) => void setAsides.delete(id),
      getForm: async (id) => (id === server.document.formConfigurationId ? definition : undefined),
    },
    server: {
      load: async () => {
        if (loadFailure) throw loadFailure;
        return { document: structuredClone(server.document), definition };
      },
      save: async ({ version, data }) => {
        saves.push({ version, data });
        // A held save is answered, or refused, when `answerSave` is called.
        const answer = () => {
          if (refuseWith) throw new Refused(refuseWith);
          if (version !== server.document.version)
            throw new Refused({ message: 'Saved elsewhere.', fieldErrors: [], code: 'conflict' });
          server.document = { ...server.document, version: version + 1, data };
          return { version: version + 1, status: 0, lastUpdated: '2026-11-25T08:01:00Z' };
        };
        if (answerAtOnce) return answer();
        const pending = deferred<SaveAnswer>();
        pendingSaves.push(pending);
        return pending.promise.then(answer);
      },
      // A report started on the device: the server's Report/Create, then its copy moves to the new id.
      createFromDevice: async (key) => {
        const kept = drafts.get(key);
        if (!kept) throw new Error(`Report ${key} is not kept on this device.`);
        creates.push(key);
        server.document = documentOf(1, { Notes: { Other: 'filled by the server' } });
        drafts.delete(key);
        drafts.set(1, { ...kept, id: 1, baseVersion: 1 });
        return structuredClone(server.document);
      },
      describe: (e) => (e instanceof Refused ? e.failure : null),
    },
    userId: () => OFFICER,
    isOnline: () => online,
    timers: {
      afterPaint: (work) => void paints.push(work),
      whenIdleAfter: (work) => {
        pauses.push(work);
        return () => {
          const at = pauses.indexOf(work);
          if (at !== -1) pauses.splice(at, 1);
        };
      },
      setTimeout: (work, ms) => {
        expect(ms).toBe(AUTOSAVE_DELAY_MS);
        timer = work;
        return work;
      },
      clearTimeout: (handle) => {
        if (handle === timer) timer = null;
      },
      now: () => new Date(clock),
    },
  });
  session.onSynced((id, outcome) => void outcomes.push([id, outcome]));
  session.onNumbered((from, to) => void numbered.push([from, to]));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    session,
    state: session.store.getState,
    drafts,
    setAsides,
    saves,
    creates,
    numbered,
    outcomes,
    failLoads: (failure: Error | null) => void (loadFailure = failure),
    failDeviceWrites: (failure: Error | null) => void (deviceWriteFailure = failure),
    /** The next save waits until `answerSave` is called. */
    holdSaves: () => void (answerAtOnce = false),
    answerSave: async () => {
      pendingSaves.shift()?.resolve(undefined as never);
      await settle();
    },
    refuseSaves: (failure: CallFailure | null) => void (refuseWith = failure),
    setOnline: (value: boolean) => void (online = value),
    /** The frame is painted: work waiting for it runs. */
    paint: async () => {
      for (const work of paints.splice(0)) work();
      await settle();
    },
    /** The officer paused typing: a burst's check runs, and autosave fires. */
    pause: async () => {
      clock += 1000;
      for (const work of pauses.splice(0)) work();
      const work = timer;
      timer = null;
      work?.();
      await settle();
      await settle();
    },
    hasAutosave: () => timer !== null,
    /** Checks waiting for a pause in typing. */
    waitingForPause: () => pauses.length,
  };
}
