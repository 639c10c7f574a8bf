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

/** The dialogs and notices the frame opens by itself come right after the first screen (shell-dialogs.tsx). */
const ShellDialogs = lazy(() => import('./shell-dialogs'));
/** The layout dialog's code comes when the user first asks for it, not with the first screen. */
const AppUpdateBanner = lazy(() => import('./shell-dialogs').then((m) => ({ default: m.AppUpdateBanner })));
const StorageWarning = lazy(() => import('./shell-dialogs').then((m) => ({ default: m.StorageWarning })));
const UnreadableCopiesNotice = lazy(() =>
  import('./shell-dialogs').then((m) => ({ default: m.UnreadableCopiesNotice })),
);
const LayoutSettings = lazy(() => import('./shell-dialogs').then((m) => ({ default: m.LayoutSettings })));

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
      <Suspense fallback={null}>
        <AppUpdateBanner />
      </Suspense>
      <Suspense fallback={null}>
        <StorageWarning />
      </Suspense>
      {showCcBar && <CcBar />}
      <Suspense fallback={null}>
        <UnreadableCopiesNotice />
      </Suspense>
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
      <Suspense fallback={null}>
        <ShellDialogs />
      </Suspense>
    </div>
  );
}
