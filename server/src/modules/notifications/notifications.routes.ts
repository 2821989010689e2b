import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notificationReadQuerySchema } from '@domain/notifications/notification.schemas';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import {
  deleteMyNotification,
  listMyNotifications,
  markMyFlashNotificationRead,
  markMyNotificationRead,
} from './notification.use-cases';

/** api-spec §7.14. Every call works on the caller's own notifications only. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/notification',
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await listMyNotifications(ctx, user) }),
  });

  defineRoute(app, ctx, {
    method: 'PATCH',
    url: '/notification/:id',
    access: 'signedIn',
    params: idParamsSchema,
    query: notificationReadQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await markMyNotificationRead(ctx, user, params.id, query.isRead) }),
  });

  defineRoute(app, ctx, {
    method: 'DELETE',
    url: '/notification/:id',
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => {
      await deleteMyNotification(ctx, user, params.id);
      return { data: null };
    },
  });

  defineRoute(app, ctx, {
    method: 'PATCH',
    url: '/read/FlashNotification/:id',
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await markMyFlashNotificationRead(ctx, user, params.id) }),
  });
}
