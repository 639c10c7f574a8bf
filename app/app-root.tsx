import type { Context, ReactNode } from 'react';
import { sharedLoad } from '../lib/ui/shared-load';
import {
  AgencyNamesContext,
  RoleNamesContext,
  askAgencyName,
  askRoleNames,
  createAgencyNameCache,
  createRoleNameCache,
  roleNamesInStorage,
} from './admin/names';
import { AppDataContext, type AppData } from './app-data';
import { loadAssignedFormSync } from './editor/form-refresh';
import { createOpenLocalDb } from './local-db/open-local-db';
import { createFormVersionLoader, prefetchFormVersion } from './admin/form-version-prefetch';
import { getApplicationSettings } from '../lib/api/calls/admin/calls-settings';
import { ApiClientContext } from './api/api-client-context';
import { createApiClient, type ApiClient } from './api/client';
import { createFirstScreen, FirstScreenContext } from './api/first-screen';
import { ChildWindowsContext, createChildWindows } from './child-windows/child-window-store';
import { CodeListsContext, createCodeLists } from './code-lists/code-list-store';
import { ConnectionContext, createConnection } from './connectivity/connection-store';
import { createReauthentication, ReauthenticationContext } from './auth/reauthentication-store';
import { followLaunches } from './desktop/launch-handler';
import { reloadOnceOnChunkFailure, routerSettled } from './errors/chunk-reload';
import { createPageErrors, PageErrorsContext } from './errors/page-errors';
import { screenPattern } from './errors/screen';
import { createReportLoader, prefetchReport } from './editor/report-prefetch';
import { MapTileSettingsContext } from './editor/map-tiles';
import { createCcBarStore, CcBarStoreContext } from './layout/cc-bar-store';
import { createLayoutStore, LayoutStoreContext } from './layout/layout-store';
import { AppWorkerContext, createAppWorker, registerAppWorker } from './offline/app-worker';
import { createAppRouter } from './router';
import { createDeviceKeys } from './session/device-lock';
import {
  createSessionActions,
  SessionActionsContext,
  sessionClientHooks,
  type SessionActions,
} from './session/session-actions';
import { SessionStoreContext } from './session/session-store';
import { AppSettingsContext, createAppSettings } from './settings/app-settings';
import { createUserSettingsSync } from './settings/user-settings-sync';
import { createUnreadableCopiesTold, UnreadableCopiesToldContext } from './shell/unreadable-copies-notice';
import { createUnsyncedSignOut, UnsyncedSignOutContext } from './shell/unsynced-sign-out';
import { readStartupParams, StartupParamsContext } from './startup-params';
import { DeviceSyncContext } from './sync/use-device-sync';

/**
 * What the page keeps of its data: this device's database, fetched on first use, and the form
 * sync over it (AppData, app-data.ts); and the caches of what the server answered (through `api`),
 * each in its own context: agency and role names, the map's tile settings.
 */
export function createAppData(api: ApiClient) {
  const localDb = createOpenLocalDb();
  const formSync = sharedLoad(() => loadAssignedFormSync(localDb, api));
  const data: AppData = {
    localDb,
    syncAssignedForms: (agencyOri) => formSync().then((sync) => sync(agencyOri)),
  };
  return {
    ...data,
    agencyNames: createAgencyNameCache(askAgencyName(api)),
    roleNames: createRoleNameCache(askRoleNames(api), roleNamesInStorage),
    // Asked once a page; a failure is forgotten, so the next map asks again.
    mapTileSettings: sharedLoad(() =>
      api.call(getApplicationSettings, {}).then((s) => ({ url: s.mapTileUrl, attribution: s.mapTileAttribution })),
    ),
  };
}

/**
 * The app's root: called once by main.tsx, it makes the parts the features share and joins them,
 * so no module wires another as it is imported. What it makes goes down to the screens through
 * AppContexts (below), and to the modules it starts as arguments.
 */
