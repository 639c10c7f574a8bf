import { z } from 'zod/mini';

/** What a user is told of: each in the app (the bell) and, when they choose, by e-mail. */
export const notificationKinds = [
  'reportRejected',
  'reportInInbox',
  'reviewComment',
  'lockExpiring',
  'stateRejection',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  reportRejected: 'My report was rejected',
  reportInInbox: 'A report was sent to my inbox',
  reviewComment: 'Someone commented on my report',
  lockExpiring: 'My lock on a report is about to expire',
  stateRejection: 'The state repository rejected a report of mine',
};

export interface NotificationChoice {
  inApp: boolean;
  byMail: boolean;
}

/** Until a user chooses: everything in the app, and by mail what needs their work back. */
export const defaultNotificationChoices: Record<NotificationKind, NotificationChoice> = {
  reportRejected: { inApp: true, byMail: true },
  reportInInbox: { inApp: true, byMail: false },
  reviewComment: { inApp: true, byMail: false },
  lockExpiring: { inApp: true, byMail: false },
  stateRejection: { inApp: true, byMail: true },
};

/** A lock's holder is told this long before it ends. */
export const LOCK_WARNING_MINUTES = 30;

/** The most notifications one page holds. */
export const NOTIFICATION_PAGE_MAX = 50;

export const notificationChoicesSchema = z.array(
  z.object({
    kind: z.enum(notificationKinds, { error: `Expected one of ${notificationKinds.join(', ')}.` }),
    inApp: z.boolean(),
    byMail: z.boolean(),
  }),
);

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  reportId: z.nullable(z.number().check(z.int())),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationRow = z.infer<typeof notificationSchema>;
