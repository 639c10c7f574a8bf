import { useState } from 'react';
import { listInboxes, sendTo } from '../../lib/api/calls/calls-workflow';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { describeCallError, messageOf } from '../api/client';
import type { FieldMessages } from '../api/field-messages';
import { useMutation, useRead } from '../api/use-mutation';
import { useApiClient } from '../api/api-client-context';

export interface MovableReport {
  id: number;
  version: number;
}

/** A refused send: the server's words for the whole, then each completeness error it named ('detail 0', ...). */
function sendRefusal(refusal: unknown): FieldMessages {
  const details = (describeCallError(refusal)?.fieldErrors ?? []).map((f) => f.message).filter(Boolean);
  return {
    form: messageOf(refusal, 'The report could not be sent.'),
    ...Object.fromEntries(details.map((d, i) => [`detail ${i}`, d])),
  };
}

/** Send to: the agency's review inbox (first) or a named reviewer; completeness errors are listed when refused. */
export function SendToDialog({
  report,
  onClose,
  onSent,
  opener,
}: {
  report: MovableReport;
  onClose: () => void;
  onSent: () => void;
  /** The id of the control that opened it, when that is busy (and loses the focus) until it opens. */
  opener?: string;
}) {
  const api = useApiClient();
  const inboxes = useRead(
    () => api.call(listInboxes, { reportId: report.id }),
    String(report.id),
    'The inboxes could not be loaded.',
  );
  /** The inbox picked; the first listed until one is. */
  const [picked, setPicked] = useState<number | null>(null);
  const inboxId = picked ?? inboxes.data?.[0]?.id ?? null;
  const sending = useMutation(
    (to: number) => api.call(sendTo, { id: report.id, version: report.version, inboxId: to }),
    sendRefusal,
  );
  const { form: sendError, ...details } = sending.errors;
  const error = sendError ?? (inboxes.error || undefined);

  async function send() {
    if (inboxId === null) return;
    const { data } = await sending.run(inboxId);
    if (data) onSent();
  }

  return (
    <Dialog open title={`Send report ${report.id} to`} onClose={onClose} opener={opener}>
      {error && (
        <Alert tone="error">
          {error}
          {Object.keys(details).length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {Object.values(details)
                .slice(0, 10)
                .map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
            </ul>
          )}
        </Alert>
      )}
      {!inboxes.data && !error && <p>Loading the inboxes…</p>}
      {inboxes.data && (
        <SelectField
          label="Inbox"
          value={String(inboxId ?? '')}
          onChange={(v) => setPicked(Number(v))}
          options={inboxes.data.map((i) => ({ value: String(i.id), label: i.name }))}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={sending.busy} disabled={inboxId === null} onClick={() => void send()}>
          Send
        </Button>
      </div>
    </Dialog>
  );
}
