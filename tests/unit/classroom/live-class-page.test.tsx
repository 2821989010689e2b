// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createClassroomUseCases } from '@application/classroom/classroom.use-cases';
import type { LiveLesson, LiveStudent } from '@application/classroom/live-class.use-cases';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { ClassSignalTarget, type LiveActivityKind } from '@domain/realtime/class-signal.contract';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import LiveClassPage from '@ui/classroom/live/LiveClassPage';
import { ANNOUNCE_EVERY_MS } from '@ui/classroom/live/use-live-class-events';
import { managementWorld } from '../management/management-world';
import { PERIOD_1, PERIOD_2, renderPage, SAM, TEACHER } from './classroom-world';

const bilingual = (id: number, en: string, es: string) => ({ id, en, es });
const LESSON: LiveLesson = {
  unitId: 11,
  unitTitle: bilingual(1, 'Colonial America', 'América colonial'),
  lessonId: 21,
  title: bilingual(2, 'Jamestown', 'Jamestown'),
  page: 2,
  pageCount: 5,
  status: 'in-progress',
  hasAssessment: true,
  answersSaved: 1,
  answersSubmitted: 0,
};

/** The real use cases over the classroom twin, and a notification center over the in-memory channel. */
function liveWorld() {
  const base = managementWorld(TEACHER);
  const directory = createInMemoryClassroomDirectory([PERIOD_1, PERIOD_2], { liveLessons: { [SAM.id]: { lesson: LESSON, at: '2026-11-24T14:00:00.000Z' } } });
  vi.spyOn(directory, 'live');
  const channel = new InMemoryNotificationChannel();
  const center = new NotificationCenter(new InMemoryNotificationInbox(), channel, createMachineActorFactory({ isOn: () => false } as unknown as TraceRecorder), () => undefined);
  center.start();
  stops.push(() => center.stop());
  const services: AppServices = { ...base.services, classrooms: createClassroomUseCases(directory), notifications: { openCenter: async () => center } };
  const push = (kind: LiveActivityKind, student: LiveStudent, classroomIds = [PERIOD_1.id]) =>
    act(() => channel.push({ kind: 'signal', signal: { target: ClassSignalTarget.LiveClassActivity, payload: { classroomIds, kind, student } } }));
  return { services, directory, channel, push };
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

const samRow = () => within(screen.getByRole('table', { name: /Students: showing 2 of 2/ })).getByRole('rowheader', { name: /Sam Student/ }).closest('tr')!;
const samAt = (lesson: Partial<LiveLesson>, at = '2026-11-24T14:00:05.000Z'): LiveStudent => ({
  studentId: SAM.id,
  userName: SAM.userName,
  firstName: 'Sam',
  lastName: 'Student',
  lesson: { ...LESSON, ...lesson },
  lastActivityAt: at,
});

describe('LiveClassPage (/class-room/live)', () => {
  it("watches the classroom and shows each student's lesson, page, status in words and answers", async () => {
    const { services, channel } = liveWorld();
    renderPage(<LiveClassPage />, services, 'en', `/class-room/live?classroomId=${PERIOD_1.id}`);
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.connection).toBe('live'));
    expect(channel.watched.has(PERIOD_1.id)).toBe(true);
    const sam = samRow();
    expect(within(sam).getByText('Jamestown in Colonial America')).toBeTruthy();
    expect(within(sam).getByText('Page 2 of 5')).toBeTruthy();
    expect(within(sam).getByText('In progress')).toBeTruthy();
    expect(within(sam).getByText('1 saved, 0 submitted')).toBeTruthy();
    const ana = screen.getByRole('rowheader', { name: /Ana Núñez/ }).closest('tr')!;
    expect(within(ana).getByText('No lesson opened yet')).toBeTruthy();
  });

  it('updates a row in place from a pushed event, without loading the classroom again', async () => {
    const { services, directory, push } = liveWorld();
    renderPage(<LiveClassPage />, services, 'en', `/class-room/live?classroomId=${PERIOD_1.id}`);
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.connection).toBe('live'));
    await waitFor(() => expect(within(samRow()).getByText('Page 2 of 5')).toBeTruthy());
    const loads = vi.mocked(directory.live).mock.calls.length;
    push('opened', samAt({ page: 3 }));
    await waitFor(() => expect(within(samRow()).getByText('Page 3 of 5')).toBeTruthy());
    push('answerSaved', samAt({ page: 3, answersSaved: 2 }, '2026-11-24T14:00:09.000Z'));
    await waitFor(() => expect(within(samRow()).getByText('2 saved, 0 submitted')).toBeTruthy());
    // An event of another classroom, and an older copy of the row, change nothing.
    push('opened', samAt({ page: 5 }), [PERIOD_2.id]);
    push('opened', samAt({ page: 1 }, '2026-11-24T13:00:00.000Z'));
    expect(within(samRow()).getByText('Page 3 of 5')).toBeTruthy();
    expect(vi.mocked(directory.live).mock.calls.length).toBe(loads);
  });

  it('announces events politely, at most once per interval, as one summary', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { services, push } = liveWorld();
    renderPage(<LiveClassPage />, services, 'en', `/class-room/live?classroomId=${PERIOD_1.id}`);
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.connection).toBe('live'));
    const region = screen.getByTestId('live-summary');
    expect(region.getAttribute('aria-live')).toBe('polite');
    push('opened', samAt({ page: 3 }));
    push('answerSaved', samAt({ answersSaved: 2 }, '2026-11-24T14:00:09.000Z'));
    // Nothing is spoken per event; the summary comes with the next interval.
    expect(region.textContent).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(ANNOUNCE_EVERY_MS);
    });
    expect(region.textContent).toBe('2 updates. Latest: Sam Student saved an answer in Jamestown.');
  });

  it('says when the classroom may not be followed live', async () => {
    const { services, channel } = liveWorld();
    channel.watchAllowed = false;
    renderPage(<LiveClassPage />, services, 'es', `/class-room/live?classroomId=${PERIOD_1.id}`);
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.connection).toBe('refused'));
    expect(screen.getByText('No puedes seguir esta clase en vivo.')).toBeTruthy();
  });
});
