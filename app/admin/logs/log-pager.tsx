import { Button } from '../../../components/button';

/** Newer and older pages of a log; a button is shown only when there is such a page. */
export function LogPager({
  label,
  page,
  newer,
  older,
  busy,
}: {
  label: string;
  page: number;
  newer: (() => void) | null;
  older: (() => void) | null;
  busy: boolean;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      {newer && (
        <Button variant="secondary" onClick={newer} disabled={busy}>
          ← Newer events
        </Button>
      )}
      <span className="text-sm text-muted" aria-live="polite">
        Page {page}
      </span>
      {older && (
        <Button variant="secondary" onClick={older} disabled={busy}>
          Older events →
        </Button>
      )}
    </nav>
  );
}
