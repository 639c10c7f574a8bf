import type { Db } from '../db/database';
import { adminEventRepository } from './admin-logs/admin-event-repository';
import { applicationSettingsRepository } from './settings/application-settings-repository';
import { agencyRepository } from './agencies/agency-repository';
import { attachmentMoveRepository } from './attachments/attachment-move-repository';
import { attachmentOrphanRepository } from './attachments/attachment-orphan-repository';
import { attachmentRepository } from './attachments/attachment-repository';
import { auditRepository } from './reports/audit-repository';
import { batchExportRepository } from './report-tables/batch-export-repository';
import { authEventRepository } from './admin-logs/auth-event-repository';
import { codeListRepository } from './code-lists/code-list-repository';
import type { Executor } from './executor';
import { firstAdminRepository } from './users/first-admin-repository';
import { formConfigurationRepository } from './forms/form-configuration-repository';
import { healthRepository } from './operations/health-repository';
import { inboxRepository } from './workflow/inbox-repository';
import { outboxRepository } from './mail/outbox-repository';
import { profileRepository } from './users/profile-repository';
import { rateLimitRepository } from './sign-in/rate-limit-repository';
import { referenceRepository } from './code-lists/reference-repository';
import { referenceVersions } from './code-lists/reference-versions-repository';
import { reportDocumentRepository } from './reports/report-document-repository';
import { reportHistoryRepository } from './reports/report-history-repository';
import { reportNotesRepository } from './reports/report-notes-repository';
import { reportPeopleRepository } from './lookups/report-people-repository';
import { reportRepository } from './report-tables/report-repository';
import { reportSearchRepository } from './report-tables/report-search-repository';
import { roleRepository } from './users/role-repository';
import { secondFactorRepository } from './sign-in/second-factor-repository';
import { sessionRepository } from './sign-in/session-repository';
import { userAdminRepository } from './users/user-admin-repository';
import { userRepository } from './users/user-repository';
import { submissionRepository } from './submissions/submission-repository';
import { walPositionRepository } from './report-tables/wal-position-repository';
import { workflowRepository } from './workflow/workflow-repository';
import { crashDataRepository } from './crash-data/crash-data-repository';
import { dashboardPinRepository } from './crash-data/dashboard-pin-repository';
import { crashLocationsRepository } from './crash-data/crash-locations-repository';
import { crashDuplicatesRepository } from './crash-data/crash-duplicates-repository';
import { reportPartyRepository } from './people/report-party-repository';
import { personLookupRepository } from './admin-logs/person-lookup-repository';
import { releaseRepository } from './releases/release-repository';
import { legalHoldRepository } from './retention/legal-hold-repository';
import { retentionRepository } from './retention/retention-repository';
import { retentionRunRepository } from './retention/retention-run-repository';
import { notificationRepository } from './notifications/notification-repository';

/**
 * Every repository over one database: the only code that writes SQL. Services hand the `tx` of
 * inTransaction to each repository call that must commit with the others (a write and its audit
 * row above all); calls without one run on `autocommit`, where each statement commits on its own.
 */
export function createRepositories(db: Db) {
  return {
    adminEvents: adminEventRepository(db),
    applicationSettings: applicationSettingsRepository(db),
    agencies: agencyRepository(db),
    attachments: attachmentRepository(db),
    attachmentMoves: attachmentMoveRepository(db),
    attachmentOrphans: attachmentOrphanRepository(db),
    audit: auditRepository(db),
    authEvents: authEventRepository(db),
    batchExport: batchExportRepository(db),
    codeLists: codeListRepository(db),
    dashboardPins: dashboardPinRepository(db),
    firstAdmin: firstAdminRepository(db),
    formConfigurations: formConfigurationRepository(db),
    health: healthRepository(db),
    inboxes: inboxRepository(db),
    outbox: outboxRepository(db),
    profiles: profileRepository(db),
    rateLimits: rateLimitRepository(db),
    reference: referenceRepository(db),
    referenceVersions: () => referenceVersions(db),
    reportDocuments: reportDocumentRepository(db),
    reportHistory: reportHistoryRepository(db),
    reportNotes: reportNotesRepository(db),
    reportPeople: reportPeopleRepository(db),
    reportParties: reportPartyRepository(db),
    crashDuplicates: crashDuplicatesRepository(db),
    personLookups: personLookupRepository(db),
    releases: releaseRepository(db),
    retention: retentionRepository(db),
    legalHolds: legalHoldRepository(db),
    retentionRuns: retentionRunRepository(db),
    notifications: notificationRepository(db),
    roles: roleRepository(db),
    secondFactor: secondFactorRepository(db),
    sessions: sessionRepository(db),
    submissions: submissionRepository(db),
    users: userRepository(db),
    userAdmin: userAdminRepository(db),
    workflow: workflowRepository(db),

    /** Runs `work` in one transaction: everything it writes through `tx` commits together or not at all. */
    inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** The database outside any transaction, for repository calls whose one statement stands alone. */
    autocommit: db as Executor,
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * The reads a read replica may answer (the report tables and searches), and the WAL positions
 * that tell whether it has a user's last write; built over the primary and over the replica, and
 * server/db/read-routing.ts picks one per call (docs/server.md, "The read replica"). They are not
 * in createRepositories, so no route reads them around the routing.
 */
export function createReplicaReads(db: Db) {
  return {
    reports: reportRepository(db),
    reportSearch: reportSearchRepository(db),
    crashData: crashDataRepository(db),
    crashLocations: crashLocationsRepository(db),
    wal: walPositionRepository(db),
  };
}
export type ReplicaReads = ReturnType<typeof createReplicaReads>;
