/**
 * The queues the server runs and the figures they run by. pg-boss keeps a queue's retry and expiry
 * settings on its row (and copies them onto each job), so these are written to the database at
 * every start: the figures here win over whatever an older release left there.
 */

/** How a queue's jobs are retried and when a job that stopped answering is taken up again. */
export interface JobPolicy {
  /** Retries after the first attempt; then the job is failed. */
  retryLimit: number;
  /** Seconds: the first retry comes between this and twice this after the failure. */
  retryDelay: number;
  /** Seconds: no gap between two attempts is longer. */
  retryDelayMax: number;
  /**
   * Seconds: a running handler's worker marks its job alive every half of this; a job not marked
   * for this long (its process died) is failed by the supervision and retried.
   */
  heartbeatSeconds: number;
  /** Seconds: a job running longer than this is failed and retried, even when its process lives. */
  expireInSeconds: number;
  /** pg-boss's queue policy: 'exclusive' lets one job of a singleton key wait or run at a time. */
  policy: 'standard' | 'exclusive';
  /**
   * Where a job goes once it has failed for good, its retries spent: also a job whose process died
   * on its last attempt, which its own handler never sees fail.
   */
  deadLetter?: string;
}

/**
 * Sending an accepted report to the state's crash repository. The first retry comes within 10 s
 * (5 to 10 s), each gap about doubles up to 5 minutes, and 20 retries put the last attempt 75 to 80
 * minutes after the first failure (retryWindowSeconds), so an outage of the state's service of an
 * hour is outlasted with a quarter of an hour to spare; then the job is failed.
 */
export const stateSubmissionPolicy: JobPolicy = {
  retryLimit: 20,
  retryDelay: 5,
  retryDelayMax: 300,
  heartbeatSeconds: 30,
  // A submission's own calls time out well before this; a handler still running after it is stuck.
  expireInSeconds: 300,
  // Each step of a submission is sent with its own key (server/services/submissions): sent twice, it runs once.
  policy: 'exclusive',
};

/**
 * A state submission's job failed for good: its handler marks the submission failed, whatever
 * stopped it (docs/server.md, "The job queue"). Tried a few times, quickly: it only writes a row.
 */
export const deadSubmissionPolicy: JobPolicy = {
  retryLimit: 5,
  retryDelay: 5,
  retryDelayMax: 60,
  heartbeatSeconds: 30,
  expireInSeconds: 60,
  policy: 'standard',
};

/**
 * A retention run: the daily one and those an administrator starts. A run over a state's reports
 * takes hours; the heartbeat, not the expiry, notices a process that died, and the next attempt
 * goes on where the run stopped (each report's change is its own transaction).
 */
export const retentionRunPolicy: JobPolicy = {
  retryLimit: 10,
  retryDelay: 30,
  retryDelayMax: 900,
  heartbeatSeconds: 30,
  expireInSeconds: 12 * 3600,
  // One run of a key waits or runs at a time: the daily run is keyed by its day.
  policy: 'exclusive',
};

/**
 * A notification's mail. A mail server that is down is waited out: the gaps double from half a
 * minute to half an hour, and 60 retries reach past a day (retryWindowSeconds), so an outage of a
 * day delays the mail and loses none.
 */
export const notificationMailPolicy: JobPolicy = {
  retryLimit: 60,
  retryDelay: 30,
  retryDelayMax: 1800,
  heartbeatSeconds: 30,
  expireInSeconds: 120,
  // Each notification's mail is sent with its own key: queued twice, it goes once.
  policy: 'exclusive',
};

/** The sweep for review locks about to end: keyed by its five minutes, it runs once each. */
export const notificationSweepPolicy: JobPolicy = {
  retryLimit: 2,
  retryDelay: 30,
  retryDelayMax: 60,
  heartbeatSeconds: 30,
  expireInSeconds: 300,
  policy: 'exclusive',
};

/** Every queue of the server, by name; a dead-letter queue before the queue that names it. */
export const jobPolicies = {
  state_submission_dead: deadSubmissionPolicy,
  state_submission: { ...stateSubmissionPolicy, deadLetter: 'state_submission_dead' },
  retention_run: retentionRunPolicy,
  notification_mail: notificationMailPolicy,
  notification_sweep: notificationSweepPolicy,
} satisfies Record<string, JobPolicy>;

export type JobName = keyof typeof jobPolicies;

/**
 * How many of a queue's jobs one server process runs at once. One: a submission's step waits on
 * the state's answer, but what bounds a backlog's drain is the CPU of validating each document
 * (docs/exchange.md, "Speed"): four at once drained 1,000 at 4.1/s against 3.7/s, the cores full.
 */
export const jobWorkers: Record<JobName, number> = {
  state_submission_dead: 1,
  state_submission: 1,
  retention_run: 1,
  notification_mail: 1,
  notification_sweep: 1,
};

/** How often the queue looks for work and for jobs to take back. */
export interface JobSupervision {
  /**
   * Seconds between two supervision passes, which fail the jobs whose heartbeat stopped or whose
   * time ran out (pg-boss's superviseIntervalSeconds and monitorIntervalSeconds: one process of
   * all those on the database runs each pass).
   */
  superviseIntervalSeconds: number;
  /** Seconds between two looks of a worker for a job that came due. */
  pollingIntervalSeconds: number;
  /** Milliseconds a graceful stop waits for running handlers before failing their jobs for a retry. */
  stopTimeoutMs: number;
}

export const jobSupervision: JobSupervision = {
  superviseIntervalSeconds: 30,
  pollingIntervalSeconds: 2,
  stopTimeoutMs: 10_000,
};

/**
 * The gap pg-boss leaves after the failure of attempt `retryCount` + 1 (retryCount 0 is the first
 * attempt), in seconds, as its SQL computes it when an attempt fails, with retryBackoff on:
 * min(retryDelayMax, retryDelay × (2^n / 2 + 2^n / 2 × random())) with n = min(16, retryCount + 1).
 * So the gap is drawn evenly between retryDelay × 2^retryCount and twice that, the jitter being
 * the random half; at the cap it is retryDelayMax exactly, without jitter.
 */
export function retryGapSeconds(policy: JobPolicy, retryCount: number): { least: number; most: number } {
  const base = Math.max(policy.retryDelay, 1) * 2 ** (Math.min(16, retryCount + 1) - 1);
  return { least: Math.min(policy.retryDelayMax, base), most: Math.min(policy.retryDelayMax, 2 * base) };
}

/** Seconds from the first failure to the last retry, at the least and at the most. */
export function retryWindowSeconds(policy: JobPolicy): { least: number; most: number } {
  let least = 0;
  let most = 0;
  for (let retryCount = 0; retryCount < policy.retryLimit; retryCount++) {
    const gap = retryGapSeconds(policy, retryCount);
    least += gap.least;
    most += gap.most;
  }
  return { least, most };
}

/**
 * The longest a job whose process died on its first attempt waits, from the restart, before a
 * worker takes it up again: its heartbeat goes stale within heartbeatSeconds, the next supervision
 * pass fails it for a retry, the retry comes due within twice retryDelay, and a worker looks within
 * its polling interval. A job already in its later retries waits its back-off gap instead of the
 * first one (at most retryDelayMax).
 */
export function crashRecoverySeconds(policy: JobPolicy, supervision: JobSupervision): number {
  return (
    policy.heartbeatSeconds +
    supervision.superviseIntervalSeconds +
    retryGapSeconds(policy, 0).most +
    supervision.pollingIntervalSeconds
  );
}
