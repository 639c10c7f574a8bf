import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_SECONDS } from '../../../lib/auth/sign-in/second-factor';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { expectNoAxeViolations } from '../support/axe';
import { byRole, signIn, waitForText } from '../support/page-helpers';

/** The code an authenticator app shows now for a base32 secret. */
const codeNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

/**
 * The code it shows next, 30 s on: a code is good once, so signing in again needs a new one, and
 * the server takes a code one step off its clock (TOTP_WINDOW), as from a phone a little ahead,
 * so the test need not wait up to 30 s for the next step.
 */
const codeNext = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + TOTP_PERIOD_SECONDS * 1000 });

describe('a state administrator’s second factor', () => {
  const e2e = useServerAndBrowser({ ADMIN_SECOND_FACTOR: 'required' });

  it('is set up at the first sign-in, and asked for after the password the next time', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'stateadmin');
    await waitForText(page, 'Set up your second factor');

    // The QR code has a text alternative pointing at the key typed by hand.
    const qr = await page.waitForSelector('img[alt^="QR code for"]');
    expect(await qr?.evaluate((img) => (img as HTMLImageElement).src.startsWith('data:image/svg+xml'))).toBe(true);
    await expectNoAxeViolations(page, 'second factor enrolment');
    const shownKey = await page.$eval('[data-testid="totp-secret"]', (el) => el.textContent ?? '');
    const secret = shownKey.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const codeField = byRole(page, 'textbox', 'Code from your authenticator app');
    await codeField.fill(codeNow(secret));
    expect(await page.$eval('input[name="code"]', (i) => i.getAttribute('autocomplete'))).toBe('one-time-code');
    await byRole(page, 'button', 'Confirm').click();

    await waitForText(page, 'Save these recovery codes now');
    await expectNoAxeViolations(page, 'recovery codes');
    const codes = await page.$$eval('ul[aria-label="Recovery codes"] li', (items) => items.map((i) => i.textContent));
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Continuing without saying they are saved is refused at the checkbox.
    await byRole(page, 'button', 'Continue').click();
    await waitForText(page, 'Confirm that you saved the recovery codes.');
    expect(await page.$eval('input[type="checkbox"]', (c) => c.getAttribute('aria-invalid'))).toBe('true');
    await byRole(page, 'checkbox', 'I saved them').click();
    await byRole(page, 'button', 'Continue').click();
    await page.waitForFunction(() => location.pathname === '/dashboard');

    // The user's own Second factor page says it is set up, with the recovery codes left.
    await byRole(page, 'link', 'Second factor').click();
    await waitForText(page, 'Your authenticator app is set up');
    await waitForText(page, '10 of 10 recovery codes left.');
    await expectNoAxeViolations(page, 'second factor page');

    await byRole(page, 'button', 'Sign out').click();
    await waitForText(page, 'You have signed out.');

    await signIn(page, e2e.server.url, 'stateadmin');
    await waitForText(page, 'Open your authenticator app');
    await expectNoAxeViolations(page, 'second factor step');
    await byRole(page, 'textbox', 'Code from your authenticator app').fill('000000');
    await byRole(page, 'button', 'Continue').click();
    await waitForText(page, 'The code is incorrect or has already been used.');
    await byRole(page, 'textbox', 'Code from your authenticator app').fill(codeNext(secret));
    await byRole(page, 'button', 'Continue').click();
    await page.waitForFunction(() => location.pathname === '/dashboard');
    await waitForText(page, 'My reports');
    await context.close();
  });
});
