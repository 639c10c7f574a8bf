import type { ReactNode } from 'react';
import { sharedLoad } from '../lib/ui/shared-load';
import {
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
import { callApi, configureClient } from './api/client';
import { askForPassword } from './auth/reauthenticate-dialog';
import { followLaunches } from './desktop/launch-handler';
import { reloadOnceOnChunkFailure, routerSettled } from './errors/chunk-reload';
import { createPageErrors, PageErrorsContext } from './errors/page-errors';
import { screenPattern } from './errors/screen';
import { createReportLoader, prefetchReport } from './editor/report-prefetch';
import { registerAppWorker } from './offline/app-worker';
import { createAppRouter } from './router';
import { createDeviceKeys } from './session/device-lock';
import { createSessionActions, SessionActionsContext } from './session/session-actions';
import { createUserSettingsSync } from './settings/user-settings-sync';
import { unsyncedQuestion } from './shell/unsynced-sign-out-dialog';
import { readStartupParams, StartupParamsContext } from './startup-params';
import { DeviceSyncContext } from './sync/use-device-sync';

/**
 * What the page keeps of its data (app-data.ts): this device's database, fetched on first use,
 * and the syncs and caches over it and the server, each made as it is first needed.
 */
export function createAppData(): AppData {
  const localDb = createOpenLocalDb();
  const formSync = sharedLoad(() => loadAssignedFormSync(localDb));
  // Loaded when first needed: the start page does without the lists' code.
  const codeLists = sharedLoad(() =>
    import('./code-lists/code-list-store').then((m) => m.createCodeListLoader(localDb)),
  );
  return {
    localDb,
    loadCodeLists: () => codeLists().then((loader) => loader.load()),
    refreshCodeLists: async () => codeLists.current()?.refresh(),
    syncAssignedForms: (agencyOri) => formSync().then((sync) => sync(agencyOri)),
    agencyNames: createAgencyNameCache(askAgencyName),
    roleNames: createRoleNameCache(askRoleNames, roleNamesInStorage),
    // Asked once a page; a failure is forgotten, so the next map asks again.
    mapTileSettings: sharedLoad(() =>
      callApi(getApplicationSettings, {}).then((s) => ({ url: s.mapTileUrl, attribution: s.mapTileAttribution })),
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
  const made: { router?: ReturnType<typeof createAppRouter> } = {};

  // The device's database, and the page's syncs and caches of what the server answered.
  const data = createAppData();

  // The start page asks for a report ahead (report-prefetch.ts); the editor's open report takes it.
  const reportLoader = createReportLoader(data.localDb);
  // And a form version, for the designer (form-version-prefetch.ts).
  const formVersions = createFormVersionLoader();

  /**
   * The editor's open report, with the device's outbox (app/editor-root.tsx): its code comes
   * after the first screen, or with the editor's screen, which waits for it so sign-out and a
   * reload always find the report open there.
   */
  const editor = sharedLoad(() => import('./editor-root').then((m) => m.createEditorRoot(reportLoader, data.localDb)));
  const deviceSync = sharedLoad(() => editor().then((made) => made.deviceSync()));

  // First, so an error of the start itself is reported.
  const errors = createPageErrors({
    screen: () => (made.router ? screenPattern(made.router.state.matches) : '/'),
    // A reload on purpose waits until the open report's last change is on the device.
    writeBeforeReload: () => editor.current()?.reportInEditor.writtenToDevice() ?? Promise.resolve(),
  });
  errors.reportUncaughtErrors();
  reloadOnceOnChunkFailure(errors.reloadPage, () => (made.router ? routerSettled(made.router) : Promise.resolve()));

  const startup = readStartupParams();

  const session = createSessionActions({
    // Signing out saves the report open in the editor first, and closes it while the session lasts.
    beforeSignOut: async () => (await editor.current()?.reportInEditor.saveForSignOut()) ?? null,
    unsyncedQuestion,
    userSettings: createUserSettingsSync(),
    deviceKeys: createDeviceKeys(data.localDb),
  });
  configureClient({ ...session.clientHooks, reauthenticate: askForPassword });

  const router = createAppRouter({
    editor: () =>
      Promise.all([import('./editor/editor-page'), editor()]).then(([page, made]) => ({
        default: made.withReport(page.default),
      })),
    startReportOffline: () => deviceSync().then((sync) => sync.startReportOffline()),
    loadCodeLists: data.loadCodeLists,
    formVersions,
  });
  made.router = router;

  prefetchReport(window.location.pathname, session.restoreSession, reportLoader, data.loadCodeLists);
  prefetchFormVersion(window.location.pathname, session.restoreSession, formVersions);
  registerAppWorker();
  followLaunches((to) => router.navigate(to));

  return { router, errors, startup, session, deviceSync, data };
}

export type AppRoot = ReturnType<typeof startAppRoot>;

/** What the root made, handed to the screens. */
export function AppContexts({ root, children }: { root: AppRoot; children: ReactNode }) {
  return (
    <PageErrorsContext.Provider value={root.errors}>
      <StartupParamsContext.Provider value={root.startup}>
        <AppDataContext.Provider value={root.data}>
          <SessionActionsContext.Provider value={root.session}>
            <DeviceSyncContext.Provider value={root.deviceSync}>{children}</DeviceSyncContext.Provider>
          </SessionActionsContext.Provider>
        </AppDataContext.Provider>
      </StartupParamsContext.Provider>
    </PageErrorsContext.Provider>
  );
}
