import {
  listRetentionRuns,
  listRetentionSchedules,
  previewRetention,
  reportLegalHold,
  runRetentionNow,
  saveRetentionSchedule,
  setReportLegalHold,
} from '../../../lib/api/calls/calls-retention';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function retentionCalls({ services }: Wiring) {
  const retention = services.retention;
  return [
    implement(listRetentionSchedules, (_p, ctx) => retention.schedules(ctx)),
    implement(saveRetentionSchedule, (p, ctx) => retention.saveSchedule(ctx, p.agencyOri, p.schedule)),
    implement(previewRetention, (_p, ctx) => retention.preview(ctx)),
    implement(runRetentionNow, (_p, ctx) => retention.runNow(ctx)),
    implement(listRetentionRuns, (_p, ctx) => retention.runs(ctx)),
    implement(reportLegalHold, (p, ctx) => retention.hold(ctx, p.id)),
    implement(setReportLegalHold, (p, ctx) => retention.setHold(ctx, p.id, p.reason)),
  ];
}
