import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import { installErrorHandling } from './api/error-handler';
import { installInputChecks } from './api/input-checks';
import { loggerOptions } from './logging';
import { requestScopedLog } from './request-log';
import { registerCalls } from './api/register-calls';
import { registerRequestIds, requestIdOf } from './api/request-ids';
import { registerExceptionLimits } from './api/exception-limits';
import { registerSignInLimits } from './api/sign-in-rate-limits';
import type { Config } from './config';
import { redactDatabaseUrl, type Db } from './db/database';
import { primaryOnly, replicaRouting } from './db/read-routing';
import type { JobQueue } from './jobs/job-queue';
import { accountCalls } from './routes/sign-in/account-calls';
import { agencyCalls } from './routes/agencies/agency-calls';
import { attachmentCalls } from './routes/attachments/attachment-calls';
import { registerAttachmentDownload } from './routes/attachments/attachment-download';
import { registerAttachmentUpload } from './routes/attachments/attachment-upload';
import { codeListCalls } from './routes/code-lists/code-list-calls';
import { formConfigurationCalls } from './routes/forms/form-configuration-calls';
import { logCalls } from './routes/operations/log-calls';
import { lookupCalls } from './routes/lookups/lookup-calls';
import { registerMetricsEndpoint } from './metrics/metrics-endpoint';
import { createServerMetrics } from './metrics/server-metrics';
import { registerHealth } from './routes/operations/health';
import { registerOpenApi } from './routes/api-docs/openapi';
import { referenceCalls } from './routes/code-lists/reference-calls';
import { reportCalls } from './routes/report-tables/report-calls';
import { reportDocumentCalls } from './routes/reports/report-document-calls';
import { roleCalls } from './routes/users/role-calls';
import { historyCalls } from './routes/reports/history-calls';
import { auditCalls } from './routes/admin-logs/audit-calls';
import { releaseCalls } from './routes/releases/release-calls';
import { retentionCalls } from './routes/retention/retention-calls';
import { notificationCalls } from './routes/notifications/notification-calls';
import { submissionCalls } from './routes/submissions/submission-calls';
import { exportCalls } from './routes/reports/export-calls';
import { registerBatchExport } from './routes/reports/report-batch-export';
import { registerReportExchange } from './routes/reports/exchange-download';
import { registerReportPrint } from './routes/reports/report-print';
import { registerSecurityHeaders } from './routes/web-app/security-headers';
import { searchCalls } from './routes/report-tables/search-calls';
import { crashDataCalls } from './routes/report-tables/crash-data-calls';
import { peopleCalls } from './routes/people/people-calls';
import { secondFactorCalls } from './routes/sign-in/second-factor-calls';
import { settingsCalls } from './routes/settings/settings-calls';
import { profileCalls } from './routes/users/profile-calls';
import { userAdminCalls } from './routes/users/user-admin-calls';
import { userCalls } from './routes/users/user-calls';
import { workflowCalls } from './routes/workflow/workflow-calls';
import { registerWebApp } from './routes/web-app/web-app';
import { registerCompression } from './api/compression';
import { createLookupProviders } from './providers/lookup-providers';
import { createReplicaReads, createRepositories } from './repositories/repositories';
import { createServices, type Wiring } from './services/services';
import { applicationSettings } from './services/settings/settings-in-force';
import { scheduleInactiveAccountSweep } from './services/sign-in/inactive-account-sweep';
import { scheduleOrphanSweep } from './services/attachments/attachment-orphan-sweep';
import type { ObjectStore } from './storage/attachment-store';
import { attachmentStores } from './storage/attachment-stores';

