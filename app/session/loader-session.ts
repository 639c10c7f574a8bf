import { useSessionStore } from './session-store';

/**
 * Whether a screen's loader may read from the server: only once the session is signed in. The
 * router runs loaders as the page opens, before the session is restored (and before a sign-in
 * the page asks for); reading then would be refused for want of a token. The root reads the
 * shown screen again once the session is signed in (app/root.tsx).
 */
export const loaderMayRead = (): boolean => useSessionStore.getState().stage === 'signedIn';
