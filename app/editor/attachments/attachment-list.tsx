import { useState } from 'react';
import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { deleteAttachment } from '../../../lib/api/calls/calls-attachment';
import { formatDateTime } from '../../../lib/format/dates';
import { formatFileSize } from '../../../lib/format/file-sizes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useMutation } from '../../api/use-mutation';
import { useSessionStoreApi } from '../../session/session-store';
import { downloadAttachment } from './download-attachment';
import { useApiClient } from '../../api/api-client-context';

export interface AttachmentListViewProps {
  attachments: Attachment[];
  /** False when the report's attachments may not change: Delete is not offered. */
  editable: boolean;
  /** Called after a delete (or a failed one, which may mean it was already gone), to read the list again. */
  onChanged: () => void;
}

/** The attached files with who attached them and when; Download always, Delete (confirmed) while editable. */
export function AttachmentListView({ attachments, editable, onChanged }: AttachmentListViewProps) {
  const [confirming, setConfirming] = useState<Attachment | null>(null);
  if (attachments.length === 0) return <p className="text-sm text-muted">No files are attached to this report.</p>;
  return (
    <>
      <ul aria-label="Attached files" className="flex flex-col gap-2">
        {attachments.map((a) => (
          <AttachmentRow key={a.id} attachment={a} editable={editable} onDelete={() => setConfirming(a)} />
        ))}
      </ul>
      <DeleteDialog
        attachment={confirming}
        onClose={(changed) => {
          setConfirming(null);
          if (changed) onChanged();
        }}
      />
    </>
  );
}

function AttachmentRow({
  attachment: a,
  editable,
  onDelete,
}: {
  attachment: Attachment;
  editable: boolean;
  onDelete: () => void;
}) {
  const session = useSessionStoreApi();
  // The download says why it failed in its own words (downloadWithToken).
  const downloading = useMutation(
    () => downloadAttachment(a, session.getState().token),
    (refusal) => ({ form: refusal instanceof Error ? refusal.message : `${a.fileName} could not be downloaded.` }),
  );
  const { busy, error } = downloading;

  return (
    <li className="flex flex-col gap-1 rounded border border-line p-2 text-sm">
      <span className="break-all font-medium">{a.fileName}</span>
      <span className="text-muted">
        {a.type} {a.typeName} ({a.confidential ? 'private, confidential' : 'public'}) · {formatFileSize(a.size)}
      </span>
      <span className="text-muted">
        Uploaded by {a.uploadedBy.name} on {formatDateTime(a.uploadedAt)}
      </span>
      <span className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`Download ${a.fileName}`}
          onClick={() => void downloading.run()}
        >
          Download
        </Button>
        {editable && (
          <Button variant="secondary" aria-label={`Delete ${a.fileName}`} onClick={onDelete}>
            Delete
          </Button>
        )}
      </span>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

function DeleteDialog({
  attachment,
  onClose,
}: {
  attachment: Attachment | null;
  /** `changed`: the list may differ from what is shown (deleted, or the delete was refused). */
  onClose: (changed: boolean) => void;
}) {
  const api = useApiClient();
  const deleting = useMutation(
    async (a: Attachment) => {
      await api.call(deleteAttachment, { id: a.id });
      onClose(true);
    },
    `${attachment?.fileName ?? 'The file'} could not be deleted.`,
  );
  const { busy, error } = deleting;

  const close = () => {
    onClose(error !== '');
    deleting.refuse({});
  };

  return (
    <Dialog open={attachment !== null} title="Delete attachment" onClose={close}>
      {attachment && (
        <>
          <p className="text-sm">
            Delete <span className="break-all font-medium">{attachment.fileName}</span> from this report? It is no
            longer listed or sent with the report; the report history keeps it.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void deleting.run(attachment)}>
              Delete
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
