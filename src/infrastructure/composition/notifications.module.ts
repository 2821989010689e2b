import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import type { NotificationUseCases } from '@application/notifications/notification.use-cases';
import { SessionStore } from '@application/ports/session-store.port';
import type { ApiClient } from '../http/api-client';
import { ApiClientToken, MachineActorFactoryToken } from './platform.module';

const NotificationUseCasesToken = Symbol.for('NotificationUseCases');

/** Notifications: the bell's center over the real-time hub, built on demand (SignalR loads with it). */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind<NotificationUseCases>(NotificationUseCasesToken).toDynamicValue((ctx) => {
    const deps = {
      api: ctx.get<ApiClient>(ApiClientToken),
      session: ctx.get<SessionStore>(SessionStore),
      machines: ctx.get<MachineActorFactory>(MachineActorFactoryToken),
    };
    return { openCenter: () => import('../realtime/notification-center.factory').then((m) => m.createNotificationCenter(deps)) };
  });
});

/** Notifications' part of AppServices. */
export const notificationsServices = (ctx: ResolutionContext): Pick<AppServices, 'notifications'> => ({
  notifications: ctx.get<NotificationUseCases>(NotificationUseCasesToken),
});
