import { z } from 'zod/mini';
import { releaseFilterSchema, releaseSchema } from '../../releases/release-log-schemas';
import { releaseCheck, releaseRequestFields } from '../../releases/release-rules';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';

export const giveReportCopy = defineCall({
  path: 'Report/GiveCopy',
  access: 'session',
  summary:
    'Prints a copy of a report (PDF, base64) and logs it as a release: the public copy without the personal information of 18 U.S.C. 2725, or the full copy (a requester must claim a permissible use of 2721(b) and the proof be noted); requester null for the agency’s own work.',
  request: () => z.object({ id: dbId(), ...releaseRequestFields }).check(releaseCheck()),
  response: () => z.object({ release: releaseSchema, fileName: z.string(), pdf: z.string() }),
});

export const listReleases = defineCall({
  path: 'Release/List',
  access: 'session',
  summary: 'The log of copies given, newest first, of the reader’s agency (every agency’s for the state).',
  request: () => releaseFilterSchema,
  response: () => z.object({ nextBeforeId: z.nullable(z.string()), releases: z.array(releaseSchema) }),
});

export const reportReleases = defineCall({
  path: 'Report/Releases',
  access: 'session',
  summary: 'The copies given of one report, oldest first.',
  request: () => z.object({ id: dbId() }),
  response: () => z.object({ releases: z.array(releaseSchema) }),
});
