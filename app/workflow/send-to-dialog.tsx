import { useEffect, useState } from 'react';
import { listInboxes, sendTo } from '../../lib/api/calls/calls-workflow';
import type { InboxView } from '../../lib/api/schemas/workflow-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { ApiClientError, callApi, messageOf } from '../api/client';

export interface MovableReport {
  id: number;
  version: number;
}

/** Send to: the agency's review inbox (first) or a named reviewer; completeness errors are listed when refused. */
export function SendToDialog({
  report,
  onClose,
  onSent,
}: {
  report: MovableReport;
  onClose: () => void;
  onSent: () => void;
}) {
  const [inboxes, setInboxes] = useState<InboxView[] | null>(null);
  const [inboxId, setInboxId] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; details: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    callApi(listInboxes, { reportId: report.id })
      .then((list) => {
        if (!current) return;
        setInboxes(list);
        setInboxId(list[0]?.id ?? null);
      })
      .catch(
        (e: unknown) => current && setError({ message: messageOf(e, 'The inboxes could not be loaded.'), details: [] }),
      );
    return () => {
      current = false;
    };
  }, [report.id]);

  async function send() {
    if (inboxId === null) return;
    setBusy(true);
    setError(null);
    try {
      await callApi(sendTo, { id: report.id, version: report.version, inboxId });
      onSent();
    } catch (e) {
      setError({
        message: messageOf(e, 'The report could not be sent.'),
        details: e instanceof ApiClientError ? e.fieldErrors.map((f) => f.message).filter(Boolean) : [],
      });
      setBusy(false);
    }
  }

  return (
    <Dialog open title={`Send report ${report.id} to`} onClose={onClose}>
      {error && (
        <Alert tone="error">
          {error.message}
          {error.details.length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {error.details.slice(0, 10).map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {!inboxes && !error && <p>Loading the inboxes…</p>}
      {inboxes && (
        <SelectField
          label="Inbox"
          value={String(inboxId ?? '')}
          onChange={(v) => setInboxId(Number(v))}
          options={inboxes.map((i) => ({ value: String(i.id), label: i.name }))}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={busy} disabled={inboxId === null} onClick={() => void send()}>
          Send
        </Button>
      </div>
    </Dialog>
  );
}
