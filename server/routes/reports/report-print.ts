import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../../lib/attachments/file-names';
import { dbIdFromText } from '../../../lib/validation/input-rules/input-bounds';
import { copyKinds, type CopyKind } from '../../../lib/releases/release-rules';
import { badRequest, notFound } from '../../api/api-error';
import type { Wiring } from '../../services/services';
import { authenticateBearer } from '../attachments/attachment-bearer';

export const REPORT_PRINT_PATH = '/API/Report/Print/:id';

/**
 * GET /API/Report/Print/:id[?copy=public|full], the copy for the agency's own work (logged as
 * such; a copy for a requester is Report/GiveCopy), with `Authorization: Bearer` (bytes, not an envelope, so the token
 * travels in the header): the printed report as a PDF download, never cached since it may hold
 * personal data.
 */
export function registerReportPrint(app: FastifyInstance, wiring: Wiring) {
  const { releases } = wiring.services;

  app.get<{ Params: { id: string }; Querystring: { copy?: string } }>(REPORT_PRINT_PATH, async (request, reply) => {
    const actor = await authenticateBearer(wiring, request);
    const { id } = request.params;
    const reportId = dbIdFromText().safeParse(id);
    if (!reportId.success) throw notFound(`There is no report ${id}.`);
    const asked = request.query.copy;
    if (asked !== undefined && !(copyKinds as readonly string[]).includes(asked)) {
      throw badRequest('The copy is public or full.', [{ path: 'copy', message: 'Expected public or full.' }]);
    }
    const { printed } = await releases.print(
      actor,
      reportId.data,
      { copy: asked as CopyKind | undefined, requester: null },
      request.ip,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(printed.fileName))
      .header('content-length', printed.pdf.byteLength)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(printed.pdf);
  });
}
