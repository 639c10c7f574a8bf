import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterContextProvider } from 'react-router';
import type { FormVersionLoader } from './admin/form-version-prefetch';
import { apiClientKey } from './api/api-client-context';
import type { ApiClient } from './api/client';
import type { CodeLists } from './code-lists/code-list-store';
import { dashboardAction, dashboardLoader, DashboardPage } from './dashboard/dashboard-page';
import { AppError, ScreenError } from './errors/screen-error';
import { Root } from './root';
import { loaderSessionContext, type LoaderSession } from './session/loader-session';
import { AppShell } from './shell/app-shell';

const tables = () => import('./reports/report-pages');
const history = () => import('./history/history-loaders');
const historyScreen = (name: keyof typeof import('./history/history-page')) =>
  import('./history/history-page').then((m) => m[name]);

/**
 * How the editor's screen is loaded (the app's root joins the editor to the rest of the app as it
 * comes), and what of the root's the screens made here are handed.
 */
export interface AppScreens {
  editor: () => Promise<{ default: ComponentType }>;
  /** Starts a report on this device while offline: its local id. */
  startReportOffline: () => Promise<number>;
  /** The page's code lists, which the form designer checks a version against. */
  codeLists: CodeLists;
  /** Whether the server answers now (app/connectivity): the report tables read only then. */
  isOnline: () => boolean;
  /** The form versions the start asked for ahead (form-version-prefetch.ts), which the designer's loader takes. */
  formVersions: FormVersionLoader;
}

/**
 * The app's addresses and their screens, made once by the app's root (app/app-root.tsx). Every
 * loader is given, in the router's context, whether the session lets it read (`loaders`), and
 * every loader, action and fetcher finds the root's API client there (apiOf,
 * api/api-client-context.ts).
 */
