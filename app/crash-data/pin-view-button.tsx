import { useLocation } from 'react-router';
import type { PinnedView } from '../../lib/analysis/dashboard-pins';
import { addPin } from '../../lib/api/calls/calls-dashboard';
import { Button } from '../../components/button';
import { useApiClient } from '../api/api-client-context';
import { useMutation } from '../api/use-mutation';

/**
 * Pins a view of the screen, with the address's filter and trend, to the user's dashboard
 * (docs/rules/crash-data.md, "Dashboard"). The server keeps the pins and says why it refuses one
 * (the limit), which shows beside the button. `short` beside the view's own heading: the word
 * shown is within the button's name, as voice control needs.
 */
export function PinViewButton({ view, title, short = false }: { view: PinnedView; title: string; short?: boolean }) {
  const api = useApiClient();
  const { search } = useLocation();
  const pinning = useMutation(
    () => api.call(addPin, { view, title, search }),
    'The view could not be pinned to your dashboard.',
  );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button
        variant="secondary"
        busy={pinning.busy}
        aria-label={`Pin ${title} to dashboard`}
        onClick={() => void pinning.run()}
      >
        {/* Beside its view's heading the button says only what it does; the name says which view. */}
        {short ? 'Pin' : `Pin ${title} to dashboard`}
      </Button>
      <span role="status">{pinning.data && 'Pinned to your dashboard.'}</span>
      {pinning.error && (
        <span role="alert" className="text-danger">
          {pinning.error}
        </span>
      )}
    </div>
  );
}
