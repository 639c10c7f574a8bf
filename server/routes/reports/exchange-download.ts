import type { FastifyInstance } from 'fastify';
import { exchangeFormats, type ExchangeFormat } from '../../../lib/api/schemas/exchange-schemas';
import { contentDisposition } from '../../../lib/attachments/file-names';
import { dbIdFromText } from '../../../lib/validation/input-rules/input-bounds';
import { ApiError, notFound } from '../../api/api-error';
import type { Wiring } from '../../services/services';
import { authenticateBearer } from '../attachments/attachment-bearer';

export const REPORT_EXCHANGE_PATH = '/API/Report/Exchange/:id';

const isFormat = (value: unknown): value is ExchangeFormat => exchangeFormats.includes(value as ExchangeFormat);

/**
 * GET /API/Report/Exchange/:id?format=niem|mmucc with `Authorization: Bearer`: the report as the
 * state's exchange carries it, checked against the exchange's schemas, as a download; refused
 * with each problem at its field when it cannot be made. Never cached: it may hold personal data.
 */
export function registerReportExchange(app: FastifyInstance, wiring: Wiring) {
  const { exchange } = wiring.services;

  app.get<{ Params: { id: string }; Querystring: { format?: string } }>(
    REPORT_EXCHANGE_PATH,
    async (request, reply) => {
      const actor = await authenticateBearer(wiring, request);
      const { id } = request.params;
      const reportId = dbIdFromText().safeParse(id);
      if (!reportId.success) throw notFound(`There is no report ${id}.`);
      const format = request.query.format ?? 'niem';
      if (!isFormat(format)) {
        throw new ApiError('validation', `The format must be one of ${exchangeFormats.join(', ')}.`, [
          { path: 'format', message: `The format must be one of ${exchangeFormats.join(', ')}.` },
        ]);
      }
      const download = await exchange.download(actor, reportId.data, format, request.ip);
      return reply
        .header('content-type', `${download.contentType}; charset=utf-8`)
        .header('content-disposition', contentDisposition(download.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(download.body);
    },
  );
}
