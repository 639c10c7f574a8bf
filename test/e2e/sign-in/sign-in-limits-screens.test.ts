import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { signIn, waitForText } from '../support/page-helpers';

describe('a sign-in refused by the rate limits', () => {
  const e2e = useServerAndBrowser({ SIGN_IN_LIMIT_PER_ACCOUNT: '2' });

  it('tells the user how long to wait, as an alert, and keeps the sign-in form', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await e2e.server.call('Account/Login', { userName: 'supervisor', password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'supervisor');
    await waitForText(page, 'Too many attempts; try again in');
    const alert = await page.$eval('[role="alert"]', (el) => el.textContent ?? '');
    expect(alert).toMatch(/^Too many attempts; try again in (60|59|58|57|56|55) seconds\.$/);
    expect(await page.$eval('input[type="password"]', (el) => (el as HTMLInputElement).value)).toBe('');
    expect(await page.$eval('input[autocomplete="username"]', (el) => (el as HTMLInputElement).value)).toBe(
      'supervisor',
    );
    await context.close();
  });
});
