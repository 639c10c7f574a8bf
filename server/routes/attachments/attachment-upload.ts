import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  ATTACHMENT_UPLOAD_PATH,
  uploadResultSchema,
  type Attachment,
  type UploadResult,
} from '../../../lib/api/schemas/attachment-schemas';
import {
  checkAttachment,
  checkAttachmentType,
  defaultAttachmentRules,
} from '../../../lib/attachments/attachment-rules';
import { checkContent } from '../../../lib/attachments/content-sniffing';
import { findUnsafeInput } from '../../../lib/validation/input-rules/safe-text';
import { ApiError, badRequest } from '../../api/api-error';
import type { Actor, AttachmentReport } from '../../services/attachments/attachment-access';
import type { Wiring } from '../../services/services';
import { authenticateBearer } from './attachment-bearer';
import { oneFileUnderKey, uploadFieldsOf, type UploadFields } from './attachment-upload-fields';
import {
  bytesOf,
  limitError,
  malformedError,
  MAX_FILES_PER_UPLOAD,
  receive,
  wellFormedParts,
  type ReceivedFile,
} from './multipart-parts';

/**
 * One file's answer; `tooLarge` and `unavailable` (the attachment store failed) only decide the
 * status when nothing was stored (not sent).
 */
type FileResult = UploadResult['files'][number] & { tooLarge?: boolean; unavailable?: boolean };

/**
 * The transport cut-off: one byte over the limit so an oversized file is known to be oversized
 * without reading it all. The form's own limit is checked per file; a form that allowed larger
 * files than the shipped definition would need this raised too.
 */
const FILE_SIZE_CUTOFF = defaultAttachmentRules.maxBytesEach + 1;

/** The report and type an upload stores into, checked at its first file. */
interface Target {
  found: AttachmentReport;
  type: string;
}

/**
 * The one file of an upload with a clientKey, answered once the body has ended (so a second file
 * is refused before anything is stored): the attachment an earlier upload with that key stored,
 * or the file to store, checked like any other.
 */
type KeyedFile = { earlier: Attachment } | { target: Target; file: ReceivedFile; clientKey: string };

/**
 * POST /API/Attachment/Upload, multipart: the fields reportId and type (and optionally
 * clientKey), then one or more files (fields first, so each file is checked and stored as it
 * arrives and never more than one file is held in memory). Each file is answered on its own:
 * acceptable files are stored even when others are refused. The reply is the usual envelope: ok
 * with one entry per file when at least one was stored; an error naming every file when none was
 * (413 when all were too large). With a clientKey an upload carries one file, and sending it again
 * answers the attachment the first stored (see docs/rules/map-diagrams-attachments.md, "Attachments").
 */
export async function registerAttachmentUpload(app: FastifyInstance, wiring: Wiring) {
  const { attachmentAccess: access, attachments } = wiring.services;

  async function store({
    actor,
    target,
    type,
    file,
    clientKey,
  }: {
    actor: Actor;
    target: AttachmentReport;
    type: string;
    file: ReceivedFile;
    clientKey?: string | undefined;
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
      clientKey,
    });
    if ('refused' in added) return { ...refused(added.refused), unavailable: added.unavailable ?? false };
    return { fileName, ok: true, attachment: added.attachment };
  }

  async function target(actor: Actor, { reportId, type }: UploadFields): Promise<Target> {
    const found = await access.editableReport(actor, reportId);
    const typeRefusal = checkAttachmentType(type, found.rules);
    if (typeRefusal) throw badRequest(typeRefusal, [{ path: 'type', message: typeRefusal }]);
    return { found, type };
  }

  /** A keyed file: one sent before answers its attachment; a new one is checked before its bytes are read. */
  async function receiveKeyed(
    actor: Actor,
    part: MultipartFile,
    fields: UploadFields & { clientKey: string },
  ): Promise<KeyedFile> {
    const { reportId, clientKey } = fields;
    const earlier = await access.storedUnderKey(actor, reportId, clientKey);
    if (earlier) {
      // Read to the end all the same: the parser reaches the parts after it only through its bytes.
      await bytesOf(part);
      return { earlier };
    }
    return { target: await target(actor, fields), file: await receive(part), clientKey };
  }

  async function storeKeyed(actor: Actor, keyed: KeyedFile): Promise<FileResult> {
    if ('earlier' in keyed) return { fileName: keyed.earlier.fileName, ok: true, attachment: keyed.earlier };
    const { target: into, file, clientKey } = keyed;
    return store({ actor, target: into.found, type: into.type, file, clientKey });
  }

  /**
   * Nothing stored: one error naming every file, 503 when the attachment store failed (the files
   * were fine: sending them again later works), 413 when every file was too large.
   */
  function nothingStored(results: FileResult[]): ApiError {
    const errors = results.map((r) => r.error ?? '');
    const message = results.length === 1 ? errors[0]! : `No file was attached. ${errors.join(' ')}`;
    const code = results.some((r) => r.unavailable)
      ? 'unavailable'
      : results.every((r) => r.tooLarge)
        ? 'payload_too_large'
        : 'validation';
    return new ApiError(
      code,
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
      // Read at the first file; fields sent after it are ignored.
      let fields: UploadFields | undefined;
      let ready: Target | undefined;
      let keyed: KeyedFile | undefined;
      try {
        for await (const part of wellFormedParts(request)) {
          const unsafe =
            findUnsafeInput(part.fieldname, 'field name') ??
            findUnsafeInput(part.type === 'field' ? part.value : '', part.fieldname);
          if (unsafe) throw badRequest(`Invalid upload: ${unsafe.path}: ${unsafe.message}`, [unsafe]);
          if (part.type === 'field') {
            if (!fields) values.set(part.fieldname, String(part.value));
            continue;
          }
          if (!part.filename) {
            // An empty file input: browsers send it as a nameless, empty part.
            await bytesOf(part);
            continue;
          }
          fields ??= uploadFieldsOf(values);
          const { clientKey } = fields;
          if (clientKey) {
            if (keyed) throw oneFileUnderKey();
            keyed = await receiveKeyed(actor, part, { ...fields, clientKey });
            continue;
          }
          ready ??= await target(actor, fields);
          results.push(await store({ actor, target: ready.found, type: ready.type, file: await receive(part) }));
        }
      } catch (error) {
        throw limitError(error) ?? malformedError(error) ?? error;
      }
      if (!fields) throw badRequest('Choose at least one file to attach.');
      if (keyed) results.push(await storeKeyed(actor, keyed));
      if (!results.some((r) => r.ok)) throw nothingStored(results);
      // The schema drops the internal tooLarge and unavailable flags.
      return reply.send({ status: 'ok', payload: uploadResultSchema.parse({ files: results }) });
    });
  });
}
