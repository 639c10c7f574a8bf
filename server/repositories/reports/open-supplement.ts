import { sql } from 'kysely';
import { finishedSupplementStatuses } from '../../../lib/workflow/supplements';

/**
 * A supplement in progress (lib/workflow/supplements.ts), on the reports row called `alias` or
 * unqualified. The statuses are inlined, not bound: the planner can then prove the condition
 * matches the partial unique index of migration 009, and answers from it.
 */
export const openSupplementCondition = (alias = '') => {
  const c = alias ? `${alias}.` : '';
  return sql.raw<boolean>(`${c}is_supplement and ${c}status not in (${finishedSupplementStatuses.join(', ')})`);
};

/** The supplement in progress of the report `r` of the enclosing query, or null (a scalar subquery). */
export const openSupplementOfR = sql<number | null>`(select s.id from reports s
  where s.original_report_id = r.id and ${openSupplementCondition('s')} order by s.id limit 1)`;
