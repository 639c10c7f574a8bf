import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web app: sources in app/, its own static files in app/public (public/ belongs to the extension). */
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // zod's sources carry comments rollup cannot place; harmless, but they bury real warnings.
      onwarn(warning, warn) {
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/API': 'http://localhost:8080' },
  },
});
