import { create } from 'zustand';
import { listReviewComments } from '../../../lib/api/calls/calls-workflow';
import type { ReviewComment } from '../../../lib/api/schemas/workflow-schemas';
import { callApi } from '../../api/client';
import { afterFirstScreen } from '../../api/first-screen';

/** A comment the reviewer is writing on a field, sent with Reject. */
export interface DraftComment {
  path: string;
  label: string;
  text: string;
}

interface ReviewState {
  /** The report these belong to; a late answer for another report is dropped. */
  reportId: number | null;
  /** Open review comments by field path, shown on the fields and in the validation panel. */
  open: Record<string, ReviewComment[]>;
  drafts: DraftComment[];
}

export const useReview = create<ReviewState>()(() => ({ reportId: null, open: {}, drafts: [] }));

/** Loads the open comments of a report; a failure leaves none shown (the history still lists them). */
export async function loadReviewComments(reportId: number) {
  useReview.setState({ reportId, open: {}, drafts: [] });
  await afterFirstScreen();
  if (useReview.getState().reportId !== reportId) return;
  try {
    const comments = await callApi(listReviewComments, { id: reportId });
    if (useReview.getState().reportId !== reportId) return;
    const open: Record<string, ReviewComment[]> = {};
    for (const c of comments) if (!c.resolvedAt) (open[c.path] ??= []).push(c);
    useReview.setState({ open });
  } catch {
    // Comments are advice: the report stays workable without them.
  }
}

export function addDraftComment(comment: DraftComment) {
  if (!comment.text.trim()) return;
  useReview.setState((s) => ({ drafts: [...s.drafts.filter((d) => d.path !== comment.path), comment] }));
}

export function removeDraftComment(path: string) {
  useReview.setState((s) => ({ drafts: s.drafts.filter((d) => d.path !== path) }));
}

export const clearReview = () => useReview.setState({ reportId: null, open: {}, drafts: [] });

/** Whether the signed-in user has the open report in review (status 7 locked to them): comments may be written. */
export const isReviewing = (
  report: { status: number; formInstanceLockInfo: { lockingUser: { id: number } } | null } | null,
  userId: number | undefined,
) => !!report && report.status === 7 && !!userId && report.formInstanceLockInfo?.lockingUser.id === userId;
