import { describe, expect, it } from 'vitest';
import {
  crashRecoverySeconds,
  jobPolicies,
  jobSupervision,
  retryGapSeconds,
  retryWindowSeconds,
  stateSubmissionPolicy,
} from './job-policies';

describe('the job queue figures', () => {
  it('are those production runs by', () => {
    expect(stateSubmissionPolicy).toEqual({
      retryLimit: 20,
      retryDelay: 5,
      retryDelayMax: 300,
      heartbeatSeconds: 30,
      expireInSeconds: 300,
      policy: 'exclusive',
    });
    expect(jobSupervision).toEqual({ superviseIntervalSeconds: 30, pollingIntervalSeconds: 2, stopTimeoutMs: 10_000 });
    // The dead-letter queue is made first: the submission queue names it.
    expect(Object.keys(jobPolicies)).toEqual([
      'state_submission_dead',
      'state_submission',
      'retention_run',
      'notification_mail',
      'notification_sweep',
    ]);
    expect(jobPolicies.state_submission.deadLetter).toBe('state_submission_dead');
  });

  it('retry a state submission first within 10 s, the gap doubling up to 5 minutes', () => {
    const gaps = Array.from({ length: stateSubmissionPolicy.retryLimit }, (_, n) =>
      retryGapSeconds(stateSubmissionPolicy, n),
    );
    expect(gaps.slice(0, 7)).toEqual([
      { least: 5, most: 10 },
      { least: 10, most: 20 },
      { least: 20, most: 40 },
      { least: 40, most: 80 },
      { least: 80, most: 160 },
      { least: 160, most: 300 },
      { least: 300, most: 300 },
    ]);
    expect(Math.max(...gaps.map((g) => g.most))).toBe(300);
  });

  it('retry a state submission for longer than an hour before failing it', () => {
    // Even when every gap draws its shortest jitter.
    expect(retryWindowSeconds(stateSubmissionPolicy)).toEqual({ least: 4515, most: 4810 });
    expect(retryWindowSeconds(stateSubmissionPolicy).least).toBeGreaterThan(3600);
  });

  it('take a job whose process died back within two minutes of the restart', () => {
    // 30 s heartbeat + 30 s supervision + at most 10 s first gap + 2 s polling.
    expect(crashRecoverySeconds(stateSubmissionPolicy, jobSupervision)).toBe(72);
    expect(crashRecoverySeconds(stateSubmissionPolicy, jobSupervision)).toBeLessThanOrEqual(120);
  });

  it('cap a gap at retryDelayMax and take a zero retryDelay as one second, as pg-boss does', () => {
    expect(retryGapSeconds({ ...stateSubmissionPolicy, retryDelay: 0 }, 0)).toEqual({ least: 1, most: 2 });
    expect(retryGapSeconds(stateSubmissionPolicy, 40)).toEqual({ least: 300, most: 300 });
  });
});
