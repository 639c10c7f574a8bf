import { z } from 'zod/mini';
import { appSessionSchema, type AppSession } from '../session/app-session';
import { isBridgeSecret } from './bridge-secret';
import { defineWindowMessage } from './define-message';
import { recordDeliverySchema, type RecordDelivery } from '../record-queue/queued-record';
import { recordDeliver, referenceChanged } from './runtime-messages';

/** What the open report answers to a delivery: the answer the app-bridge gives the background. */
export type RecordDeliveryAnswer = z.infer<typeof recordDeliver.response>;

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
  schema: () =>
    z.object({
      channel: z.literal(APP_CHANNEL),
      type: z.literal('session'),
      session: z.nullable(appSessionSchema),
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
  if (!postedByItself(event, self)) return undefined;
  return parseAppWindowMessage(event.data);
}

/** True when the page itself posted the message to its own origin (not a frame, window or other origin). */
function postedByItself(event: WindowMessageEventLike, self: { window: unknown; origin: string }): boolean {
  return event.source === self.window && event.origin === self.origin;
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

/** The window the channel posts on and listens on. */
export interface PostingWindow extends MessageWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

const secretSchema = z.string().check(z.refine(isBridgeSecret));

/**
 * The app-bridge hands the open report a record the background delivers. The web app accepts it
 * only from its own content script: posted on its own window, from its own origin, with the
 * per-page secret (see bridge-secret.ts).
 */
export const crashRecordWindowMessage = defineWindowMessage({
  type: 'crash.record',
  from: 'app-bridge',
  to: 'web-app',
  summary: 'A captured record for the report open in this tab.',
  schema: () =>
    z.object({
      channel: z.literal(APP_CHANNEL),
      type: z.literal('crash.record'),
      secret: secretSchema,
      delivery: recordDeliverySchema,
    }),
});
export type CrashRecordMessage = z.infer<typeof crashRecordWindowMessage.schema>;

/** The web app answers a crash.record: accepted into which report, or refused and why. */
export const crashRecordAckWindowMessage = defineWindowMessage({
  type: 'crash.recordAck',
  from: 'web-app',
  to: 'app-bridge',
  summary: 'Whether the open report took the record.',
  schema: () =>
    z.extend(recordDeliver.response, {
      channel: z.literal(APP_CHANNEL),
      type: z.literal('crash.recordAck'),
      secret: secretSchema,
      id: recordDeliverySchema.shape.id,
    }),
});
export type CrashRecordAckMessage = z.infer<typeof crashRecordAckWindowMessage.schema>;

export function crashRecordMessage(secret: string, delivery: RecordDelivery): CrashRecordMessage {
  return { channel: APP_CHANNEL, type: 'crash.record', secret, delivery };
}

export function crashRecordAckMessage(secret: string, id: string, answer: RecordDeliveryAnswer): CrashRecordAckMessage {
  return { channel: APP_CHANNEL, type: 'crash.recordAck', secret, id, ...answer };
}

type Self = { window: unknown; origin: string };

/**
 * Web app side: the delivery in a crash.record posted by its own content script; undefined
 * (refused) for another source or origin, a missing or wrong secret, or a malformed message.
 * Without a secret (no handshake happened) everything is refused.
 */
export function acceptCrashRecord(
  event: WindowMessageEventLike,
  self: Self,
  secret: string | undefined,
): RecordDelivery | undefined {
  if (!secret || !postedByItself(event, self)) return undefined;
  const parsed = crashRecordWindowMessage.schema.safeParse(event.data);
  return parsed.success && parsed.data.secret === secret ? parsed.data.delivery : undefined;
}

/** App-bridge side: the answer in a crash.recordAck from the page that holds the secret; undefined when refused. */
export function acceptCrashRecordAck(
  event: WindowMessageEventLike,
  self: Self,
  secret: string,
): { id: string; answer: RecordDeliveryAnswer } | undefined {
  if (!postedByItself(event, self)) return undefined;
  const parsed = crashRecordAckWindowMessage.schema.safeParse(event.data);
  if (!parsed.success || parsed.data.secret !== secret) return undefined;
  const { id, accepted, reportId, reason } = parsed.data;
  return { id, answer: { accepted, reportId, ...(reason === undefined ? {} : { reason }) } };
}

function listen<T>(win: MessageWindow, accept: (event: MessageEvent, self: Self) => T | undefined, on: (t: T) => void) {
  const listener = (event: MessageEvent) => {
    const accepted = accept(event, { window: win, origin: win.location.origin });
    if (accepted !== undefined) on(accepted);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}

/** Web app: listens for deliveries from its own content script; returns the teardown. */
export function listenForCrashRecords(
  win: MessageWindow,
  secret: string | undefined,
  onDelivery: (delivery: RecordDelivery) => void,
) {
  return listen(win, (event, self) => acceptCrashRecord(event, self, secret), onDelivery);
}

/** App-bridge: listens for the page's answers; returns the teardown. */
export function listenForCrashRecordAcks(
  win: MessageWindow,
  secret: string,
  onAck: (ack: { id: string; answer: RecordDeliveryAnswer }) => void,
) {
  return listen(win, (event, self) => acceptCrashRecordAck(event, self, secret), onAck);
}

/** The app-bridge tells the web app that reference data changed on the server (see referenceChanged). */
export const referenceChangedWindowMessage = defineWindowMessage({
  type: 'crash.referenceChanged',
  from: 'app-bridge',
  to: 'web-app',
  summary: 'Code lists or form configurations changed: bring the copies on this device up to date.',
  schema: () =>
    z.extend(referenceChanged.request, {
      channel: z.literal(APP_CHANNEL),
      type: z.literal('crash.referenceChanged'),
      secret: secretSchema,
    }),
});
export type ReferenceChange = z.infer<typeof referenceChanged.request>;

export function referenceChangedMessage(secret: string, change: ReferenceChange) {
  return { channel: APP_CHANNEL, type: 'crash.referenceChanged', secret, ...change } as const;
}

/** Web app side: the change in a crash.referenceChanged from its own content script; undefined when refused. */
export function acceptReferenceChanged(
  event: WindowMessageEventLike,
  self: Self,
  secret: string | undefined,
): ReferenceChange | undefined {
  if (!secret || !postedByItself(event, self)) return undefined;
  const parsed = referenceChangedWindowMessage.schema.safeParse(event.data);
  if (!parsed.success || parsed.data.secret !== secret) return undefined;
  return { codeLists: parsed.data.codeLists, formConfigurations: parsed.data.formConfigurations };
}

/** Web app: listens for reference changes from its own content script; returns the teardown. */
export function listenForReferenceChanges(
  win: MessageWindow,
  secret: string | undefined,
  onChange: (change: ReferenceChange) => void,
) {
  return listen(win, (event, self) => acceptReferenceChanged(event, self, secret), onChange);
}
