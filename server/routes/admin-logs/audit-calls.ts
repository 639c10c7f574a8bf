import { listAdminEvents, listAuthEvents } from '../../../lib/api/calls/admin/calls-audit';
import { listPersonLookups } from '../../../lib/api/calls/calls-people';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function auditCalls({ services }: Wiring) {
  const logs = services.adminLogs;
  return [
    implement(listAuthEvents, (p, ctx) => logs.authEvents(ctx, p)),
    implement(listAdminEvents, (p, ctx) => logs.adminEvents(ctx, p)),
    implement(listPersonLookups, (p, ctx) => logs.personLookups(ctx, p)),
  ];
}
