import { retentionActionLabels, retentionActions, type RetentionAction } from '../../lib/retention/retention-rules';
import type { RetentionRunRow } from '../../lib/retention/retention-schemas';

/** How far a run got with one action of one agency's schedule. */
export interface ActionProgressRow {
  key: string;
  agencyOri: string;
  /** The action's words; a key the app does not know is shown as the server wrote it. */
  label: string;
  done: number;
  skipped: number;
  total: number;
  /** Of the reports due at the start, the share handled (changed or found no longer due). */
  percent: number;
  words: string;
}

const orderOf = (action: string) => {
  const i = retentionActions.indexOf(action as RetentionAction);
  return i === -1 ? retentionActions.length : i;
};

/**
 * A run's counts (keyed `<agency ORI>:<action>`) as rows, each agency's in the order the run takes
 * the actions. An action with nothing due is complete at once.
 */
export function runProgress(run: Pick<RetentionRunRow, 'counts'>): ActionProgressRow[] {
  return Object.entries(run.counts)
    .map(([key, { done, skipped, total }]) => {
      const cut = key.lastIndexOf(':');
      const agencyOri = cut === -1 ? '' : key.slice(0, cut);
      const action = key.slice(cut + 1);
      const handled = done + skipped;
      const percent = total === 0 ? 100 : Math.min(100, Math.round((handled / total) * 100));
      return {
        key,
        agencyOri,
        action,
        label: retentionActionLabels[action as RetentionAction] ?? action,
        done,
        skipped,
        total,
        percent,
        words: `${done} of ${total} done, ${skipped} skipped`,
      };
    })
    .sort((a, b) => a.agencyOri.localeCompare(b.agencyOri) || orderOf(a.action) - orderOf(b.action))
    .map(({ action: _action, ...row }) => row);
}

/** A run's outcome in one line: the reports it changed and skipped over every action. */
export function runSummary(run: Pick<RetentionRunRow, 'counts'>): string {
  const rows = Object.values(run.counts);
  const done = rows.reduce((n, r) => n + r.done, 0);
  const skipped = rows.reduce((n, r) => n + r.skipped, 0);
  return `${done} ${done === 1 ? 'report' : 'reports'} changed, ${skipped} skipped`;
}
