import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import type { AttachmentOrphanRepository } from '../../repositories/attachments/attachment-orphan-repository';
import type { Executor } from '../../repositories/executor';
import { StoreUnavailableError, type ObjectStore, type ObjectToWrite } from '../../storage/attachment-store';
import { ORPHAN_GRACE_MS } from './attachment-orphans';

/**
 * What an upload of one file came to: stored (or found stored under its clientKey before), or
 * refused with the reason; `unavailable` when the store failed rather than the file.
 */
export type AddOutcome = { attachment: Attachment; stored: boolean } | { refused: string; unavailable?: boolean };

/**
 * An upload into the object store: the object is written before the row that points at it, so no
 * row ever points at a missing object. The object is listed for the sweep before it is written and
 * taken off the list in the row's transaction (`record` calls `committed` there); when the row is
 * not written (refused, found under its clientKey, the transaction failed) the object is removed
 * at once, and if the store fails at that moment the sweep removes it later. So no object stays
 * without a row, whichever step fails and however often the device retries.
 */
export async function objectFirst({
  orphans,
  objects,
  clock,
  object,
  fileName,
  record,
}: {
  orphans: AttachmentOrphanRepository;
  objects: ObjectStore;
  clock: () => Date;
  object: ObjectToWrite;
  fileName: string;
  record: (committed: (tx: Executor) => Promise<void>) => Promise<AddOutcome>;
}): Promise<AddOutcome> {
  await orphans.add([object.id], new Date(clock().getTime() + ORPHAN_GRACE_MS));
  try {
    await objects.put(object);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    // A put that timed out may still land later: it stays listed, and the sweep takes it after the grace.
    return { refused: `${fileName} was not attached: ${error.message} Try again in a moment.`, unavailable: true };
  }
  const discard = async () => {
    try {
      await objects.remove(object.id);
      await orphans.clear(object.id);
    } catch {
      // Still listed: the sweep removes the object once the store answers again.
    }
  };
  let outcome: AddOutcome;
  try {
    outcome = await record((tx) => orphans.clear(object.id, tx));
  } catch (error) {
    await discard();
    throw error;
  }
  if (!('stored' in outcome) || !outcome.stored) await discard();
  return outcome;
}
