import { z } from 'zod/mini';
import {
  NOTIFICATION_PAGE_MAX,
  notificationChoicesSchema,
  notificationKinds,
  notificationSchema,
} from '../../../notifications/notification-kinds';
import { dbBigIdText, dbInt } from '../../../validation/input-rules/input-bounds';
import { defineCall } from '../../define-call';

export const listNotifications = defineCall({
  path: 'Notification/List',
  access: 'session',
  summary: 'The caller’s notifications in the app, newest first, and how many are unread.',
  request: () =>
    z.object({
      beforeId: z.optional(dbBigIdText('Expected a notification id (digits).')),
      limit: z._default(dbInt(1, NOTIFICATION_PAGE_MAX), 20),
    }),
  response: () =>
    z.object({
      unread: z.number().check(z.int()),
      nextBeforeId: z.nullable(z.string()),
      notifications: z.array(notificationSchema),
    }),
});

export const unreadNotifications = defineCall({
  path: 'Notification/Unread',
  access: 'session',
  summary: 'How many of the caller’s notifications are unread (the bell’s count); asked on a timer.',
  renewsSession: false,
  request: () => z.object({}),
  response: () => z.object({ unread: z.number().check(z.int()) }),
});

export const markNotificationsRead = defineCall({
  path: 'Notification/MarkRead',
  access: 'session',
  summary: 'Marks the caller’s notifications read: those named, or all.',
  request: () =>
    z.object({
      ids: z._default(
        z.array(dbBigIdText('Expected a notification id (digits).')).check(z.maxLength(NOTIFICATION_PAGE_MAX)),
        [],
      ),
      all: z._default(z.boolean(), false),
    }),
  response: () => z.object({ unread: z.number().check(z.int()) }),
});

const choicesAnswer = () => z.object({ mailAddress: z.nullable(z.string()), choices: notificationChoicesSchema });

export const notificationChoices = defineCall({
  path: 'Notification/Choices',
  access: 'session',
  summary: 'What the caller hears of each kind of notification, in the app and by mail, and the address mail goes to.',
  request: () => z.object({}),
  response: choicesAnswer,
});

export const saveNotificationChoices = defineCall({
  path: 'Notification/SaveChoices',
  access: 'session',
  summary: `Sets what the caller hears of each kind (${notificationKinds.join(', ')}), in the app and by mail.`,
  request: () => z.object({ choices: notificationChoicesSchema.check(z.maxLength(notificationKinds.length)) }),
  response: choicesAnswer,
});
