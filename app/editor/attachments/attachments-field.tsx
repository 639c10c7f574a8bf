import { useMemo } from 'react';
import { totalSize } from '../../../lib/attachments/attachment-batch';
import { attachmentRulesOf } from '../../../lib/attachments/attachment-rules';
import { draftOnlyRefusal } from '../../../lib/workflow/draft-only';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useEditor } from '../open-report/editor-context';
import { fieldId } from '../controls/field-id';
import { AttachmentListView } from './attachment-list';
import { useAttachmentList } from './attachment-list-state';
import { AttachmentUploader } from './attachment-uploader';
import { KeptFiles, useKeptFiles, useWhenUploaded } from './kept-files';
import { useOnline } from '../../session/use-online';
import type { SpecialFieldProps } from '../controls/special-field-props';

/**
 * The report's documentation attachments (docs/rules/map-diagrams-attachments.md, "Attachments"). Files live in the
 * attachments table, not in the report data: uploading or deleting never changes the report's
 * version, so the editor's autosave of the data and the files never overwrite each other.
 */
export function AttachmentsField({ field, path, disabled }: SpecialFieldProps) {
  // The designer's preview is no report: it has no files to list, and none can be added to it.
  const reportId = useEditor((s) => (s.saveState === 'preview' ? undefined : s.report?.id));
  const previewing = useEditor((s) => s.saveState === 'preview');
  const status = useEditor((s) => s.report?.status);
  const definition = useEditor((s) => s.definition);
  const readOnlyReason = useEditor((s) => (s.saveState === 'readOnly' ? s.message : ''));
  const rules = useMemo(() => (definition ? attachmentRulesOf(definition) : null), [definition]);
  const online = useOnline();
  const list = useAttachmentList(reportId, online);
  const kept = useKeptFiles(reportId ?? 0);
  useWhenUploaded(kept, list.refresh);
  const keptSize = kept.reduce((sum, file) => sum + file.size, 0);
  const id = fieldId(path);

  if (previewing)
    return (
      <section aria-label={field.label} className="flex flex-col gap-1">
        <h3 className="font-semibold">{field.label}</h3>
        <p className="text-sm text-muted">Files are added to a saved report; the preview holds none.</p>
      </section>
    );
  if (reportId === undefined || status === undefined || !rules) return null;
  // Only a Draft's attachments change; then whatever makes the report read-only.
  const locked =
    draftOnlyRefusal('Attachments', status) ??
    (disabled
      ? `Attachments cannot be changed: ${readOnlyReason || 'another answer in this report disables them.'}`
      : null);
  // Offline the files already attached are not known: the server checks the total when they arrive.
  const editable = locked === null && (list.state === 'ready' || list.state === 'offline');

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {field.label}
      </h3>
      {locked && <p className="text-sm text-muted">{locked} The files can still be downloaded.</p>}
      {list.state === 'loading' && <Spinner label="Loading the attachments…" />}
      {list.state === 'failed' && (
        <Alert tone="error" title="The attachments could not be listed">
          <p>{list.error}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void list.refresh()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.state === 'offline' && (
        <p className="text-sm text-muted">
          You are offline: the files already attached are listed when the connection returns. Files you add now are kept
          on this device and uploaded then.
        </p>
      )}
      {list.state === 'ready' && (
        <AttachmentListView attachments={list.attachments} editable={editable} onChanged={() => void list.refresh()} />
      )}
      <KeptFiles kept={kept} editable={locked === null} />
      {editable && (
        <AttachmentUploader
          id={id}
          reportId={reportId}
          rules={rules}
          keepOnDevice={!online || reportId < 0}
          attachedTotal={totalSize(list.attachments) + keptSize}
          onAttached={list.add}
          onSettled={() => void list.refresh()}
        />
      )}
    </section>
  );
}
