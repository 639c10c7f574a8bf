import { ATTACHMENT_UPLOAD_PATH } from '../../../lib/api/schemas/attachment-schemas';
import { ATTACHMENT_DOWNLOAD_PATH } from '../attachments/attachment-download';
import { MAX_FILES_PER_UPLOAD } from '../attachments/multipart-parts';
import { REPORT_PRINT_PATH } from '../reports/report-print';

/** A Fastify route path (`:id`) as OpenAPI writes it (`{id}`). */
export const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/** What a binary route answers when it refuses: the usual error envelope. */
type ErrorResponse = { content: { 'application/json': { schema: unknown } } };

const binary = { type: 'string', format: 'binary' };
const bearer = [{ bearerToken: [] }];
const idParameter = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The routes that carry bytes instead of the JSON envelope: attachment upload and download and
 * the printed report. Each takes the session token as `Authorization: Bearer`.
 */
export function binaryRoutePaths(errorResponse: ErrorResponse, uploadOkSchema: unknown): Record<string, unknown> {
  const refusals = {
    401: { description: 'Missing, unknown or expired token', ...errorResponse },
    403: { description: 'Not permitted', ...errorResponse },
    404: { description: 'Not found', ...errorResponse },
  };
  const attachment = (disposition: string) => ({
    'Content-Disposition': { description: disposition, schema: { type: 'string' } },
  });
  return {
    [ATTACHMENT_UPLOAD_PATH]: {
      post: {
        summary:
          'Attaches files to a report. Each file is answered on its own; acceptable files are stored. With a clientKey the upload carries one file, and the same key on the same report again answers the attachment it stored (the bytes are not stored twice).',
        tags: ['Attachment'],
        security: bearer,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['reportId', 'type', 'files'],
                description: 'The fields reportId, type and clientKey come before the files.',
                properties: {
                  reportId: { type: 'integer', description: 'The report number.' },
                  type: { type: 'string', description: "The attachment type code of the report's form." },
                  clientKey: {
                    type: 'string',
                    format: 'uuid',
                    description:
                      'Optional: the key the device gives this one file, so an upload sent twice stores it once. With it, send exactly one file; a key whose attachment was removed answers 404.',
                  },
                  files: { type: 'array', items: binary, maxItems: MAX_FILES_PER_UPLOAD },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'At least one file was stored; one entry per file sent',
            content: { 'application/json': { schema: uploadOkSchema } },
          },
          400: {
            description:
              'Not multipart, a field missing or wrong, more than one file with a clientKey, or no file acceptable',
            ...errorResponse,
          },
          ...refusals,
          413: { description: 'Every file too large, or too many files', ...errorResponse },
        },
      },
    },
    [openApiPath(ATTACHMENT_DOWNLOAD_PATH)]: {
      get: {
        summary: "An attachment's bytes, as a download, with the content type sniffed on upload.",
        tags: ['Attachment'],
        security: bearer,
        parameters: [idParameter('The attachment id (a UUID).')],
        responses: {
          200: {
            description: 'The stored file',
            headers: attachment('attachment; filename="…"'),
            content: { '*/*': { schema: binary } },
          },
          ...refusals,
        },
      },
    },
    [openApiPath(REPORT_PRINT_PATH)]: {
      get: {
        summary: 'The printed report as a PDF download.',
        tags: ['Report'],
        security: bearer,
        parameters: [idParameter('The report number.')],
        responses: {
          200: {
            description: 'The PDF',
            headers: attachment('attachment; filename="….pdf"'),
            content: { 'application/pdf': { schema: binary } },
          },
          ...refusals,
        },
      },
    },
  };
}
