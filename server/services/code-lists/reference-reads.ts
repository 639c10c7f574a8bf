import type { getUpdatedCodeLists, searchCodeList } from '../../../lib/api/calls/calls-code-list';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import { rankEntries } from '../../../lib/codes/search-rule';
import { forbidden, notFound } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { AppDeps } from '../app-deps';
import { rulesOf } from '../users/user-view';

/** What the screens look up by key: code lists, agency and role names, another user's rules. */
export function referenceReads({ repos }: Pick<AppDeps, 'repos'>) {
  const codeLists = repos.codeLists;
  return {
    async changedCodeLists(ctx: SessionContext, { since }: Payload<typeof getUpdatedCodeLists>) {
      if (!ctx.ability.can('read', 'CodeList')) throw forbidden();
      const changed = await codeLists.changedSince(new Date(since));
      return { ...changed, serverTime: changed.serverTime.toISOString() };
    },

    async searchCodeList(ctx: SessionContext, { listId, text, parentCode, limit }: Payload<typeof searchCodeList>) {
      if (!ctx.ability.can('read', 'CodeList')) throw forbidden();
      if (!(await codeLists.listExists(listId))) throw notFound(`There is no code list ${listId}.`);
      const candidates = await codeLists.searchCandidates({ listId, text, parentCode: parentCode ?? null });
      // The database only narrows; the order is lib's rule, the same the client's lookup applies.
      return { entries: rankEntries(candidates, text, limit) };
    },

    async agencyName(ctx: SessionContext, ori: string) {
      if (!ctx.ability.can('read', 'Agency')) throw forbidden();
      const name = await repos.reference.agencyName(ori.toUpperCase());
      if (name === undefined) throw notFound(`There is no agency with ORI ${ori}.`);
      return name;
    },

    async roleNames(ctx: SessionContext, ids: number[]) {
      if (!ctx.ability.can('read', 'Role')) throw forbidden();
      const names = await repos.reference.roleNames(ids);
      const unknown = ids.filter((id) => !names.has(id));
      if (unknown.length) throw notFound(`There is no role with id ${unknown.join(', ')}.`);
      return ids.map((id) => names.get(id) ?? '');
    },

    /** The rules of a user's roles: the caller's own, or another's the caller may read. */
    async userPermissions(ctx: SessionContext, userId: number) {
      if (userId === ctx.user.id) return rulesOf(ctx.user);
      const other = await repos.users.findById(userId);
      if (!other) throw notFound(`There is no user with id ${userId}.`);
      if (!ctx.ability.can('read', subjectOf('User', { agencyOri: other.agencyOri, id: other.id }))) throw forbidden();
      return rulesOf(other);
    },
  };
}
