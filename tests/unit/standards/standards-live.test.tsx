// @vitest-environment jsdom
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { useRealtimeInvalidation } from '@ui/notifications/notification-invalidation';
import { standardsKeys } from '@ui/standards/standards.queries';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('standards mastery in real time', () => {
  it("a student's submit reloads the standards mastery on view", async () => {
    const client = createServerStateClient();
    const channel = new InMemoryNotificationChannel();
    const inbox = new InMemoryNotificationInbox();
    const center = new NotificationCenter(inbox, channel, createMachineActorFactory({ isOn: () => false } as unknown as TraceRecorder), () => undefined);
    const read = vi.fn(async () => 'Period 1');
    const observer = new QueryObserver(client, { queryKey: standardsKeys.classroom(1, null), queryFn: read });
    stops.push(observer.subscribe(() => undefined));
    renderHook(() => useRealtimeInvalidation(center), { wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children) });
    center.start();
    stops.push(() => center.stop());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));

    const submitted = { id: 1, type: NotificationType.AssessmentSubmitted, notificationArgs: { isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-24T10:00:00.000Z' } as Notification;
    inbox.add(submitted);
    channel.push({ kind: 'received', notification: submitted });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
