import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_UPLOAD_PATH, uploadResultSchema, type UploadResult } from '../../lib/api/attachment-schemas';
import { checkAttachment, checkAttachmentType, defaultAttachmentRules } from '../../lib/attachments/attachment-rules';
import { checkContent } from '../../lib/attachments/content-sniffing';
import { sanitizeFileName } from '../../lib/attachments/file-names';
import { dbIdFromText } from '../../lib/validation/input-bounds';
import { findUnsafeInput } from '../../lib/validation/safe-text';
import { ApiError, badRequest } from '../api/api-error';
import type { Actor, AttachmentReport } from '../services/attachment-access';
import type { Wiring } from '../services/services';
import { authenticateBearer } from './attachment-bearer';

/** One file's answer; `tooLarge` only decides the status when nothing was stored (not sent). */
type FileResult = UploadResult['files'][number] & { tooLarge?: boolean };

/** More files than this in one request is a client bug, not an officer attaching photos. */
export const MAX_FILES_PER_UPLOAD = 20;

/**
 * The transport cut-off: one byte over the limit so an oversized file is known to be oversized
 * without reading it all. The form's own limit is checked per file; a form that allowed larger
 * files than the shipped definition would need this raised too.
 */
const FILE_SIZE_CUTOFF = defaultAttachmentRules.maxBytesEach + 1;

interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
  /** Cut off at FILE_SIZE_CUTOFF: larger than the limit, whatever its real size. */
  truncated: boolean;
}

/**
 * POST /API/Attachment/Upload, multipart: the fields reportId and type, then one or more files
 * (fields first, so each file is checked and stored as it arrives and never more than one file
 * is held in memory). Each file is answered on its own: acceptable files are stored even when
 * others are refused. The reply is the usual envelope: ok with one entry per file when at least
 * one was stored; an error naming every file when none was (413 when all were too large).
 */
