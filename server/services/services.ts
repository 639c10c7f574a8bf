import type { ReadRouting } from '../db/read-routing';
import type { LookupProviders } from '../providers/lookup-providers';
import type { ReplicaReads } from '../repositories/repositories';
import type { AttachmentStores } from '../storage/attachment-stores';
import type { AppDeps } from './app-deps';
import type { SubmissionLog } from './submissions/submission-service';
import { adminLogService } from './admin-logs/admin-log-service';
import { agencyService } from './agencies/agency-service';
import { attachmentAccess } from './attachments/attachment-access';
import { attachmentOrphans } from './attachments/attachment-orphans';
import { attachmentService } from './attachments/attachment-service';
import { authService } from './sign-in/auth-service';
import { codeBook } from './code-lists/code-book';
import { codeLabels } from './code-lists/code-labels';
import { firstSignIn } from './sign-in/first-sign-in';
import { draftVersionMove } from './forms/draft-version-move';
import { batchExportService } from './exchange/batch-export-service';
import { exchangeService } from './exchange/exchange-service';
import { formConfigurationReads } from './forms/form-configuration-reads';
import { formDefinitions } from './forms/form-definitions';
import { formDesignerService } from './forms/form-designer-service';
import { inboxService } from './workflow/inbox-service';
import { lookupService } from './lookups/lookup-service';
import { mailSender } from './mail/mail-sender';
import { operationsService } from './operations/operations-service';
import { personalDataAccess } from './reports/personal-data-access';
import { profileService } from './users/profile-service';
import { reportExportService } from './reports/report-export-service';
import { reportHistoryService } from './reports/report-history-service';
import { reportPrintService } from './reports/report-print-service';
import { releaseService } from './releases/release-service';
import { retentionService } from './retention/retention-service';
import { notificationService } from './notifications/notification-service';
import { referenceReads } from './code-lists/reference-reads';
import { reportReadService } from './reports/report-read-service';
import { reportService } from './reports/report-service';
import { reportTableService } from './report-tables/report-table-service';
import { roleService } from './users/role-service';
import { secondFactorService } from './sign-in/second-factor-service';
import { settingsService } from './settings/settings-service';
import { userAdminService } from './users/user-admin-service';
import { userResetService } from './users/user-reset-service';
import { submissionQueueService } from './submissions/submission-queue-service';
import { submissionService } from './submissions/submission-service';
import { workflowService } from './workflow/workflow-service';
import { crashDataService } from './crash-data/crash-data-service';
import { dashboardPinService } from './crash-data/dashboard-pin-service';
import { crashLocationsService } from './crash-data/crash-locations-service';
import { crashDuplicatesService } from './crash-data/crash-duplicates-service';
import { peopleFindService } from './people/people-find-service';

/**
 * Every service, each built once over the one set of repositories, so caches (the parsed forms,
 * the code book and labels) are shared by every call. Services that need another get it here,
 * never by building their own.
 */
export function createServices(
  deps: AppDeps,
  {
    lookups: providers,
    stores,
    reads,
    log,
  }: {
    lookups: LookupProviders;
    stores: AttachmentStores;
    reads: ReadRouting<ReplicaReads>;
    log: SubmissionLog;
  },
) {
  const forms = formDefinitions(deps.repos.formConfigurations);
  const labels = codeLabels(deps.repos.codeLists);
  const personal = personalDataAccess(deps);
  const access = attachmentAccess({ ...deps, forms });
  const printing = reportPrintService({ ...deps, forms, labels, personal, attachments: access });
  const inboxes = inboxService(deps.repos);
  const codes = codeBook(deps.repos.codeLists);
  const signIn = firstSignIn({ ...deps, send: mailSender(deps) });
  const auth = authService(deps);
  const userAdmin = userAdminService({ ...deps, firstSignIn: signIn });
  const reports = reportService({ ...deps, forms, codes });
  const versionMoves = draftVersionMove({ ...deps, forms, codes });
  const exchange = exchangeService({ ...deps, forms, printing, personal });
  const releases = releaseService({ ...deps, printing, personal });
  const notifications = notificationService({ ...deps, send: mailSender(deps) });
  const submissions = submissionService({ ...deps, exchange, log, notifications });
  return {
    adminLogs: adminLogService(deps),
    agencies: agencyService(deps),
    attachmentAccess: access,
    attachments: attachmentService({ ...deps, access, stores }),
    attachmentOrphans: attachmentOrphans({ ...deps, stores }),
    stores,
    auth,
    batchExport: batchExportService({ ...deps, forms, personal, exchange }),
    exchange,
    exports: reportExportService({ ...deps, printing, releases, send: mailSender(deps) }),
    firstSignIn: signIn,
    forms,
    formConfigurations: formConfigurationReads(deps),
    formDesigner: formDesignerService(deps),
    history: reportHistoryService({ ...deps, forms, labels, personal, notifications }),
    inboxes,
    lookups: lookupService({ ...deps, providers, forms, personal }),
    operations: operationsService(deps),
    personal,
    printing,
    releases,
    notifications,
    retention: retentionService({ ...deps, forms }),
    codes,
    profiles: profileService({ ...deps, codes }),
    references: referenceReads(deps),
    reports,
    reportReads: reportReadService({ reports, forms, personal, versionMoves }),
    reportTables: reportTableService({ reads, clock: deps.clock }),
    crashData: crashDataService({ reads, clock: deps.clock, pointLimit: deps.config.crashMapPointLimit }),
    dashboardPins: dashboardPinService(deps),
    crashLocations: crashLocationsService({ reads, clock: deps.clock, settings: deps.settings }),
    crashDuplicates: crashDuplicatesService(deps),
    people: peopleFindService(deps),
    roles: roleService(deps),
    versionMoves,
    secondFactor: secondFactorService({ ...deps, auth }),
    applicationSettings: settingsService(deps),
    userAdmin,
    userResets: userResetService({ ...deps, userAdmin, firstSignIn: signIn }),
    submissions,
    submissionQueue: submissionQueueService({ ...deps, submissions }),
    workflow: workflowService({ ...deps, forms, inboxes, submissions, notifications }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What a route registration is handed: the dependencies and the services built from them. */
export interface Wiring extends AppDeps {
  services: Services;
  /** The report tables and searches, on the read replica when there is one (docs/server.md). */
  reads: ReadRouting<ReplicaReads>;
}
