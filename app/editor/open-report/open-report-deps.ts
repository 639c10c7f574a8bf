import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { ReportData } from '../../../lib/forms/definition/paths';
import type { ProvenanceMap, ProvenanceSource } from '../../../lib/forms/report-data/provenance';
import type { SyncOutcome } from '../../../lib/offline/sync-policy';
import type { CodeFinder } from '../../../lib/validation/report-checks/code-membership';
import type { LocalDraft, SetAsideCopy } from '../../local-db/local-records';

// What an open report is given (open-report.ts): the device's copies, the server, time and
// the code lists, so tests hand it their own.

/** This device's copies of reports, as the session needs them. */
export interface LocalCopies {
  getDraft(id: number): Promise<LocalDraft | undefined>;
  putDraft(draft: LocalDraft): Promise<unknown>;
  /** Keeps the copy aside and drops the draft row, together. */
  moveAside(copy: SetAsideCopy): Promise<void>;
  getSetAside(id: number): Promise<SetAsideCopy | undefined>;
  deleteSetAside(id: number): Promise<void>;
  /** A form version's definition as this device keeps it (to open a report offline). */
  getForm(formConfigurationId: number): Promise<FormDefinition | undefined>;
}

/** What a save answers that the session keeps. */
export interface SaveAnswer {
  version: number;
  status: number;
  lastUpdated: string;
}

/** A failed call as the session shows it: the reason, field errors by their request path, and its kind. */
export interface CallFailure {
  message: string;
  fieldErrors: { path: string; message: string }[];
  /** The server's error code ('not_found' for a report that is gone); absent when it gave none. */
  code?: string | undefined;
  /** The HTTP status (0: no answer came); absent when not known. */
  httpStatus?: number | undefined;
}

/** The server, as the session needs it. */
export interface ReportServer {
  load(id: number): Promise<{ document: ReportDocument; definition: FormDefinition }>;
  save(input: { id: number; version: number; data: ReportData; provenance: ProvenanceMap }): Promise<SaveAnswer>;
  /**
   * Creates on the server a report started on this device (negative id), from the device's copy,
   * which then moves to the server's id: answers the new report. A repeated create (the answer was
   * lost) answers the same report.
   */
  createFromDevice(id: number): Promise<ReportDocument>;
  /** What a failure of load or save says (null: not a failure the server described). */
  describe(error: unknown): CallFailure | null;
}

/** Time, as the session uses it; tests give their own. */
export interface ReportTimers {
  /** Runs work after the next painted frame (within `fallbackMs` without frames). */
  afterPaint(work: () => void, fallbackMs?: number): void;
  /** Runs work once `ms` have passed, when the page is next idle; the answer cancels it. */
  whenIdleAfter(work: () => void, ms: number): () => void;
  setTimeout(work: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): Date;
}

export interface OpenReportDeps {
  local: LocalCopies;
  server: ReportServer;
  /** The signed-in user (0 when none). */
  userId(): number;
  isOnline(): boolean;
  timers: ReportTimers;
  /** The code lists this device holds, to tell a code the server would refuse (null while loading). */
  codes?: () => CodeFinder | null;
}

/**
 * What a session tells those who listen (open-report.ts: onSynced, onNumbered): how each sync
 * of the open report ended, so the outbox retries it on its schedule; and that a report started
 * on this device was created on the server, so it goes on under the server's id.
 */
export interface SessionEvents {
  synced(id: number, outcome: SyncOutcome): void;
  numbered(from: number, to: number): void;
}

/** One value to write; `provenance` names where it came from when the officer did not type it. */
export interface EditorWrite {
  path: string;
  value: unknown;
  provenance?: ProvenanceSource | undefined;
}
