import { z } from 'zod/mini';
import { ITEM_ID_KEY, ITEM_ID_MAX_LENGTH } from '../definition/item-ids';
import type { ReportData } from '../definition/paths';
import { provenanceSources, type ProvenanceSource } from '../report-data/provenance';

/**
 * One place where this device's copy and the server's both changed a report differently since
 * the version they share (lib/forms/merge/report-merge.ts). The merged data holds the officer's value
 * (or, for an item one side removed, the item) until the officer chooses. Kept with the device's
 * copy of the report, so a reload does not lose the server's side. Built on first use, not as the
 * module loads.
 */
export const mergeConflictSchema = z.lazy(() =>
  z.object({
    /** A field changed to two values, or an item removed on one side and changed on the other. */
    kind: z.enum(['field', 'item']),
    /** Concrete path in the merged data when merged: Units.3.Driver.NAMELASTTXT, or Units.3 for an item. */
    path: z.string().check(z.maxLength(500)),
    /**
     * The same place by item ids (`#<id>` for an item): found again after the officer adds, moves
     * or removes items (conflictPath).
     */
    steps: z.array(z.string().check(z.maxLength(ITEM_ID_MAX_LENGTH + 1))).check(z.maxLength(30)),
    /** Where it is, for a reader: "Unit 4 › Driver › Last Name". */
    label: z.string().check(z.maxLength(1_000)),
    /** Each side's value; for an item, the item, or null on the side that removed it. */
    mine: z.unknown(),
    theirs: z.unknown(),
    mineText: z.string(),
    theirsText: z.string(),
    /** Where each side's value came from, when it was filled rather than typed. */
    mineSource: z.optional(z.enum(provenanceSources)),
    theirsSource: z.optional(z.enum(provenanceSources)),
    /** Who saved the server's side, by name (null when not recorded), and when (ISO). */
    server: z.optional(z.object({ by: z.nullable(z.string()), at: z.string() })),
  }),
);
export type MergeConflict = z.infer<typeof mergeConflictSchema>;

export type ConflictSide = 'mine' | 'theirs';

/** A write that settles a conflict, in the editor's terms. */
export interface ConflictWrite {
  path: string;
  value: unknown;
  provenance?: ProvenanceSource | undefined;
}

const childOf = (node: unknown, key: string): unknown =>
  node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;

/** Where the conflict is in `data` now, or null when its item is gone (nothing left to choose). */
export function conflictPath(data: ReportData, conflict: MergeConflict): string | null {
  const keys: string[] = [];
  let node: unknown = data;
  for (const step of conflict.steps) {
    if (step.startsWith('#')) {
      if (!Array.isArray(node)) return null;
      const id = step.slice(1);
      const index = node.findIndex((item) => childOf(item, ITEM_ID_KEY) === id);
      if (index < 0) return null;
      keys.push(String(index));
      node = node[index];
    } else {
      keys.push(step);
      node = childOf(node, step);
    }
  }
  return keys.join('.');
}

/**
 * The writes that settle a conflict the officer's way: the server's value for a field, the
 * removal of an item when the chosen side removed it; nothing when the form already holds it.
 */
export function conflictWrites(data: ReportData, conflict: MergeConflict, side: ConflictSide): ConflictWrite[] {
  const path = conflictPath(data, conflict);
  if (path === null) return [];
  const chosen = side === 'mine' ? conflict.mine : conflict.theirs;
  if (conflict.kind === 'item') {
    if (chosen !== null) return [];
    const arrayPath = path.slice(0, path.lastIndexOf('.'));
    const id = conflict.steps[conflict.steps.length - 1]!.slice(1);
    let list: unknown = data;
    for (const key of arrayPath.split('.')) list = Array.isArray(list) ? list[Number(key)] : childOf(list, key);
    const items = Array.isArray(list) ? list : [];
    return [{ path: arrayPath, value: items.filter((item) => childOf(item, ITEM_ID_KEY) !== id) }];
  }
  if (side === 'mine') return [];
  return [{ path, value: chosen, provenance: conflict.theirsSource }];
}
