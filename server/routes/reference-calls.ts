import { getAgencyName, getRoleNames } from '../../lib/api/calls-reference';
import { forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';

export function referenceCalls({ db }: AppDeps) {
  return [
    implement(getAgencyName, async (ori, ctx) => {
      if (!ctx.ability.can('read', 'Agency')) throw forbidden();
      const agency = await db
        .selectFrom('agencies')
        .select('name')
        .where('ori', '=', ori.toUpperCase())
        .executeTakeFirst();
      if (!agency) throw notFound(`There is no agency with ORI ${ori}.`);
      return agency.name;
    }),

    implement(getRoleNames, async (ids, ctx) => {
      if (!ctx.ability.can('read', 'Role')) throw forbidden();
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();
      const names = new Map(rows.map((r) => [r.id, r.name]));
      const unknown = ids.filter((id) => !names.has(id));
      if (unknown.length) throw notFound(`There is no role with id ${unknown.join(', ')}.`);
      return ids.map((id) => names.get(id) ?? '');
    }),
  ];
}
