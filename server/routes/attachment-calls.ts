import { deleteAttachment, listAttachments } from '../../lib/api/calls-attachment';
import { ApiError, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';
import { attachmentAccess } from './attachment-access';

/** The envelope calls of attachments; the bytes go through attachment-upload and attachment-download. */
export function attachmentCalls(deps: AppDeps) {
  const access = attachmentAccess(deps);
  const { files } = access;

  return [
    implement(listAttachments, async (p, ctx) => ({ attachments: await access.visibleList(ctx, p.reportId) })),

    implement(deleteAttachment, async (p, ctx) => {
      const record = await files.find(p.id);
      if (!record) throw notFound(`There is no attachment ${p.id}.`);
      const target = await access.editableReport(ctx, record.reportId);
      const at = deps.clock();
      await deps.db.transaction().execute(async (tx) => {
        const state = await files.lockReport(record.reportId, tx);
        if (!state) throw notFound(`There is no report ${record.reportId}.`);
        const refusal = access.editRefusal(ctx, state, target.lockDurationHours);
        if (refusal) throw refusal;
        if (!(await files.softDelete(p.id, ctx.user.id, at, tx))) {
          throw new ApiError('not_found', `${record.fileName} was already removed.`);
        }
      });
      return { id: p.id, deletedAt: at.toISOString() };
    }),
  ];
}
