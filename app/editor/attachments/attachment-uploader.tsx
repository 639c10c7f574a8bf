import { useId, useRef, useState, type DragEvent } from 'react';
import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { checkAttachmentBatch } from '../../../lib/attachments/attachment-batch';
import type { AttachmentRules } from '../../../lib/attachments/attachment-rules';
import { formatFileSize } from '../../../lib/format/file-sizes';
import { useMutation } from '../../api/use-mutation';
import { useSessionStoreApi } from '../../session/session-store';
import { useDeviceSyncLoader, type DeviceSyncLoader } from '../../sync/use-device-sync';
import { uploadAttachment } from './upload-attachment';
import { inputClass } from '../controls/choice-controls';

/** One chosen file on its way: refused here, waiting, sending, or answered by the server. */
interface PickedFile {
  key: string;
  fileName: string;
  size: number;
  status: 'refused' | 'waiting' | 'uploading' | 'attached' | 'kept' | 'failed';
  progress: number;
  message: string;
}

export interface AttachmentUploaderProps {
  /** Base of the control ids (the field's DOM id). */
  id: string;
  reportId: number;
  rules: AttachmentRules;
  /** Bytes already attached (and kept on the device to upload), which the total limit counts. */
  attachedTotal: number;
  /** The server cannot take files now: they are kept on this device and uploaded by the outbox. */
  keepOnDevice: boolean;
  onAttached: (attachment: Attachment) => void;
  /** Called once the last file of a choice is answered, to read the list again. */
  onSettled: () => void;
}

const statusText: Record<PickedFile['status'], string> = {
  refused: 'Not sent',
  waiting: 'Waiting',
  uploading: 'Sending',
  attached: 'Attached',
  kept: 'Kept on this device: uploaded when the connection returns',
  failed: 'Refused by the server',
};

