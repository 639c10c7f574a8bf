import {
  addReportNote,
  compareReportVersions,
  getReportVersion,
  reportAuditEvents,
  reportInboxHistory,
  reportNotes,
  reportStateSubmissions,
  reportVersions,
} from '../../../lib/api/calls/calls-history';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function historyCalls({ services }: Wiring) {
  const service = services.history;
  return [
    implement(reportVersions, (p, ctx) => service.versions(ctx, p.id)),
    implement(getReportVersion, (p, ctx) => service.version({ actor: ctx, id: p.id, versionId: p.versionId })),
    implement(compareReportVersions, (p, ctx) => service.compare({ actor: ctx, id: p.id, from: p.from, to: p.to })),
    implement(reportInboxHistory, (p, ctx) => service.inboxHistory(ctx, p.id)),
    implement(reportNotes, (p, ctx) => service.notes(ctx, p.id)),
    implement(addReportNote, (p, ctx) => service.addNote({ actor: ctx, id: p.id, text: p.text })),
    implement(reportAuditEvents, (p, ctx) => service.auditEvents(ctx, p.id)),
    implement(reportStateSubmissions, (p, ctx) => service.stateSubmissions(ctx, p.id)),
  ];
}
