import { createHash } from 'node:crypto';
import type { FileInDatabase } from '../../repositories/attachments/attachment-move-repository';
import type { Repositories } from '../../repositories/repositories';
import type { ObjectStore } from '../../storage/attachment-store';
import { ORPHAN_GRACE_MS } from './attachment-orphans';

/** One file the move came to. */
export interface MoveStep {
  file: FileInDatabase;
  /** copied: written now; found: a stopped run had written it already; damaged: bytes not as recorded, left alone. */
  outcome: 'copied' | 'found' | 'damaged' | 'gone';
  done: number;
  total: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface MoveSummary {
  moved: number;
  copied: number;
  damaged: number;
  /** True when the signal stopped the move before the last file. */
  stopped: boolean;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies the attachments kept in the database into the object store, in id order, a batch at a
 * time. A row is pointed at the store, and its bytes dropped, only after the store holds the
 * object with the recorded size and SHA-256; an object a stopped run wrote already is found by
 * those and not written again. So the move can be stopped anywhere (the signal, Ctrl+C, a crash)
 * and run again: it copies each file once. Each object is listed for the sweep while its row does
 * not point at it, so one whose report is deleted meanwhile does not stay behind.
 */
export async function moveAttachments({
  repos,
  objects,
  clock = () => new Date(),
  batchSize = 20,
  signal,
  onStep = () => {},
}: {
  repos: Repositories;
  objects: ObjectStore;
  clock?: () => Date;
  batchSize?: number;
  signal?: AbortSignal;
  onStep?: (step: MoveStep) => void;
}): Promise<MoveSummary> {
  const moves = repos.attachmentMoves;
  const orphans = repos.attachmentOrphans;
  const { files: total, bytes: bytesTotal } = await moves.remaining();
  const summary: MoveSummary = { moved: 0, copied: 0, damaged: 0, stopped: false };
  let done = 0;
  let bytesDone = 0;
  let after: string | undefined;

  async function moveOne(file: FileInDatabase): Promise<MoveStep['outcome']> {
    const bytes = await repos.attachments.content(file.id);
    if (!bytes) return 'gone';
    if (bytes.byteLength !== file.size || sha256Of(bytes) !== file.sha256) return 'damaged';
    const holds = async () => {
      const there = await objects.head(file.id);
      return there?.size === file.size && there.sha256 === file.sha256;
    };
    await orphans.add([file.id], new Date(clock().getTime() + ORPHAN_GRACE_MS));
    const found = await holds();
    if (!found) {
      await objects.put({ id: file.id, bytes, contentType: file.contentType, sha256: file.sha256 });
      if (!(await holds())) throw new Error(`The store does not hold ${file.fileName} (${file.id}) as written.`);
    }
    if (!(await moves.markMoved(file.id))) {
      // Its report was deleted meanwhile: the object has no row; it stays listed if this fails.
      await objects.remove(file.id);
      await orphans.clear(file.id);
      return 'gone';
    }
    await orphans.clear(file.id);
    return found ? 'found' : 'copied';
  }

  for (;;) {
    const batch = await moves.next(after, batchSize);
    if (!batch.length) return summary;
    for (const file of batch) {
      if (signal?.aborted) return { ...summary, stopped: true };
      after = file.id;
      const outcome = await moveOne(file);
      done++;
      bytesDone += file.size;
      if (outcome === 'copied' || outcome === 'found') summary.moved++;
      if (outcome === 'copied') summary.copied++;
      if (outcome === 'damaged') summary.damaged++;
      onStep({ file, outcome, done, total, bytesDone, bytesTotal });
    }
  }
}
