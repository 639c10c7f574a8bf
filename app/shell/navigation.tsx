import { NavLink } from 'react-router';
import { mayFindPeople, type AppAbility } from '../../lib/auth/permissions/ability';
import { mayListAgencies } from '../../lib/auth/permissions/agency-permissions';
import { mayMoveDraftsInBulk } from '../../lib/auth/permissions/form-permissions';
import { mayDesignForms } from '../../lib/auth/permissions/form-permissions';
import { mayListRoles } from '../../lib/auth/permissions/role-rules';
import { MENU_ANIMATION_MS } from '../../lib/ui/ui-constants';
import { effectiveMinified, useLayout } from '../layout/layout-store';
import { useAbility } from '../session/use-ability';
import { useOfflineReason } from '../session/use-online';

interface NavigationItem {
  to: string;
  label: string;
  icon: string;
  /** Shown only to users who could act there: nothing is offered that would be refused. */
  shown?: (ability: AppAbility) => boolean;
  /** The screen works from this device's copies: it stays open offline (every other one needs the server). */
  offline?: true;
}

/** The app's screens, each for whom it serves. */
export const navigationItems: NavigationItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: '▦', offline: true },
  {
    to: '/reports/working',
    label: 'Working reports',
    icon: '✎',
    shown: (a) => a.can('create', 'Report'),
    offline: true,
  },
  { to: '/reports/submitted', label: 'Submitted reports', icon: '⇪', shown: (a) => a.can('create', 'Report') },
  { to: '/review', label: 'Pending review', icon: '☑', shown: (a) => a.can('assign', 'Report') },
  { to: '/search', label: 'Search', icon: '⌕', shown: (a) => a.can('read', 'Report') },
  { to: '/crash-data', label: 'Crash data', icon: '▤', shown: (a) => a.can('analyze', 'Report') },
  { to: '/people', label: 'Find people and vehicles', icon: '⚲', shown: mayFindPeople },
  { to: '/admin/pending', label: 'Pending reports (admin)', icon: '⚙', shown: (a) => a.can('reassign', 'Report') },
  { to: '/admin/agencies', label: 'Agencies', icon: '⌂', shown: mayListAgencies },
  // Whoever may read some users (their agency's, or every agency's) administers them there.
  { to: '/admin/users', label: 'Users', icon: '☺', shown: (a) => a.can('read', 'User') },
  { to: '/admin/outbox', label: 'Mail outbox', icon: '✉', shown: (a) => a.can('read', 'OutboxMessage') },
  {
    to: '/admin/settings',
    label: 'Application settings',
    icon: '⚒',
    shown: (a) => a.can('edit', 'ApplicationSettings'),
  },
  { to: '/admin/sign-in-events', label: 'Sign-in events', icon: '⚿', shown: (a) => a.can('read', 'AuthEvent') },
  { to: '/admin/changes', label: 'Change log', icon: '☰', shown: (a) => a.can('read', 'AdminEvent') },
  { to: '/admin/person-lookups', label: 'People look-ups', icon: '⚯', shown: (a) => a.can('read', 'PersonLookup') },
  { to: '/copies-given', label: 'Copies given', icon: '⎘', shown: (a) => a.can('read', 'RecordsRelease') },
  { to: '/retention', label: 'Retention', icon: '⧗', shown: (a) => a.can('read', 'RetentionSchedule') },
  {
    to: '/admin/state-submissions',
    label: 'State submissions',
    icon: '⇗',
    shown: (a) => a.can('read', 'StateSubmission'),
  },
  { to: '/admin/roles', label: 'Roles', icon: '⚷', shown: mayListRoles },
  { to: '/admin/draft-moves', label: 'Move drafts to a version', icon: '⇉', shown: mayMoveDraftsInBulk },
  { to: '/admin/forms', label: 'Form versions', icon: '▤', shown: mayDesignForms },
];

export function Navigation() {
  const minified = useLayout(effectiveMinified);
  const collapsed = useLayout((s) => s.menuCollapsed);
  // The mobile (desktop app) view puts the menu on top, where a touch screen reaches it.
  const onTop = useLayout((s) => s.menuOnTop || s.mobileAgent);
  const fixed = useLayout((s) => s.fixedNavigation);
  const ability = useAbility();
  const offlineReason = useOfflineReason();
  if (collapsed) return null;
  const placement = onTop
    ? 'flex-row border-b'
    : `flex-col border-e ${minified ? 'w-14' : 'w-56'} ${fixed ? 'sticky top-14 h-[calc(100vh-3.5rem)] self-start overflow-y-auto' : 'self-stretch'}`;
  return (
    <nav
      aria-label="Main navigation"
      data-minified={minified}
      // Minifying and widening slide; users who ask for reduced motion get the new width at once.
      className={`flex shrink-0 gap-1 border-line bg-panel p-2 transition-[width] ease-out motion-reduce:transition-none ${placement}`}
      style={{ transitionDuration: `${MENU_ANIMATION_MS}ms` }}
    >
      {navigationItems
        .filter((item) => !item.shown || item.shown(ability))
        .map((item) =>
          offlineReason && !item.offline ? (
            // Offline, a screen that needs the server is shown where it always is, disabled, saying why.
            <span
              key={item.to}
              role="link"
              aria-disabled="true"
              title={`${item.label}: ${offlineReason}`}
              aria-label={`${item.label} (needs a connection)`}
              className="flex cursor-not-allowed items-center gap-2 rounded px-3 py-2 text-sm opacity-50"
            >
              <span aria-hidden="true">{item.icon}</span>
              {!minified && <span aria-hidden="true">{item.label}</span>}
            </span>
          ) : (
            <NavLink
              key={item.to}
              to={item.to}
              title={item.label}
              aria-label={minified ? item.label : undefined}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded px-3 py-2 text-sm ${isActive ? 'bg-brand text-brand-ink' : 'hover:bg-surface'}`
              }
            >
              <span aria-hidden="true">{item.icon}</span>
              {!minified && <span>{item.label}</span>}
            </NavLink>
          ),
        )}
    </nav>
  );
}
