import '../lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { RouterProvider } from 'react-router';
import { AppContexts, startAppRoot } from './app-root';
import { ErrorNotice } from './errors/error-notice';
import './styles.css';

const root = startAppRoot();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppContexts root={root}>
        {/* The router's own error screens (app/router.tsx) catch the screens' errors; this catches theirs. */}
        <ErrorBoundary fallbackRender={({ error }) => <ErrorNotice error={error} />}>
          <RouterProvider router={root.router} />
        </ErrorBoundary>
      </AppContexts>
    </StrictMode>,
  );
}
