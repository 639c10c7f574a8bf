import { ReauthenticateDialog } from '../auth/reauthenticate-dialog';
import { ResumeOnlineDialog } from '../auth/resume-online-dialog';
import { SessionTimeout } from './session-timeout';
export { LayoutSettings } from './layout-settings';
export { UnreadableCopiesNotice } from './unreadable-copies-notice';
export { StorageWarning } from '../offline/storage-warning';
export { AppUpdateBanner } from '../offline/app-update-banner';
import { UnsyncedSignOutDialog } from './unsynced-sign-out-dialog';

/**
 * The dialogs the signed-in frame opens by itself (the session's time-out, the question before a
 * sign-out leaving unsynced copies, the password asked again, the resume once online). None is
 * open when the first screen draws, so their code, with the dialog component's and the layout
 * dialog's (which the shell draws when asked) and the notices it shows only when something is wrong
 * (storage at risk, copies this device cannot read, a new version to load), comes right after it (app-shell.tsx) and stays out
 * of the first screens' budget (bench/editor-support/budgets.ts).
 */
export default function ShellDialogs() {
  return (
    <>
      <SessionTimeout />
      <UnsyncedSignOutDialog />
      <ReauthenticateDialog />
      <ResumeOnlineDialog />
    </>
  );
}
