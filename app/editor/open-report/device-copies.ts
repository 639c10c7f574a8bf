import { createReport, getReport, saveReport } from '../../../lib/api/calls/calls-report';
import { describeCallError, type ApiClient } from '../../api/client';
import { localDb } from '../../local-db/local-database';
import type { BackgroundSaveDeps } from '../../sync/background-save';
import type { DeviceReportDeps } from '../../sync/device-reports';
import type { PendingUploadDeps } from '../../sync/pending-uploads';
import { uploadAttachment } from '../attachments/upload-attachment';
import { definitionFor, fetchForm } from '../form-copies/form-cache';

/**
 * This device's copies of reports and the server, as the outbox (app/sync) needs them: one place
 * for the editor's open report and the background sync.
 */

/** What a failed call says, for the sync's policy (lib/offline/sync-policy.ts). */
export function describeFailure(error: unknown) {
  return (
    describeCallError(error) ?? { message: error instanceof Error ? error.message : String(error), fieldErrors: [] }
  );
}

export const deviceReportDeps = (api: ApiClient): DeviceReportDeps => ({
  forms: () => localDb.forms.all(),
  getDraft: (id) => localDb.drafts.get(id),
  putDraft: (draft) => localDb.drafts.put(draft),
  moveDraft: (from, draft) => localDb.moveDraftTo(from, draft),
  create: (input) => api.call(createReport, input),
  definitionOf: (document) => definitionFor(document, undefined, (id) => fetchForm(api, id)),
  now: () => Date.now(),
  uuid: () => crypto.randomUUID(),
});

export const backgroundSaveDeps = (api: ApiClient): BackgroundSaveDeps => ({
  getDraft: (id) => localDb.drafts.get(id),
  putDraft: (draft) => localDb.drafts.put(draft),
  moveAside: (copy) => localDb.moveDraftAside(copy),
  load: async (id) => {
    const document = await api.call(getReport, { id });
    return { document, definition: await definitionFor(document, undefined, (form) => fetchForm(api, form)) };
  },
  save: (input) => api.call(saveReport, input),
  describe: describeFailure,
});

/** The device's kept files, sent with the session's token at the time (`token`). */
export const pendingUploadDeps = (token: () => string): PendingUploadDeps => ({
  get: (clientKey) => localDb.pendingUploads.get(clientKey),
  put: (upload) => localDb.pendingUploads.put(upload),
  remove: (clientKey) => localDb.pendingUploads.delete(clientKey),
  send: (input) => uploadAttachment({ ...input, token: token(), onProgress: () => undefined }),
  uuid: () => crypto.randomUUID(),
  now: () => Date.now(),
});
