import { useRef, useState } from 'react';
import { moveDraftsToVersion } from '../../../lib/api/calls/calls-report';
import {
  afterDraftMovePage,
  DRAFT_MOVE_PAGE_SIZE,
  draftMovePercent,
  draftMoveStart,
  draftMoveSummary,
  type DraftMoveRun,
} from '../../../lib/forms/versions/draft-move-progress';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';
import { useApiClient } from '../../api/api-client-context';

/**
 * Runs one bulk move, page by page (Report/MoveDraftsToVersion) until no draft remains, with a
 * progress bar, Stop (taking effect after the page in flight) and a summary. `refusal` is why the
 * move may not start (the target's publish permissions); nothing is offered then.
 */
export function DraftMoveRunner({
  from,
  to,
  refusal,
}: {
  from: { id: number; label: string };
  to: { id: number; label: string };
  refusal: string;
}) {
  const api = useApiClient();
  const [run, setRun] = useState<DraftMoveRun | null>(null);
  const stopAsked = useRef(false);
  const running = run?.state === 'running';
  const moving = useMutation(moveAll, (e) => ({
    form: e instanceof Error ? e.message : 'The drafts could not be moved.',
  }));

  /** Moves page after page until none remains or Stop was asked; a failure stops the run where it is. */
  async function moveAll() {
    stopAsked.current = false;
    let current: DraftMoveRun = draftMoveStart;
    setRun(current);
    try {
      while (current.state === 'running') {
        const page = await api.call(moveDraftsToVersion, {
          fromFormConfigurationId: from.id,
          toFormConfigurationId: to.id,
          limit: DRAFT_MOVE_PAGE_SIZE,
        });
        current = afterDraftMovePage(stopAsked.current ? { ...current, state: 'stopped' } : current, page);
        setRun(current);
      }
    } finally {
      if (current.state === 'running') setRun({ ...current, state: 'stopped' });
    }
  }

  const percent = run ? draftMovePercent(run) : 0;
  return (
    <section aria-labelledby="draft-move-run" className="flex flex-col gap-3">
      <h2 id="draft-move-run" className="text-lg font-semibold">
        Move drafts of {from.label} to {to.label}
      </h2>
      {refusal ? (
        <Alert tone="warning">{refusal}</Alert>
      ) : (
        <div className="flex gap-2">
          <Button busy={running} onClick={() => void moving.run()}>
            Move drafts
          </Button>
          {running && (
            <Button variant="secondary" onClick={() => (stopAsked.current = true)}>
              Stop
            </Button>
          )}
        </div>
      )}
      {run && (
        <div
          role="progressbar"
          aria-label="Drafts moved"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${run.moved} moved, ${run.remaining} remaining`}
          className="h-3 w-full max-w-xl overflow-hidden rounded border border-line bg-panel"
        >
          <div className="h-full bg-brand motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      {run && run.state !== 'running' && (
        <p role="status" data-draft-move-summary>
          {draftMoveSummary(run)}
        </p>
      )}
      {moving.error && <Alert tone="error">{moving.error}</Alert>}
    </section>
  );
}
