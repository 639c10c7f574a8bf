import type { ReadRouting } from '../db/read-routing';
import type { LookupProviders } from '../providers/lookup-providers';
import type { ReplicaReads } from '../repositories/repositories';
import type { AttachmentStores } from '../storage/attachment-stores';
import type { AppDeps } from './app-deps';
import { adminLogService } from './admin-log-service';
import { agencyService } from './agency-service';
import { attachmentAccess } from './attachment-access';
import { attachmentOrphans } from './attachment-orphans';
import { attachmentService } from './attachment-service';
import { authService } from './auth-service';
import { codeBook } from './code-book';
import { codeLabels } from './code-labels';
import { firstSignIn } from './first-sign-in';
import { draftVersionMove } from './draft-version-move';
import { formConfigurationReads } from './form-configuration-reads';
import { formDefinitions } from './form-definitions';
import { formDesignerService } from './form-designer-service';
import { inboxService } from './inbox-service';
import { lookupService } from './lookup-service';
import { mailSender } from './mail-sender';
import { operationsService } from './operations-service';
import { personalDataAccess } from './personal-data-access';
import { profileService } from './profile-service';
import { reportExportService } from './report-export-service';
import { reportHistoryService } from './report-history-service';
import { reportPrintService } from './report-print-service';
import { referenceReads } from './reference-reads';
import { reportReadService } from './report-read-service';
import { reportService } from './report-service';
import { reportTableService } from './report-table-service';
import { roleService } from './role-service';
import { secondFactorService } from './second-factor-service';
import { settingsService } from './settings-service';
import { userAdminService } from './user-admin-service';
import { userResetService } from './user-reset-service';
import { workflowService } from './workflow-service';

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
  }: { lookups: LookupProviders; stores: AttachmentStores; reads: ReadRouting<ReplicaReads> },
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
  return {
    adminLogs: adminLogService(deps),
    agencies: agencyService(deps),
    attachmentAccess: access,
    attachments: attachmentService({ ...deps, access, stores }),
    attachmentOrphans: attachmentOrphans({ ...deps, stores }),
    stores,
    auth,
    exports: reportExportService({ ...deps, printing, send: mailSender(deps) }),
    firstSignIn: signIn,
    forms,
    formConfigurations: formConfigurationReads(deps),
    formDesigner: formDesignerService(deps),
    history: reportHistoryService({ ...deps, forms, labels, personal }),
    inboxes,
    lookups: lookupService({ ...deps, providers, forms, personal }),
    operations: operationsService(deps),
    personal,
    printing,
    codes,
    profiles: profileService({ ...deps, codes }),
    references: referenceReads(deps),
    reports,
    reportReads: reportReadService({ reports, forms, personal, versionMoves }),
    reportTables: reportTableService({ reads, clock: deps.clock }),
    roles: roleService(deps),
    versionMoves,
    secondFactor: secondFactorService({ ...deps, auth }),
    applicationSettings: settingsService(deps),
    userAdmin,
    userResets: userResetService({ ...deps, userAdmin, firstSignIn: signIn }),
    workflow: workflowService({ ...deps, forms, inboxes }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What a route registration is handed: the dependencies and the services built from them. */
export interface Wiring extends AppDeps {
  services: Services;
  /** The report tables and searches, on the read replica when there is one (docs/server.md). */
  reads: ReadRouting<ReplicaReads>;
}
