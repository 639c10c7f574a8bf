import type { FastifyInstance } from 'fastify';
import {
  BATCH_EXPORT_PATH,
  BATCH_EXPORT_TOTAL_HEADER,
  batchExportQuerySchema,
} from '../../../lib/exchange/batch-export';
import { contentDisposition } from '../../../lib/attachments/file-names';
import { badRequest } from '../../api/api-error';
import type { Wiring } from '../../services/services';
import { authenticateBearer } from '../attachments/attachment-bearer';

/**
 * GET /API/Report/BatchExport?format=jsonl|csv|zip&from=&to=&agency= with `Authorization: Bearer`:
 * the accepted reports of a range of crash dates, streamed as they are read. The total comes
 * first, in X-Total-Reports, so the app shows how far the download is. Never cached.
 */
export function registerBatchExport(app: FastifyInstance, wiring: Wiring) {
  const { batchExport } = wiring.services;

  app.get<{ Querystring: Record<string, unknown> }>(BATCH_EXPORT_PATH, async (request, reply) => {
    const actor = await authenticateBearer(wiring, request);
    const parsed = batchExportQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || 'query',
        message: issue.message,
      }));
      throw badRequest(fieldErrors.map((e) => e.message).join(' '), fieldErrors);
    }
    const started = await batchExport.start(actor, parsed.data, request.ip);
    return reply
      .header('content-type', started.contentType)
      .header('content-disposition', contentDisposition(started.fileName))
      .header(BATCH_EXPORT_TOTAL_HEADER, String(started.total))
      .header('access-control-expose-headers', `${BATCH_EXPORT_TOTAL_HEADER}, content-disposition`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(started.body);
  });
}
