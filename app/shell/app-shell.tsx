import { Portal } from '@headlessui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useLayout } from '../layout/layout-store';
import { useAppData } from '../app-data';
import { useFormSync } from '../editor/form-refresh';
import { useRunningDeviceSync } from '../sync/use-device-sync';
import { usePermissionRefresh } from '../session/permission-refresh';
import { useStartupParams } from '../startup-params';
import { CcBar } from './cc-bar';
import { Footer } from './footer';
import { Header } from './header';
import { Navigation } from './navigation';
import { SessionTimeout } from './session-timeout';
import { UnreadableCopiesNotice } from './unreadable-copies-notice';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';
import { ReauthenticateDialog } from '../auth/reauthenticate-dialog';
import { ResumeOnlineDialog } from '../auth/resume-online-dialog';
import { AppUpdateBanner } from '../offline/app-update-banner';
import { StorageWarning } from '../offline/storage-warning';

/** The layout dialog's code comes when the user first asks for it, not with the first screen. */
const LayoutSettings = lazy(() => import('./layout-settings').then((m) => ({ default: m.LayoutSettings })));

/** The signed-in frame: header, navigation, the screen, footer; arranged by the layout options. */
export function AppShell() {
  const [layoutOpen, setLayoutOpen] = useState(false);
  // Once opened it stays drawn, so closing it returns focus to its opener as a dialog's close does.
  const [layoutAsked, setLayoutAsked] = useState(false);
  const menuOnTop = useLayout((s) => s.menuOnTop || s.mobileAgent);
  const insideContainer = useLayout((s) => s.insideContainer);
  const mobileAgent = useLayout((s) => s.mobileAgent);
  const floatingLayer = useRef<HTMLDivElement>(null);
  const { showCcBar } = useStartupParams();
  usePermissionRefresh();
  useFormSync(useAppData().syncAssignedForms);
  useRunningDeviceSync();

  return (
    <div
      data-testid="app-shell"
      data-mobile-view={mobileAgent || undefined}
      className={`flex min-h-screen flex-col ${insideContainer ? 'mx-auto w-full max-w-6xl border-x border-line' : ''} ${mobileAgent ? 'text-base' : ''}`}
    >
      <Header
        onOpenLayout={() => {
          setLayoutAsked(true);
          setLayoutOpen(true);
        }}
      />
      <AppUpdateBanner />
      <StorageWarning />
      {showCcBar && <CcBar />}
      <UnreadableCopiesNotice />
      <div className={`flex flex-1 ${menuOnTop ? 'flex-col' : 'flex-row'}`}>
        <Navigation />
        <main className="min-w-0 flex-1">
          {/* Headless UI draws floating lists (a combobox's suggestions) in this layer rather than at
              the end of the body, so they stay inside the main landmark with the screen they belong to.
              Portal.Group is the package's exported name for its portal group in 2.2. */}
          <Portal.Group target={floatingLayer}>
            <Outlet />
          </Portal.Group>
          <div ref={floatingLayer} />
        </main>
      </div>
      <Footer />
      {layoutAsked && (
        <Suspense fallback={null}>
          <LayoutSettings open={layoutOpen} onClose={() => setLayoutOpen(false)} />
        </Suspense>
      )}
      <SessionTimeout />
      <UnsyncedSignOutDialog />
      <ReauthenticateDialog />
      <ResumeOnlineDialog />
    </div>
  );
}
