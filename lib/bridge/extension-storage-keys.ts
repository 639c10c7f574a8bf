import { z } from 'zod/mini';
import { getReferenceVersions } from '../api/calls/admin/calls-settings';
import { siteProfileSchema } from '../records/rms-page/site-profile';
import { appSessionSchema } from './session/app-session';
import { queuedRecordSchema, RECORD_QUEUE_CAP } from './record-queue/queued-record';
import { rmsOriginSchema, RMS_ORIGINS_CAP } from './rms-origins/rms-origin';

/**
 * Every key the extension keeps in browser.storage, declared once: its area, its schema (what
 * is read back is validated, never trusted) and whether signing out clears it.
 * "session" storage lives in memory until the browser closes and is readable only by the
 * extension's own pages and background, never by content scripts (its default access level).
 */
export interface StoredKey<S extends z.core.$ZodType = z.core.$ZodType> {
  area: 'session' | 'local';
  key: string;
  schema: S;
  clearedOnSignOut: boolean;
  summary: string;
}

function storedKey<S extends z.core.$ZodType>(definition: StoredKey<S>): StoredKey<S> {
  return definition;
}

export const storageKeys = {
  appSession: storedKey({
    area: 'session',
    key: 'appSession',
    schema: appSessionSchema,
    clearedOnSignOut: true,
    summary: 'The web-app session (token, user, agency, expiry); cleared on sign-out and when it expires.',
  }),
  rmsSiteProfiles: storedKey({
    area: 'local',
    key: 'rmsSiteProfiles',
    schema: z.array(siteProfileSchema).check(z.maxLength(50)),
    clearedOnSignOut: false,
    summary:
      'Site profiles the agency added in options (label synonyms and selectors per RMS); read by the RMS content script, each profile validated on read.',
  }),
  rmsOrigins: storedKey({
    area: 'local',
    key: 'rmsOrigins',
    schema: z.array(rmsOriginSchema).check(z.maxLength(RMS_ORIGINS_CAP)),
    clearedOnSignOut: false,
    summary:
      'The RMS origins enabled in options; an origin counts only while the browser also grants its host permission.',
  }),
  recordQueue: storedKey({
    area: 'local',
    key: 'recordQueue',
    // Not cleared on sign-out: an officer who signs out keeps what they captured for their next report.
    schema: z.array(queuedRecordSchema).check(z.maxLength(RECORD_QUEUE_CAP)),
    clearedOnSignOut: false,
    summary:
      'Records captured on RMS pages and not yet accepted by an open report, oldest first, each with the user who captured it (the only one it is shown to); kept across service-worker restarts.',
  }),
  referenceVersions: storedKey({
    area: 'local',
    key: 'referenceVersions',
    schema: z.object({ ...getReferenceVersions.response.shape, checkedAt: z.iso.datetime({ offset: true }) }),
    clearedOnSignOut: false,
    summary:
      'When code lists and form configurations last changed, as the last minute’s check saw it, and when that check ran.',
  }),
} as const;
