import { lazy } from 'react';

/*
 * The screens of the session's later stages, each fetched when its stage comes: most openings of
 * the app show only the sign-in page or the dashboard, and should not wait for these. The service
 * worker keeps every one of them on the device, so the lock screen opens offline too.
 */
export const AuthoriseStep = lazy(() => import('./authorise-step').then((m) => ({ default: m.AuthoriseStep })));
export const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })),
);
export const EnrolSecondFactorPage = lazy(() =>
  import('./enrol-second-factor-page').then((m) => ({ default: m.EnrolSecondFactorPage })),
);
export const ChangePasswordPage = lazy(() =>
  import('./change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
export const UnlockPage = lazy(() => import('./unlock-page').then((m) => ({ default: m.UnlockPage })));
export const TokenLoginPage = lazy(() => import('./token-login-page').then((m) => ({ default: m.TokenLoginPage })));
