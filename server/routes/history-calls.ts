import {
  addReportNote,
  compareReportVersions,
  getReportVersion,
  reportAuditEvents,
  reportInboxHistory,
  reportNotes,
  reportVersions,
} from '../../lib/api/calls-history';
import { implement } from '../api/implement';
import { reportHistoryService } from '../services/report-history-service';
import type { AppDeps } from '../services/services';

export function historyCalls(deps: AppDeps) {
  const service = reportHistoryService(deps);
  return [
    implement(reportVersions, (p, ctx) => service.versions(ctx, p.id)),
    implement(getReportVersion, (p, ctx) => service.version(ctx, p.id, p.versionId, ctx)),
    implement(compareReportVersions, (p, ctx) => service.compare(ctx, p.id, p.from, p.to, ctx)),
    implement(reportInboxHistory, (p, ctx) => service.inboxHistory(ctx, p.id)),
    implement(reportNotes, (p, ctx) => service.notes(ctx, p.id)),
    implement(addReportNote, (p, ctx) => service.addNote(ctx, p.id, p.text, ctx)),
    implement(reportAuditEvents, (p, ctx) => service.auditEvents(ctx, p.id)),
  ];
}
