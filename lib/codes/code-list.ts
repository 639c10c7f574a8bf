import { z } from 'zod/mini';

const listId = z.number().check(z.int(), z.positive());

/**
 * One code of one list. `parentCode` ties an entry to a code of its list's parent list (a city or
 * township to its county) so pickers can cascade. Entries are never deleted: a code that leaves the
 * list becomes inactive, so old reports still show its label and offline clients learn to drop it.
 */
export const codeListEntrySchema = z.object({
  listId,
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  label: z.string().check(z.minLength(1), z.maxLength(200)),
  parentCode: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  active: z.boolean(),
  lastUpdated: z.iso.datetime({ offset: true }),
});
export type CodeListEntry = z.infer<typeof codeListEntrySchema>;

/** What a list is: its name, where its values come from, and the list its entries' parent codes belong to. */
export const codeListSchema = z.object({
  listId,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The public source of the values, or "Plausible: ..." where none was found and the list was made up. */
  source: z.string().check(z.minLength(1), z.maxLength(500)),
  parentListId: z.nullable(listId),
});
export type CodeList = z.infer<typeof codeListSchema>;

/** A shipped list as its seed file writes it: metadata plus entries without sync bookkeeping. */
export const codeListSeedSchema = z.extend(codeListSchema, {
  entries: z
    .array(
      z.object({
        code: z.string().check(z.minLength(1), z.maxLength(40)),
        label: z.string().check(z.minLength(1), z.maxLength(200)),
        parentCode: z.nullable(z.string()),
      }),
    )
    .check(z.minLength(1)),
});
export type CodeListSeed = z.infer<typeof codeListSeedSchema>;

/** A row of a seed file: code, label and, for cascaded lists, the parent code. */
export type SeedRow = readonly [code: string, label: string, parentCode?: string];

/** Builds a seed from compact rows, so data files read as one code per line. */
export function seedList(
  meta: Omit<CodeList, 'parentListId'> & { parentListId?: number },
  rows: readonly SeedRow[],
): CodeListSeed {
  return {
    listId: meta.listId,
    name: meta.name,
    source: meta.source,
    parentListId: meta.parentListId ?? null,
    entries: rows.map(([code, label, parentCode]) => ({ code, label, parentCode: parentCode ?? null })),
  };
}

/** The entries of shipped lists as a client holds them (all active, stamped with one time). */
export function entriesOfSeeds(seeds: readonly CodeListSeed[], lastUpdated: string): CodeListEntry[] {
  return seeds.flatMap((list) => list.entries.map((e) => ({ listId: list.listId, ...e, active: true, lastUpdated })));
}
