import { useState } from 'react';
import { exportReportByEmail } from '../../../lib/api/calls/calls-export';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { messagesAt } from '../../api/refusal-messages';
import { useMutation } from '../../api/use-mutation';
import { useApiClient } from '../../api/api-client-context';

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
  const api = useApiClient();
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const sending = useMutation(
    async () => {
      const answer = await api.call(exportReportByEmail, { id: reportId, to, ...(message.trim() ? { message } : {}) });
      onSent(
        answer.delivery === 'smtp'
          ? `The report was sent to ${answer.to}.`
          : `No mail server is configured: the message to ${answer.to} was kept in the outbox for an administrator.`,
      );
      onClose();
    },
    // A refusal of the address is said at its field, any other above the fields.
    (refusal) => messagesAt(refusal, ['to'], 'The report could not be sent.'),
  );

  return (
    <Dialog open title="Export report by email" onClose={onClose}>
      {sending.error && <Alert tone="error">{sending.error}</Alert>}
      <TextField
        label="To (e-mail address)"
        type="email"
        value={to}
        error={sending.errors.to}
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
        <Button busy={sending.busy} onClick={() => void sending.run()}>
          Send
        </Button>
      </div>
    </Dialog>
  );
}
