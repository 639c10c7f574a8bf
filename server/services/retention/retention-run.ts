import { publicCopy } from '../../../lib/forms/definition/public-copy';
import { retentionActions, retentionCutoffs, type RetentionAction } from '../../../lib/retention/retention-rules';
import type { Repositories } from '../../repositories/repositories';
import type { ActionProgress } from '../../repositories/retention/retention-run-repository';
import type { FormDefinitions } from '../forms/form-definitions';

/** Reports locked and changed one transaction each, asked for this many at a time. */
export const RETENTION_BATCH = 200;

export interface RunDeps {
  repos: Repositories;
  forms: FormDefinitions;
  clock: () => Date;
}

/**
 * One retention run, going on from where `runId` stopped: every agency's schedule, each action in
 * order, the reports due asked for in batches until none is left. Each report is locked, found
 * still due (not held, not changed, not purged meanwhile), changed, counted and audited in one
 * transaction, so a run stopped anywhere and taken up again handles each report once.
 */
export async function runRetention(deps: RunDeps, runId: string, by: { id: number; userName: string } | null) {
  const { repos, forms, clock } = deps;
  const run = await repos.retentionRuns.find(runId);
  if (!run) throw new Error(`There is no retention run ${runId}`);
  const counts: Record<string, ActionProgress> = { ...run.counts };
  const now = run.startedAt;
  for (const schedule of await repos.retention.schedules()) {
    const cutoffs = retentionCutoffs(schedule, now);
    for (const action of retentionActions) {
      const cutoff = cutoffs[action];
      if (!cutoff) continue;
      const key = `${schedule.agencyOri}:${action}`;
      if (!counts[key]) {
        const { due } = await repos.retention.count(action, schedule.agencyOri, cutoff);
        counts[key] = { done: 0, skipped: 0, total: due };
        await repos.retentionRuns.begin(runId, key, due);
      }
      const progress = counts[key];
      const seen = new Set<number>();
      for (;;) {
        const batch = (await repos.retention.candidates(action, schedule.agencyOri, cutoff, RETENTION_BATCH)).filter(
          (c) => !seen.has(c.id),
        );
        if (!batch.length) break;
        for (const candidate of batch) {
          seen.add(candidate.id);
          const definition =
            action === 'purgePersonalData' && candidate.formConfigurationId !== null
              ? (await forms.load(candidate.formConfigurationId)).definition
              : null;
          const changed = await repos.inTransaction(async (tx) => {
            const due = await repos.retention.lockIfDue(candidate.id, action, cutoff, tx);
            if (!due) return false;
            const at = clock();
            const detail: Record<string, unknown> = { runId, retention: action, fromStatus: due.status };
            if (action === 'archiveAccepted' || action === 'archiveDraft')
              await repos.retention.archive(due.id, at, tx);
            else if (action === 'purgeAttachments') {
              detail.attachments = await repos.retention.purgeAttachments(due.id, at, tx);
            } else {
              const kept = definition ? publicCopy(definition, due.data).data : {};
              await repos.retention.purgePersonalData(due.id, kept, at, tx);
            }
            await repos.retentionRuns.count(runId, key, 'done', tx);
            await repos.audit.record({ reportId: due.id, user: by, action: 'retention', ip: '', at, detail }, tx);
            return true;
          });
          // Counted once the change is committed, so a report rolled back is not counted as done.
          if (changed) progress.done += 1;
          else {
            progress.skipped += 1;
            await repos.retentionRuns.count(runId, key, 'skipped');
          }
        }
      }
    }
  }
  await repos.retentionRuns.finish(runId, 'done', clock(), null);
  return counts;
}

/** What a preview shows of one action for one agency: how many are due, how many held, the first few. */
export async function previewAction(repos: Repositories, agencyOri: string, action: RetentionAction, cutoff: Date) {
  const { due, held } = await repos.retention.count(action, agencyOri, cutoff);
  const first = await repos.retention.candidates(action, agencyOri, cutoff, 20);
  return { action, cutoff, due, held, first };
}
