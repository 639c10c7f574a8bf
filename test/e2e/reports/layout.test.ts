import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, signIn, waitForText } from '../support/page-helpers';

describe('layout options of the signed-in shell', () => {
  const e2e = useServerAndBrowser();

  it('applies every option, keeps them over a reload, and minifies the menu below 979 px', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, e2e.server.url, 'supervisor');
    await waitForText(page, 'My reports');
    const nav = () =>
      page.$eval('nav[aria-label="Main navigation"]', (n) => ({
        minified: n.getAttribute('data-minified'),
        cls: n.className,
      }));
    expect((await nav()).minified).toBe('false');

    await byRole(page, 'button', 'Layout').click();
    await waitForText(page, 'Layout options');
    for (const option of [
      'Right-to-left',
      'Colour-blind friendly',
      'Menu on top',
      'Inside container',
      'Fixed footer',
      'Night theme',
    ]) {
      await byRole(page, 'switch', option).click();
    }
    const html = () =>
      page.evaluate(() => ({ dir: document.documentElement.dir, cls: document.documentElement.className }));
    expect(await html()).toEqual({ dir: 'rtl', cls: expect.stringContaining('colour-blind') });
    expect((await html()).cls).toContain('dark');
    expect((await nav()).cls).toContain('flex-row');
    const shell = () => page.$eval('[data-testid="app-shell"]', (s) => s.className);
    expect(await shell()).toContain('max-w-6xl');
    expect(await page.$eval('footer', (f) => f.className)).toContain('sticky');
    await byRole(page, 'button', 'Close').click();

    await page.reload();
    await waitForText(page, 'My reports');
    expect((await html()).dir).toBe('rtl');
    expect((await html()).cls).toContain('colour-blind');
    expect((await html()).cls).toContain('dark');
    expect((await nav()).cls).toContain('flex-row');

    await byRole(page, 'button', 'Layout').click();
    await byRole(page, 'button', 'Reset to defaults').click();
    await byRole(page, 'button', 'Close').click();
    expect((await html()).dir).toBe('ltr');

    await byRole(page, 'button', 'Hide menu').click();
    expect(await page.$('nav[aria-label="Main navigation"]')).toBeNull();
    await byRole(page, 'button', 'Show menu').click();

    await page.setViewport({ width: 900, height: 900 });
    await page.waitForFunction(
      () => document.querySelector('nav[aria-label="Main navigation"]')?.getAttribute('data-minified') === 'true',
    );
    expect(await byRole(page, 'link', 'Dashboard').wait()).toBeTruthy();
    await context.close();
  });

  it('slides the menu to its minified width in 200 ms, and at once for users who ask for reduced motion', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, e2e.server.url, 'supervisor');
    await waitForText(page, 'My reports');
    const transition = () =>
      page.$eval('nav[aria-label="Main navigation"]', (n) => {
        const style = getComputedStyle(n);
        return { property: style.transitionProperty, duration: style.transitionDuration };
      });
    expect(await transition()).toEqual({ property: 'width', duration: '0.2s' });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    expect((await transition()).property).toBe('none');
    await context.close();
  });

  it('shows the mobile view to a mobile user agent', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    await signIn(page, e2e.server.url, 'supervisor');
    await waitForText(page, 'My reports');
    expect(await page.$eval('[data-testid="app-shell"]', (s) => s.getAttribute('data-mobile-view'))).toBe('true');
    await context.close();
  });
});
