import { lockHolderText, lockState } from './review/locks';
import type { WorkflowReport } from './transitions/transition-types';

/**
 * Why the editor opens a report read-only, as the officer reads it, so nobody types into a report
 * that cannot be saved: the edit
 * refusal, and who holds the report and since when whenever someone else's live lock holds it,
 * even when the status alone was the reason (a report In Review is locked by its reviewer).
 */
export function readOnlyReason(
  refusal: { reason: string; refusedBy: string },
  report: WorkflowReport,
  userId: number,
  now: Date,
): string {
  const { lock } = report;
  if (!lock || refusal.refusedBy === 'notLockedByOther' || lockState(report, userId, now) !== 'other') {
    return refusal.reason;
  }
  return `${refusal.reason} It is locked by ${lockHolderText(lock)}.`;
}
