import { sql } from 'kysely';
import type { StateReason } from '../../../lib/api/schemas/report-document-schemas';
import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import type { NotCarriedOver } from '../../../lib/forms/versions/carry-over';
import type { ReportAuthor } from '../../../lib/forms/report-data/new-report';
import type { ReportColumns } from '../../../lib/forms/derived/report-columns';
import type { ReportParty } from '../../../lib/forms/derived/report-parties';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';
import { openSupplementOfR } from './open-supplement';
import { replaceReportParties } from '../people/report-party-repository';

export interface StoredReport extends ReportDocument {
  lockUserId: number | null;
  lockCreated: Date | null;
  /** Who made the last change, for a stale request's conflict message. */
  lastUpdatedBy: string | null;
  /** The report's author with the report's agency: what its server-set fields hold. */
  officer: ReportAuthor;
}

function summaryColumns(summary: ReportColumns, departmentName: string | null) {
  return {
    case_number: summary.caseNumber,
    date_of_crash: summary.dateOfCrash,
    time_of_crash: summary.timeOfCrash,
    street_name: summary.streetName,
    intersect_street_name: summary.intersectStreetName,
    municipality_code: summary.municipalityCode,
    county_code: summary.countyCode,
    roadway_name: summary.roadwayName,
    crash_type_code: summary.crashTypeCode,
    injury_count: summary.injuryCount,
    fatality_count: summary.fatalityCount,
    department_name: departmentName,
    severity: summary.severity,
    primary_factor: summary.primaryFactor,
    hit_and_run: summary.hitAndRun,
    commercial_vehicle: summary.commercialVehicle,
    latitude: summary.latitude,
    longitude: summary.longitude,
    intersection_key: summary.intersectionKey,
    segment_key: summary.segmentKey,
  };
}

/** A report row's lock as the API answers it (formInstanceLockInfo), with the holder's name. */
export function lockInfoOf(r: {
  locking_user_id: number | null;
  lock_created: Date | string | null;
  lock_name: string | null;
}): ReportDocument['formInstanceLockInfo'] {
  return r.locking_user_id && r.lock_created
    ? {
        lockingUser: { id: r.locking_user_id, name: r.lock_name ?? '' },
        created: new Date(r.lock_created).toISOString(),
      }
    : null;
}

export interface NewReport {
  formConfigurationId: number;
  formType: string;
  authorUserId: number;
  agencyOri: string;
  data: Record<string, unknown>;
  provenance?: Record<string, string>;
  summary: ReportColumns;
  /** Its people and vehicles (lib/forms/derived/report-parties.ts), indexed with it. */
  parties: readonly ReportParty[];
  departmentName: string | null;
  /** The report's own lock duration (hours); left out, its form's. */
  lockDurationHours?: number | null;
  /** The id the author's device gave it (Report/Create clientId). */
  clientId?: string | undefined;
  at: Date;
}

/** A save of a report's data over the version the writer read. */
export interface ReportSave {
  reportId: number;
  version: number;
  data: Record<string, unknown>;
  provenance: Record<string, string>;
  status: number;
  summary: ReportColumns;
  parties: readonly ReportParty[];
  departmentName: string | null;
  at: Date;
  by: number;
}

/** A report's owner, agency, status and assignment. */
export interface ReportFacts {
  id: number;
  status: number;
  agencyOri: string;
  authorUserId: number;
  inboxId: number | null;
  lockUserId: number | null;
}

