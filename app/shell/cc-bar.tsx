import { sessionSelectors, useSession } from '../session/session-store';
import { useOnline } from '../session/use-online';
import { useCcBarReport } from '../layout/cc-bar-store';

/**
 * The bar the showccbar=true startup parameter asks for (see docs/rules/sign-in-and-sessions.md):
 * who is signed in, the open report's number and case number, its save state and the connection,
 * at a glance for an officer working from a car or a dispatch console.
 */
export function CcBar() {
  const displayName = useSession(sessionSelectors.displayName);
  const badgeId = useSession((s) => s.user?.badgeId ?? '');
  const report = useCcBarReport();
  const online = useOnline();
  const items: [string, string][] = [
    ['Signed in', badgeId ? `${displayName} (${badgeId})` : displayName],
    ['Report', report ? `#${report.id}` : 'None open'],
    ['Case number', report?.caseNumber || '—'],
    ['Saving', report?.saveState ?? '—'],
    ['Connection', online ? 'Online' : 'Offline'],
  ];
  return (
    <section aria-label="Status bar" className="border-b border-line bg-panel px-4 py-1 text-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        {items.map(([term, value]) => (
          <div key={term} className="flex gap-1">
            <dt className="text-muted">{term}:</dt>
            <dd className={`font-medium ${term === 'Connection' && !online ? 'text-danger' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
