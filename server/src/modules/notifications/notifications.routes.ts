import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notificationReadQuerySchema } from '@domain/notifications/notification.schemas';
import { notificationListSchema, notificationSchema, notificationsMarkedSchema } from '@domain/notifications/notification.responses';
import { idParamsSchema, noDataSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import {
  deleteMyNotification,
  listMyNotifications,
  markAllMyNotificationsRead,
  markMyFlashNotificationRead,
  markMyNotificationRead,
} from './notification.use-cases';

/** api-spec §7.14. Every call works on the caller's own notifications only. */
export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/notification',
    response: notificationListSchema,
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await listMyNotifications(deps, user) }),
  });

  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/notification/:id',
    response: notificationSchema,
    access: 'signedIn',
    params: idParamsSchema,
    query: notificationReadQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await markMyNotificationRead(deps, user, params.id, query.isRead) }),
  });

  // api-spec §7.4 lists it without a payload: every unread notification of the caller becomes read.
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/Notification-Update',
    response: notificationsMarkedSchema,
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await markAllMyNotificationsRead(deps, user) }),
  });

  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/notification/:id',
    response: noDataSchema,
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => {
      await deleteMyNotification(deps, user, params.id);
      return { data: null };
    },
  });

  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/read/FlashNotification/:id',
    response: notificationSchema,
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await markMyFlashNotificationRead(deps, user, params.id) }),
  });
}
