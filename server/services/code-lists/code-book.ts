import type { CodeFinder } from '../../../lib/validation/report-checks/code-membership';
import type { CodeListRepository } from '../../repositories/code-lists/code-list-repository';

/**
 * Every code of every list in memory, for checking a report's coded answers on save. Rebuilt
 * when the lists change (their newest stamp moves), so an administrator's new code is accepted
 * at once; one small query per save otherwise.
 */
export function codeBook(lists: CodeListRepository) {
  let cached: { stamp: string | null; find: CodeFinder } | null = null;
  return async function current(): Promise<CodeFinder> {
    const stamp = await lists.lastChange();
    if (cached?.stamp === stamp) return cached.find;
    const byKey = new Map<string, { parentCode: string | null }>();
    for (const row of await lists.allCodes()) byKey.set(`${row.listId}|${row.code}`, { parentCode: row.parentCode });
    const find: CodeFinder = (listId, code) => byKey.get(`${listId}|${code}`);
    cached = { stamp, find };
    return find;
  };
}
export type CodeBook = ReturnType<typeof codeBook>;
