import { createReport, getReport, saveReport } from '../../../lib/api/calls/calls-report';
import { describeCallError, type ApiClient } from '../../api/client';
import type { CachedForm } from '../../local-db/local-records';
import type { OpenLocalDb } from '../../local-db/open-local-db';
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

/**
 * This device's copies (in `localDb`, the database the app's root made) as the outbox reaches
 * them, with the server through `api` and the session's token at the time (`token`).
 */
export function deviceCopies(localDb: OpenLocalDb, api: ApiClient, token: () => string) {
  const forms = {
    get: async (id: number) => (await localDb()).forms.get(id),
    put: async (form: CachedForm) => (await localDb()).forms.put(form),
  };
  const definitionOf = (document: Parameters<typeof definitionFor>[0]) =>
    definitionFor(document, forms, (id) => fetchForm(api, id));

  const deviceReports: DeviceReportDeps = {
    forms: async () => (await localDb()).forms.all(),
    getDraft: async (id) => (await localDb()).drafts.get(id),
    putDraft: async (draft) => (await localDb()).drafts.put(draft),
    moveDraft: async (from, draft) => (await localDb()).moveDraftTo(from, draft),
    create: (input) => api.call(createReport, input),
    definitionOf,
    now: () => Date.now(),
    uuid: () => crypto.randomUUID(),
  };

  const backgroundSave: BackgroundSaveDeps = {
    getDraft: async (id) => (await localDb()).drafts.get(id),
    putDraft: async (draft) => (await localDb()).drafts.put(draft),
    moveAside: async (copy) => (await localDb()).moveDraftAside(copy),
    load: async (id) => {
      const document = await api.call(getReport, { id });
      return { document, definition: await definitionOf(document) };
    },
    save: (input) => api.call(saveReport, input),
    describe: describeFailure,
  };

  const pendingUploads: PendingUploadDeps = {
    get: async (clientKey) => (await localDb()).pendingUploads.get(clientKey),
    put: async (upload) => (await localDb()).pendingUploads.put(upload),
    remove: async (clientKey) => (await localDb()).pendingUploads.delete(clientKey),
    send: (input) => uploadAttachment({ ...input, token: token(), onProgress: () => undefined }),
    uuid: () => crypto.randomUUID(),
    now: () => Date.now(),
  };

  return { deviceReports, backgroundSave, pendingUploads };
}
