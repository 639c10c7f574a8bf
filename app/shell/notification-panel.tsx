import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { listNotifications, markNotificationsRead } from '../../lib/api/calls/notices/calls-notification';
import type { NotificationRow } from '../../lib/notifications/notification-kinds';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useApiClient } from '../api/api-client-context';
import { useMutation, useRead } from '../api/use-mutation';

/** How many of the latest notifications the panel shows. */
const PANEL_SIZE = 20;

interface PanelProps {
  /** Closes the panel; `refocus` puts the focus back on the bell (not when a link is followed). */
  onClose: (refocus: boolean) => void;
  /** The unread count each answer carries, for the bell. */
  onUnread: (unread: number) => void;
}

/**
 * The bell's panel: the latest notifications, newest first, the unread ones marked, each leading
 * to its report when it has one. Following one (or its Mark read) marks it read; Mark all read
 * marks every one, those beyond the panel's page too.
 */
export default function NotificationPanel({ onClose, onUnread }: PanelProps) {
  const api = useApiClient();
  const panel = useRef<HTMLElement>(null);
  const read = useRead(
    () => api.call(listNotifications, { limit: PANEL_SIZE }),
    'notifications',
    'Your notifications could not be loaded.',
  );
  /** Marked read here since the list was read: 'all', or the ids. */
  const [marked, setMarked] = useState<'all' | string[]>([]);
  const markAll = useMutation(async () => {
    const answer = await api.call(markNotificationsRead, { all: true });
    setMarked('all');
    onUnread(answer.unread);
  }, 'Your notifications could not be marked read.');

  const unreadNow = read.data?.unread;
  useEffect(() => {
    if (unreadNow !== undefined) onUnread(unreadNow);
    // onUnread is the bell's state setter, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadNow]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
  }, []);
  useEffect(() => {
    // A press outside the panel and its bell (the panel's parent holds both) closes it, leaving
    // the focus where the press put it.
    const outside = (e: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const isRead = (n: NotificationRow) => n.read || marked === 'all' || marked.includes(n.id);
  // Sent without waiting: following a link closes the panel, and the answer is the bell's.
  const markOne = (n: NotificationRow) => {
    if (isRead(n)) return;
    setMarked((m) => (m === 'all' ? m : [...m, n.id]));
    api.call(markNotificationsRead, { ids: [n.id] }).then(
      (a) => onUnread(a.unread),
      () => undefined,
    );
  };
  const notifications = read.data?.notifications;
  const anyUnread = notifications?.some((n) => !isRead(n)) ?? false;

  return (
    <section
      ref={panel}
      id="notification-panel"
      aria-labelledby="notification-panel-title"
      className="absolute end-0 top-full z-30 mt-2 flex max-h-[70vh] w-80 max-w-[90vw] flex-col overflow-auto rounded border border-line bg-panel text-ink shadow-lg"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line p-3">
        <h2 id="notification-panel-title" tabIndex={-1} className="text-base font-semibold">
          Notifications
        </h2>
        <Button variant="secondary" busy={markAll.busy} disabled={!anyUnread} onClick={() => void markAll.run()}>
          Mark all read
        </Button>
      </div>
      <div className="flex flex-col gap-2 p-3">
        {(read.error || markAll.error) && <Alert tone="error">{read.error || markAll.error}</Alert>}
        {read.loading && !notifications && <Spinner label="Loading your notifications…" />}
        {notifications?.length === 0 && <p className="text-sm text-muted">No notifications yet.</p>}
        {notifications && notifications.length > 0 && (
          <ul aria-label="Latest notifications" className="flex flex-col divide-y divide-line">
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                unread={!isRead(n)}
                onOpen={() => {
                  markOne(n);
                  onClose(false);
                }}
                onMarkRead={() => markOne(n)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NotificationItem({
  notification: n,
  unread,
  onOpen,
  onMarkRead,
}: {
  notification: NotificationRow;
  unread: boolean;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const text = (
    <>
      {unread && <span className="sr-only">Unread: </span>}
      <span className={unread ? 'font-semibold' : ''}>{n.title}</span>
    </>
  );
  return (
    <li className="flex gap-2 py-2 text-sm">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${unread ? 'bg-brand' : 'bg-transparent'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {n.reportId === null ? (
          <p>{text}</p>
        ) : (
          <Link to={`/reports/${n.reportId}`} onClick={onOpen} className="text-brand underline">
            {text}
          </Link>
        )}
        {n.body && <p className="text-muted">{n.body}</p>}
        <time dateTime={n.createdAt} className="text-xs text-muted">
          {formatDateTime(n.createdAt)}
        </time>
        {unread && n.reportId === null && (
          <Button variant="ghost" className="self-start px-2 py-1" onClick={onMarkRead}>
            Mark read
          </Button>
        )}
      </div>
    </li>
  );
}
