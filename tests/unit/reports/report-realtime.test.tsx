// @vitest-environment jsdom
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { ReportType, SubReport } from '@domain/reports/report-types';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { reportCall } from '@infrastructure/http/in-memory-report-reader.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { useRealtimeInvalidation } from '@ui/notifications/notification-invalidation';
import { reportQueries } from '@ui/reports/reports.queries';
import { PERIOD_1, SAM } from '../classroom/classroom-world';
import { reportTable, rowOf } from './report-fixtures';
import { reportsWorld } from './reports-world';

const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('a report on screen follows the students in real time', () => {
  it('a submit announced to the teacher reloads the classroom’s report with the new numbers', async () => {
    const { services, reader } = reportsWorld();
    const client = createServerStateClient();
    const channel = new InMemoryNotificationChannel();
    const inbox = new InMemoryNotificationInbox();
    const center = new NotificationCenter(inbox, channel, createMachineActorFactory(noTrace), () => undefined);
    const request = { reportType: ReportType.CheckYourUnderstanding, subReport: SubReport.Performance };
    const observer = new QueryObserver(client, reportQueries.view(services.reports, { call: 'classroom', classroomId: PERIOD_1.id }, request));
    stops.push(observer.subscribe(() => undefined));
    renderHook(() => useRealtimeInvalidation(center), { wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children) });
    center.start();
    stops.push(() => center.stop());
    await waitFor(() => expect(observer.getCurrentResult().data?.rows[0]?.submitted).toBe(35));

    // Sam submits: the server's numbers change, and the teacher is told.
    reader.keep(reportCall.classroom(PERIOD_1.id), reportTable('unit', PERIOD_1.name, [rowOf('unit', 20, 'Unit 2: Colonies', { submitted: 36 })]));
    const submitted = { id: 1, type: NotificationType.AssessmentSubmitted, notificationArgs: { isFlashNotification: false, studentId: SAM.id }, isRead: false, isDelete: false, createdAt: '2026-11-24T20:05:00.000Z' } as unknown as Notification;
    inbox.add(submitted);
    channel.push({ kind: 'received', notification: submitted });
    await waitFor(() => expect(observer.getCurrentResult().data?.rows[0]?.submitted).toBe(36));
  });
});