export interface BuildAppOptions {
  db: Db;
  engine: 'pglite' | 'postgresql';
  config: Config;
  /** The read replica (DATABASE_READ_URL), for the report tables and searches. */
  readDb?: Db | undefined;
  clock?: () => Date;
  /**
   * The job queue, started and stopped by server/main.ts around the app (after the migrations,
   * before the database closes); handlers are registered on it here. Tests without one run no jobs.
   */
  jobs?: JobQueue | undefined;
  /** The object store, built from config.attachmentStore unless given (tests wrap it to make it fail). */
  objectStore?: ObjectStore;
  /** false for no log at all; otherwise pino at config.logLevel, to stdout or this stream. */
  logger?: false;
  logStream?: DestinationStream;
}

/**
 * The whole server over a database it is given; server/main.ts only listens. This is the
 * composition root: the repositories and services are built here, once, and every route is
 * handed the same ones.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // requestIdOf reads X-Request-Id itself, keeping only a sane id.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  await registerRequestIds(app);
  const log = requestScopedLog(app.log);
  const repos = createRepositories(options.db);
  const clock = options.clock ?? (() => new Date());
  const deps = { repos, config, clock, settings: applicationSettings({ repos, config }) };
  const reads = options.readDb
    ? replicaRouting({
        primary: createReplicaReads(options.db),
        replica: createReplicaReads(options.readDb),
        where: redactDatabaseUrl(config.databaseReadUrl ?? 'DATABASE_READ_URL'),
        afterWriteMs: config.readAfterWriteMs,
        now: () => clock().getTime(),
        log,
      })
    : primaryOnly(createReplicaReads(options.db));
  const stores = attachmentStores(config.attachmentStore, repos.attachments, options.objectStore);
  const wiring: Wiring = {
    ...deps,
    reads,
    services: createServices(deps, { lookups: createLookupProviders(config, log), stores, reads, log }),
  };

  const metrics = createServerMetrics(app, {
    repos,
    engine: options.engine,
    primary: options.db,
    replica: options.readDb,
    jobs: options.jobs,
  });
  installErrorHandling(app, config.bodyLimitBytes);
  installInputChecks(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  registerHealth(app, wiring, options.engine);
  registerOpenApi(app, config.applicationName);
  await registerSignInLimits(app, wiring);
  registerExceptionLimits(app, metrics.exceptionCounted);
  registerCalls(app, wiring, [
    ...settingsCalls(wiring),
    ...accountCalls(wiring),
    ...profileCalls(wiring),
    ...secondFactorCalls(wiring),
    ...referenceCalls(wiring),
    ...agencyCalls(wiring),
    ...roleCalls(wiring),
    ...codeListCalls(wiring),
    ...formConfigurationCalls(wiring),
    ...userCalls(wiring),
    ...userAdminCalls(wiring),
    ...reportCalls(wiring),
    ...searchCalls(wiring),
    ...crashDataCalls(wiring),
    ...peopleCalls(wiring),
    ...reportDocumentCalls(wiring),
    ...historyCalls(wiring),
    ...exportCalls(wiring),
    ...releaseCalls(wiring),
    ...retentionCalls(wiring),
    ...notificationCalls(wiring),
    ...auditCalls(wiring),
    ...submissionCalls(wiring),
    ...workflowCalls(wiring),
    ...lookupCalls(wiring),
    ...attachmentCalls(wiring),
    ...logCalls(wiring, log, metrics.exceptionCounted),
  ]);
  await registerAttachmentUpload(app, wiring);
  registerAttachmentDownload(app, wiring);
  registerReportPrint(app, wiring);
  registerReportExchange(app, wiring);
  registerBatchExport(app, wiring);
  registerMetricsEndpoint(app, metrics.registry, config.metrics);
  await registerWebApp(app, config.appDir);
  // The queue's handlers run in this process once its routes are in place.
  if (options.jobs) {
    await wiring.services.submissions.startWorking(options.jobs);
    await wiring.services.retention.startWorking(options.jobs);
    await wiring.services.notifications.startWorking(options.jobs);
  }
  scheduleInactiveAccountSweep(app, wiring);
  scheduleOrphanSweep(app, wiring);
  return app;
}
