import { copyRole, deleteRole, listRoles, saveRole } from '../../../lib/api/calls/admin/calls-role';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function roleCalls({ services }: Wiring) {
  const roles = services.roles;
  return [
    implement(listRoles, (p, ctx) => roles.list(ctx, p.filter)),
    implement(saveRole, (p, ctx) => roles.save(ctx, p)),
    implement(copyRole, (p, ctx) => roles.copy(ctx, p)),
    implement(deleteRole, (p, ctx) => roles.delete(ctx, p)),
  ];
}
