import { exportReportByEmail, listOutbox } from '../../lib/api/calls-export';
import { implement } from '../api/implement';
import { reportExportService } from '../services/report-export-service';
import type { AppDeps } from '../services/services';

export function exportCalls(deps: AppDeps) {
  const service = reportExportService(deps);
  return [
    implement(exportReportByEmail, (p, ctx) => service.exportByEmail(ctx, p.id, p.to, p.message, ctx.ip)),
    implement(listOutbox, (_p, ctx) => service.outbox(ctx)),
  ];
}
