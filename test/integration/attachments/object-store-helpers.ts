import { loadConfig } from '../../../server/config';
import { createRepositories } from '../../../server/repositories/repositories';
import { attachmentOrphans } from '../../../server/services/attachments/attachment-orphans';
import type { ObjectStore } from '../../../server/storage/attachment-store';
import { attachmentStores } from '../../../server/storage/attachment-stores';
import { s3AttachmentStore } from '../../../server/storage/s3-attachment-store';
import type { TestServer } from '../support/test-server';

/** The S3 store as the server builds it from this environment. */
export function objectStoreOf(env: Record<string, string>): ObjectStore {
  const config = loadConfig(env).attachmentStore;
  if (config.kind !== 's3') throw new Error('not an object store configuration');
  return s3AttachmentStore(config);
}

/** Runs the server's sweep of lost objects as if at `at` (past the grace when far enough ahead). */
export async function sweepAt(server: TestServer, objects: ObjectStore, at: Date) {
  const repos = createRepositories(server.db);
  const stores = attachmentStores({ kind: 'postgres' }, repos.attachments, objects);
  return attachmentOrphans({ repos, clock: () => at, stores }).sweep();
}

/** Where a report's attachment rows keep their bytes, removed ones included. */
export async function rowsOf(server: TestServer, reportId: number) {
  return server.db
    .selectFrom('attachments')
    .select(['id', 'store', 'file_name', (eb) => eb('content', 'is not', null).as('has_content')])
    .where('report_id', '=', reportId)
    .orderBy('uploaded_at')
    .execute();
}

export async function listedOrphans(server: TestServer): Promise<string[]> {
  const rows = await server.db.selectFrom('attachment_orphans').select('attachment_id').execute();
  return rows.map((r) => r.attachment_id);
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
