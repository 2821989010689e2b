import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../db/database';
import { HubTarget } from '@domain/notifications/notification-hub.contract';
import { decodePublication, type Publication } from '../modules/notifications/notification-publication';
import { findNotificationsByKeys, type NotificationRow } from '../modules/notifications/notification.repository';
import type { LocalNotificationDelivery } from '../modules/notifications/notification.service';
import type { ConnectionRegistry } from './connection-registry';
import { RECORD_SEPARATOR } from './hub-constants';
import { MessageType } from './hub-protocol';

/**
 * The ReceiveNotification invocation for one recipient. Recipients of one publication differ only
 * by notification id, so the JSON around the id is built once; a fan-out to a whole school costs
 * one string concatenation per connection.
 */
function receiveFrames(type: number, args: Record<string, unknown>, createdAt: string): (id: number) => string {
  const prefix = `{"type":${MessageType.Invocation},"target":${JSON.stringify(HubTarget.NotificationReceived)},"arguments":[{"id":`;
  const suffix = `,"type":${type},"notificationArgs":${JSON.stringify(args)},"isRead":false,"isDelete":false,"createdAt":${JSON.stringify(createdAt)}}]}${RECORD_SEPARATOR}`;
  return (id) => prefix + id + suffix;
}

const invocation = (target: string, arg: unknown) =>
  JSON.stringify({ type: MessageType.Invocation, target, arguments: [arg] }) + RECORD_SEPARATOR;

/** Pushes rows to their recipients' connections here; rows of one insert share one frame template. */
function pushRows(registry: ConnectionRegistry, rows: readonly NotificationRow[]): void {
  let template: NotificationRow | null = null;
  let frameFor: (id: number) => string = () => '';
  for (const row of rows) {
    if (!registry.hasUser(row.recipientUserId)) continue;
    if (template?.notificationArgs !== row.notificationArgs || template.type !== row.type || template.createdAt !== row.createdAt) {
      template = row;
      frameFor = receiveFrames(row.type, row.notificationArgs, row.createdAt);
    }
    registry.sendToUser(row.recipientUserId, frameFor(row.id));
  }
}

/** The notification service's way to this process's connections: no NOTIFY round trip for them. */
export function createLocalDelivery(registry: ConnectionRegistry): LocalNotificationDelivery {
  return (created) => pushRows(registry, created);
}

async function deliver(sql: Sql, registry: ConnectionRegistry, publication: Publication): Promise<void> {
  switch (publication.kind) {
    case 'created': {
      const frameFor = receiveFrames(publication.type, publication.args, publication.createdAt);
      for (const [userId, id] of publication.items) {
        if (registry.hasUser(userId)) registry.sendToUser(userId, frameFor(id));
      }
      return;
    }
    case 'createdRefs': {
      // Only what someone connected here will receive is loaded.
      const keys = publication.items.filter(([userId]) => registry.hasUser(userId));
      if (keys.length === 0) return;
      pushRows(registry, await findNotificationsByKeys(sql, keys));
      return;
    }
    case 'read':
      registry.sendToUser(publication.userId, invocation(HubTarget.NotificationRead, { ids: publication.ids, isRead: publication.isRead }));
      return;
    case 'deleted':
      registry.sendToUser(publication.userId, invocation(HubTarget.NotificationDeleted, { ids: publication.ids }));
      return;
  }
}

/**
 * The NOTIFY listener of this process: pushes each publication to its own connected recipients,
 * except new notifications this process announced itself (`ownOrigin`): it pushed those already.
 */
export function createNotificationDelivery(sql: Sql, registry: ConnectionRegistry, log: FastifyBaseLogger, ownOrigin: string) {
  return (payload: string): void => {
    const publication = decodePublication(payload);
    if (!publication) {
      log.warn('ignored a notification event that is not a valid publication');
      return;
    }
    if ((publication.kind === 'created' || publication.kind === 'createdRefs') && publication.origin === ownOrigin) return;
    deliver(sql, registry, publication).catch((err: unknown) => log.error({ err }, 'notification delivery failed'));
  };
}
