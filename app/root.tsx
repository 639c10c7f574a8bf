import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useRevalidator } from 'react-router';
import { scheduleStartupTasks } from '../lib/ui/startup-tasks';
import { Spinner } from '../components/spinner';
import { LoginPage } from './auth/login-page';
import {
  AuthoriseStep,
  ChangePasswordPage,
  EnrolSecondFactorPage,
  SecondFactorStep,
  TokenLoginPage,
  UnlockPage,
} from './auth/stage-screens';
import { useAppData } from './app-data';
import { listenForReferenceRefresh } from './code-lists/reference-refresh';
import { testConnection, watchConnection } from './connectivity/connection-store';
import { useApplyLayout } from './layout/apply-layout';
import { watchRestoredPage } from './session/restored-page';
import { useSessionActions } from './session/session-actions';
import { useSessionStore } from './session/session-store';
import { useOnline } from './session/use-online';
import { takeSkippedRead } from './session/loader-session';
import { loadAppSettings } from './settings/app-settings';
import { useStartupParams, type StartupParams } from './startup-params';

const loading = (
  <main className="p-8">
    <Spinner label="Loading…" />
  </main>
);

/** A stage's screen, fetched on first use (auth/stage-screens.tsx). */
const fetched = (screen: ReactNode) => <Suspense fallback={loading}>{screen}</Suspense>;

function endTokenLogin(startup: StartupParams, setTokenLogin: (login: null) => void) {
  startup.forgetLogin();
  setTokenLogin(null);
}

/** Chooses between the sign-in screens and the signed-in app by the session's stage. */
export function Root() {
  useApplyLayout();
  const stage = useSessionStore((s) => s.stage);
  const online = useOnline();
  const startup = useStartupParams();
  const { restoreSession } = useSessionActions();
  const [tokenLogin, setTokenLogin] = useState(startup.login);
  const location = useLocation();
  const exchanged = tokenLogin !== null && stage !== 'restoring' && stage !== 'signedOut';

  // Once the link has been exchanged it is spent: a later sign-out or time-out leads to the
  // sign-in page, not back to the link (which would only say it has been used).
  useEffect(() => {
    if (exchanged) endTokenLogin(startup, setTokenLogin);
  }, [exchanged, startup]);

  // The screens' loaders read nothing before the session is known (app/session/loader-session.ts),
  // nor offline: once signed in and online, the screen shown reads what it needs.
  const { revalidate } = useRevalidator();
  const reading = stage === 'signedIn' && online;
  useEffect(() => {
    if (reading && takeSkippedRead()) void revalidate();
    // `revalidate` is a new function on every navigation; only the sign-in and the connection matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reading]);

  // A listener, not a task: it starts at once so no refresh message is missed.
  const { refreshCodeLists } = useAppData();
  useEffect(
    () => listenForReferenceRefresh(startup.channelSecret, window, refreshCodeLists),
    [startup, refreshCodeLists],
  );
  useEffect(() => watchRestoredPage(), []);
  useEffect(() => watchConnection(), []);
  useEffect(
    () =>
      scheduleStartupTasks([
        () => void loadAppSettings(),
        () => void testConnection(),
        ...(tokenLogin ? [] : [() => void restoreSession()]),
      ]),
    [tokenLogin, restoreSession],
  );

  if (tokenLogin && (stage === 'restoring' || stage === 'signedOut')) {
    return fetched(<TokenLoginPage params={tokenLogin} onFailed={() => endTokenLogin(startup, setTokenLogin)} />);
  }
  switch (stage) {
    case 'restoring':
      return loading;
    case 'signedOut':
      return <LoginPage />;
    case 'authorise':
      return fetched(<AuthoriseStep />);
    case 'secondFactor':
      return fetched(<SecondFactorStep />);
    case 'enrolSecondFactor':
      return fetched(<EnrolSecondFactorPage />);
    case 'changePassword':
      return fetched(<ChangePasswordPage />);
    case 'locked':
      return fetched(<UnlockPage />);
    case 'signedIn':
      return location.pathname === '/' ? (
        <Navigate to="/dashboard" replace />
      ) : (
        <>
          {/* A screen opened from the menu starts at its top (the last one's scroll left its first
              controls under the fixed header); Back returns to where the screen was left. */}
          <ScrollRestoration />
          <Outlet />
        </>
      );
  }
}
