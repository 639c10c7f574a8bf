import '../lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { RouterProvider } from 'react-router';
import { AppContexts, startAppRoot } from './app-root';
import { prefetchFormVersion } from './admin/form-version-prefetch';
import { followLaunches } from './desktop/launch-handler';
import { reloadOnceOnChunkFailure, routerSettled } from './errors/chunk-reload';
import { ErrorNotice } from './errors/error-notice';
import { reportUncaughtErrors } from './errors/exception-reporter';
import { readScreenFrom } from './errors/screen';
import { prefetchReport } from './editor/report-prefetch';
import { registerAppWorker } from './offline/app-worker';
import { router } from './router';
import './styles.css';

// First, so an error of the start itself is reported.
reportUncaughtErrors();
reloadOnceOnChunkFailure(() => routerSettled(router));
readScreenFrom(() => router.state.matches);

prefetchReport(window.location.pathname);
prefetchFormVersion(window.location.pathname);

registerAppWorker();
followLaunches((to) => router.navigate(to));

const root = startAppRoot();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppContexts root={root}>
        {/* The router's own error screens (app/router.tsx) catch the screens' errors; this catches theirs. */}
        <ErrorBoundary fallbackRender={({ error }) => <ErrorNotice error={error} />}>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AppContexts>
    </StrictMode>,
  );
}
