import type { ManifestOptions } from 'vite-plugin-pwa';

/** The app's colours (app/styles.css, day theme): the splash behind the icon and the title bar. */
const BRAND = '#1d4ed8';
const SURFACE = '#f3f4f6';

/**
 * The web app manifest that lets Chromium-based browsers install the app as the desktop app
 * (vite.config.ts writes it as manifest.webmanifest; test/e2e/delivery/desktop-app.test.ts reads
 * it back through the browser). The icons are drawn by scripts/make-icons.mjs.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  // Stays the app's identity across changes of start_url: an installed app is not installed twice.
  id: '/',
  name: 'Crash Report',
  short_name: 'Crash Report',
  description: 'Police traffic crash reports: write, review and administer.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // A login link or a report link opened while the app runs goes to the running window
  // (app/desktop/launch-handler.ts moves it there) instead of opening a second one.
  launch_handler: { client_mode: ['focus-existing', 'auto'] },
  theme_color: BRAND,
  background_color: SURFACE,
  icons: [
    { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
