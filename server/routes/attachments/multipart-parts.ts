/** Reading the multipart body of an upload: its parts, a file's bytes, and the parser's errors in a client's words. */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sanitizeFileName } from '../../../lib/attachments/file-names';
import { ApiError, badRequest } from '../../api/api-error';

/** More files than this in one request is a client bug, not an officer attaching photos. */
export const MAX_FILES_PER_UPLOAD = 20;

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
  /** Cut off at the upload's size cut-off: larger than the limit, whatever its real size. */
  truncated: boolean;
}

/**
 * The parts of the body; what the parser throws (no boundary, a broken or truncated body) is
 * marked, so it is answered as the client's mistake and never taken for a server error.
 */
export async function* wellFormedParts(request: FastifyRequest): AsyncGenerator<Multipart> {
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
export function bytesOf(part: MultipartFile): Promise<Buffer> {
  return part.toBuffer().catch((error: unknown) => {
    throw limitError(error) ? error : new MalformedMultipart(error);
  });
}

export async function receive(part: MultipartFile): Promise<ReceivedFile> {
  const bytes = await bytesOf(part);
  return { fileName: sanitizeFileName(part.filename), bytes, truncated: part.file.truncated };
}

/** An error of the multipart parser: the body the client sent is not well-formed. */
class MalformedMultipart extends Error {
  constructor(readonly parserError: unknown) {
    super(parserError instanceof Error ? parserError.message : String(parserError));
  }
}

export function malformedError(error: unknown): ApiError | null {
  if (!(error instanceof MalformedMultipart)) return null;
  const limit = limitError(error.parserError);
  if (limit) return limit;
  return new ApiError(
    'bad_request',
    `The upload is not well-formed multipart/form-data (${error.message}). Send the fields reportId and type, then the files, with the boundary named in the Content-Type header.`,
  );
}

/** The parser's own limit errors, in words a client can act on. */
export function limitError(error: unknown): ApiError | null {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new ApiError('payload_too_large', `Send at most ${MAX_FILES_PER_UPLOAD} files in one upload.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Send only the fields reportId, type and clientKey besides the files.');
    default:
      return null;
  }
}
