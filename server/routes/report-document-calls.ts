import { createReport, getReport, saveReport } from '../../lib/api/calls-report';
import { implement } from '../api/implement';
import { auditRepository } from '../repositories/audit-repository';
import type { StoredReport } from '../repositories/report-document-repository';
import { formDefinitions } from '../services/form-definitions';
import { personalDataAccess } from '../services/personal-data-access';
import { reportService } from '../services/report-service';
import type { AppDeps } from '../services/services';

/** The stored lock columns stay on the server; the client gets formInstanceLockInfo. */
const document = ({ lockUserId: _u, lockCreated: _c, lastUpdatedBy: _s, ...report }: StoredReport) => report;

export function reportDocumentCalls(deps: AppDeps) {
  const service = reportService(deps);
  const personal = personalDataAccess(deps);
  const forms = formDefinitions(deps.db);
  const audit = auditRepository(deps.db);
  return [
    implement(createReport, async (p, ctx) => document(await service.create(ctx, p.formConfigurationId))),
    implement(getReport, async (p, ctx) => {
      const report = await service.get(ctx, p.id);
      const form = await forms.load(report.formConfigurationId);
      const facts = {
        id: report.id,
        authorUserId: report.authorUser.id,
        agencyOri: report.agencyOri,
        status: report.status,
      };
      // Personal data only for those allowed, and every read is in the audit log (issue 5 items 4 and 7).
      const shown = await personal.present(ctx, facts, form.definition, report.data, {
        name: 'Report/Get',
        ip: ctx.ip,
        view: true,
      });
      return {
        ...document(report),
        formConfigurationLastUpdated: new Date(form.lastUpdated).toISOString(),
        data: shown.data,
        redacted: shown.redacted,
      };
    }),
    implement(saveReport, async (p, ctx) => {
      const saved = await service.save(ctx, p.id, p.version, p.data, p.provenance);
      await audit.record({
        reportId: p.id,
        user: ctx.user,
        action: 'edit',
        ip: ctx.ip,
        at: deps.clock(),
        detail: { version: saved.version },
      });
      return saved;
    }),
  ];
}
