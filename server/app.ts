import Fastify, { type FastifyServerOptions } from 'fastify';
import { installErrorHandling } from './api/error-handler';
import { registerCalls } from './api/register-calls';
import type { Config } from './config';
import type { Db } from './db/database';
import { accountCalls } from './routes/account-calls';
import { attachmentCalls } from './routes/attachment-calls';
import { registerAttachmentDownload } from './routes/attachment-download';
import { registerAttachmentUpload } from './routes/attachment-upload';
import { codeListCalls } from './routes/code-list-calls';
import { formConfigurationCalls } from './routes/form-configuration-calls';
import { lookupCalls } from './routes/lookup-calls';
import { registerHealth } from './routes/health';
import { registerOpenApi } from './routes/openapi';
import { referenceCalls } from './routes/reference-calls';
import { reportCalls } from './routes/report-calls';
import { reportDocumentCalls } from './routes/report-document-calls';
import { historyCalls } from './routes/history-calls';
import { exportCalls } from './routes/export-calls';
import { registerReportPrint } from './routes/report-print';
import { searchCalls } from './routes/search-calls';
import { settingsCalls } from './routes/settings-calls';
import { userCalls } from './routes/user-calls';
import { workflowCalls } from './routes/workflow-calls';
import { registerWebApp } from './routes/web-app';
import { authService } from './services/auth-service';
import { createRepositories, type AppDeps } from './services/services';

export interface BuildAppOptions {
  db: Db;
  engine: 'pglite' | 'postgresql';
  config: Config;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server as a plugin tree over a database it is given; server/main.ts only listens. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
  });
  const deps: AppDeps = { db: options.db, config, clock: options.clock ?? (() => new Date()) };
  const repos = createRepositories(deps.db);
  const auth = authService(deps, repos);

  installErrorHandling(app, config.bodyLimitBytes);
  registerHealth(app, deps, options.engine);
  registerOpenApi(app, config.applicationName);
  registerCalls(app, deps, repos, [
    ...settingsCalls(deps),
    ...accountCalls(deps, repos, auth),
    ...referenceCalls(deps),
    ...codeListCalls(deps),
    ...formConfigurationCalls(deps),
    ...userCalls(deps, repos),
    ...reportCalls(deps),
    ...searchCalls(deps),
    ...reportDocumentCalls(deps),
    ...historyCalls(deps),
    ...exportCalls(deps),
    ...workflowCalls(deps),
    ...lookupCalls(deps, app.log),
    ...attachmentCalls(deps),
  ]);
  await registerAttachmentUpload(app, deps, repos);
  registerAttachmentDownload(app, deps, repos);
  registerReportPrint(app, deps, repos);
  await registerWebApp(app, config.appDir);
  return app;
}
