import type { RouterContextProvider } from 'react-router';
import { messageOf } from '../api/client';
import { loaderMayRead } from './loader-session';

/** What a loader read, or why it could not in the server's words; neither while it may not read yet. */
export interface Loaded<T> {
  data?: T;
  error?: string;
}

/**
 * A loader's one read: its answer, or the refusal's message (`failure` when the refusal has none).
 * A loader never throws for a refused read: the screen says why in its place, and a loader read
 * for a part of another screen (useRouteData) would otherwise replace that whole screen with the
 * error notice. Before the session may read, it reads nothing (loader-session.ts): `context` is
 * the router's, as the loader was given it.
 */
export async function loaderRead<T>(
  context: Readonly<RouterContextProvider>,
  read: () => Promise<T>,
  failure: string,
): Promise<Loaded<T>> {
  if (!loaderMayRead(context)) return {};
  try {
    return { data: await read() };
  } catch (e) {
    return { error: messageOf(e, failure) };
  }
}
