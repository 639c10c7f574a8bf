import type { Db } from '../db/database';
import { adminEventRepository } from './admin-event-repository';
import { applicationSettingsRepository } from './application-settings-repository';
import { agencyRepository } from './agency-repository';
import { attachmentMoveRepository } from './attachment-move-repository';
import { attachmentOrphanRepository } from './attachment-orphan-repository';
import { attachmentRepository } from './attachment-repository';
import { auditRepository } from './audit-repository';
import { authEventRepository } from './auth-event-repository';
import { codeListRepository } from './code-list-repository';
import type { Executor } from './executor';
import { firstAdminRepository } from './first-admin-repository';
import { formConfigurationRepository } from './form-configuration-repository';
import { healthRepository } from './health-repository';
import { inboxRepository } from './inbox-repository';
import { outboxRepository } from './outbox-repository';
import { profileRepository } from './profile-repository';
import { rateLimitRepository } from './rate-limit-repository';
import { referenceRepository } from './reference-repository';
import { referenceVersions } from './reference-versions-repository';
import { reportDocumentRepository } from './report-document-repository';
import { reportHistoryRepository } from './report-history-repository';
import { reportNotesRepository } from './report-notes-repository';
import { reportPeopleRepository } from './report-people-repository';
import { reportRepository } from './report-repository';
import { reportSearchRepository } from './report-search-repository';
import { roleRepository } from './role-repository';
import { secondFactorRepository } from './second-factor-repository';
import { sessionRepository } from './session-repository';
import { userAdminRepository } from './user-admin-repository';
import { userRepository } from './user-repository';
import { walPositionRepository } from './wal-position-repository';
import { workflowRepository } from './workflow-repository';

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
    codeLists: codeListRepository(db),
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
    roles: roleRepository(db),
    secondFactor: secondFactorRepository(db),
    sessions: sessionRepository(db),
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
    wal: walPositionRepository(db),
  };
}
export type ReplicaReads = ReturnType<typeof createReplicaReads>;
