import { buildCodeLookup, type CodeLookup } from '../../lib/codes/lookup';
import type { Db } from '../db/database';
import { codeListRepository } from '../repositories/code-list-repository';

type Labels = () => Promise<CodeLookup>;
const perDatabase = new WeakMap<Db, Labels>();

/**
 * Every code of every list with its label, for showing coded answers in words (the printed
 * report, what changed between versions). Like code-book.ts it is rebuilt only when the lists
 * change; one copy per database serves every service, since it holds thousands of codes.
 */
export function codeLabels(db: Db): Labels {
  const known = perDatabase.get(db);
  if (known) return known;
  const lists = codeListRepository(db);
  let cached: { stamp: string | null; lookup: Promise<CodeLookup> } | null = null;

  const current: Labels = async () => {
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
  perDatabase.set(db, current);
  return current;
}
