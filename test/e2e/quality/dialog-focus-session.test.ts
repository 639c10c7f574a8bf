import type { Page } from 'puppeteer-core';
import { afterAll, describe, it } from 'vitest';
import { button, expectFocusReturns } from '../support/dialog-focus';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, waitForText, workerReady } from '../support/page-helpers';

/**
 * Every dialog returns the focus to what opened it, walked in Chromium: the session's dialogs, which
 * the app opens by itself (the time-out warning, back online) or on sign-out (not everything is
 * synced). For the first two the focus goes back to where the user was (the list of every dialog of
 * the app is in dialog-focus-admin).
 */

const LOCAL_CODE = '#field-GeneralInformation-LocalCodeTxt';
const WARNING = 'Your session is about to expire';

/** The Name filter of the Users screen, with a name half typed, as the user left it. */
async function nameFilter(page: Page) {
  // A warning already up (the machine was slow) is answered first: the user is working again.
  if (await page.$('dialog[open]')) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  }
  const field = await byRole(page, 'textbox', 'Name').waitHandle();
  await field.type('Off');
  return field;
}

// The two answers are tried side by side, each in a session of its own: most of each is the wait
// for the warning.
describe.concurrent('focus returns after the session time-out warning', () => {
  // Warned after 8 s without a call, far from the end of the session (60 s).
  const e2e = useServerAndBrowser({ SESSION_TIMEOUT_MS: '60000', SESSION_WARNING_MS: '52000' });
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it.for([{ answer: 'Escape' }, { answer: 'Stay signed in', closeWith: 'Stay signed in' }])(
    'to the field the user was in, when $answer answers it',
    async ({ closeWith }, { expect }) => {
      const page = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
      await byRole(page, 'link', 'Users').click();
      const waitForWarning = { opens: () => waitForText(page, WARNING, 20_000) };
      await expectFocusReturns(page, { dialog: WARNING, opener: nameFilter, open: waitForWarning, closeWith }, expect);
    },
  );
});

describe('focus returns after the sign-out and back-online questions', () => {
  const e2e = useServerAndBrowser();
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('to Sign out when the officer stays, and to where they were when the connection comes back', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'officer');
    await workerReady(page);
    await page.setOfflineMode(true);
    await byRole(page, 'link', 'Search (needs a connection)').wait();
    await byRole(page, 'button', 'New crash report').click();
    await page.waitForFunction(() => /\/reports\/-\d+$/.test(location.pathname));
    await page.waitForSelector(`${LOCAL_CODE}:not([disabled])`);
    await page.click(LOCAL_CODE);
    await page.keyboard.type('focus');

    await expectFocusReturns(page, { dialog: 'Not everything is synced', opener: button('Sign out') });
    await expectFocusReturns(page, {
      dialog: 'Not everything is synced',
      opener: button('Sign out'),
      open: 'click',
      closeWith: 'Stay signed in',
    });

    // Signed out and in again without the network: a session on the device alone, which the
    // officer is asked to confirm with their password once the server answers again.
    await byRole(page, 'button', 'Sign out').click();
    await byRole(page, 'button', 'Sign out and keep them on this device').click();
    await page.waitForSelector('input[type="password"]', { timeout: 20_000 });
    const userName = await page.$('input[name="userName"]');
    if (userName) await userName.type('officer');
    await page.type('input[type="password"]', DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // Signed in, the officer is back in the report the sign-out left, typing in its field.
    await page.waitForSelector('[data-testid="signed-in-user"]', { timeout: 20_000 });
    const localCode = async () => {
      const field = (await page.waitForSelector(`${LOCAL_CODE}:not([disabled])`))!;
      await field.type(' more');
      return field;
    };
    await expectFocusReturns(page, {
      dialog: 'You are back online',
      opener: localCode,
      open: { opens: () => page.setOfflineMode(false) },
    });
  });
});