/** The report row of a create; undefined when its author already has one with its clientId. */
async function insertReport(tx: Executor, r: NewReport): Promise<number | undefined> {
  const row = await tx
    .insertInto('reports')
    .values({
      form_configuration_id: r.formConfigurationId,
      form_type: r.formType,
      author_user_id: r.authorUserId,
      last_updated_by: r.authorUserId,
      agency_ori: r.agencyOri,
      data: JSON.stringify(r.data),
      provenance: JSON.stringify(r.provenance ?? {}),
      lock_duration_hours: r.lockDurationHours ?? null,
      client_id: r.clientId ?? null,
      created_at: r.at,
      last_updated: r.at,
      ...summaryColumns(r.summary, r.departmentName),
    })
    .onConflict((oc) => oc.columns(['author_user_id', 'client_id']).where('client_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Reports with their data document; every write names the version it replaces. */
export function reportDocumentRepository(db: Db) {
  async function find(id: number, tx: Executor = db): Promise<StoredReport | undefined> {
    const r = await tx
      .selectFrom('reports as r')
      .innerJoin('users as a', 'a.id', 'r.author_user_id')
      .leftJoin('users as l', 'l.id', 'r.locking_user_id')
      .leftJoin('users as s', 's.id', 'r.last_updated_by')
      .leftJoin('reports as o', 'o.id', 'r.original_report_id')
      .select([
        'r.id',
        'r.version',
        'r.status',
        'r.unique_identifier',
        'r.form_configuration_id',
        'r.form_type',
        'r.agency_ori',
        'r.is_supplement',
        'r.last_updated',
        'r.data',
        'r.provenance',
        'r.not_carried_over',
        'r.locking_user_id',
        'r.lock_created',
        'r.lock_duration_hours',
        'r.client_id',
        'r.external_instance_id',
        'r.error_messages',
        'o.id as original_id',
        'o.case_number as original_case_number',
        'o.error_messages as original_error_messages',
        'a.id as author_id',
        'a.first_name as author_first_name',
        'a.last_name as author_last_name',
        'a.badge_id as author_badge_id',
        sql<string>`a.first_name || ' ' || a.last_name`.as('author_name'),
        sql<string | null>`l.first_name || ' ' || l.last_name`.as('lock_name'),
        sql<string | null>`s.first_name || ' ' || s.last_name`.as('saver_name'),
        openSupplementOfR.as('open_supplement_id'),
      ])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      id: r.id,
      version: r.version,
      status: r.status,
      uniqueIdentifier: r.unique_identifier,
      formConfigurationId: r.form_configuration_id ?? 0,
      formType: r.form_type,
      agencyOri: r.agency_ori,
      authorUser: { id: r.author_id, name: r.author_name },
      formInstanceLockInfo: lockInfoOf(r),
      isSupplement: r.is_supplement,
      lockDurationHours: r.lock_duration_hours,
      originalReport:
        r.original_id === null
          ? null
          : {
              id: r.original_id,
              caseNumber: r.original_case_number,
              errorMessages: (r.original_error_messages ?? []) as StateReason[],
            },
      externalInstanceId: r.external_instance_id,
      errorMessages: r.error_messages as StateReason[],
      openSupplementId: r.open_supplement_id,
      lastUpdated: new Date(r.last_updated).toISOString(),
      data: r.data,
      provenance: r.provenance as ReportDocument['provenance'],
      notCarriedOver: r.not_carried_over as NotCarriedOver[],
      clientId: r.client_id,
      lockUserId: r.locking_user_id,
      lockCreated: r.lock_created ? new Date(r.lock_created) : null,
      lastUpdatedBy: r.saver_name,
      officer: {
        firstName: r.author_first_name,
        lastName: r.author_last_name,
        badgeId: r.author_badge_id,
        agencyOri: r.agency_ori,
      },
    };
  }

  return {
    find,
    /**
     * The new report's id; undefined when its author already has a report with its clientId (a
     * create sent twice, the other one first): the unique index decides, however many processes ask.
     */
    async create(r: NewReport): Promise<number | undefined> {
      // The report and its people and vehicles commit together.
      return db.transaction().execute(async (tx) => {
        const id = await insertReport(tx, r);
        if (id !== undefined && r.parties.length) await replaceReportParties(tx, id, r.parties);
        return id;
      });
    },

    /** The report an author created with this clientId, while it exists. */
    async idOfClientId(authorUserId: number, clientId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('reports')
        .select('id')
        .where('author_user_id', '=', authorUserId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row?.id;
    },

    /** Writes data over `version`; returns false when someone else saved first (no change made). */
    async saveData(s: ReportSave, tx: Executor = db): Promise<boolean> {
      const result = await tx
        .updateTable('reports')
        .set({
          data: JSON.stringify(s.data),
          provenance: JSON.stringify(s.provenance),
          version: sql`version + 1`,
          status: s.status,
          last_updated: s.at,
          last_updated_by: s.by,
          ...summaryColumns(s.summary, s.departmentName),
        })
        .where('id', '=', s.reportId)
        .where('version', '=', s.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await replaceReportParties(tx, s.reportId, s.parties);
      return true;
    },

    /**
     * Moves a draft to another form version over `version`: its data, provenance and summary, and
     * the values it could not take added to those it already left; false when someone else saved
     * first (no change made).
     */
    async moveToVersion(
      s: ReportSave & { formConfigurationId: number; notCarriedOver: readonly NotCarriedOver[] },
      tx: Executor = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('reports')
        .set({
          form_configuration_id: s.formConfigurationId,
          data: JSON.stringify(s.data),
          provenance: JSON.stringify(s.provenance),
          not_carried_over: sql`not_carried_over || ${JSON.stringify(s.notCarriedOver)}::jsonb`,
          version: sql`version + 1`,
          last_updated: s.at,
          last_updated_by: s.by,
          ...summaryColumns(s.summary, s.departmentName),
        })
        .where('id', '=', s.reportId)
        .where('version', '=', s.version)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await replaceReportParties(tx, s.reportId, s.parties);
      return true;
    },

    /** Ids of drafts written with one form version, in the agencies named (null: every agency). */
    async draftIdsOfVersion(formConfigurationId: number, agencyOris: string[] | null, limit: number) {
      let q = db
        .selectFrom('reports')
        .select('id')
        .where('form_configuration_id', '=', formConfigurationId)
        .where('status', '=', 0);
      if (agencyOris) q = q.where('agency_ori', 'in', agencyOris.length ? agencyOris : ['']);
      const rows = await q.orderBy('id').limit(limit).execute();
      return rows.map((r) => r.id);
    },

    async countDraftsOfVersion(formConfigurationId: number, agencyOris: string[] | null): Promise<number> {
      let q = db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('form_configuration_id', '=', formConfigurationId)
        .where('status', '=', 0);
      if (agencyOris) q = q.where('agency_ori', 'in', agencyOris.length ? agencyOris : ['']);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    /** What a permission or assignment check needs of a report, without its data document. */
    async facts(id: number): Promise<ReportFacts | undefined> {
      const row = await db
        .selectFrom('reports')
        .select(['id', 'status', 'agency_ori', 'author_user_id', 'inbox_id', 'locking_user_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          status: row.status,
          agencyOri: row.agency_ori,
          authorUserId: row.author_user_id,
          inboxId: row.inbox_id,
          lockUserId: row.locking_user_id,
        }
      );
    },
  };
}
export type ReportDocumentRepository = ReturnType<typeof reportDocumentRepository>;
