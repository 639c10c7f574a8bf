import { getUpdatedCodeLists, searchCodeList } from '../../lib/api/calls/calls-code-list';
import { rankEntries } from '../../lib/codes/search-rule';
import { forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import type { Wiring } from '../services/services';

export function codeListCalls({ repos }: Wiring) {
  const codeLists = repos.codeLists;
  return [
    implement(getUpdatedCodeLists, async ({ since }, ctx) => {
      if (!ctx.ability.can('read', 'CodeList')) throw forbidden();
      const changed = await codeLists.changedSince(new Date(since));
      return { ...changed, serverTime: changed.serverTime.toISOString() };
    }),

    implement(searchCodeList, async ({ listId, text, parentCode, limit }, ctx) => {
      if (!ctx.ability.can('read', 'CodeList')) throw forbidden();
      if (!(await codeLists.listExists(listId))) throw notFound(`There is no code list ${listId}.`);
      const candidates = await codeLists.searchCandidates({ listId, text, parentCode: parentCode ?? null });
      // The database only narrows; the order is lib's rule, the same the client's lookup applies.
      return { entries: rankEntries(candidates, text, limit) };
    }),
  ];
}
