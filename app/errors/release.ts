declare const __APP_RELEASE__: string | undefined;

/** The app's version, written in by the build (vite.config.ts); "dev" when run from sources (tests). */
export const RELEASE = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'dev';
