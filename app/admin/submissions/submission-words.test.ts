import { describe, expect, it } from 'vitest';
import type { SubmissionRow } from '../../../lib/api/schemas/submission-schemas';
import {
  submissionActionName,
  submissionActionOutcome,
  submissionEventActor,
  submissionEventText,
  submissionRequestOf,
} from './submission-words';

const row = { id: 7, reportId: 42, caseNumber: 'A-17', statusLabel: 'Queued for the state' } as SubmissionRow;

describe('the state submissions queue in words', () => {
  it('asks for what the form names, leaving out empty fields and a status no form offers', () => {
    expect(submissionRequestOf({ status: 'failed', agencyOri: ' IN0490000 ' })).toEqual({
      status: 'failed',
      agencyOri: 'IN0490000',
    });
    expect(submissionRequestOf({ status: 'maybe', agencyOri: '  ' })).toEqual({});
  });

  it("tells each event: the queue's steps, the state's answers and the administrators' actions", () => {
    expect(submissionEventText({ action: 'sent', detail: { receipt: 'R-9' } })).toBe('Sent to the state (receipt R-9)');
    expect(submissionEventText({ action: 'attemptFailed', detail: { attempt: 2, reason: 'HTTP 503' } })).toBe(
      'Try 2 failed: HTTP 503',
    );
    expect(submissionEventText({ action: 'accepted', detail: { stateCaseNumber: 'S-1' } })).toBe(
      'Accepted by the state as case S-1',
    );
    expect(submissionEventText({ action: 'retry', detail: {} })).toBe('Retried by an administrator');
    expect(submissionEventText({ action: 'somethingNew', detail: {} })).toBe('somethingNew');
    expect(submissionEventActor({ user: null })).toBe('The submission queue');
    expect(submissionEventActor({ user: { id: 3, name: 'Alice Admin' } })).toBe('Alice Admin');
  });

  it('announces an outcome with the submission, the report and where it stands now, and names each button by its row', () => {
    expect(submissionActionOutcome('retry', row)).toBe('Submission 7 of report A-17 retried: Queued for the state.');
    expect(submissionActionOutcome('hold', { ...row, caseNumber: null, statusLabel: 'Held' })).toBe(
      'Submission 7 of report 42 held: Held.',
    );
    expect(submissionActionName('release', row)).toBe('Release submission 7');
  });
});
