import { createStore } from 'zustand/vanilla';
import { listReviewComments } from '../../../lib/api/calls/calls-workflow';
import type { ReviewComment } from '../../../lib/api/schemas/workflow-schemas';
import type { ApiClient } from '../../api/client';

/** A comment the reviewer is writing on a field, sent with Reject. */
export interface DraftComment {
  path: string;
  label: string;
  text: string;
}

export interface ReviewState {
  /** The report these belong to; a late answer for another report is dropped. */
  reportId: number | null;
  /** Open review comments by field path, shown on the fields and in the validation panel. */
  open: Record<string, ReviewComment[]>;
  drafts: DraftComment[];
}

const none = (): ReviewState => ({ reportId: null, open: {}, drafts: [] });

/**
 * The review comments of the open report: the reviewer's open ones, shown to the author, and the
 * drafts a reviewer writes for Reject. Made with the open report (app/editor/editor-parts.ts).
 */
export function createReviewComments(
  whenShown: () => Promise<void>,
  list: (reportId: number) => Promise<ReviewComment[]>,
) {
  const store = createStore<ReviewState>()(none);
  return {
    store,

    /** Loads the open comments of a report; a failure leaves none shown (the history still lists them). */
    async load(reportId: number) {
      store.setState({ reportId, open: {}, drafts: [] });
      await whenShown();
      if (store.getState().reportId !== reportId) return;
      try {
        const comments = await list(reportId);
        if (store.getState().reportId !== reportId) return;
        const open: Record<string, ReviewComment[]> = {};
        for (const c of comments) if (!c.resolvedAt) (open[c.path] ??= []).push(c);
        store.setState({ open });
      } catch {
        // Comments are advice: the report stays workable without them.
      }
    },

    addDraft(comment: DraftComment) {
      if (!comment.text.trim()) return;
      store.setState((s) => ({ drafts: [...s.drafts.filter((d) => d.path !== comment.path), comment] }));
    },

    removeDraft(path: string) {
      store.setState((s) => ({ drafts: s.drafts.filter((d) => d.path !== path) }));
    },

    /** Reject sent the drafts. */
    clearDrafts() {
      store.setState({ drafts: [] });
    },

    clear() {
      store.setState(none());
    },
  };
}
export type ReviewComments = ReturnType<typeof createReviewComments>;

/** Whether the signed-in user has the open report in review (status 7 locked to them): comments may be written. */
export const isReviewing = (
  report: { status: number; formInstanceLockInfo: { lockingUser: { id: number } } | null } | null,
  userId: number | undefined,
) => !!report && report.status === 7 && !!userId && report.formInstanceLockInfo?.lockingUser.id === userId;

/** The review comments of the report open in an editor, as the server lists them. */
export const reviewCommentsOf = (api: ApiClient, whenShown: () => Promise<void>) =>
  createReviewComments(whenShown, (id) => api.call(listReviewComments, { id }));
