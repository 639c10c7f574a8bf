import { Portal } from '@headlessui/react';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useLayoutStore } from '../layout/layout-store';
import { useFormSync } from '../editor/form-refresh';
import { useDeviceSync } from '../editor/use-device-sync';
import { usePermissionRefresh } from '../session/permission-refresh';
import { showCcBar } from '../startup-params';
import { CcBar } from './cc-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LayoutSettings } from './layout-settings';
import { Navigation } from './navigation';
import { SessionTimeout } from './session-timeout';
import { UnreadableCopiesNotice } from './unreadable-copies-notice';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';
import { ReauthenticateDialog } from '../auth/reauthenticate-dialog';
import { ResumeOnlineDialog } from '../auth/resume-online-dialog';
import { AppUpdateBanner } from '../offline/app-update-banner';
import { StorageWarning } from '../offline/storage-warning';

/** The signed-in frame: header, navigation, the screen, footer; arranged by the layout options. */
export function AppShell() {
  const [layoutOpen, setLayoutOpen] = useState(false);
  const menuOnTop = useLayoutStore((s) => s.menuOnTop || s.mobileAgent);
  const insideContainer = useLayoutStore((s) => s.insideContainer);
  const mobileAgent = useLayoutStore((s) => s.mobileAgent);
  const floatingLayer = useRef<HTMLDivElement>(null);
  usePermissionRefresh();
  useFormSync();
  useDeviceSync();

  return (
    <div
      data-testid="app-shell"
      data-mobile-view={mobileAgent || undefined}
      className={`flex min-h-screen flex-col ${insideContainer ? 'mx-auto w-full max-w-6xl border-x border-line' : ''} ${mobileAgent ? 'text-base' : ''}`}
    >
      <Header onOpenLayout={() => setLayoutOpen(true)} />
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
      <LayoutSettings open={layoutOpen} onClose={() => setLayoutOpen(false)} />
      <SessionTimeout />
      <UnsyncedSignOutDialog />
      <ReauthenticateDialog />
      <ResumeOnlineDialog />
    </div>
  );
}
