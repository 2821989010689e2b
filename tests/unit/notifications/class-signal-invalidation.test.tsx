// @vitest-environment jsdom
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { ClassSignalTarget, type ClassSignal } from '@domain/realtime/class-signal.contract';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { assessmentKeys } from '@ui/assessment/assessment.queries';
import { learningKeys } from '@ui/learning/learning.queries';
import { useClassSignalInvalidation } from '@ui/notifications/class-signal-invalidation';
import { loadedOnce } from './realtime-invalidation-world';

/** A unit lock signal reloads the student's units and open lesson at once; live class events do not. */

const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function world() {
  const client = createServerStateClient();
  const channel = new InMemoryNotificationChannel();
  const center = new NotificationCenter(new InMemoryNotificationInbox(), channel, createMachineActorFactory(noTrace), () => undefined);
  // On view: the units dashboard and a lesson of unit 3; and a lesson assessment, which locks do not touch.
  const reads = { units: vi.fn(async () => 'units'), lesson: vi.fn(async () => 'lesson 12'), assessment: vi.fn(async () => 'assessment 12') };
  for (const [queryKey, queryFn] of [
    [learningKeys.units('en'), reads.units],
    [learningKeys.lesson('en', 12), reads.lesson],
    [assessmentKeys.lesson(12), reads.assessment],
  ] as const) {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    stops.push(observer.subscribe(() => undefined));
  }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  renderHook(() => useClassSignalInvalidation(center), { wrapper });
  center.start();
  stops.push(() => center.stop());
  return { reads, client, push: (signal: ClassSignal) => channel.push({ kind: 'signal', signal }) };
}

describe('class signal invalidation', () => {
  it("a unit locked for the student's classroom reloads the units and the open lesson", async () => {
    const { reads, push } = world();
    await loadedOnce(reads);
    push({ target: ClassSignalTarget.UnitLocksChanged, payload: { classroomId: 1, unitId: 3, locked: true } });
    await waitFor(() => expect(reads.units).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(reads.lesson).toHaveBeenCalledTimes(2));
    expect(reads.assessment).toHaveBeenCalledTimes(1);
  });

  it('a live class event reloads nothing of the student', async () => {
    const { reads, push, client } = world();
    await loadedOnce(reads);
    const invalidated = () => client.getQueryState(learningKeys.units('en'))?.isInvalidated;
    // Signals reach the listeners synchronously: a read they make stale is marked at once.
    push({
      target: ClassSignalTarget.LiveClassActivity,
      payload: { classroomIds: [1], kind: 'opened', student: { studentId: 9, userName: 's', firstName: 'A', lastName: 'B', lesson: null, lastActivityAt: null } },
    });
    expect(invalidated()).toBe(false);
    push({ target: ClassSignalTarget.UnitLocksChanged, payload: { classroomId: 1, unitId: 3, locked: false } });
    expect(invalidated()).toBe(true);
    await waitFor(() => expect(reads.units).toHaveBeenCalledTimes(2));
  });
});
