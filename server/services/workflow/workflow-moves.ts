import { subjectOf, type AppAbility } from '../../../lib/auth/permissions/ability';
import type { ValidationIssue } from '../../../lib/validation/report-checks/issue';
import { versionRefusal } from '../../../lib/forms/versions/publish-permissions';
import { checkCompleteness, hasErrors } from '../../../lib/validation/report-checks/completeness';
import { effectiveLockDuration, isLockExpired } from '../../../lib/workflow/review/locks';
import {
  planTransition,
  transitions,
  type TransitionAction,
  type TransitionPlan,
  type WorkflowReport,
} from '../../../lib/workflow/transitions/transitions';
import { staleVersionRefusal } from '../../../lib/workflow/version-conflict';
import { ApiError, forbidden } from '../../api/api-error';
import type { AuditEventInput } from '../../repositories/reports/audit-repository';
import type { Executor } from '../../repositories/executor';
import type { LockedReport } from '../../repositories/workflow/move-read';
import type { UserRecord } from '../../repositories/users/user-repository';
import type {
  HistoryEntry,
  MovedView,
  ReportChange,
  WorkflowRow,
} from '../../repositories/workflow/workflow-repository';
import type { FormDefinitions, LoadedForm } from '../forms/form-definitions';
import { reportGone } from '../reports/report-gone';
import type { AppDeps } from '../app-deps';

/** The user moving a report, with the ability of their session and the address they call from. */
export interface MoveActor {
  user: Pick<UserRecord, 'id' | 'userName' | 'agencyOri' | 'firstName' | 'lastName' | 'badgeId' | 'roleIds'>;
  ability: AppAbility;
  ip: string;
}

/** The transaction of a locked move, or the database itself for a guarded (optimistic) one. */
export type Tx = Executor;
type PlannedMove = Extract<TransitionPlan, { ok: true }>;

/** How often an optimistic move reads and plans again after losing its report to another move. */
const OPTIMISTIC_TRIES = 3;

/** What a transition sees of its report (locked, or read for a guarded write). */
export interface MoveContext {
  tx: Tx;
  row: WorkflowRow;
  form: LoadedForm;
  plan: PlannedMove;
  actor: MoveActor;
  at: Date;
  /** Names of the report's author, lock holder and last changer, by user id. */
  names: Map<number, string>;
}

/** What a transition does beyond the planned status and lock, and how its history row reads. */
export interface MoveOutcome {
  /** 'update' (default): apply `change` and count a version; 'remove': delete the report; 'none': leave the row. */
  kind?: 'update' | 'remove' | 'none';
  change?: ReportChange;
  toInboxId?: number | null;
  assigneeUserId?: number | null;
  note?: string | null;
  detail?: Record<string, unknown>;
}

export interface MoveRecord extends HistoryEntry {
  ip: string;
  userName: string;
  detail?: Record<string, unknown>;
}

/** The audit event of a move: the history entry's facts, with whatever else the action records. */
function moveAudit(move: MoveRecord): AuditEventInput {
  const { ip, userName, detail, ...entry } = move;
  return {
    reportId: entry.reportId,
    user: { id: entry.userId, userName },
    action: 'move',
    ip,
    at: entry.at,
    detail: {
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      fromInboxId: entry.fromInboxId,
      toInboxId: entry.toInboxId,
      assigneeUserId: entry.assigneeUserId,
      ...(entry.note ? { note: entry.note } : {}),
      ...detail,
    },
  };
}

const historyOf = ({ ip: _ip, userName: _userName, detail: _detail, ...entry }: MoveRecord): HistoryEntry => entry;

/**
 * The rows one move leaves in the report's inbox history and the audit log, written in the
 * move's transaction; `before` are audit events written ahead of the move's own (e.g. a lock
 * takeover). A deleted report keeps only the audit event (its history goes with it; the audit
 * log outlives it).
 */
export function moveRecordsOf(
  move: MoveRecord,
  options: { history: boolean; before?: AuditEventInput[] } = { history: true },
) {
  return { history: options.history ? historyOf(move) : null, audits: [...(options.before ?? []), moveAudit(move)] };
}

/** The refusal of a plan as the error the client gets: bad input, not allowed, or a conflict with the report's state. */
function refusal(plan: Extract<TransitionPlan, { ok: false }>, issues: ValidationIssue[] | undefined): ApiError {
  switch (plan.refusedBy) {
    case 'complete': {
      const errors = (issues ?? []).filter((i) => i.severity === 'error');
      return new ApiError(
        'validation',
        `The report cannot be sent: ${errors.length} ${errors.length === 1 ? 'error needs' : 'errors need'} correcting first.`,
        errors.map((i) => ({ path: `data.${i.path}`, message: i.message })),
      );
    }
    case 'note':
      return new ApiError('validation', plan.reason, [{ path: 'payload.note', message: plan.reason }]);
    case 'notOwnReport':
    case 'notAuthor':
    case 'administrator':
      return forbidden(plan.reason);
    default:
      return new ApiError('conflict', plan.reason);
  }
}

