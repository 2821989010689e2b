import { QueryClientProvider, QueryObserver, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, expect } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import type { Notification } from '@domain/notifications/notification.schemas';
import type { ClassSignal } from '@domain/realtime/class-signal.contract';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { useClassSignalInvalidation } from '@ui/notifications/class-signal-invalidation';
import { useRealtimeInvalidation } from '@ui/notifications/notification-invalidation';

/** A read on view: the key it is cached under and the function that fetches it. */
export type ReadOnView = readonly [queryKey: QueryKey, queryFn: QueryFunction];

const noTrace = { isOn: () => false } as unknown as TraceRecorder;

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Waits until every read of `reads` (spied fetch functions) has been called once: the screens are loaded. */
export async function loadedOnce(reads: object): Promise<void> {
  for (const read of Object.values(reads)) await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
}

/**
 * Screens on view, each read watched by a query observer, with `useRealtimeInvalidation` and
 * `useClassSignalInvalidation` mounted (as the bell mounts them) on a started notification center over
 * the in-memory inbox and channel. `push` delivers a notification as the server does: kept in the inbox
 * and sent live on the channel; `pushSignal` a class signal. Observers and center stop after each test.
 */
export function realtimeInvalidationWorld(reads: readonly ReadOnView[]) {
  const client = createServerStateClient();
  const channel = new InMemoryNotificationChannel();
  const inbox = new InMemoryNotificationInbox();
  const center = new NotificationCenter(inbox, channel, createMachineActorFactory(noTrace), () => undefined);
  for (const [queryKey, queryFn] of reads) {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    stops.push(observer.subscribe(() => undefined));
  }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  renderHook(
    () => {
      useRealtimeInvalidation(center);
      useClassSignalInvalidation(center);
    },
    { wrapper },
  );
  center.start();
  stops.push(() => center.stop());
  const push = (n: Notification) => {
    inbox.add(n);
    channel.push({ kind: 'received', notification: n });
  };
  const pushSignal = (signal: ClassSignal) => channel.push({ kind: 'signal', signal });
  return { push, pushSignal, center, client };
}