/** Keeps a file on this device for the outbox; the answer is the file's new state in the list. */
async function keptOnDevice(
  sync: DeviceSyncLoader,
  reportId: number,
  type: string,
  file: File,
): Promise<Partial<PickedFile>> {
  try {
    await (await sync()).keepUpload({ reportId, type, file });
    return { status: 'kept', message: '' };
  } catch (e) {
    // A full or unavailable device store: the file is not kept, and the officer is told so.
    return {
      status: 'failed',
      message: `It could not be kept on this device: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/**
 * Type, then files (chosen or dropped): each file is checked against the form's rules before
 * anything is sent and refused with its reason; the rest go one at a time, each with its
 * progress, so the server's answer (such as content that does not match the extension) is
 * shown beside the file it concerns.
 */
export function AttachmentUploader({
  id,
  reportId,
  rules,
  attachedTotal,
  keepOnDevice,
  onAttached,
  onSettled,
}: AttachmentUploaderProps) {
  const [type, setType] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const batch = useId();
  const sync = useDeviceSyncLoader();
  const session = useSessionStoreApi();

  const update = (key: string, change: Partial<PickedFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  // One file at a time; each file's answer is its own line, so the batch itself is never refused.
  const sending = useMutation(async (toSend: { file: File; key: string }[]) => {
    try {
      for (const { file, key } of toSend) {
        if (keepOnDevice) {
          update(key, await keptOnDevice(sync, reportId, type, file));
          continue;
        }
        update(key, { status: 'uploading' });
        const outcome = await uploadAttachment({
          reportId,
          type,
          file,
          token: session.getState().token,
          onProgress: (progress) => update(key, { progress }),
        });
        if (outcome.ok) {
          update(key, { status: 'attached', progress: 1, message: '' });
          onAttached(outcome.attachment);
        } else if (outcome.httpStatus === 0) {
          // The connection went while it was sent: the outbox uploads it when it returns.
          update(key, await keptOnDevice(sync, reportId, type, file));
        } else {
          update(key, { status: 'failed', message: outcome.error });
        }
      }
    } finally {
      onSettled();
    }
  }, '');
  const { busy } = sending;

  function attach(chosen: File[]) {
    if (chosen.length === 0) return;
    if (!type) {
      setNotice('Choose the attachment type first, then the files.');
      return;
    }
    if (busy) {
      setNotice('Wait until the files being sent are answered.');
      return;
    }
    setNotice('');
    const stamp = Date.now();
    const checked = checkAttachmentBatch(
      chosen.map((file, i) => ({ fileName: file.name, size: file.size, type, file, key: `${batch}-${stamp}-${i}` })),
      attachedTotal,
      rules,
    );
    setFiles(
      checked.map(({ file, refusals }) => ({
        key: file.key,
        fileName: file.fileName,
        size: file.size,
        status: refusals.length ? 'refused' : 'waiting',
        progress: 0,
        message: refusals.join(' '),
      })),
    );
    const toSend = checked.filter((c) => c.refusals.length === 0).map((c) => c.file);
    if (toSend.length === 0) return;
    void sending.run(toSend);
  }

  function chosenFromInput() {
    const chosen = Array.from(input.current?.files ?? []);
    // Cleared so that choosing the same file again (after fixing it) is noticed.
    if (input.current) input.current.value = '';
    attach(chosen);
  }

  function dropped(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    attach(Array.from(e.dataTransfer.files));
  }

  const accept = rules.extensions.map((e) => `.${e}`).join(',');
  const hint =
    `Allowed: ${rules.extensions.join(', ')}; each at most ${formatFileSize(rules.maxBytesEach)} ` +
    `(${rules.maxBytesEach.toLocaleString('en-US')} bytes), all together at most ${formatFileSize(rules.maxBytesTotal)}; ` +
    `${formatFileSize(attachedTotal)} used.`;
  const attached = files.filter((f) => f.status === 'attached').length;
  const keptHere = files.filter((f) => f.status === 'kept').length;
  const notSent = files.filter((f) => f.status === 'refused' || f.status === 'failed').length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          Attachment type
        </label>
        <select id={`${id}-type`} className={inputClass} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Choose a type</option>
          {rules.types.map((t) => (
            <option key={t.code} value={t.code}>
              {t.code} {t.name} ({t.category === 'private' ? 'private, confidential' : 'public'})
            </option>
          ))}
        </select>
        {rules.types.find((t) => t.code === type)?.category === 'private' && (
          <p className="text-sm text-muted">
            A private type is confidential: only users allowed to see confidential attachments can list or download it.
          </p>
        )}
      </div>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(e) => {
          // Moving over the label or the input inside is not leaving.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={dropped}
        className={`flex flex-col gap-1 rounded border-2 border-dashed p-3 ${dragging ? 'border-brand bg-brand/10' : 'border-line'}`}
      >
        <label htmlFor={`${id}-files`} className="text-sm font-medium">
          Files to attach
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={accept}
          disabled={!type || busy}
          aria-describedby={`${id}-files-hint`}
          onChange={chosenFromInput}
          className="text-sm"
        />
        <p id={`${id}-files-hint`} className="text-sm text-muted">
          {!type ? 'Choose a type first. ' : busy ? 'Sending… ' : 'Or drop files here. '}
          {hint}
        </p>
      </div>

      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}

      {files.length > 0 && (
        <div aria-live="polite" className="flex flex-col gap-2">
          <p className="text-sm font-medium">
            {busy
              ? 'Sending files…'
              : `${attached} of ${files.length} ${files.length === 1 ? 'file' : 'files'} attached` +
                (keptHere ? `; ${keptHere} kept on this device to upload` : '') +
                (notSent ? `; ${notSent} not attached.` : '.')}
          </p>
          <ul aria-label="Chosen files" className="flex flex-col gap-2">
            {files.map((f) => (
              <li key={f.key} className="flex flex-col gap-1 rounded border border-line p-2 text-sm">
                <span className="break-all font-medium">
                  {f.fileName} <span className="font-normal text-muted">({formatFileSize(f.size)})</span>
                </span>
                <span className={f.status === 'refused' || f.status === 'failed' ? 'text-danger' : 'text-muted'}>
                  {statusText[f.status]}
                  {f.message && `: ${f.message}`}
                </span>
                {(f.status === 'uploading' || f.status === 'waiting') && (
                  <progress
                    max={100}
                    value={Math.round(f.progress * 100)}
                    aria-label={`Sending ${f.fileName}`}
                    className="w-full"
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
