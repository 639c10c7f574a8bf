import type { Page } from 'puppeteer-core';
import { describe, it } from 'vitest';
import { CONTROL_ATTRIBUTE } from '../../../lib/records/rms-page/page-scan';
import { expectNoAxeViolations } from '../support/axe';
import { useAppWithExtension } from '../support/extension-app';
import { byRole, signIn, waitForText } from '../support/page-helpers';

const SEND = '>>> button[aria-label^="Send to report"]';

/**
 * The extension's own pages checked with axe (support/axe.ts), as the officer sees them: the
 * popup signed out, signed in with a captured record waiting, and the options with an RMS site enabled.
 */
describe('accessibility of the extension pages', () => {
  const e2e = useAppWithExtension();

  async function openPopup(): Promise<Page> {
    const popup = await e2e.browser.newPage();
    await popup.goto(e2e.extensionUrl('popup.html'));
    await popup.waitForFunction(() => {
      const text = document.querySelector('[aria-label="Sign-in status"]')?.textContent ?? '';
      return text && !text.startsWith('Checking');
    });
    return popup;
  }

  it('the popup, signed out', async () => {
    const popup = await openPopup();
    await waitForText(popup, 'Not signed in');
    await expectNoAxeViolations(popup, 'Popup, signed out');
    await popup.close();
  });

  it('the options page, empty and with an RMS site enabled', async () => {
    const options = await e2e.browser.newPage();
    await options.goto(e2e.extensionUrl('options.html'));
    await options.waitForSelector('#rms-origin');
    await expectNoAxeViolations(options, 'Options');
    await options.locator('#rms-origin').fill(e2e.rmsOrigin);
    await byRole(options, 'button', 'Enable').click();
    await waitForText(options, `${e2e.rmsOrigin} is enabled.`);
    await expectNoAxeViolations(options, 'Options with an RMS site enabled');
    await options.close();
  });

  it('the popup, signed in with a captured record waiting for a report', async () => {
    const app = await e2e.browser.newPage();
    await signIn(app, e2e.server.url, 'officer');
    await waitForText(app, 'My reports');
    const rms = await e2e.browser.newPage();
    await rms.goto(`${e2e.rmsOrigin}/text-return-idacs.html`);
    const deadline = Date.now() + 20_000;
    while (!(await rms.waitForSelector(SEND, { timeout: 2_000 }).catch(() => null))) {
      if (Date.now() > deadline) throw new Error('No "Send to report" appeared on the RMS page.');
      await rms.reload();
    }
    await rms.locator(SEND).click();
    const popup = await openPopup();
    await waitForText(popup, 'HOLLOWAY');
    await waitForText(popup, 'Olivia Officer');
    await expectNoAxeViolations(popup, 'Popup, signed in with a captured record');
  });

  it('the Send to report controls injected into an RMS page, before and after sending', async () => {
    const rms = await e2e.browser.newPage();
    await rms.goto(`${e2e.rmsOrigin}/text-return-idacs.html`);
    await rms.waitForSelector(SEND, { timeout: 20_000 });
    // Only what the extension adds is ours to fix: the RMS fixture page around it is left out.
    await expectNoAxeViolations(rms, 'Injected Send to report controls', `[${CONTROL_ATTRIBUTE}]`);
    await rms.locator(SEND).click();
    await rms.waitForFunction(
      (attribute) =>
        [...document.querySelectorAll(`[${attribute}]`)].some((h) => {
          const said = h.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '';
          return said !== '' && said !== 'Sending…';
        }),
      { timeout: 15_000 },
      CONTROL_ATTRIBUTE,
    );
    await expectNoAxeViolations(rms, 'Injected Send to report controls, after sending', `[${CONTROL_ATTRIBUTE}]`);
  });
});
