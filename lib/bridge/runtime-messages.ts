import { z } from 'zod';
import { appSessionSchema, signedInUserSchema } from './app-session';
import { defineRuntimeMessage } from './define-message';

/** The app-bridge hands over the session the web app announced (null: signed out). */
export const sessionSet = defineRuntimeMessage({
  type: 'session/set',
  from: ['app-bridge'],
  to: 'background',
  summary: 'Store (or, with null, clear) the web-app session.',
  request: z.object({ session: appSessionSchema.nullable() }),
  response: z.object({ signedIn: z.boolean() }),
});

/** The popup asks who is signed in; the answer never carries the token. */
export const sessionGet = defineRuntimeMessage({
  type: 'session/get',
  from: ['popup'],
  to: 'background',
  summary: 'The signed-in user and agency, or null.',
  request: z.object({}),
  response: z.object({ user: signedInUserSchema.nullable() }),
});

/**
 * The popup asks the background to open the web app. The background does it because it holds
 * the token: the later one-time token link is minted there (see crashAppEntryUrl).
 */
export const appOpen = defineRuntimeMessage({
  type: 'app/open',
  from: ['popup'],
  to: 'background',
  summary: 'Open the web app in a new tab.',
  request: z.object({}),
  response: z.object({ url: z.string() }),
});

/** Every runtime message, for routers and tests. */
export const runtimeMessages = [sessionSet, sessionGet, appOpen] as const;
