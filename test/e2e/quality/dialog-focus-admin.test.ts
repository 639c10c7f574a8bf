import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { button, expectFocusReturns, type DialogCase } from '../support/dialog-focus';
import { sessionTokenOf } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages } from '../support/fresh-pages';
import { byRole, waitForText } from '../support/page-helpers';

/**
 * Every dialog returns the focus to what opened it, walked in Chromium (the administration's half;
 * dialog-focus-reports has the report tables' and the editor's, dialog-focus-session those the
 * session opens by itself). The dialogs of the app, by file:
 *
 * - app/admin/users/user-dialog.tsx: New user, Edit user, Copy user (here)
 * - app/admin/users/reset-password-dialog.tsx: Reset the password of … (here)
 * - app/admin/agencies/agency-dialog.tsx: Create agency, Edit agency … (here)
 * - app/admin/agencies/agencies-page.tsx: Disable … ? (here)
 * - app/admin/roles/role-actions.tsx: Copy the role …, Delete the role … ? (here)
 * - app/admin/roles/roles-page.tsx: Discard your changes? (here)
 * - app/admin/forms/forms-page.tsx: Discard your changes? (here)
 * - app/shell/layout-settings.tsx: Layout options (here)
 * - app/auth/reauthenticate-dialog.tsx: Confirm your password (here, opened by a sensitive call)
 * - app/shell/session-timeout.tsx: Your session is about to expire (dialog-focus-session)
 * - app/shell/unsynced-sign-out-dialog.tsx: Not everything is synced (dialog-focus-session)
 * - app/auth/resume-online-dialog.tsx: You are back online (dialog-focus-session)
 * - app/reports/report-row-actions.tsx: Delete … ? (dialog-focus-reports)
 * - app/reports/reassign-dialog.tsx: Move the report to another inbox (dialog-focus-reports)
 * - app/workflow/send-to-dialog.tsx: Send report … to, from a table row and the editor (dialog-focus-reports)
 * - app/editor/actions/reject-dialog.tsx: Reject the report (dialog-focus-reports)
 * - app/workflow/give-copy-dialog.tsx: Print a copy of …, from a table row and the editor, and
 *   Export report by email (dialog-focus-reports)
 * - app/editor/attachments/attachment-list.tsx: Delete attachment (dialog-focus-reports)
 * - app/workflow/legal-hold-dialog.tsx: Place a legal hold, from the editor (admin/retention-legal-hold)
 * - app/editor/diagrams/diagram-confirm-dialog.tsx: Clear the diagram?, Replace the diagram with a draft? (dialog-focus-reports)
 * - app/child-windows/child-window-host.tsx: a child window shown as a panel (role="dialog", not
 *   components/dialog) when pop-ups are blocked (dialog-focus-reports)
 *
 * A new dialog is one entry in its screen's table.
 */

const DEMO_AGENCY = 'Indianapolis Metropolitan Police Department (demo)';
const ROLE = 'Focus Walk Role';

/** The button of a list (by its aria-label) whose first line is `text`. */
const listButton = (list: string, text: string) => async (page: Page) => {
  const found = await page.waitForFunction(
    (l, t) =>
      [...document.querySelectorAll(`ul[aria-label="${l}"] button`)].find(
        (b) => b.querySelector('span')?.textContent === t,
      ) ?? false,
    { timeout: 15_000 },
    list,
    text,
  );
  return found as ElementHandle<Element>;
};

/**
 * The next call to `path` is answered "confirm your password", as the server answers a sensitive
 * call when the last sign-in is older than REAUTHENTICATE_AFTER_MINUTES (a minute at least, which
 * this test does not wait out). Answers the function that stops answering for the server.
 */
async function refuseOnceForAnOldSignIn(page: Page, path: string) {
  await page.setRequestInterception(true);
  let refused = false;
  const answer = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (refused || !request.url().endsWith(`/API/${path}`)) return void request.continue();
    refused = true;
    void request.respond({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'error',
        error: { code: 'reauthentication_required', message: 'For this action, confirm your password again.' },
      }),
    });
  };
  page.on('request', answer);
  return async () => {
    page.off('request', answer);
    await page.setRequestInterception(false);
  };
}

/** The field the administrator types a temporary password in, in the Reset password dialog. */
async function temporaryPasswordField(page: Page) {
  await byRole(page, 'button', 'Reset password officer').click();
  await byRole(page, 'radio', 'A temporary password the user must change').click();
  const field = await byRole(page, 'textbox', 'Temporary password').waitHandle();
  await field.type('Focus-Walk-Temp-2026');
  return field;
}