export function startAppRoot() {
  // The router, made below once the address holds no login token: the error reports name its screen.
  // The session's actions, made below with the API client, which asks them who calls and tells them
  // how calls end.
  const made: { router?: ReturnType<typeof createAppRouter>; session?: SessionActions } = {};

  // The page's small stores, one each, read by the screens through AppContexts and handed to the
  // modules that read them (the editor's root, the router, the session, the API client).
  const layout = createLayoutStore();
  const ccBar = createCcBarStore();
  const appSettings = createAppSettings();
  const connection = createConnection();
  const childWindows = createChildWindows();
  const firstScreen = createFirstScreen();

  // The shell's dialogs the session and the API client ask through, and what the officer was told.
  const reauthentication = createReauthentication();
  const unsyncedSignOut = createUnsyncedSignOut();
  const unreadableTold = createUnreadableCopiesTold();

  // The one API client, handed to the screens (AppContexts), the router's loaders and the modules made here.
  const api = createApiClient({
    ...sessionClientHooks(() => made.session),
    reauthenticate: reauthentication.askForPassword,
    // A call that found no server has the connection tested now.
    onNoConnection: connection.callFailedToConnect,
  });

  // The device's database, and the page's syncs and caches of what the server answered.
  const data = createAppData(api);
  // The code lists, read through the client and kept in the device's database.
  const codeLists = createCodeLists(api, data.localDb);

  // The start page asks for a report ahead (report-prefetch.ts); the editor's open report takes it.
  const reportLoader = createReportLoader(api, data.localDb);
  // And a form version, for the designer (form-version-prefetch.ts).
  const formVersions = createFormVersionLoader(api);

  /**
   * The editor's open report, with the device's outbox (app/editor-root.tsx): its code comes
   * after the first screen, or with the editor's screen, which waits for it so sign-out and a
   * reload always find the report open there.
   */
  const editor = sharedLoad(() =>
    import('./editor-root').then((m) =>
      m.createEditorRoot(reportLoader, session.store, api, {
        codeLists: codeLists.store,
        connection: connection.store,
        childWindows: childWindows.store,
        firstScreen,
        localDb: data.localDb,
      }),
    ),
  );
  const deviceSync = sharedLoad(() => editor().then((made) => made.deviceSync()));

  // First, so an error of the start itself is reported.
  const errors = createPageErrors(
    {
      screen: () => (made.router ? screenPattern(made.router.state.matches) : '/'),
      // A reload on purpose waits until the open report's last change is on the device.
      writeBeforeReload: () => editor.current()?.reportInEditor.writtenToDevice() ?? Promise.resolve(),
    },
    api,
  );
  errors.reportUncaughtErrors();
  reloadOnceOnChunkFailure(errors.reloadPage, () => (made.router ? routerSettled(made.router) : Promise.resolve()));

  const startup = readStartupParams();

  const session = createSessionActions({
    // Signing out saves the report open in the editor first, and closes it while the session lasts.
    beforeSignOut: async () => (await editor.current()?.reportInEditor.saveForSignOut()) ?? null,
    unsyncedQuestion: unsyncedSignOut.unsyncedQuestion,
    userSettings: createUserSettingsSync(layout, firstScreen, api),
    ssoLogoutUrl: () => appSettings.getState().ssoLogoutUrl,
    isOnline: connection.isOnlineNow,
    api,
    deviceKeys: createDeviceKeys(data.localDb),
  });
  made.session = session;

  const router = createAppRouter(
    {
      editor: () =>
        Promise.all([import('./editor/editor-page'), editor()]).then(([page, made]) => ({
          default: made.withReport(page.default),
        })),
      startReportOffline: () => deviceSync().then((sync) => sync.startReportOffline()),
      codeLists,
      isOnline: connection.isOnlineNow,
      formVersions,
    },
    session.loaders,
    api,
  );
  made.router = router;

  prefetchReport(window.location.pathname, session, reportLoader, codeLists, firstScreen);
  prefetchFormVersion(window.location.pathname, session, formVersions);
  const appWorker = createAppWorker();
  registerAppWorker(appWorker);
  followLaunches((to) => router.navigate(to));

  return {
    api,
    router,
    errors,
    startup,
    session,
    deviceSync,
    data,
    reauthentication,
    unsyncedSignOut,
    unreadableTold,
    layout,
    ccBar,
    codeLists,
    appSettings,
    connection,
    childWindows,
    appWorker,
    firstScreen,
  };
}

export type AppRoot = ReturnType<typeof startAppRoot>;

/** A provider of `value` around what it is given. */
const provide =
  <T,>(context: Context<T>, value: T) =>
  (children: ReactNode) => <context.Provider value={value}>{children}</context.Provider>;

/** What the root made, handed to the screens: the first wraps the others. */
export function AppContexts({ root, children }: { root: AppRoot; children: ReactNode }) {
  const providers = [
    provide(ApiClientContext, root.api),
    provide(PageErrorsContext, root.errors),
    provide(StartupParamsContext, root.startup),
    provide(AppDataContext, root.data),
    provide(AgencyNamesContext, root.data.agencyNames),
    provide(RoleNamesContext, root.data.roleNames),
    provide(MapTileSettingsContext, root.data.mapTileSettings),
    provide(SessionActionsContext, root.session),
    provide(SessionStoreContext, root.session.store),
    provide(ReauthenticationContext, root.reauthentication),
    provide(UnsyncedSignOutContext, root.unsyncedSignOut),
    provide(UnreadableCopiesToldContext, root.unreadableTold),
    provide(DeviceSyncContext, root.deviceSync),
    provide(LayoutStoreContext, root.layout),
    provide(CcBarStoreContext, root.ccBar),
    provide(CodeListsContext, root.codeLists),
    provide(AppSettingsContext, root.appSettings),
    provide(ConnectionContext, root.connection),
    provide(ChildWindowsContext, root.childWindows),
    provide(AppWorkerContext, root.appWorker),
    provide(FirstScreenContext, root.firstScreen),
  ];
  return <>{providers.reduceRight((inner, wrap) => wrap(inner), children)}</>;
}
