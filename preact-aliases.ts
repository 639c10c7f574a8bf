import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The web app's React runs on Preact's compatibility layer: react-dom 19's client alone is 75 kB
 * of gzip JavaScript, most of the 100 kB the sign-in page and the dashboard may load. The sources,
 * their types (@types/react) and the libraries built for React stay as they are; only what the
 * bundle holds changes. The build and the unit tests both read these, so a test renders with the
 * runtime the app ships. The extension (wxt.config.ts) keeps React.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./app/react-on-preact.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Compat's own JSX runtimes load compat's hooks into Preact before the first element is made.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
