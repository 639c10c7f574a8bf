import '../lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchFormVersion } from './admin/form-version-prefetch';
import { followLaunches } from './desktop/launch-handler';
import { prefetchReport } from './editor/report-prefetch';
import { registerAppWorker } from './offline/app-worker';
import { router } from './router';
import './styles.css';

prefetchReport(window.location.pathname);
prefetchFormVersion(window.location.pathname);

registerAppWorker();
followLaunches((to) => router.navigate(to));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
