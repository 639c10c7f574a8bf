import { sql } from 'kysely';
import type { RetentionAction, RetentionSchedule } from '../../../lib/retention/retention-rules';
import { retentionFromStatuses } from '../../../lib/retention/retention-rules';
import type { Db } from '../../db/database';
import { addReportFilesToSweep } from '../attachments/attachment-orphan-repository';
import type { Executor } from '../executor';

/** A report a retention action would take, as the preview lists it and the run handles it. */
export interface RetentionCandidate {
  id: number;
  caseNumber: string | null;
  status: number;
  lastUpdated: Date;
  formConfigurationId: number | null;
}

export interface StoredSchedule extends RetentionSchedule {
  agencyOri: string;
  updatedAt: Date;
}

const purgedColumn = {
  purgeAttachments: 'attachments_purged_at',
  purgePersonalData: 'personal_data_purged_at',
} as const;

/**
 * The reports of `agencyOri` in `status` that `action` takes at `cutoff`: changed last before it,
 * not on legal hold (`held` true: those on hold instead), not yet purged of what the action purges.
 */
function eligible(
  tx: Executor,
  action: RetentionAction,
  agencyOri: string,
  status: number,
  cutoff: Date,
  held = false,
) {
  let q = tx
    .selectFrom('reports as r')
    .where('r.agency_ori', '=', agencyOri)
    .where('r.status', '=', status)
    .where('r.last_updated', '<', cutoff);
  const hold = sql<boolean>`exists (select 1 from report_legal_holds h where h.report_id = r.id)`;
  q = q.where(held ? hold : sql<boolean>`not ${hold}`);
  if (action === 'purgeAttachments' || action === 'purgePersonalData') {
    const column = sql.ref(`p.${purgedColumn[action]}`);
    q = q.where(
      sql<boolean>`not exists (select 1 from report_purges p where p.report_id = r.id and ${column} is not null)`,
    );
  }
  return q;
}

