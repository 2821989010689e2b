import type { NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import { escapeNotification } from '@domain/notifications/escape-notification';
import { notificationDeletedEventSchema, notificationReadEventSchema } from '@domain/notifications/notification-hub.contract';
import { HubTarget } from '@domain/notifications/notification-hub.targets';
import { parseNotification } from '@domain/notifications/notification.schemas';
import { parseClassSignal } from '@domain/realtime/class-signal.contract';
import type { ClassSignalTarget } from '@domain/realtime/class-signal.targets';
import { SupportChatTarget } from '@domain/support-chat/support-chat.targets';
import { parseSupportChatPush } from '@domain/support-chat/support-chat.contract';

/*
 * What each pushed hub message becomes: validated with the shared schemas, its text escaped where a
 * view may place it in markup; null when it does not fit. The channel loads this module with the
 * first push (issue 17): building these schemas was most of one long task of every signed-in
 * screen's start, and most sessions receive no push for minutes.
 */

const NOTIFICATION_PUSHES: Record<HubTarget, (payload: unknown) => NotificationChannelEvent | null> = {
  [HubTarget.NotificationReceived]: (payload) => {
    const notification = parseNotification(payload);
    return notification ? { kind: 'received', notification: escapeNotification(notification) } : null;
  },
  [HubTarget.NotificationRead]: (payload) => {
    const parsed = notificationReadEventSchema.safeParse(payload);
    return parsed.success ? { kind: 'read', ids: parsed.data.ids, isRead: parsed.data.isRead } : null;
  },
  [HubTarget.NotificationDeleted]: (payload) => {
    const parsed = notificationDeletedEventSchema.safeParse(payload);
    return parsed.success ? { kind: 'deleted', ids: parsed.data.ids } : null;
  },
};

export const notificationPush = (target: HubTarget, payload: unknown): NotificationChannelEvent | null => NOTIFICATION_PUSHES[target](payload);

/** Class signals carry no HTML to show (ids, names shown as text, counts): validated, not escaped. */
export function classSignalPush(target: ClassSignalTarget, payload: unknown): NotificationChannelEvent | null {
  const signal = parseClassSignal(target, payload);
  return signal ? { kind: 'signal', signal } : null;
}

/** A chat message is shown as text (never as HTML), so it is validated, not escaped. */
export function supportChatPush(payload: unknown): NotificationChannelEvent | null {
  const push = parseSupportChatPush(payload);
  return push ? { kind: 'signal', signal: { target: SupportChatTarget.SupportChatMessage, payload: push } } : null;
}
