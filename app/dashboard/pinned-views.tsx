import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { crashFilterFromSearch, crashFilterSchema } from '../../lib/analysis/crash-filter';
import type { Pin } from '../../lib/analysis/dashboard-pins';
import { crashDataViews } from '../../lib/api/calls/calls-crash-data';
import { listPins, movePin, removePin } from '../../lib/api/calls/calls-dashboard';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useApiClient } from '../api/api-client-context';
import { useMutation, useRead } from '../api/use-mutation';
import { trendOfSearch } from '../crash-data/crash-filter-form-state';
import { PinnedViewChart } from '../crash-data/crash-view-tables';

/**
 * A pin: a chart's counts, read for its filter under the user's own scope each time it is shown;
 * the map and the locations are opened on the crash data screen rather than drawn here.
 */
function PinnedCounts({ pin, actions }: { pin: Pin; actions: ReactNode }) {
  const api = useApiClient();
  const params = new URLSearchParams(pin.search);
  const parsed = crashFilterSchema.safeParse(crashFilterFromSearch(params));
  const onScreen = pin.view === 'map' || pin.view === 'locations';
  const counts = useRead(
    parsed.success && !onScreen
      ? () => api.call(crashDataViews, { filter: parsed.data, trend: trendOfSearch(params) })
      : null,
    pin.search,
    'The pinned view’s counts could not be read.',
  );
  if (counts.data) return <PinnedViewChart pin={pin} views={counts.data} actions={actions} />;
  return (
    <section aria-labelledby={`pin-${pin.id}`} className="flex flex-col gap-3 rounded border border-line bg-panel p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`pin-${pin.id}`} className="text-lg font-semibold">
          {pin.title}
        </h2>
        {actions}
      </div>
      {counts.loading && <Spinner label="Counting the crashes…" />}
      {(counts.error || !parsed.success) && (
        <Alert tone="error">
          {counts.error || 'The pinned view’s filters are not ones the crash data screen takes.'}
        </Alert>
      )}
      {onScreen && (
        <p className="text-sm text-muted">
          {pin.view === 'map' ? 'The crash map' : 'The high-crash locations'} of this filter open on the crash data
          screen.
        </p>
      )}
    </section>
  );
}

/**
 * The views the user pinned from the crash data screen, with their filters, beside the report
 * tables (docs/rules/crash-data.md, "Dashboard"): each read again for its filter, in the user's
 * order, which they change or from which they remove a pin. The pins are the server's, so they
 * follow the user to another computer.
 */
export default function PinnedViews() {
  const api = useApiClient();
  const read = useRead(() => api.call(listPins, {}), 'pins', 'Your pinned views could not be read.');
  const [pins, setPins] = useState<Pin[]>();
  useEffect(() => {
    if (read.data) setPins(read.data.pins);
  }, [read.data]);
  const change = useMutation(async (write: () => Promise<{ pins: Pin[] }>) => {
    const answer = await write();
    setPins(answer.pins);
    return answer.pins;
  }, 'Your pinned views could not be changed.');
  // A moved pin's button may go (Move up on the first), a removed pin's with it: the keyboard's
  // place goes to the moved pin's Open, or the list's heading, rather than to the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusOn, setFocusOn] = useState<{ pin?: number }>();
  useEffect(() => {
    if (!focusOn) return;
    const open =
      focusOn.pin === undefined ? null : document.querySelector<HTMLElement>(`[data-pin-open="${focusOn.pin}"]`);
    (open ?? heading.current)?.focus();
  }, [focusOn, pins]);
  const act = (write: () => Promise<{ pins: Pin[] }>, pin?: number) =>
    void change.run(write).then(({ data }) => {
      if (data) setFocusOn({ pin });
    });

  if (!pins) return read.error ? <Alert tone="error">{read.error}</Alert> : null;
  return (
    <section className="flex flex-col gap-3 p-4" aria-labelledby="pinned-views">
      <h2 id="pinned-views" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Pinned views
      </h2>
      {change.error && <Alert tone="error">{change.error}</Alert>}
      {pins.length === 0 && (
        <p className="text-muted">
          Pin views of the{' '}
          <Link className="text-brand underline" to="/crash-data">
            crash data screen
          </Link>{' '}
          to see them here.
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {pins.map((pin, i) => {
          const actions = (
            <div className="flex flex-wrap gap-2 text-sm">
              <Link
                className="self-center text-brand underline"
                to={`/crash-data${pin.search}`}
                data-pin-open={pin.id}
                aria-label={`Open ${pin.title} on the crash data screen`}
              >
                Open
              </Link>
              {i > 0 && (
                <Button
                  variant="secondary"
                  busy={change.busy}
                  aria-label={`Move up ${pin.title}`}
                  onClick={() => act(() => api.call(movePin, { id: pin.id, position: i - 1 }), pin.id)}
                >
                  Move up
                </Button>
              )}
              {i < pins.length - 1 && (
                <Button
                  variant="secondary"
                  busy={change.busy}
                  aria-label={`Move down ${pin.title}`}
                  onClick={() => act(() => api.call(movePin, { id: pin.id, position: i + 1 }), pin.id)}
                >
                  Move down
                </Button>
              )}
              <Button
                variant="secondary"
                busy={change.busy}
                aria-label={`Remove ${pin.title}`}
                onClick={() => act(() => api.call(removePin, { id: pin.id }))}
              >
                Remove
              </Button>
            </div>
          );
          return <PinnedCounts key={pin.id} pin={pin} actions={actions} />;
        })}
      </div>
    </section>
  );
}
