import { useState } from 'react';
import { exportReportByEmail } from '../../../lib/api/calls/calls-export';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { ApiClientError, callApi } from '../../api/client';

/** Export report by email: the printed report sent as a PDF, or kept in the outbox without SMTP. */
export function ExportDialog({
  reportId,
  onClose,
  onSent,
}: {
  reportId: number;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ text: string; field?: string }>({ text: '' });
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setError({ text: '' });
    try {
      const answer = await callApi(exportReportByEmail, { id: reportId, to, ...(message.trim() ? { message } : {}) });
      onSent(
        answer.delivery === 'smtp'
          ? `The report was sent to ${answer.to}.`
          : `No mail server is configured: the message to ${answer.to} was kept in the outbox for an administrator.`,
      );
      onClose();
    } catch (e) {
      const field =
        e instanceof ApiClientError ? e.fieldErrors.find((f) => f.path.endsWith('.to'))?.message : undefined;
      setError({
        text: e instanceof ApiClientError ? e.message : 'The report could not be sent.',
        ...(field ? { field } : {}),
      });
      setBusy(false);
    }
  }

  return (
    <Dialog open title="Export report by email" onClose={onClose}>
      {error.text && !error.field && <Alert tone="error">{error.text}</Alert>}
      <TextField
        label="To (e-mail address)"
        type="email"
        value={to}
        error={error.field}
        onChange={(e) => setTo(e.target.value)}
      />
      <TextField
        label="Message (optional)"
        value={message}
        maxLength={2000}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={busy} onClick={() => void send()}>
          Send
        </Button>
      </div>
    </Dialog>
  );
}
