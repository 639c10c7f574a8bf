import {
  copyUser,
  disableUser,
  enableUser,
  getUser,
  listUsers,
  saveUser,
} from '../../../lib/api/calls/admin/calls-user';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** User administration: list, read, create and edit, copy, disable and enable (server/services/users/user-admin-service.ts). */
export function userAdminCalls({ services }: Wiring) {
  const admin = services.userAdmin;
  return [
    implement(listUsers, (p, ctx) => admin.list(ctx, p)),
    implement(getUser, (p, ctx) => admin.get(ctx, p.userId)),
    implement(saveUser, (p, ctx) => {
      const { id, expectedUpdatedAt, ...input } = p;
      return id === undefined ? admin.create(ctx, input) : admin.edit(ctx, id, expectedUpdatedAt, input);
    }),
    implement(copyUser, (p, ctx) => {
      const { sourceUserId, ...names } = p;
      return admin.copy(ctx, sourceUserId, names);
    }),
    implement(disableUser, (p, ctx) => admin.disable(ctx, p.userId)),
    implement(enableUser, (p, ctx) => admin.enable(ctx, p.userId)),
  ];
}
