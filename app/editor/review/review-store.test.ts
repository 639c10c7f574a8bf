import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../lib/api/schemas/workflow-schemas';
import { createReviewComments } from './review-store';

const comment = (id: number, path: string, resolvedAt: string | null = null) =>
  ({
    id,
    path,
    text: `on ${path}`,
    resolvedAt,
    at: '2026-11-01T10:00:00Z',
    user: { id: 3, name: 'R' },
  }) as unknown as ReviewComment;

const shown = () => Promise.resolve();

describe('the review comments of the open report', () => {
  it('shows the open comments by field, not the resolved ones', async () => {
    const review = createReviewComments(shown, async () => [
      comment(1, 'a'),
      comment(2, 'a'),
      comment(3, 'b', '2026-11-02'),
    ]);
    await review.load(12);
    expect(Object.keys(review.store.getState().open)).toEqual(['a']);
    expect(review.store.getState().open.a?.map((c) => c.id)).toEqual([1, 2]);
  });

  it('drops a late answer for a report no longer open, and shows none when the call fails', async () => {
    const answers = new Map<number, { resolve: (c: ReviewComment[]) => void; reject: (e: Error) => void }>();
    const review = createReviewComments(
      shown,
      (id) => new Promise<ReviewComment[]>((resolve, reject) => void answers.set(id, { resolve, reject })),
    );
    const ticked = () => new Promise((resolve) => setTimeout(resolve, 0));
    const first = review.load(12);
    await ticked();
    const second = review.load(13);
    await ticked();
    answers.get(12)!.resolve([comment(1, 'a')]);
    answers.get(13)!.reject(new Error('down'));
    await Promise.all([first, second]);
    expect(review.store.getState()).toMatchObject({ reportId: 13, open: {} });
  });

  it('keeps one draft per field, ignores an empty one, and forgets them on Reject or close', () => {
    const review = createReviewComments(shown, async () => []);
    review.addDraft({ path: 'a', label: 'A', text: 'first' });
    review.addDraft({ path: 'a', label: 'A', text: 'second' });
    review.addDraft({ path: 'b', label: 'B', text: '  ' });
    expect(review.store.getState().drafts).toEqual([{ path: 'a', label: 'A', text: 'second' }]);
    review.clearDrafts();
    expect(review.store.getState().drafts).toEqual([]);
    review.addDraft({ path: 'c', label: 'C', text: 'x' });
    review.removeDraft('c');
    expect(review.store.getState().drafts).toEqual([]);
    review.clear();
    expect(review.store.getState().reportId).toBe(null);
  });
});
