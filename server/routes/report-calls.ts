import { listReports } from '../../lib/api/calls-report';
import { forbidden } from '../api/api-error';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';
import { reportRepository } from '../repositories/report-repository';

export function reportCalls({ db }: AppDeps) {
  const reports = reportRepository(db);
  return [
    implement(listReports, async (p, ctx) => {
      if (!ctx.ability.can('read', 'Report')) throw forbidden();
      return reports.list({ ...p, userId: ctx.user.id, agencyOri: ctx.user.agencyOri });
    }),
  ];
}
