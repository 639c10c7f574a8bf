import { describe, expect, it } from 'vitest';
import { afterDraftMovePage, draftMovePercent, draftMoveStart, draftMoveSummary } from './draft-move-progress';

describe('a bulk move of drafts, page by page', () => {
  it('adds up the pages and is done when none remain', () => {
    let run = afterDraftMovePage(draftMoveStart, { moved: 2, skipped: 1, notCarriedOver: 3, remaining: 3 });
    expect(run).toMatchObject({ moved: 2, skipped: 1, notCarriedOver: 3, remaining: 3, pages: 1, state: 'running' });
    expect(draftMovePercent(run)).toBe(40);
    run = afterDraftMovePage(run, { moved: 3, skipped: 0, notCarriedOver: 1, remaining: 0 });
    expect(run).toMatchObject({ moved: 5, skipped: 1, notCarriedOver: 4, remaining: 0, pages: 2, state: 'done' });
    expect(draftMovePercent(run)).toBe(100);
    expect(draftMoveSummary(run)).toBe(
      '5 drafts moved, 1 draft skipped, 4 values not carried over. No drafts remain on the old version.',
    );
  });

  it('stops when a page moves nothing while drafts remain, saying how many', () => {
    const run = afterDraftMovePage(draftMoveStart, { moved: 0, skipped: 2, notCarriedOver: 0, remaining: 2 });
    expect(run.state).toBe('stuck');
    expect(draftMovePercent(run)).toBe(0);
    expect(draftMoveSummary(run)).toMatch(/2 drafts remain: they were skipped/);
  });

  it('keeps a stop the user asked for', () => {
    const stopped = { ...draftMoveStart, state: 'stopped' as const };
    const run = afterDraftMovePage(stopped, { moved: 1, skipped: 0, notCarriedOver: 1, remaining: 4 });
    expect(run.state).toBe('stopped');
    expect(draftMoveSummary(run)).toBe(
      '1 draft moved, 0 drafts skipped, 1 value not carried over. Stopped: 4 drafts remain on the old version.',
    );
  });

  it('counts an empty run as done, with nothing to move', () => {
    const run = afterDraftMovePage(draftMoveStart, { moved: 0, skipped: 0, notCarriedOver: 0, remaining: 0 });
    expect(run.state).toBe('done');
    expect(draftMovePercent(run)).toBe(100);
  });
});
