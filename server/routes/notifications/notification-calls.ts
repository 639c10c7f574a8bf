import {
  listNotifications,
  markNotificationsRead,
  notificationChoices,
  saveNotificationChoices,
  unreadNotifications,
} from '../../../lib/api/calls/notices/calls-notification';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function notificationCalls({ services }: Wiring) {
  const notifications = services.notifications;
  return [
    implement(listNotifications, (p, ctx) => notifications.list(ctx, p.beforeId, p.limit)),
    implement(unreadNotifications, (_p, ctx) => notifications.unread(ctx)),
    implement(markNotificationsRead, (p, ctx) => notifications.markRead(ctx, p.all ? 'all' : p.ids)),
    implement(notificationChoices, (_p, ctx) => notifications.choices(ctx)),
    implement(saveNotificationChoices, (p, ctx) => notifications.saveChoices(ctx, p.choices)),
  ];
}