/** Retention schedules, legal holds, the reports each action takes and the change it makes (migration 043). */
export function retentionRepository(db: Db) {
  return {
    /** Every agency by ORI with its name: the state administrator's list of schedules. */
    async agencies(tx: Executor = db) {
      return tx.selectFrom('agencies').select(['ori', 'name']).orderBy('ori').execute();
    },

    async schedules(tx: Executor = db): Promise<StoredSchedule[]> {
      const rows = await tx.selectFrom('retention_schedules').selectAll().orderBy('agency_ori').execute();
      return rows.map((r) => ({
        agencyOri: r.agency_ori,
        archiveAcceptedAfterYears: r.archive_accepted_after_years,
        archiveDraftsAfterDays: r.archive_drafts_after_days,
        purgeAttachmentsAfterYears: r.purge_attachments_after_years,
        purgePersonalDataAfterYears: r.purge_personal_data_after_years,
        updatedAt: new Date(r.updated_at),
      }));
    },

    async saveSchedule(agencyOri: string, s: RetentionSchedule, by: number, at: Date, tx: Executor = db) {
      const values = {
        archive_accepted_after_years: s.archiveAcceptedAfterYears,
        archive_drafts_after_days: s.archiveDraftsAfterDays,
        purge_attachments_after_years: s.purgeAttachmentsAfterYears,
        purge_personal_data_after_years: s.purgePersonalDataAfterYears,
        updated_by: by,
        updated_at: at,
      };
      await tx
        .insertInto('retention_schedules')
        .values({ agency_ori: agencyOri, ...values })
        .onConflict((oc) => oc.column('agency_ori').doUpdateSet(values))
        .execute();
    },

    /** The reports `action` takes now, oldest change first; a run asks again after each batch. */
    async candidates(
      action: RetentionAction,
      agencyOri: string,
      cutoff: Date,
      limit: number,
      tx: Executor = db,
    ): Promise<RetentionCandidate[]> {
      const out: RetentionCandidate[] = [];
      for (const status of retentionFromStatuses[action]) {
        if (out.length >= limit) break;
        const rows = await eligible(tx, action, agencyOri, status, cutoff)
          .select(['r.id', 'r.case_number', 'r.status', 'r.last_updated', 'r.form_configuration_id'])
          .orderBy('r.last_updated')
          .orderBy('r.id')
          .limit(limit - out.length)
          .execute();
        for (const r of rows) {
          out.push({
            id: r.id,
            caseNumber: r.case_number,
            status: r.status,
            lastUpdated: new Date(r.last_updated),
            formConfigurationId: r.form_configuration_id,
          });
        }
      }
      return out;
    },

    /** How many reports `action` takes now, and how many it would but for their legal hold. */
    async count(action: RetentionAction, agencyOri: string, cutoff: Date, tx: Executor = db) {
      let due = 0;
      let held = 0;
      for (const status of retentionFromStatuses[action]) {
        const n = (q: ReturnType<typeof eligible>) => q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
        due += Number((await n(eligible(tx, action, agencyOri, status, cutoff))).n);
        held += Number((await n(eligible(tx, action, agencyOri, status, cutoff, true))).n);
      }
      return { due, held };
    },

    /**
     * Locks the report for the change, then (a statement of its own, so it sees a hold that
     * committed while it waited) answers whether it is still due: in a status the action takes,
     * changed before the cutoff, not on hold. A hold is placed under the same lock.
     */
    async lockIfDue(id: number, action: RetentionAction, cutoff: Date, tx: Executor) {
      const row = await tx
        .selectFrom('reports')
        .select(['id', 'status', 'last_updated', 'data'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row || !retentionFromStatuses[action].includes(row.status)) return null;
      if (new Date(row.last_updated) >= cutoff) return null;
      const held = await tx
        .selectFrom('report_legal_holds')
        .select('report_id')
        .where('report_id', '=', id)
        .executeTakeFirst();
      if (held) return null;
      if (action === 'purgeAttachments' || action === 'purgePersonalData') {
        const purged = await tx
          .selectFrom('report_purges')
          .select(purgedColumn[action])
          .where('report_id', '=', id)
          .executeTakeFirst();
        if (purged?.[purgedColumn[action] as keyof typeof purged]) return null;
      }
      return { id: row.id, status: row.status, data: row.data };
    },

    /** Archives a report: status 9, out of any inbox and lock; a new version for the devices holding it. */
    async archive(id: number, at: Date, tx: Executor) {
      await tx
        .updateTable('reports')
        .set((eb) => ({
          status: 9,
          inbox_id: null,
          locking_user_id: null,
          lock_created: null,
          version: eb('version', '+', 1),
          last_updated: at,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Removes the report's attachments (objects in the store go to the sweep in this transaction). */
    async purgeAttachments(id: number, at: Date, tx: Executor): Promise<number> {
      await addReportFilesToSweep(tx, id, at);
      const gone = await tx.deleteFrom('attachments').where('report_id', '=', id).executeTakeFirst();
      await tx
        .insertInto('report_purges')
        .values({ report_id: id, attachments_purged_at: at })
        .onConflict((oc) => oc.column('report_id').doUpdateSet({ attachments_purged_at: at }))
        .execute();
      return Number(gone.numDeletedRows);
    },

    /**
     * Keeps `data` (the report without its personal information) and drops every copy and text
     * that may still hold it: kept versions, notes, review comments, the people index. The last
     * change is left as it was: it is when the report was archived, which the purges count from.
     */
    async purgePersonalData(id: number, data: Record<string, unknown>, at: Date, tx: Executor) {
      await tx
        .updateTable('reports')
        .set((eb) => ({ data: JSON.stringify(data), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await tx.deleteFrom('report_versions').where('report_id', '=', id).execute();
      await tx.deleteFrom('report_notes').where('report_id', '=', id).execute();
      await tx.deleteFrom('review_comments').where('report_id', '=', id).execute();
      await tx.deleteFrom('report_parties').where('report_id', '=', id).execute();
      await tx
        .insertInto('report_purges')
        .values({ report_id: id, personal_data_purged_at: at })
        .onConflict((oc) => oc.column('report_id').doUpdateSet({ personal_data_purged_at: at }))
        .execute();
    },
  };
}
export type RetentionRepository = ReturnType<typeof retentionRepository>;
