import { fromCallback } from 'xstate';
import {
  notificationChannelMachine,
  type ChannelLogEntry,
  type NotificationChannelMachineEvent,
} from '@domain/notifications/notification-channel.machine';
import type { NotificationChannel } from '../ports/notification-channel.port';

/**
 * The notification-channel machine wired to a channel port and a log sink: what the composition
 * root hands the views (`createActor(provideNotificationChannel(port, log))`).
 */
export function provideNotificationChannel(channel: NotificationChannel, log: (entry: ChannelLogEntry) => void) {
  return notificationChannelMachine.provide({
    actors: {
      connect: fromCallback<NotificationChannelMachineEvent>(({ sendBack }) => {
        // A STOP while connecting stops this actor; its late answer must not reach the machine.
        let live = true;
        channel.connect().then(
          (result) => {
            if (!live) return;
            if (result.ok) sendBack({ type: 'CONNECTED' });
            else sendBack({ type: 'CONNECT_FAILED', failure: { code: result.error, message: result.message ?? result.error } });
          },
          (error: unknown) => {
            if (live) sendBack({ type: 'CONNECT_FAILED', failure: { code: 'CONNECTION_FAILED', message: String(error) } });
          },
        );
        return () => {
          live = false;
        };
      }),
      disconnect: fromCallback<NotificationChannelMachineEvent>(({ sendBack }) => {
        channel.disconnect().then(
          () => sendBack({ type: 'DISCONNECTED' }),
          (error: unknown) => {
            log({ level: 'warn', code: 'DISCONNECT_FAILED', message: String(error) });
            sendBack({ type: 'DISCONNECTED' });
          },
        );
      }),
      watch: fromCallback<NotificationChannelMachineEvent>(({ sendBack }) =>
        channel.watch({
          onEvent: (event) => sendBack({ type: 'CHANNEL_EVENT', event }),
          onLost: (reason) => sendBack({ type: 'CONNECTION_LOST', reason }),
        }),
      ),
    },
    actions: {
      log: (_, entry: ChannelLogEntry) => log(entry),
    },
  });
}