export const createAppRouter = (screens: AppScreens, loaders: LoaderSession, api: ApiClient) =>
  createBrowserRouter(
    [
      {
        path: '/',
        element: <Root />,
        // The sign-in screens and the shell: a failure there has no shell to keep.
        errorElement: <AppError />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                // Every screen: one that fails to draw or to load shows the notice inside the shell.
                errorElement: <ScreenError />,
                children: [
                  {
                    path: 'dashboard',
                    element: <DashboardPage />,
                    loader: dashboardLoader(screens.isOnline),
                    action: dashboardAction(screens.startReportOffline, screens.isOnline),
                  },
                  // The report tables, search and history share one bundle apart from sign-in and the editor.
                  {
                    path: 'reports/working',
                    lazy: () =>
                      tables().then((m) => ({
                        Component: m.WorkingReportsPage,
                        loader: m.workingLoader(screens.isOnline),
                      })),
                  },
                  {
                    path: 'reports/submitted',
                    lazy: () =>
                      tables().then((m) => ({
                        Component: m.SubmittedReportsPage,
                        loader: m.submittedLoader(screens.isOnline),
                      })),
                  },
                  {
                    path: 'review',
                    lazy: () =>
                      tables().then((m) => ({
                        Component: m.PendingReviewPage,
                        loader: m.pendingReviewLoader(screens.isOnline),
                      })),
                  },
                  {
                    // The report's history, a route a tab (history/history-loaders.ts). The editor reads the
                    // notes, moves and comparison routes' loaders too (api/use-route-data.ts).
                    path: 'reports/:id/history',
                    lazy: {
                      loader: () => history().then((m) => m.historyLoader),
                      Component: () => historyScreen('HistoryPage'),
                    },
                    children: [
                      {
                        lazy: {
                          loader: () => history().then((m) => m.versionsLoader),
                          Component: () => historyScreen('VersionsTab'),
                        },
                        children: [
                          { index: true },
                          {
                            path: 'compare/:from/:to',
                            lazy: {
                              loader: () => history().then((m) => m.compareLoader),
                              Component: () => historyScreen('HistoryChanges'),
                            },
                          },
                          {
                            path: 'version/:versionId',
                            lazy: {
                              loader: () => history().then((m) => m.versionLoader),
                              Component: () => historyScreen('VersionView'),
                            },
                          },
                        ],
                      },
                      {
                        path: 'moves',
                        lazy: {
                          loader: () => history().then((m) => m.inboxHistoryLoader),
                          Component: () => historyScreen('InboxHistoryTab'),
                        },
                      },
                      {
                        path: 'notes',
                        lazy: {
                          loader: () => history().then((m) => m.notesLoader),
                          Component: () => historyScreen('NotesTab'),
                        },
                      },
                      {
                        path: 'audit',
                        lazy: {
                          loader: () => history().then((m) => m.auditLoader),
                          Component: () => historyScreen('AuditTab'),
                        },
                      },
                      {
                        path: 'state',
                        lazy: {
                          loader: () => history().then((m) => m.stateSubmissionsLoader),
                          Component: () => historyScreen('StateSubmissionsTab'),
                        },
                      },
                      {
                        path: 'copies',
                        lazy: {
                          loader: () => history().then((m) => m.copiesGivenLoader),
                          Component: () => historyScreen('CopiesGivenTab'),
                        },
                      },
                    ],
                  },
                  {
                    path: 'search',
                    lazy: () =>
                      import('./search/search-page').then((m) => ({ Component: m.SearchPage, loader: m.searchLoader })),
                  },
                  {
                    path: 'crash-data',
                    lazy: () =>
                      import('./crash-data/crash-data-page').then((m) => ({
                        Component: m.CrashDataPage,
                        loader: m.crashDataLoader,
                      })),
                  },
                  {
                    path: 'people',
                    lazy: () => import('./people/people-find-page').then((m) => ({ Component: m.PeopleFindPage })),
                  },
                  {
                    path: 'admin/outbox',
                    lazy: () =>
                      import('./admin/outbox-page').then((m) => ({ Component: m.OutboxPage, loader: m.outboxLoader })),
                  },
                  {
                    path: 'admin/agencies',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.AgenciesPage,
                        loader: m.agenciesLoader,
                        action: m.agenciesAction,
                      })),
                  },
                  {
                    path: 'admin/roles',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({ Component: m.RolesPage, loader: m.rolesLoader })),
                  },
                  {
                    // The version open in the designer is in the address, so it can be bookmarked and reloaded.
                    path: 'admin/forms/:id?',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) =>
                        m.formsScreen({ api, codeLists: screens.codeLists, formVersions: screens.formVersions }),
                      ),
                  },
                  {
                    path: 'admin/sign-in-events',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.SignInEventsPage,
                        loader: m.signInEventsLoader,
                      })),
                  },
                  {
                    path: 'admin/state-submissions',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.SubmissionsPage,
                        loader: m.submissionsLoader,
                      })),
                  },
                  {
                    path: 'admin/person-lookups',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.PersonLookupsPage,
                        loader: m.personLookupsLoader,
                      })),
                  },
                  {
                    path: 'copies-given',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.CopiesGivenPage,
                        loader: m.copiesGivenLoader,
                      })),
                  },
                  {
                    path: 'admin/changes',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.ChangesPage,
                        loader: m.changesLoader,
                      })),
                  },
                  {
                    path: 'account/second-factor',
                    lazy: () =>
                      import('./account/second-factor-page').then((m) => ({
                        Component: m.SecondFactorPage,
                        loader: m.secondFactorLoader,
                      })),
                  },
                  {
                    path: 'retention',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.RetentionPage,
                        loader: m.retentionLoader,
                      })),
                  },
                  {
                    path: 'admin/draft-moves',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.DraftMovesPage,
                        loader: m.draftMovesLoader,
                      })),
                  },
                  {
                    path: 'admin/settings',
                    lazy: () =>
                      import('./admin/settings-page').then((m) => ({
                        Component: m.SettingsPage,
                        loader: m.settingsLoader,
                      })),
                  },
                  {
                    path: 'profile',
                    lazy: () =>
                      import('./profile/profile-page').then((m) => ({
                        Component: m.ProfilePage,
                        loader: m.profileLoader,
                      })),
                  },
                  // The screen of a required password change, here for changing one's own password at will.
                  {
                    path: 'profile/password',
                    lazy: () =>
                      import('./auth/change-password-page').then((m) => ({
                        Component: () => <m.ChangePasswordPage voluntary />,
                      })),
                  },
                  {
                    path: 'admin/users',
                    lazy: () =>
                      import('./admin/admin-pages').then((m) => ({
                        Component: m.UsersPage,
                        loader: m.usersLoader,
                        action: m.usersAction,
                      })),
                  },
                  {
                    path: 'admin/pending',
                    lazy: () =>
                      tables().then((m) => ({
                        Component: m.AdminPendingPage,
                        loader: m.adminPendingLoader(screens.isOnline),
                      })),
                  },
                  // The editor is its own bundle: signing in and the dashboard do not wait for it.
                  {
                    path: 'reports/:id',
                    lazy: () => screens.editor().then((m) => ({ Component: m.default })),
                  },
                  { path: '*', element: <Navigate to="/dashboard" replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    {
      getContext: () => {
        const context = new RouterContextProvider(new Map([[loaderSessionContext, loaders]]));
        context.set(apiClientKey, api);
        return context;
      },
    },
  );
