import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useRoleNames } from '../admin/names';
import { useLayout } from '../layout/layout-store';
import { useSessionActions } from '../session/session-actions';
import { sessionSelectors, useSession } from '../session/session-store';
import { useAppSettings } from '../settings/app-settings';
import { NotificationBell } from './notification-bell';

export function Header({ onOpenLayout }: { onOpenLayout: () => void }) {
  const { signOut } = useSessionActions();
  const applicationName = useAppSettings((s) => s.applicationName);
  const user = useSession((s) => s.user);
  const displayName = useSession(sessionSelectors.displayName);
  const roleNames = useRoleNames(user?.roles ?? []);
  const theme = useLayout((s) => s.theme);
  const collapsed = useLayout((s) => s.menuCollapsed);
  const fixed = useLayout((s) => s.fixedHeader);
  const setLayout = useLayout((s) => s.set);

  return (
    <header
      className={`z-20 flex items-center gap-3 border-b border-line bg-brand px-4 py-2 text-brand-ink ${fixed ? 'sticky top-0' : ''}`}
    >
      <Button
        variant="ghost"
        className="text-brand-ink"
        aria-label={collapsed ? 'Show menu' : 'Hide menu'}
        aria-pressed={!collapsed}
        onClick={() => setLayout({ menuCollapsed: !collapsed })}
      >
        ☰
      </Button>
      <span className="min-w-0 truncate text-lg font-semibold">{applicationName}</span>
      {/* One line that gives way (truncated, whole in its title) as the name, agency and roles
          arrive, so the header never grows a line and moves the page under it. */}
      <span
        className="ms-auto hidden min-w-0 truncate text-sm sm:block"
        data-testid="signed-in-user"
        title={[displayName, user?.agencyName, roleNames.join(', ')].filter(Boolean).join(' · ')}
      >
        {displayName}
        {user && <span className="opacity-80"> · {user.agencyName}</span>}
        {roleNames.length > 0 && <span className="opacity-80"> · {roleNames.join(', ')}</span>}
      </span>
      <NotificationBell />
      <Button
        variant="ghost"
        className="text-brand-ink"
        aria-label={theme === 'night' ? 'Switch to day theme' : 'Switch to night theme'}
        onClick={() => setLayout({ theme: theme === 'night' ? 'day' : 'night' })}
      >
        {theme === 'night' ? '☀' : '☾'}
      </Button>
      <Button variant="ghost" className="shrink-0 whitespace-nowrap text-brand-ink" onClick={onOpenLayout}>
        Layout
      </Button>
      <Link
        to="/profile"
        className="shrink-0 whitespace-nowrap rounded px-2 py-1 text-sm text-brand-ink hover:underline"
      >
        My profile
      </Link>
      <Link
        to="/account/second-factor"
        className="shrink-0 whitespace-nowrap rounded px-2 py-1 text-sm text-brand-ink hover:underline"
      >
        Second factor
      </Link>
      <Button variant="secondary" className="shrink-0 whitespace-nowrap" onClick={() => void signOut()}>
        Sign out
      </Button>
    </header>
  );
}