const usersDialogs: DialogCase[] = [
  { dialog: 'New user', opener: button('New user') },
  { dialog: 'New user', opener: button('New user'), open: 'click', closeWith: 'Cancel' },
  { dialog: 'Edit user', opener: button('Edit officer') },
  { dialog: 'Copy user', opener: button('Copy officer'), closeWith: 'Cancel' },
  { dialog: 'Reset the password of officer', opener: button('Reset password officer') },
];

const agencyDialogs: DialogCase[] = [
  { dialog: 'Create agency', opener: button('Create agency') },
  { dialog: 'Edit agency IN0490000', opener: button(`Edit ${DEMO_AGENCY}`), closeWith: 'Cancel' },
  { dialog: `Disable ${DEMO_AGENCY}?`, opener: button(`Disable ${DEMO_AGENCY}`) },
  { dialog: `Disable ${DEMO_AGENCY}?`, opener: button(`Disable ${DEMO_AGENCY}`), open: 'click', closeWith: 'Cancel' },
];

const roleDialogs: DialogCase[] = [
  { dialog: `Copy the role “${ROLE}”`, opener: button('Copy role') },
  { dialog: `Delete the role “${ROLE}”?`, opener: button('Delete role'), closeWith: 'Cancel' },
  {
    dialog: 'Discard your changes?',
    opener: async (page) => {
      await byRole(page, 'textbox', 'Description').fill('Changed, not saved');
      return listButton('Role list', 'Supervisor')(page);
    },
  },
  { dialog: 'Discard your changes?', opener: button('New role'), closeWith: 'Keep editing' },
];

describe('focus returns to what opened each administration dialog', () => {
  const e2e = useServerAndBrowser();
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('users, agencies, roles, form versions, layout options and the password asked again', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'stateadmin');
    const token = await sessionTokenOf(page);

    await byRole(page, 'button', 'Layout').wait();
    await expectFocusReturns(page, { dialog: 'Layout options', opener: button('Layout') });
    // Drawn since the first time, it now opens and closes with the element's own show and close.
    await expectFocusReturns(page, { dialog: 'Layout options', opener: button('Layout'), closeWith: 'Close' });

    await byRole(page, 'link', 'Users').click();
    await byRole(page, 'button', 'Edit officer').wait();
    for (const c of usersDialogs) await expectFocusReturns(page, c);
    // Opened by a sensitive call, not a control: the Enter in the field sends it.
    const stop = await refuseOnceForAnOldSignIn(page, 'User/ResetPassword');
    await expectFocusReturns(page, { dialog: 'Confirm your password', opener: temporaryPasswordField });
    await stop();
    // The refusal stood (the password was not confirmed) and is shown in the dialog that asked.
    await waitForText(page, 'For this action, confirm your password again.');
    await byRole(page, 'button', 'Cancel').click();

    await byRole(page, 'link', 'Agencies').click();
    await byRole(page, 'textbox', 'ORI or name contains').fill('IN0490000');
    await byRole(page, 'button', 'Find').click();
    await byRole(page, 'button', `Edit ${DEMO_AGENCY}`).wait();
    for (const c of agencyDialogs) await expectFocusReturns(page, c);

    const roles = (await e2e.server.call('Role/List', {}, token)).body.payload.roles as { id: number; name: string }[];
    const supervisor = roles.find((r) => r.name === 'Supervisor')!;
    const copied = await e2e.server.call('Role/Copy', { id: supervisor.id, name: ROLE }, token);
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    await byRole(page, 'link', 'Roles').click();
    await (await listButton('Role list', ROLE)(page)).click();
    await waitForText(page, `Role: ${ROLE}`);
    for (const c of roleDialogs) await expectFocusReturns(page, c);
    await byRole(page, 'button', 'New role').click();
    await byRole(page, 'button', 'Discard changes').click();

    const forms = (await e2e.server.call('FormConfiguration/List', {}, token)).body.payload.rows as {
      id: number;
      isPublished: boolean;
    }[];
    const published = forms.find((r) => r.isPublished)!;
    const created = await e2e.server.call('FormConfiguration/Save', { copyOf: published.id, version: 'major' }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = created.body.payload as { title: string; majorVersion: number };
    await byRole(page, 'link', 'Form versions').click();
    await (await listButton('Version list', `${draft.title} ${draft.majorVersion}.0`)(page)).click();
    await page.waitForSelector('#section-label');
    await page.focus('#section-label');
    await page.keyboard.type(' changed');
    await page.keyboard.press('Tab');
    await page.waitForSelector('[data-dirty]');
    await expectFocusReturns(page, {
      dialog: 'Discard your changes?',
      opener: listButton('Version list', 'Vehicle Crash Report 1.0'),
    });
  });
});
