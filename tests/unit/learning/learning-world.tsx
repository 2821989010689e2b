import '../support-all-locales';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createLearningUseCases } from '@application/learning/learning.use-cases';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { createQaTracing } from '@application/platform/qa-tracing.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { CourseReader } from '@application/ports/course-reader.port';
import type { PreferenceStore } from '@application/ports/preference-store.port';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { SessionService } from '@application/use-cases/session.service';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { ReducedProfile, UserProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import { createSessionEvents } from '@infrastructure/events/in-memory-session-events.adapter';
import { createInMemoryCourseReader, type CourseContent, type InMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { createInMemoryProfileGateway } from '@infrastructure/http/in-memory-profile-gateway.adapter';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';

/**
 * The one render helper of the student's screens: the real learning use cases over the in-memory
 * twins of the course reader and the profile gateway, a signed-in student, machines created through
 * the real factory (with a recorder that keeps which ones started), and a fresh server-state cache
 * per render. Other contexts' use cases are not part of these tests: a call to one answers a failure.
 */

export const STUDENT: ReducedProfile = { id: 7, userName: 'student', roleId: RoleId.Student, roleName: ROLE_NAMES[RoleId.Student], stateId: 1, districtId: 1, schoolId: 1 };

/**
 * The course twin with `content` published; every call is a spy (`expect(course.lessons).toHaveBeenCalledWith(1)`),
 * and `answers` replace a call's answers for a test (a failure, a promise the test settles).
 */
export function courseTwin(content: CourseContent, answers: Partial<CourseReader> = {}): InMemoryCourseReader {
  const course = createInMemoryCourseReader(content, STUDENT.id);
  for (const name of Object.keys(course) as (keyof CourseReader)[]) {
    if (name in course) vi.spyOn(course, name);
  }
  for (const [name, answer] of Object.entries(answers) as [keyof CourseReader, (...args: never[]) => Promise<ApiResult<unknown>>][]) {
    vi.spyOn(course, name).mockImplementation(answer as never);
  }
  return course;
}

/** A recorder that keeps which machines were started, so a test can see actors came from services.machines. */
export function recordingTrace(): TraceRecorder & { started: string[] } {
  const started: string[] = [];
  return {
    started,
    isOn: () => true,
    setOn: () => {},
    startActor: ({ machineId }) => {
      started.push(machineId);
      return { initial: () => {}, step: () => {} };
    },
    snapshot: () => ({ version: 1, actors: [] }) as never,
    clear: () => {},
  };
}

function profileOf(student: ReducedProfile, language: Language, audioLanguage: Language): UserProfile {
  return {
    ...student,
    userId: student.id,
    firstName: 'Ana',
    middleName: null,
    lastName: 'Student',
    secondLastName: null,
    email: null,
    birthDate: null,
    textLanguage: language,
    audioLanguage,
    isSso: false,
    lastLoginTime: null,
  };
}

/** Another context's use cases: any call answers a failure the screen shows. */
function notInThisTest<T extends object>(extra: Partial<T> = {}): T {
  const failure = async () => ({ ok: false, status: 500, code: 'INTERNAL', message: 'not used in this test', fields: [], kind: 'rejected' }) as const;
  return new Proxy(extra as T, { get: (target, name) => (name in target ? target[name as keyof T] : failure) });
}

export interface LearningWorldOptions {
  readonly profile?: ReducedProfile;
  readonly language?: Language;
  readonly audioLanguage?: Language;
}

// Answers reach the screens in the same turn they arrive (as a plain promise would), not a timer later.
notifyManager.setScheduler(queueMicrotask);

/** AppServices for the student's screens with no network, over `course`. */
export function learningWorld(course: CourseReader, options: LearningWorldOptions = {}) {
  const profile = options.profile ?? STUDENT;
  let language: Language = options.language ?? 'en';
  let audioLanguage: Language = options.audioLanguage ?? options.language ?? 'en';
  const preferences: PreferenceStore = {
    readLanguage: () => language,
    writeLanguage: (value) => void (language = value),
    readAudioLanguage: () => audioLanguage,
    writeAudioLanguage: (value) => void (audioLanguage = value),
    readQaTracing: () => false,
    writeQaTracing: () => {},
  };
  const session = new SessionService(
    { readToken: () => 'token', readProfile: () => profile, write: () => {}, clear: () => {} },
    notInThisTest(),
    createSessionEvents(),
  );
  const profiles = createInMemoryProfileGateway([profileOf(profile, language, audioLanguage)]);
  vi.spyOn(profiles, 'changeTextLanguage');
  vi.spyOn(profiles, 'changeAudioLanguage');
  const trace = recordingTrace();
  // The hub's twin: pages inside a unit listen to it (ContentUpdatedNotice). The bell starts the center
  // in the app; a test that pushes starts it (`center.start()`). Its machine is not in `trace`.
  const hub = new InMemoryNotificationChannel();
  const center = new NotificationCenter(new InMemoryNotificationInbox(), hub, createMachineActorFactory({ isOn: () => false } as unknown as TraceRecorder), () => undefined);
  const services: AppServices = {
    session,
    identity: notInThisTest(),
    users: notInThisTest(),
    studentRecords: notInThisTest(),
    places: notInThisTest(),
    language: createInterfaceLanguage(preferences),
    qaTracing: createQaTracing(trace),
    machines: createMachineActorFactory(trace),
    learning: createLearningUseCases({ course, profiles, preferences, session }),
    notifications: { openCenter: async () => center },
    classrooms: notInThisTest(),
    grading: notInThisTest(),
    support: notInThisTest(),
    supportChat: notInThisTest(),
    benchmarks: notInThisTest(),
    standards: notInThisTest(),
    reports: notInThisTest(),
    authoring: notInThisTest(),
    lessonContent: notInThisTest(),
    readingAuthoring: notInThisTest(),
    pageAuthoring: notInThisTest(),
    unitDetails: notInThisTest(),
    vocabulary: notInThisTest(),
    assessmentBuilder: notInThisTest(),
    benchmarkSets: notInThisTest(),
    soaStandards: notInThisTest(),
    rosterSync: notInThisTest(),
    edlink: notInThisTest(),
    ssoProviderSettings: notInThisTest(),
    accessibility: notInThisTest(),
    usageTelemetry: notInThisTest(),
    usageAnalytics: notInThisTest(),
    // Lesson pages render the assessment slot; these tests do not answer questions (tests/unit/assessment-ui does).
    assessment: notInThisTest({
      saving: { subscribe: () => () => {}, getSnapshot: () => ({ status: 'saved', pending: 0, lastRejection: null }) },
      onAnswerRefused: () => () => {},
    } as Partial<AppServices['assessment']>),
  };
  return { services, trace, profiles, preferences, center, hub };
}

/** Shows the current path, so a test can see where the screen navigated. */
function WhereAmI() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/**
 * Renders `ui` as the app does (services, a fresh server-state cache, i18next, Mantine in test mode,
 * notifications) at `path`, matched by `pattern` so route parameters work; "/" otherwise shows a
 * "Home" marker and every other path only the location marker. With `from`, the history holds that
 * page before `path` (the page the user came from).
 */
export function renderAt(ui: ReactElement, options: { services: AppServices; path: string; pattern?: string; language?: Language; from?: string }) {
  const i18n = createI18n(options.language ?? options.services.language.current());
  return render(
    <ServicesProvider services={options.services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={i18n}>
          <MantineProvider env="test">
            <Notifications />
            <MemoryRouter initialEntries={options.from ? [options.from, options.path] : [options.path]}>
              <WhereAmI />
              <Routes>
                <Route path={options.pattern ?? options.path} element={ui} />
                <Route path="/" element={<p>Home</p>} />
                <Route path="*" element={null} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}
