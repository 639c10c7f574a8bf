import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../../lib/attachments/file-names';
import { notFound } from '../../api/api-error';
import type { Wiring } from '../../services/services';
import { authenticateBearer } from './attachment-bearer';

export const ATTACHMENT_DOWNLOAD_PATH = '/API/Attachment/Download/:id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /API/Attachment/Download/:id with `Authorization: Bearer`: the stored bytes, streamed from
 * their store once the same check as every other read has passed, with the
 * sniffed Content-Type, always as a download (never rendered inline: a stored file must not run
 * as a page of this site), and not cached, since some are confidential.
 */
export function registerAttachmentDownload(app: FastifyInstance, wiring: Wiring) {
  const access = wiring.services.attachmentAccess;

  app.get<{ Params: { id: string } }>(ATTACHMENT_DOWNLOAD_PATH, async (request, reply) => {
    const actor = await authenticateBearer(wiring, request);
    const { id } = request.params;
    if (!UUID.test(id)) throw notFound(`There is no attachment ${id}.`);
    const { record } = await access.readable(actor, id);
    const content = await wiring.services.attachments.openContent(record);
    return reply
      .header('content-type', record.contentType)
      .header('content-disposition', contentDisposition(record.fileName))
      .header('content-length', content.length)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(content.body);
  });
}
