import { getAgencyName, getRoleNames } from '../../lib/api/calls/calls-reference';
import { forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import type { Wiring } from '../services/services';

export function referenceCalls({ repos }: Wiring) {
  return [
    implement(getAgencyName, async (ori, ctx) => {
      if (!ctx.ability.can('read', 'Agency')) throw forbidden();
      const name = await repos.reference.agencyName(ori.toUpperCase());
      if (name === undefined) throw notFound(`There is no agency with ORI ${ori}.`);
      return name;
    }),

    implement(getRoleNames, async (ids, ctx) => {
      if (!ctx.ability.can('read', 'Role')) throw forbidden();
      const names = await repos.reference.roleNames(ids);
      const unknown = ids.filter((id) => !names.has(id));
      if (unknown.length) throw notFound(`There is no role with id ${unknown.join(', ')}.`);
      return ids.map((id) => names.get(id) ?? '');
    }),
  ];
}
