import { exportReportByEmail, listOutbox } from '../../../lib/api/calls/calls-export';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function exportCalls({ services }: Wiring) {
  const service = services.exports;
  return [
    implement(exportReportByEmail, (p, ctx) =>
      service.exportByEmail({
        actor: ctx,
        id: p.id,
        to: p.to,
        message: p.message,
        ip: ctx.ip,
        copy: p.copy,
        requester: p.requester,
      }),
    ),
    implement(listOutbox, (_p, ctx) => service.outbox(ctx)),
  ];
}
