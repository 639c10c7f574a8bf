/**
 * A bulk move of drafts to a newer version, page by page (Report/MoveDraftsToVersion): what the
 * pages so far moved, skipped and left behind, how far along the run is, and whether to call again
 * (see docs/rules/administration.md, "Drafts follow a new version").
 */
/**
 * Drafts a bulk move asks the server to move a call: small enough that the progress bar moves and
 * Stop takes effect within a second or so (about 180 drafts a second on the embedded database).
 */
export const DRAFT_MOVE_PAGE_SIZE = 25;

export interface DraftMovePage {
  moved: number;
  skipped: number;
  /** Values the moved drafts could not take along (kept on each report). */
  notCarriedOver: number;
  /** Drafts still on the version moved from. */
  remaining: number;
}

export interface DraftMoveRun extends DraftMovePage {
  pages: number;
  /** 'running' until nothing remains ('done'), a page moves nothing ('stuck') or the user stops ('stopped'). */
  state: 'running' | 'done' | 'stuck' | 'stopped';
}

export const draftMoveStart: DraftMoveRun = {
  moved: 0,
  skipped: 0,
  notCarriedOver: 0,
  remaining: 0,
  pages: 0,
  state: 'running',
};

/**
 * The run after one more page. A page that moves nothing while drafts remain ends the run: the
 * drafts left are ones the server skips (changed meanwhile, or not the mover's to move), and
 * calling again would only skip them again.
 */
export function afterDraftMovePage(run: DraftMoveRun, page: DraftMovePage): DraftMoveRun {
  const state = page.remaining === 0 ? 'done' : page.moved === 0 ? 'stuck' : run.state;
  return {
    moved: run.moved + page.moved,
    skipped: run.skipped + page.skipped,
    notCarriedOver: run.notCarriedOver + page.notCarriedOver,
    remaining: page.remaining,
    pages: run.pages + 1,
    state,
  };
}

/** How much of the run is done, 0 to 100: the drafts moved of those moved and still remaining. */
export function draftMovePercent(run: DraftMoveRun): number {
  const total = run.moved + run.remaining;
  if (run.state === 'done') return 100;
  return total === 0 ? 0 : Math.floor((run.moved / total) * 100);
}

/** The run in one sentence, for the summary and screen readers. */
export function draftMoveSummary(run: DraftMoveRun): string {
  const drafts = (n: number) => `${n} draft${n === 1 ? '' : 's'}`;
  const values = (n: number) => `${n} value${n === 1 ? '' : 's'}`;
  const head = `${drafts(run.moved)} moved, ${drafts(run.skipped)} skipped, ${values(run.notCarriedOver)} not carried over.`;
  const tail = {
    running: '',
    done: ' No drafts remain on the old version.',
    stuck: ` ${drafts(run.remaining)} remain: they were skipped (changed meanwhile, or not yours to move). Run again later.`,
    stopped: ` Stopped: ${drafts(run.remaining)} remain on the old version.`,
  }[run.state];
  return head + tail;
}
