import type { Db } from '../../db/database';
import type { ReportReleaseTable } from '../../db/schema-records-office';
import type { Executor } from '../executor';
import type { Selectable } from 'kysely';

/** One copy given, as the service writes it. */
export interface ReleaseInput {
  reportId: number;
  reportVersion: number;
  caseNumber: string;
  agencyOri: string;
  copy: 'public' | 'full';
  delivery: 'print' | 'email';
  emailTo: string | null;
  requesterName: string;
  requesterKind: string;
  agencyUse: boolean;
  permissibleUse: string | null;
  proof: string;
  givenBy: { id: number; name: string };
  givenAt: Date;
  fileName: string;
}

export interface ReleaseRecord extends ReleaseInput {
  id: string;
}

/** What the log is filtered by; newest first, older than `beforeId`. */
export interface ReleaseListFilter {
  /** Only this agency's reports' copies (a clerk's scope); undefined: every agency's. */
  agencyOri?: string | undefined;
  requesterKind?: string | undefined;
  copy?: 'public' | 'full' | undefined;
  reportId?: number | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  beforeId?: string | undefined;
  limit: number;
}

const recordOf = (r: Selectable<ReportReleaseTable>): ReleaseRecord => ({
  id: String(r.id),
  reportId: r.report_id,
  reportVersion: r.report_version,
  caseNumber: r.case_number,
  agencyOri: r.agency_ori,
  copy: r.copy,
  delivery: r.delivery,
  emailTo: r.email_to,
  requesterName: r.requester_name,
  requesterKind: r.requester_kind,
  agencyUse: r.agency_use,
  permissibleUse: r.permissible_use,
  proof: r.proof,
  givenBy: { id: r.given_by, name: r.given_by_name },
  givenAt: new Date(r.given_at),
  fileName: r.file_name,
});

/** The log of copies given of reports (migration 042): written with each copy, read by clerks and in a report's history. */
export function releaseRepository(db: Db) {
  return {
    async add(e: ReleaseInput, tx: Executor = db): Promise<ReleaseRecord> {
      const row = await tx
        .insertInto('report_releases')
        .values({
          report_id: e.reportId,
          report_version: e.reportVersion,
          case_number: e.caseNumber,
          agency_ori: e.agencyOri,
          copy: e.copy,
          delivery: e.delivery,
          email_to: e.emailTo,
          requester_name: e.requesterName,
          requester_kind: e.requesterKind,
          agency_use: e.agencyUse,
          permissible_use: e.permissibleUse,
          proof: e.proof,
          given_by: e.givenBy.id,
          given_by_name: e.givenBy.name,
          given_at: e.givenAt,
          file_name: e.fileName,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return recordOf(row);
    },

    async list(f: ReleaseListFilter, tx: Executor = db): Promise<ReleaseRecord[]> {
      let q = tx.selectFrom('report_releases').selectAll().orderBy('id', 'desc').limit(f.limit);
      if (f.agencyOri !== undefined) q = q.where('agency_ori', '=', f.agencyOri);
      if (f.requesterKind) q = q.where('requester_kind', '=', f.requesterKind);
      if (f.copy) q = q.where('copy', '=', f.copy);
      if (f.reportId !== undefined) q = q.where('report_id', '=', f.reportId);
      if (f.from) q = q.where('given_at', '>=', f.from);
      if (f.until) q = q.where('given_at', '<', f.until);
      if (f.beforeId) q = q.where('id', '<', f.beforeId);
      return (await q.execute()).map(recordOf);
    },

    async forReport(reportId: number, tx: Executor = db): Promise<ReleaseRecord[]> {
      const rows = await tx
        .selectFrom('report_releases')
        .selectAll()
        .where('report_id', '=', reportId)
        .orderBy('id')
        .execute();
      return rows.map(recordOf);
    },
  };
}
export type ReleaseRepository = ReturnType<typeof releaseRepository>;
