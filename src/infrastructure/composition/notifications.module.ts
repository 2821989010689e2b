import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import type { NotificationUseCases } from '@application/notifications/notification.use-cases';
import { SessionStore } from '@application/ports/session-store.port';
import type { ApiClient } from '../http/api-client';
import { ApiClientToken, MachineActorFactoryToken } from './platform.module';

const NotificationUseCasesToken = Symbol.for('NotificationUseCases');

/** Resolves in a task of its own, so the browser can paint and take input before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Notifications: the bell's center over the real-time hub, built on demand (SignalR loads with it). */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind<NotificationUseCases>(NotificationUseCasesToken).toDynamicValue((ctx) => {
    const deps = {
      api: ctx.get<ApiClient>(ApiClientToken),
      session: ctx.get<SessionStore>(SessionStore),
      machines: ctx.get<MachineActorFactory>(MachineActorFactoryToken),
    };
    return {
      // Two shorter tasks instead of one long one on a phone: the SignalR client's modules run first,
      // then the center's, with its machine and the hub messages' schemas (docs/performance.md).
      openCenter: async () => {
        await import('@microsoft/signalr');
        await nextTask();
        const { createNotificationCenter } = await import('../realtime/notification-center.factory');
        return createNotificationCenter(deps);
      },
    };
  });
});

/** Notifications' part of AppServices. */
export const notificationsServices = (ctx: ResolutionContext): Pick<AppServices, 'notifications'> => ({
  notifications: ctx.get<NotificationUseCases>(NotificationUseCasesToken),
});
