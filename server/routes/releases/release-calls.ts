import { giveReportCopy, listReleases, reportReleases } from '../../../lib/api/calls/calls-release';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function releaseCalls({ services }: Wiring) {
  const releases = services.releases;
  return [
    implement(giveReportCopy, async (p, ctx) => {
      const { printed, release } = await releases.print(ctx, p.id, { copy: p.copy, requester: p.requester }, ctx.ip);
      return { release, fileName: printed.fileName, pdf: printed.pdf.toString('base64') };
    }),
    implement(listReleases, (p, ctx) => releases.list(ctx, p)),
    implement(reportReleases, (p, ctx) => releases.forReport(ctx, p.id)),
  ];
}