const lockOf = (row: WorkflowRow, names: Map<number, string>): WorkflowReport['lock'] =>
  row.lockingUserId && row.lockCreated
    ? { userId: row.lockingUserId, createdAt: row.lockCreated, userName: names.get(row.lockingUserId) }
    : null;

/** One move as workflowMoves runs it: which, by whom, on which version, and the action's own work. */
export interface MoveRequest<T> {
  action: TransitionAction;
  actor: MoveActor;
  id: number;
  version: number;
  /** The note a move asks for (a rejection's), checked by the plan. */
  note?: string | undefined;
  /** The action's own work under the plan, and how the move changes the row beyond status and lock. */
  apply: (ctx: MoveContext) => Promise<MoveOutcome>;
  /** What the call answers once the move is written. */
  answer: (ctx: MoveContext, outcome: MoveOutcome, moved: MovedView | undefined) => Promise<T>;
  /** 'locked' (the default) or 'optimistic': see run. */
  mode?: 'locked' | 'optimistic';
  /**
   * What the plan needs of the report beyond its row, read once the row is locked: as a statement
   * of its own it sees every move that committed while this one waited for the lock.
   */
  facts?: (tx: Tx, row: WorkflowRow) => Promise<Partial<WorkflowReport>>;
}

/**
 * The frame of every workflow call: each move checks and writes as one transaction (or one
 * guarded statement), so a refusal or failure leaves nothing half done, and a move's inbox
 * history row and audit events commit with it or not at all.
 */
