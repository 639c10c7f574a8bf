import { createHash, randomUUID } from 'node:crypto';
import { checkAttachment } from '../../../lib/attachments/attachment-rules';
import { ApiError, notFound } from '../../api/api-error';
import type { AttachmentRecord } from '../../repositories/attachments/attachment-repository';
import type { Executor } from '../../repositories/executor';
import { StoreUnavailableError, type StoredContent } from '../../storage/attachment-store';
import type { AttachmentStores } from '../../storage/attachment-stores';
import {
  removedKeyedAttachment,
  type Actor,
  type AttachmentAccess,
  type AttachmentReport,
  type ReportState,
} from './attachment-access';
import type { AppDeps } from '../app-deps';
import { objectFirst, type AddOutcome } from './object-first';

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A file that passed the checks of its own (size, type, content) and is ready to store. */
export interface CheckedFile {
  fileName: string;
  type: string;
  contentType: string;
  bytes: Buffer;
  /** The size the limits count (the cut-off size for a file cut off in transit). */
  size: number;
}

/**
 * Adding and removing attachments. Each write checks the report again under its row lock, so two
 * uploads to one report are counted against the total one after the other, and a report cannot
 * be sent half-way through a write.
 */
export function attachmentService({
  repos,
  clock,
  access,
  stores,
}: AppDeps & { access: AttachmentAccess; stores: AttachmentStores }) {
  const files = repos.attachments;

  function underReportLock<T>(
    actor: Actor,
    target: { reportId: number; lockDurationHours: number },
    work: (tx: Executor, state: ReportState) => Promise<T>,
  ): Promise<T> {
    return repos.inTransaction(async (tx) => {
      const state = await files.lockReport(target.reportId, tx);
      if (!state) throw notFound(`There is no report ${target.reportId}.`);
      const refusal = access.editRefusal(actor, state, target.lockDurationHours);
      if (refusal) throw refusal;
      return work(tx, state);
    });
  }

  /** The attachment the report holds under `clientKey` (stored by the same upload sent before), if any. */
  async function storedUnderKey(reportId: number, clientKey: string, tx: Executor) {
    const prior = await files.byClientKey(reportId, clientKey, tx);
    if (!prior) return undefined;
    if (prior.removedAt) throw removedKeyedAttachment(prior.fileName, prior.removedAt, reportId);
    return files.find(prior.id, tx);
  }

  return {
    /**
     * Stores the file, or answers why not when the report's total would go over its limit. With a
     * clientKey the report already holds, answers that attachment and stores nothing: under the
     * row lock, so of two uploads sent at once the second finds the first's.
     */
    add({
      actor,
      target,
      file,
      clientKey,
    }: {
      actor: Actor;
      target: AttachmentReport;
      file: CheckedFile;
      clientKey?: string | undefined;
    }) {
      const { lockDurationHours, rules } = target;
      const objects = stores.objects;
      const id = randomUUID();
      const sha256 = hashOf(file.bytes);
      const record = (committed: (tx: Executor) => Promise<void>) =>
        underReportLock(
          actor,
          { reportId: target.report.id, lockDurationHours },
          async (tx, state): Promise<AddOutcome> => {
            const earlier = clientKey ? await storedUnderKey(state.id, clientKey, tx) : undefined;
            if (earlier) return { attachment: access.view(earlier, rules), stored: false };
            const candidate = { fileName: file.fileName, size: file.size, type: file.type };
            const total = checkAttachment(candidate, await files.totalSize(state.id, tx), rules);
            if (total.length) return { refused: total.join(' ') };
            const inserted = await files.insert(
              {
                id,
                reportId: state.id,
                type: file.type,
                fileName: file.fileName,
                contentType: file.contentType,
                sha256,
                size: file.bytes.byteLength,
                store: objects ? 's3' : 'postgres',
                content: objects ? null : file.bytes,
                uploadedBy: actor.user.id,
                uploadedAt: clock(),
                clientKey,
              },
              tx,
            );
            // The index refused a second row under the key: only if a writer skipped the row lock.
            if (inserted === undefined) {
              return {
                attachment: access.view((await storedUnderKey(state.id, clientKey!, tx))!, rules),
                stored: false,
              };
            }
            await committed(tx);
            return { attachment: access.view((await files.find(id, tx))!, rules), stored: true };
          },
        );
      if (!objects) return record(async () => {});
      return objectFirst({
        orphans: repos.attachmentOrphans,
        objects,
        clock,
        object: { id, bytes: file.bytes, contentType: file.contentType, sha256 },
        fileName: file.fileName,
        record,
      });
    },

    /** Marks a live attachment deleted; it stays in the database, out of every list. */
    async remove(actor: Actor, id: string) {
      const record = await files.find(id);
      if (!record) throw notFound(`There is no attachment ${id}.`);
      const target = await access.editableReport(actor, record.reportId);
      const at = clock();
      await underReportLock(
        actor,
        { reportId: record.reportId, lockDurationHours: target.lockDurationHours },
        async (tx) => {
          if (!(await files.softDelete({ id, by: actor.user.id, at }, tx))) {
            throw new ApiError('not_found', `${record.fileName} was already removed.`);
          }
        },
      );
      return { id, deletedAt: at.toISOString() };
    },

    /**
     * The bytes of an attachment the caller may see (checked before this is called), from the
     * store its row names. A row the move command moved between the check and the read is read
     * again from where it went.
     */
    async openContent(record: AttachmentRecord): Promise<StoredContent> {
      const missing = () => notFound(`There is no attachment ${record.id}.`);
      try {
        const content = await stores.of(record.store).open(record.id);
        if (content) return content;
        if (record.store !== 'postgres') throw missing();
        const moved = await files.find(record.id);
        if (!moved || moved.store === 'postgres') throw missing();
        const again = await stores.of(moved.store).open(record.id);
        if (again) return again;
        throw missing();
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        throw new ApiError(
          'unavailable',
          `${record.fileName} cannot be downloaded now: ${error.message} Try again in a moment.`,
        );
      }
    },
  };
}
export type AttachmentService = ReturnType<typeof attachmentService>;
