import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { useApiClient } from '../api/api-client-context';
import { shouldRefresh } from '../session/permission-refresh';
import { useSession, useSessionStoreApi } from '../session/session-store';
import { useOnline } from '../session/use-online';

/** The list and its writes come when the bell is first opened: the first screens carry only the count. */
const NotificationPanel = lazy(() => import('./notification-panel'));
/**
 * The count's call comes after the first screen too: its module declares every notification call
 * with the kinds' schemas, which the first screens' bundle would otherwise carry whole.
 */
const unreadCall = () => import('../../lib/api/calls/notices/calls-notification').then((m) => m.unreadNotifications);

/** The bell asks for its count this often while the tab is in view. */
export const UNREAD_POLL_MS = 60_000;

const BELL_ID = 'notification-bell';

/**
 * How many of the user's notifications are unread, asked at start, every UNREAD_POLL_MS and when
 * the tab comes back into view, while the server is reachable. The call does not renew the
 * session, and it is not asked while the session sits idle into its time-out warning, as the
 * permission refresh is not. A hidden tab does not ask: its count is asked again when it is seen.
 */
function useUnreadCount(): [number, (unread: number) => void] {
  const session = useSessionStoreApi();
  const api = useApiClient();
  const userId = useSession((s) => s.user?.id);
  const online = useOnline();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!userId || !online) return;
    const ask = () => {
      if (document.visibilityState === 'hidden' || !shouldRefresh(session.getState(), Date.now())) return;
      unreadCall()
        .then((call) => api.call(call, {}))
        .then(
          (a) => setUnread(a.unread),
          () => undefined,
        );
    };
    ask();
    const timer = window.setInterval(ask, UNREAD_POLL_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [userId, online, session, api]);
  return [unread, setUnread];
}

/**
 * The header's bell: the unread count, and a panel of the latest notifications under it. The
 * panel is a disclosure rather than a dialog: it holds links the user may leave it by, and
 * Escape or the bell closes it with the focus back on the bell.
 */
export function NotificationBell() {
  const [unread, setUnread] = useUnreadCount();
  const [open, setOpen] = useState(false);
  // One function for the panel's life, so its listener is set once.
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) document.getElementById(BELL_ID)?.focus();
  }, []);
  return (
    <div className="relative shrink-0" onKeyDown={(e) => open && e.key === 'Escape' && close(true)}>
      <Button
        id={BELL_ID}
        variant="ghost"
        className="text-brand-ink"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? 'notification-panel' : undefined}
        onClick={() => setOpen(!open)}
      >
        🔔
        {unread > 0 && (
          <span aria-hidden="true" className="rounded-full bg-danger px-1.5 text-xs text-danger-ink">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel onClose={close} onUnread={setUnread} />
        </Suspense>
      )}
    </div>
  );
}