export async function registerAttachmentUpload(app: FastifyInstance, wiring: Wiring) {
  const { attachmentAccess: access, attachments } = wiring.services;

  async function store({
    actor,
    target,
    type,
    file,
  }: {
    actor: Actor;
    target: AttachmentReport;
    type: string;
    file: ReceivedFile;
  }): Promise<FileResult> {
    const { fileName } = file;
    const refused = (error: string, tooLarge = false): FileResult => ({ fileName, ok: false, error, tooLarge });
    const candidate = { fileName, size: file.truncated ? FILE_SIZE_CUTOFF : file.bytes.byteLength, type };
    const limits = checkAttachment(candidate, 0, target.rules);
    if (limits.length) return refused(limits.join(' '), candidate.size > target.rules.maxBytesEach);
    const content = checkContent(fileName, file.bytes);
    if (!content.ok) return refused(content.error);

    const added = await attachments.add({
      actor,
      target,
      file: { fileName, type, contentType: content.contentType, bytes: file.bytes, size: candidate.size },
    });
    return 'refused' in added ? refused(added.refused) : { fileName, ok: true, attachment: added.attachment };
  }

  function fieldsOf(values: Map<string, string>) {
    const reportId = dbIdFromText().safeParse(values.get('reportId') ?? '');
    if (!reportId.success) {
      throw badRequest('Send the field reportId (the report number) before the files.', [
        { path: 'reportId', message: 'A report number (1 to 2147483647) is required.' },
      ]);
    }
    return { reportId: reportId.data, type: values.get('type') ?? '' };
  }

  async function target(actor: Actor, values: Map<string, string>) {
    const { reportId, type } = fieldsOf(values);
    const found = await access.editableReport(actor, reportId);
    const typeRefusal = checkAttachmentType(type, found.rules);
    if (typeRefusal) throw badRequest(typeRefusal, [{ path: 'type', message: typeRefusal }]);
    return { found, type };
  }

  /** Nothing stored: one error naming every file, 413 when every file was too large. */
  function nothingStored(results: FileResult[]): ApiError {
    const errors = results.map((r) => r.error ?? '');
    const message = results.length === 1 ? errors[0]! : `No file was attached. ${errors.join(' ')}`;
    return new ApiError(
      results.every((r) => r.tooLarge) ? 'payload_too_large' : 'validation',
      message,
      results.map((r, i) => ({ path: `files.${i}`, message: r.error ?? '' })),
    );
  }

  await app.register(async (scope) => {
    // Registered here only, so no other route accepts multipart bodies.
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: FILE_SIZE_CUTOFF, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 200, parts: 40 },
    });

    scope.post(ATTACHMENT_UPLOAD_PATH, async (request, reply) => {
      const actor = await authenticateBearer(wiring, request);
      if (!request.isMultipart()) {
        throw badRequest('Send the files as multipart/form-data: the fields reportId and type, then the files.');
      }
      const values = new Map<string, string>();
      const results: FileResult[] = [];
      let ready: Awaited<ReturnType<typeof target>> | undefined;
      try {
        for await (const part of wellFormedParts(request)) {
          const unsafe =
            findUnsafeInput(part.fieldname, 'field name') ??
            findUnsafeInput(part.type === 'field' ? part.value : '', part.fieldname);
          if (unsafe) throw badRequest(`Invalid upload: ${unsafe.path}: ${unsafe.message}`, [unsafe]);
          if (part.type === 'field') {
            if (!ready) values.set(part.fieldname, String(part.value));
            continue;
          }
          if (!part.filename) {
            // An empty file input: browsers send it as a nameless, empty part.
            await bytesOf(part);
            continue;
          }
          ready ??= await target(actor, values);
          results.push(await store({ actor, target: ready.found, type: ready.type, file: await receive(part) }));
        }
      } catch (error) {
        throw limitError(error) ?? malformedError(error) ?? error;
      }
      if (!ready) throw badRequest('Choose at least one file to attach.');
      if (!results.some((r) => r.ok)) throw nothingStored(results);
      // The schema drops the internal tooLarge flag.
      return reply.send({ status: 'ok', payload: uploadResultSchema.parse({ files: results }) });
    });
  });
}

/**
 * The parts of the body; what the parser throws (no boundary, a broken or truncated body) is
 * marked, so it is answered as the client's mistake and never taken for a server error.
 */
async function* wellFormedParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw new MalformedMultipart(error);
      }
      if (next.done) return;
      yield next.value;
    }
  } catch (error) {
    if (error instanceof MalformedMultipart || error instanceof ApiError) throw error;
    throw new MalformedMultipart(error);
  }
}

/** A file part's bytes; a body cut short inside it is the client's mistake, as in wellFormedParts. */
function bytesOf(part: MultipartFile): Promise<Buffer> {
  return part.toBuffer().catch((error: unknown) => {
    throw limitError(error) ? error : new MalformedMultipart(error);
  });
}

async function receive(part: MultipartFile): Promise<ReceivedFile> {
  const bytes = await bytesOf(part);
  return { fileName: sanitizeFileName(part.filename), bytes, truncated: part.file.truncated };
}

/** An error of the multipart parser: the body the client sent is not well-formed. */
class MalformedMultipart extends Error {
  constructor(readonly parserError: unknown) {
    super(parserError instanceof Error ? parserError.message : String(parserError));
  }
}

function malformedError(error: unknown): ApiError | null {
  if (!(error instanceof MalformedMultipart)) return null;
  const limit = limitError(error.parserError);
  if (limit) return limit;
  return new ApiError(
    'bad_request',
    `The upload is not well-formed multipart/form-data (${error.message}). Send the fields reportId and type, then the files, with the boundary named in the Content-Type header.`,
  );
}

/** The parser's own limit errors, in words a client can act on. */
function limitError(error: unknown): ApiError | null {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new ApiError('payload_too_large', `Send at most ${MAX_FILES_PER_UPLOAD} files in one upload.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Send only the fields reportId and type besides the files.');
    default:
      return null;
  }
}
