import { deleteAttachment, listAttachments } from '../../../lib/api/calls/calls-attachment';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** The envelope calls of attachments; the bytes go through attachment-upload and attachment-download. */
export function attachmentCalls({ services }: Wiring) {
  return [
    implement(listAttachments, async (p, ctx) => ({
      attachments: await services.attachmentAccess.visibleList(ctx, p.reportId),
    })),
    implement(deleteAttachment, (p, ctx) => services.attachments.remove(ctx, p.id)),
  ];
}
