import { describe, expect, it } from 'vitest';
import { previousSubmission, SUBMISSION_REASON } from './previous-submission';
import { ReportStatus } from '../report-status';

const v = (version: number, reason = SUBMISSION_REASON) => ({ version, reason });

describe('previousSubmission', () => {
  const kept = [v(2), v(4, 'conflict'), v(6), v(9)];

  it('is the submission before the one under review while the report is out for review', () => {
    for (const status of [
      ReportStatus.PendingReview,
      ReportStatus.InReview,
      ReportStatus.Approved,
      ReportStatus.Accepted,
    ])
      expect(previousSubmission(kept, status)).toEqual(v(6));
  });

  it('is the newest submission while the author works on the report again', () => {
    expect(previousSubmission(kept, ReportStatus.Draft)).toEqual(v(9));
    expect(previousSubmission(kept, ReportStatus.Rejected)).toEqual(v(9));
  });

  it('ignores copies kept for other reasons, whatever their order, and is null without an earlier submission', () => {
    expect(previousSubmission([v(9), v(4, 'conflict'), v(2)], ReportStatus.InReview)).toEqual(v(2));
    expect(previousSubmission([v(2)], ReportStatus.PendingReview)).toBeNull();
    expect(previousSubmission([v(3, 'conflict')], ReportStatus.Draft)).toBeNull();
    expect(previousSubmission([], ReportStatus.Draft)).toBeNull();
  });
});
