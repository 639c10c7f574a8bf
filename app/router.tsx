import { createBrowserRouter, Navigate } from 'react-router';
import { DashboardPage } from './dashboard/dashboard-page';
import { Root } from './root';
import { AppShell } from './shell/app-shell';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          // The editor is its own bundle: signing in and the dashboard do not wait for it.
          { path: 'reports/:id', lazy: () => import('./editor/editor-page').then((m) => ({ Component: m.default })) },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
]);
