import { NavLink } from 'react-router';
import { effectiveMinified, useLayoutStore } from '../layout/layout-store';

/** Screens that exist; later issues add theirs here. */
export const navigationItems = [{ to: '/dashboard', label: 'Dashboard', icon: '▦' }] as const;

export function Navigation() {
  const minified = useLayoutStore(effectiveMinified);
  const collapsed = useLayoutStore((s) => s.menuCollapsed);
  // The mobile (desktop app) view puts the menu on top, where a touch screen reaches it.
  const onTop = useLayoutStore((s) => s.menuOnTop || s.mobileAgent);
  const fixed = useLayoutStore((s) => s.fixedNavigation);
  if (collapsed) return null;
  const placement = onTop
    ? 'flex-row border-b'
    : `flex-col border-e ${minified ? 'w-14' : 'w-56'} ${fixed ? 'sticky top-14 h-[calc(100vh-3.5rem)] self-start overflow-y-auto' : 'self-stretch'}`;
  return (
    <nav
      aria-label="Main navigation"
      data-minified={minified}
      className={`flex shrink-0 gap-1 border-line bg-panel p-2 ${placement}`}
    >
      {navigationItems.map((item) => (
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
      ))}
    </nav>
  );
}
