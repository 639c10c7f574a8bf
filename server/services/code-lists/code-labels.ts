import { buildCodeLookup, type CodeLookup } from '../../../lib/codes/lookup';
import type { CodeListRepository } from '../../repositories/code-lists/code-list-repository';

export type CodeLabels = () => Promise<CodeLookup>;

/**
 * Every code of every list with its label, for showing coded answers in words (the printed
 * report, what changed between versions). Like code-book.ts it is rebuilt only when the lists
 * change; the server holds one copy for every service, since it holds thousands of codes.
 */
export function codeLabels(lists: CodeListRepository): CodeLabels {
  let cached: { stamp: string | null; lookup: Promise<CodeLookup> } | null = null;
  return async () => {
    const stamp = await lists.lastChange();
    if (cached?.stamp !== stamp) {
      // Callers arriving while the lists load share the one load.
      const lookup = lists.changedSince(new Date(0)).then(({ entries }) => buildCodeLookup(entries));
      cached = { stamp, lookup };
      lookup.catch(() => {
        if (cached?.lookup === lookup) cached = null;
      });
    }
    return cached.lookup;
  };
}
