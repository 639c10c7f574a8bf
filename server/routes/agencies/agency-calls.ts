import { disableAgency, enableAgency, listAgencies, saveAgency } from '../../../lib/api/calls/admin/calls-agency';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function agencyCalls({ services }: Wiring) {
  const agencies = services.agencies;
  return [
    implement(listAgencies, (p, ctx) => agencies.list(ctx, p)),
    implement(saveAgency, (p, ctx) => agencies.save(ctx, p)),
    implement(disableAgency, (p, ctx) => agencies.setDisabled(ctx, p.ori, true)),
    implement(enableAgency, (p, ctx) => agencies.setDisabled(ctx, p.ori, false)),
  ];
}
