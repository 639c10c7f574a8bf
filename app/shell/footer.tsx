import { useLayout } from '../layout/layout-store';
import { useAppSettings } from '../settings/app-settings';

export function Footer() {
  const fixed = useLayout((s) => s.fixedFooter);
  const applicationName = useAppSettings((s) => s.applicationName);
  return (
    <footer className={`border-t border-line bg-panel px-4 py-2 text-xs text-muted ${fixed ? 'sticky bottom-0' : ''}`}>
      {applicationName} · Restricted system: use is monitored and audited.
    </footer>
  );
}
