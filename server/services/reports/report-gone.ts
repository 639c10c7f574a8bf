import { formatDateTime } from '../../../lib/format/dates';
import { notFound } from '../../api/api-error';
import type { Executor } from '../../repositories/executor';
import type { Repositories } from '../../repositories/repositories';

/**
 * The answer for a report that is not there: when it was deleted (a save or move that lost a race
 * with Delete, or a stale link), who deleted it and when, so the loser knows what happened to it.
 */
export async function reportGone(repos: Pick<Repositories, 'audit'>, id: number, tx?: Executor) {
  // Inside a move the transaction's own connection must read it: the embedded database has one.
  const deleted = await repos.audit.deletionOf(id, tx);
  if (!deleted) return notFound(`There is no report ${id}.`);
  return notFound(`Report ${id} was deleted by ${deleted.name} on ${formatDateTime(deleted.at.toISOString())}.`);
}