export function workflowMoves({ repos, clock, forms }: AppDeps & { forms: FormDefinitions }) {
  const repo = repos.workflow;

  /**
   * Runs a move. 'locked' (the default): in one transaction, lock the report row (select … for
   * update) and do the move's work under that lock. 'optimistic', for moves whose only write is
   * the report row with its records (apply touches nothing else): read the row unlocked, plan, and
   * write everything in one statement that changes the row only while it still has the version,
   * status and lock that were read; when another move got there first, read and plan again, so
   * the loser is refused as it would have been had it queued. Two round trips instead of four
   * (begin, select for update, write, commit), and no row lock held across them.
   */
  async function run<T>(step: MoveRequest<T>): Promise<T> {
    const { id } = step;
    if ((step.mode ?? 'locked') === 'locked')
      return repos.inTransaction(async (tx) => {
        const done = await attempt({ tx, locked: await repo.lockForMove(id, tx), step, guarded: false });
        if (!done.moved) throw new Error(`A locked move of report ${id} wrote nothing.`);
        return done.value;
      });
    // A guarded move is one statement, so it needs no transaction of its own.
    const tx = repos.autocommit;
    for (let tries = 1; ; tries++) {
      const done = await attempt({ tx, locked: await repo.readForMove(id, tx), step, guarded: true });
      if (done.moved) return done.value;
      if (tries === OPTIMISTIC_TRIES)
        throw new ApiError('conflict', `Report ${id} kept changing while you moved it. Open it again and retry.`);
    }
  }

  /**
   * One try at a move on the row as read: check the CASL permission, plan the move with
   * lib/workflow (status, lock, authorship, completeness, note), check the version, let `apply` do
   * the action's own work, then write the row, the inbox history and the audit events. A guarded
   * try answers moved: false when the row changed after it was read (nothing was written).
   */
  async function attempt<T>({
    tx,
    locked,
    step: { action, actor, id, version, note, apply, answer, facts },
    guarded,
  }: {
    tx: Tx;
    locked: LockedReport | undefined;
    step: MoveRequest<T>;
    guarded: boolean;
  }): Promise<{ moved: true; value: T } | { moved: false }> {
    const rule = transitions[action];
    if (!locked?.form) throw await reportGone(repos, id, tx);
    const { row, names } = locked;
    // Read through the transaction: on the embedded database a query outside the transaction's
    // connection would wait for it to end. A cached form costs no query at all.
    const form = await forms.loadStamped(locked.form, tx);
    const at = clock();
    const subject = subjectOf('Report', {
      id: row.id,
      authorUserId: row.authorUserId,
      agencyOri: row.agencyOri,
      status: row.status,
    });
    if (!actor.ability.can(rule.casl, subject))
      throw forbidden(`Your permissions do not allow ${rule.label} on report ${id}.`);
    // Submitting a draft is the form version's "submit" publish permission too.
    const submitRefusal =
      action === 'sendTo' && row.status === 0
        ? versionRefusal(form.permissions, actor.user.roleIds, 'submit', form.label)
        : '';
    if (submitRefusal) throw forbidden(submitRefusal);

    const issues = action === 'sendTo' && row.status === 0 ? checkCompleteness(form.definition, row.data) : undefined;
    const report: WorkflowReport = {
      status: row.status,
      authorUserId: row.authorUserId,
      lock: lockOf(row, names),
      lockDurationHours: effectiveLockDuration(row.lockDurationHours ?? form.definition.lockDuration),
      isSupplement: row.isSupplement,
      ...(facts ? await facts(tx, row) : {}),
    };
    const plan = planTransition(
      action,
      report,
      { id: actor.user.id, administrator: actor.ability.can('reassign', subject) },
      { now: at, hasErrors: issues && hasErrors(issues), note },
    );
    if (!plan.ok) throw refusal(plan, issues);
    const stale = staleVersionRefusal(
      {
        version: row.version,
        lastUpdated: new Date(row.lastUpdated).toISOString(),
        lastUpdatedBy: row.lastUpdatedBy ? (names.get(row.lastUpdatedBy) ?? null) : null,
      },
      version,
    );
    if (stale) throw new ApiError('conflict', stale);

    const ctx: MoveContext = { tx, row, form, plan, actor, at, names };
    const outcome = await apply(ctx);
    const kind = outcome.kind ?? 'update';
    if (guarded && kind !== 'update') throw new Error(`A guarded move must update its report, not ${kind} it.`);
    const change: ReportChange = { ...outcome.change };
    if (plan.toStatus !== null && plan.toStatus !== row.status) change.status = plan.toStatus;
    if (plan.lock === 'acquire') change.lock = { userId: actor.user.id, createdAt: at };
    if (plan.lock === 'release' && row.lockingUserId !== null) change.lock = null;

    const takeover =
      kind !== 'remove' && change.lock !== undefined ? takeoverEvent({ ctx, action, report, change }) : null;
    const before = takeover ? [takeover] : [];
    const move: MoveRecord = {
      reportId: id,
      action,
      fromStatus: row.status,
      toStatus: plan.toStatus,
      fromInboxId: row.inboxId,
      toInboxId: [outcome.toInboxId, change.inboxId, row.inboxId].find((v) => v !== undefined) ?? null,
      userId: actor.user.id,
      assigneeUserId: outcome.assigneeUserId ?? null,
      note: outcome.note ?? null,
      at,
      ip: actor.ip,
      userName: actor.user.userName,
      detail: { version: kind === 'update' ? row.version + 1 : row.version, ...outcome.detail },
    };
    let moved: MovedView | undefined;
    if (kind === 'update') {
      // The row, its history and its audit events in one statement that also answers the moved report.
      const expect = guarded ? { version: row.version, status: row.status, lockUserId: row.lockingUserId } : undefined;
      moved = await repo.applyMove(
        {
          id,
          change,
          by: actor.user.id,
          at,
          records: { history: historyOf(move), audits: [...before, moveAudit(move)] },
          expect,
        },
        tx,
      );
      if (!moved) return { moved: false };
    } else {
      if (kind === 'remove') await repo.remove(id, at, tx);
      await repo.addRecords(moveRecordsOf(move, { history: kind !== 'remove', before }), tx);
    }
    return { moved: true, value: await answer(ctx, outcome, moved) };
  }

  /**
   * Replacing or removing someone else's lock is a takeover: allowed once the lock has expired
   * (or for an administrator), and always written to the audit log with whose lock it was.
   */
  function takeoverEvent({
    ctx,
    action,
    report,
    change,
  }: {
    ctx: MoveContext;
    action: TransitionAction;
    report: WorkflowReport;
    change: ReportChange;
  }): AuditEventInput | null {
    const { row, actor, at } = ctx;
    const previous = report.lock;
    if (!previous || previous.userId === actor.user.id) return null;
    if (change.lock && change.lock.userId === previous.userId) return null;
    return {
      reportId: row.id,
      user: { id: actor.user.id, userName: actor.user.userName },
      action: 'lockTakeover',
      ip: actor.ip,
      at,
      detail: {
        action,
        previousHolder: { id: previous.userId, name: previous.userName ?? null },
        lockedAt: new Date(previous.createdAt).toISOString(),
        expired: isLockExpired(previous, report.lockDurationHours, at),
        newHolderUserId: change.lock?.userId ?? null,
      },
    };
  }

  return { run, repo };
}
export type WorkflowMoves = ReturnType<typeof workflowMoves>;
