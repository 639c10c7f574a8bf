import { sql } from 'kysely';
import type { AgencyRow } from '../../../lib/api/schemas/agency-schemas';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface AgencyListFilter {
  /** Text found in the ORI or the name, in any case; empty: every agency. */
  text: string;
  status: 'all' | 'enabled' | 'disabled';
  /** Only these ORIs (an agency administrator's own); null: every agency. */
  scope: string[] | null;
  offset: number;
  limit: number;
}

/** An agency's fields as administration changes them, and as its admin events record them. */
export interface AgencyFields {
  ori: string;
  name: string;
  additionalInfo: Record<string, unknown>;
  reportDueDays: number | null;
  reviewDueDays: number | null;
  disabled: boolean;
}

/** Agencies as administration lists and changes them. */
export function agencyRepository(db: Db) {
  const from = (tx: Executor) =>
    tx.selectFrom('agencies as a').leftJoin('users as changer', 'changer.id', 'a.updated_by');
  const rows = (tx: Executor) => selectRow(from(tx));
  const selectRow = (q: ReturnType<typeof from>) =>
    q.select([
      'a.ori',
      'a.name',
      'a.additional_info',
      'a.report_due_days',
      'a.review_due_days',
      'a.disabled',
      'a.updated_at',
      sql<string | null>`changer.first_name || ' ' || changer.last_name`.as('updated_by_name'),
      sql<number>`(select count(*) from users u where u.agency_ori = a.ori)::int`.as('user_count'),
    ]);

  type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
  const toRow = (r: Row): AgencyRow => ({
    ori: r.ori,
    name: r.name,
    additionalInfo: r.additional_info,
    reportDueDays: r.report_due_days,
    reviewDueDays: r.review_due_days,
    disabled: r.disabled,
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedByName: r.updated_by_name,
    userCount: Number(r.user_count),
  });

  return {
    async list(f: AgencyListFilter, tx: Executor = db): Promise<{ rows: AgencyRow[]; total: number }> {
      if (f.scope?.length === 0) return { rows: [], total: 0 };
      const text = f.text.toLowerCase();
      const filtered = from(tx)
        .$if(f.scope !== null, (q) => q.where('a.ori', 'in', f.scope ?? []))
        .$if(f.status !== 'all', (q) => q.where('a.disabled', '=', f.status === 'disabled'))
        .$if(text !== '', (q) =>
          q.where((eb) =>
            eb.or([
              eb(sql`position(${text} in lower(a.ori))`, '>', 0),
              eb(sql`position(${text} in lower(a.name))`, '>', 0),
            ]),
          ),
        );
      const page = await selectRow(filtered)
        .orderBy('a.name')
        .orderBy('a.ori')
        .offset(f.offset)
        .limit(f.limit)
        .execute();
      const count = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows: page.map(toRow), total: Number(count.n) };
    },

    /** One agency as the list shows it. */
    async row(ori: string, tx: Executor = db): Promise<AgencyRow | undefined> {
      const r = await rows(tx).where('a.ori', '=', ori).executeTakeFirst();
      return r && toRow(r);
    },

    /** The agency's fields and when it last changed, its row locked until the transaction ends. */
    async lockForChange(ori: string, tx: Executor) {
      const r = await tx
        .selectFrom('agencies as a')
        .leftJoin('users as changer', 'changer.id', 'a.updated_by')
        .select([
          'a.ori',
          'a.name',
          'a.additional_info',
          'a.report_due_days',
          'a.review_due_days',
          'a.disabled',
          'a.updated_at',
          sql<string | null>`changer.first_name || ' ' || changer.last_name`.as('updated_by_name'),
        ])
        .where('a.ori', '=', ori)
        .forUpdate('a')
        .executeTakeFirst();
      if (!r) return undefined;
      const fields: AgencyFields = {
        ori: r.ori,
        name: r.name,
        additionalInfo: r.additional_info,
        reportDueDays: r.report_due_days,
        reviewDueDays: r.review_due_days,
        disabled: r.disabled,
      };
      return { fields, updatedAt: new Date(r.updated_at), updatedByName: r.updated_by_name };
    },

    /** Adds an agency; false when one with its ORI exists already. */
    async insert(a: AgencyFields & { at: Date; by: number }, tx: Executor): Promise<boolean> {
      const inserted = await tx
        .insertInto('agencies')
        .values({
          ori: a.ori,
          name: a.name,
          additional_info: JSON.stringify(a.additionalInfo),
          report_due_days: a.reportDueDays,
          review_due_days: a.reviewDueDays,
          disabled: a.disabled,
          created_at: a.at,
          updated_at: a.at,
          updated_by: a.by,
        })
        .onConflict((oc) => oc.column('ori').doNothing())
        .returning('ori')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async update(
      ori: string,
      change: Partial<Omit<AgencyFields, 'ori'>> & { at: Date; by: number },
      tx: Executor,
    ): Promise<void> {
      await tx
        .updateTable('agencies')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.additionalInfo !== undefined ? { additional_info: JSON.stringify(change.additionalInfo) } : {}),
          ...(change.reportDueDays !== undefined ? { report_due_days: change.reportDueDays } : {}),
          ...(change.reviewDueDays !== undefined ? { review_due_days: change.reviewDueDays } : {}),
          ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
          updated_at: change.at,
          updated_by: change.by,
        })
        .where('ori', '=', ori)
        .execute();
    },
  };
}
export type AgencyRepository = ReturnType<typeof agencyRepository>;
