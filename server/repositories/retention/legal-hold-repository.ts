import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface LegalHold {
  reportId: number;
  reason: string;
  placedBy: { id: number; name: string };
  placedAt: Date;
}

/** Reports on legal hold (migration 043): no retention run touches them while the hold lasts. */
export function legalHoldRepository(db: Db) {
  return {
    async find(reportId: number, tx: Executor = db): Promise<LegalHold | null> {
      const r = await tx
        .selectFrom('report_legal_holds')
        .selectAll()
        .where('report_id', '=', reportId)
        .executeTakeFirst();
      return r
        ? {
            reportId: r.report_id,
            reason: r.reason,
            placedBy: { id: r.placed_by, name: r.placed_by_name },
            placedAt: new Date(r.placed_at),
          }
        : null;
    },

    /**
     * Places the hold under the report's row lock, the lock a retention run takes before it looks
     * for a hold: a run that has the report waits for this, or this waits for the run's change.
     * Answers false when the report is gone; a second hold replaces the reason of the first.
     */
    async place(hold: LegalHold, tx: Executor): Promise<boolean> {
      const report = await tx
        .selectFrom('reports')
        .select('id')
        .where('id', '=', hold.reportId)
        .forUpdate()
        .executeTakeFirst();
      if (!report) return false;
      const values = {
        reason: hold.reason,
        placed_by: hold.placedBy.id,
        placed_by_name: hold.placedBy.name,
        placed_at: hold.placedAt,
      };
      await tx
        .insertInto('report_legal_holds')
        .values({ report_id: hold.reportId, ...values })
        .onConflict((oc) => oc.column('report_id').doUpdateSet(values))
        .execute();
      return true;
    },

    async lift(reportId: number, tx: Executor): Promise<boolean> {
      const gone = await tx.deleteFrom('report_legal_holds').where('report_id', '=', reportId).executeTakeFirst();
      return Number(gone.numDeletedRows) > 0;
    },
  };
}
export type LegalHoldRepository = ReturnType<typeof legalHoldRepository>;
