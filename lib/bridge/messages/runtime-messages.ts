import { z } from 'zod/mini';
import { recordSchema } from '../../records/record-types';
import { appSessionSchema, signedInUserSchema } from '../session/app-session';
import { defineRuntimeMessage } from './define-message';
import { queuedRecordSchema, recordDeliverySchema } from '../record-queue/queued-record';

/** The app-bridge hands over the session the web app announced (null: signed out). */
export const sessionSet = defineRuntimeMessage({
  type: 'session/set',
  from: ['app-bridge'],
  to: 'background',
  summary: 'Store (or, with null, clear) the web-app session.',
  request: () => z.object({ session: z.nullable(appSessionSchema) }),
  response: () => z.object({ signedIn: z.boolean() }),
});

/** The popup asks who is signed in; the answer never carries the token. */
export const sessionGet = defineRuntimeMessage({
  type: 'session/get',
  from: ['popup'],
  to: 'background',
  summary: 'The signed-in user and agency, or null.',
  request: () => z.object({}),
  response: () => z.object({ user: z.nullable(signedInUserSchema) }),
});

/**
 * The popup asks the background to open the web app. The background does it because it holds
 * the token: the one-time token link is minted there (see crashAppEntryUrl), and the answer
 * carries neither the link nor the token, only whether the tab signs in and, if not, why.
 */
export const appOpen = defineRuntimeMessage({
  type: 'app/open',
  from: ['popup'],
  to: 'background',
  summary: 'Open the web app in a new tab, signed in through a one-time link when a session is held.',
  request: () => z.object({}),
  response: () => z.object({ signedIn: z.boolean(), reason: z.optional(z.string().check(z.maxLength(300))) }),
});

/**
 * The officer pressed "Send to report" beside a record on an RMS page. The background queues it
 * (a service-worker restart loses nothing) and says whether it reached the open report or waits
 * for one; the page address is kept as the record's provenance.
 */
export const recordCaptured = defineRuntimeMessage({
  type: 'record/captured',
  from: ['rms'],
  to: 'background',
  summary: 'Queue a record captured from an RMS page for the open report.',
  request: () => z.object({ record: recordSchema, pageUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2_000)) }),
  // 'refused': not even queued (nobody signed in, or the queue is full); reason says what to do.
  response: () =>
    z.object({
      status: z.enum(['delivered', 'queued', 'refused']),
      reason: z.optional(z.string().check(z.maxLength(300))),
    }),
});

/**
 * The background hands a queued record to the web-app tab holding an open report. The record
 * leaves the queue only when the report accepted it; otherwise reason says why (no report
 * open, signed out) and the background keeps it for the next try.
 */
export const recordDeliver = defineRuntimeMessage({
  type: 'record/deliver',
  from: ['background'],
  to: 'app-bridge',
  summary: 'Deliver a captured record to the open report.',
  request: () => z.object({ delivery: recordDeliverySchema }),
  response: () =>
    z.object({
      accepted: z.boolean(),
      reportId: z.nullable(z.number().check(z.int(), z.positive())),
      reason: z.optional(z.string().check(z.maxLength(300))),
    }),
});

/**
 * The periodic sync saw code lists or form configurations change on the server: the app-bridge
 * tells the web-app page, which brings its device copies up to date without waiting to be reloaded.
 */
export const referenceChanged = defineRuntimeMessage({
  type: 'reference/changed',
  from: ['background'],
  to: 'app-bridge',
  summary: 'Code lists or form configurations changed on the server.',
  request: () => z.object({ codeLists: z.boolean(), formConfigurations: z.boolean() }),
  response: () => z.object({ told: z.boolean() }),
});

/**
 * The popup lists the captured records still waiting for a report, oldest first: only those of
 * the user signed in now, and how many wait for other users, never what they hold.
 */
export const queueList = defineRuntimeMessage({
  type: 'queue/list',
  from: ['popup'],
  to: 'background',
  summary: 'The signed-in user’s captured records not yet delivered, and how many wait for others.',
  request: () => z.object({}),
  response: () =>
    z.object({ entries: z.array(queuedRecordSchema), heldForOthers: z.number().check(z.int(), z.gte(0)) }),
});

/** The officer pressed "Send again": the background tries to deliver their held records now, in order. */
export const queueSend = defineRuntimeMessage({
  type: 'queue/send',
  from: ['popup'],
  to: 'background',
  summary: 'Try delivering the queued records now.',
  request: () => z.object({}),
  response: () =>
    z.object({
      delivered: z.number().check(z.int(), z.gte(0)),
      waiting: z.number().check(z.int(), z.gte(0)),
    }),
});

/** The officer discards a captured record they do not want in any report (only one held for them). */
export const queueDiscard = defineRuntimeMessage({
  type: 'queue/discard',
  from: ['popup'],
  to: 'background',
  summary: 'Remove one captured record from the queue.',
  request: () => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: () => z.object({ discarded: z.boolean() }),
});

/**
 * A copy to the clipboard the background makes for the web app or the popup. The browser
 * refuses clipboard writes from a page that is not focused, so the background retries every
 * 100 ms through its hidden document, and says whether the copy landed.
 */
export const clipboardWrite = defineRuntimeMessage({
  type: 'clipboard/write',
  from: ['app-bridge', 'popup'],
  to: 'background',
  summary: 'Copy text to the clipboard, retrying until the browser takes it.',
  request: () => z.object({ text: z.string().check(z.maxLength(100_000)) }),
  response: () =>
    z.object({
      copied: z.boolean(),
      attempts: z.number().check(z.int(), z.gte(0)),
      reason: z.optional(z.string().check(z.maxLength(300))),
    }),
});

/** One attempt at a clipboard write, by the hidden (offscreen) document; a refusal is an error answer. */
export const clipboardAttempt = defineRuntimeMessage({
  type: 'clipboard/attempt',
  from: ['background'],
  to: 'offscreen',
  summary: 'Write text to the clipboard once.',
  request: () => z.object({ text: z.string().check(z.maxLength(100_000)) }),
  response: () => z.object({ copied: z.literal(true) }),
});

/** Every runtime message, for routers and tests. */
export const runtimeMessages = [
  sessionSet,
  sessionGet,
  appOpen,
  recordCaptured,
  recordDeliver,
  referenceChanged,
  queueList,
  queueSend,
  queueDiscard,
  clipboardWrite,
  clipboardAttempt,
] as const;
