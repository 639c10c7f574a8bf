import { createReport, getReport, saveReport } from '../../lib/api/calls-report';
import { sendTo } from '../../lib/api/calls-workflow';
import { implement } from '../api/implement';
import type { StoredReport } from '../repositories/report-document-repository';
import { reportService } from '../services/report-service';
import type { AppDeps } from '../services/services';

/** The stored lock columns stay on the server; the client gets formInstanceLockInfo. */
const document = ({ lockUserId: _u, lockCreated: _c, ...report }: StoredReport) => report;

export function reportDocumentCalls(deps: AppDeps) {
  const service = reportService(deps);
  return [
    implement(createReport, async (p, ctx) => document(await service.create(ctx, p.formConfigurationId))),
    implement(getReport, async (p, ctx) => document(await service.get(ctx, p.id))),
    implement(saveReport, (p, ctx) => service.save(ctx, p.id, p.version, p.data, p.provenance)),
    implement(sendTo, (p, ctx) => service.sendTo(ctx, p.id, p.version)),
  ];
}
