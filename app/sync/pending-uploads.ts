import { base64ToBytes, bytesToBase64 } from '../../lib/format/base64';
import { failureKind, type SyncOutcome } from '../../lib/offline/sync-policy';
import type { PendingUpload } from '../local-db/local-records';

/**
 * Files attached while the server could not be reached: kept on this device (sealed) until the
 * outbox uploads them, each with its own key so an upload repeated after a lost answer attaches
 * the file once. The form's limits were checked when the file was chosen; the server checks them
 * again, with the report's other files, when it arrives.
 */

export const WAITS_FOR_REPORT = 'The file waits until its report reaches the server.';

export interface PendingUploadDeps {
  get(clientKey: string): Promise<PendingUpload | undefined>;
  put(upload: PendingUpload): Promise<unknown>;
  remove(clientKey: string): Promise<void>;
  send(input: { reportId: number; type: string; clientKey: string; file: File }): Promise<{
    ok: boolean;
    error?: string | undefined;
    httpStatus: number;
  }>;
  uuid(): string;
  now(): number;
}

/** Keeps a chosen file on the device for the outbox; answers its key. */
export async function keepUpload(
  input: { reportId: number; type: string; file: File },
  deps: PendingUploadDeps,
): Promise<string> {
  const clientKey = deps.uuid();
  await deps.put({
    clientKey,
    reportId: input.reportId,
    type: input.type,
    fileName: input.file.name,
    size: input.file.size,
    contentBase64: bytesToBase64(new Uint8Array(await input.file.arrayBuffer())),
    queuedAt: deps.now(),
  });
  return clientKey;
}

/** Uploads one kept file; it leaves the device once the server has it. */
export async function sendKeptUpload(clientKey: string, deps: PendingUploadDeps): Promise<SyncOutcome> {
  const kept = await deps.get(clientKey);
  if (!kept) return { ok: true };
  if (kept.reportId < 0) return { ok: false, kind: 'retry', reason: WAITS_FOR_REPORT };
  const file = new File([base64ToBytes(kept.contentBase64)], kept.fileName);
  const answer = await deps.send({ reportId: kept.reportId, type: kept.type, clientKey, file });
  if (answer.ok) {
    await deps.remove(clientKey);
    return { ok: true };
  }
  const reason = answer.error ?? `The server answered ${answer.httpStatus}.`;
  const kind = failureKind({ httpStatus: answer.httpStatus });
  return { ok: false, kind: kind === 'retry' ? 'retry' : 'refused', reason };
}
