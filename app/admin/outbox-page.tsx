import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { formatDateTime } from '../../lib/format/dates';
import { formatFileSize } from '../../lib/format/file-sizes';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import { Ribbon } from '../layout/ribbon';
import type { OutboxAnswer } from './outbox-loader';

// The route takes the page and its loader from one chunk (router.tsx).
export { outboxLoader } from './outbox-loader';

/**
 * The mail outbox: with no SMTP server configured, exported reports wait here
 * for an administrator to forward them, so the embedded default still works end to end.
 */
export function OutboxPage() {
  const { outbox: data, error } = useLoaderData<OutboxAnswer>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' || revalidator.state === 'loading';
  return (
    <>
      <Ribbon
        title="Mail outbox"
        actions={
          <Button variant="secondary" onClick={() => void revalidator.revalidate()} busy={loading}>
            Refresh
          </Button>
        }
      />
      <section className="flex flex-col gap-3 p-4" aria-label="Mail outbox">
        <p className="text-sm text-muted">Messages kept because no mail server (SMTP_URL) is configured.</p>
        {error && <Alert tone="error">{error}</Alert>}
        {!data && !error && <Spinner label="Loading the outbox…" />}
        {data && data.messages.length === 0 && <p className="text-muted">The outbox is empty.</p>}
        {data && data.messages.length > 0 && (
          <SimpleTable
            caption="Kept messages"
            rows={data.messages}
            rowKey={(m) => m.id}
            columns={[
              { header: 'When', render: (m) => formatDateTime(m.createdAt) },
              { header: 'From', render: (m) => m.sender?.name ?? '' },
              { header: 'To', render: (m) => m.to },
              { header: 'Subject', render: (m) => m.subject },
              {
                header: 'Attachment',
                render: (m) =>
                  m.attachmentName ? `${m.attachmentName} (${formatFileSize(m.attachmentSize ?? 0)})` : '',
              },
              { header: 'Message', render: (m) => m.body, wrap: true },
            ]}
          />
        )}
      </section>
    </>
  );
}
