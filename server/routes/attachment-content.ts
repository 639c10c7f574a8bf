import { ApiError, notFound } from '../api/api-error';
import type { AttachmentRecord } from '../repositories/attachment-repository';
import type { Wiring } from '../services/services';
import { StoreUnavailableError, type StoredContent } from '../storage/attachment-store';

/**
 * The bytes of an attachment the caller may see (checked before this is called), from the store
 * its row names. A row the move command moved between the check and the read is read again from
 * where it went.
 */
export async function openContent({ services, repos }: Wiring, record: AttachmentRecord): Promise<StoredContent> {
  const missing = () => notFound(`There is no attachment ${record.id}.`);
  try {
    const content = await services.stores.of(record.store).open(record.id);
    if (content) return content;
    if (record.store !== 'postgres') throw missing();
    const moved = await repos.attachments.find(record.id);
    if (!moved || moved.store === 'postgres') throw missing();
    const again = await services.stores.of(moved.store).open(record.id);
    if (again) return again;
    throw missing();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    throw new ApiError(
      'unavailable',
      `${record.fileName} cannot be downloaded now: ${error.message} Try again in a moment.`,
    );
  }
}
