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
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
]);
