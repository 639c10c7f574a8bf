import { getAgencyName, getRoleNames } from '../../../lib/api/calls/calls-reference';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function referenceCalls({ services }: Wiring) {
  const reads = services.references;
  return [
    implement(getAgencyName, (ori, ctx) => reads.agencyName(ctx, ori)),
    implement(getRoleNames, (ids, ctx) => reads.roleNames(ctx, ids)),
  ];
}
