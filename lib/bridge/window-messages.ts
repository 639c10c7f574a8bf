import { z } from 'zod';
import { appSessionSchema, type AppSession } from './app-session';
import { defineWindowMessage } from './define-message';

/** Marks our window messages apart from everything else posted on the app page. */
export const APP_CHANNEL = 'crash-app';

/**
 * The web app announces its session: on sign-in, on reload while signed in, on renewal, and
 * with null on sign-out. Posted to the app's own origin only.
 */
export const appSessionWindowMessage = defineWindowMessage({
  type: 'session',
  from: 'web-app',
  to: 'app-bridge',
  summary: 'The web-app session, or null after sign-out.',
  schema: z.object({
    channel: z.literal(APP_CHANNEL),
    type: z.literal('session'),
    session: appSessionSchema.nullable(),
  }),
});
export type AppSessionMessage = z.infer<typeof appSessionWindowMessage.schema>;

/** Every window message the app-bridge accepts from the web app. */
const fromWebApp = z.discriminatedUnion('type', [appSessionWindowMessage.schema]);
export type AppWindowMessage = z.infer<typeof fromWebApp>;

/**
 * Builds the session message. The web app sends it with
 * `postMessage(appSessionMessage(session), <its own origin>)` on its own window object.
 */
export function appSessionMessage(session: AppSession | null): AppSessionMessage {
  return { channel: APP_CHANNEL, type: 'session', session };
}

/** Validates posted data as a message from the web app; undefined when it is not one. */
export function parseAppWindowMessage(data: unknown): AppWindowMessage | undefined {
  const parsed = fromWebApp.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** The parts of a MessageEvent the check relies on. */
export interface WindowMessageEventLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/**
 * Accepts a window message only when the page itself posted it to its own origin: not a frame,
 * not another window, not another origin. Undefined means refused.
 */
export function acceptAppWindowMessage(
  event: WindowMessageEventLike,
  self: { window: unknown; origin: string },
): AppWindowMessage | undefined {
  if (event.source !== self.window || event.origin !== self.origin) return undefined;
  return parseAppWindowMessage(event.data);
}

/** The window the app-bridge listens on. */
export interface MessageWindow {
  location: { origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Listens for accepted web-app messages on a window; returns the teardown. */
export function listenForAppWindowMessages(win: MessageWindow, onMessage: (message: AppWindowMessage) => void) {
  const listener = (event: MessageEvent) => {
    const message = acceptAppWindowMessage(event, { window: win, origin: win.location.origin });
    if (message) onMessage(message);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
