import {
  createReport,
  getReport,
  moveDraftsToVersion,
  moveReportToVersion,
  saveReport,
} from '../../../lib/api/calls/calls-report';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function reportDocumentCalls({ services }: Wiring) {
  const { reports, reportReads, versionMoves } = services;
  return [
    implement(createReport, (p, ctx) => reportReads.create(ctx, p)),
    implement(getReport, (p, ctx) => reportReads.get(ctx, p.id)),
    implement(moveReportToVersion, (p, ctx) => versionMoves.moveOne(ctx, p)),
    implement(moveDraftsToVersion, (p, ctx) => versionMoves.moveMany(ctx, p)),
    implement(saveReport, (p, ctx) =>
      reports.save({ actor: ctx, id: p.id, version: p.version, data: p.data, provenance: p.provenance }),
    ),
  ];
}
