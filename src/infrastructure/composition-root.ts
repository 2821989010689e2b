import { Container, ContainerModule } from 'inversify';
import { AppServices } from '../application/app-services';
import { createMachineActorFactory, type MachineActorFactory } from '../application/machines/machine-actor-factory';
import type { NotificationCenter } from '../application/notifications/notification-center.service';
import { AuthGateway } from '../application/ports/auth-gateway.port';
import { GeographyGateway } from '../application/ports/geography-gateway.port';
import { PreferenceStore } from '../application/ports/preference-store.port';
import { SessionEvents } from '../application/ports/session-events.port';
import { SessionStore } from '../application/ports/session-store.port';
import { TraceRecorder } from '../application/ports/trace-recorder.port';
import { UserDirectory } from '../application/ports/user-directory.port';
import { CourseReader } from '../application/ports/course-reader.port';
import { ProfileGateway } from '../application/ports/profile-gateway.port';
import { StudentLanguageService } from '../application/use-cases/student-language.service';
import { SessionService } from '../application/use-cases/session.service';
import { createClientSettings } from '../application/use-cases/client-settings.use-case';
import { createSessionEvents } from './events/in-memory-session-events.adapter';
import { createApiClient, type ApiClient } from './http/api-client';
import { createHttpAuthGateway } from './http/http-auth.adapter';
import { createHttpGeographyGateway } from './http/http-geography.adapter';
import { createHttpUserDirectory } from './http/http-user-directory.adapter';
import { createHttpCourseReader } from './http/http-course-reader.adapter';
import { createHttpProfileGateway } from './http/http-profile-gateway.adapter';
import { createSessionTraceRecorder } from './qa/session-trace-recorder.adapter';
import { createBrowserPreferenceStore } from './storage/browser-preference-store.adapter';
import { createBrowserSessionStore } from './storage/browser-session-store.adapter';
import { readOrCreateDeviceId } from './storage/device-id';
import { AssessmentGateway } from '../application/ports/assessment-gateway.port';
import { AnswerSync } from '../application/use-cases/answer-sync.contract';
import { createDeferredAnswerSync } from '../application/use-cases/answer-sync.lazy';
import type { AssessmentMachineKit } from '../application/use-cases/answer-sync.actors';
import { createHttpAssessmentGateway } from './http/http-assessment.adapter';

const ApiClientToken = Symbol.for('ApiClient');
const MachineActorFactoryToken = Symbol.for('MachineActorFactory');
const NotificationCenterLoader = Symbol.for('NotificationCenterLoader');
const AssessmentMachinesLoader = Symbol.for('AssessmentMachinesLoader');

export interface BrowserEnvironment {
  readonly sessionStorage: Storage;
  readonly localStorage: Storage;
  /** The answer outbox's database; defaults to `globalThis.indexedDB` (absent: localStorage). */
  readonly indexedDB?: IDBFactory;
}

/** Storage, events, HTTP transport and QA recording: what every context builds on. */
const platformModule = (env: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(SessionStore).toConstantValue(createBrowserSessionStore(env.sessionStorage));
    bind(PreferenceStore).toConstantValue(createBrowserPreferenceStore(env.sessionStorage));
    bind(SessionEvents).toConstantValue(createSessionEvents());
    bind<ApiClient>(ApiClientToken)
      .toDynamicValue((ctx) =>
        createApiClient({
          session: ctx.get(SessionStore),
          preferences: ctx.get(PreferenceStore),
          events: ctx.get(SessionEvents),
          deviceId: () => readOrCreateDeviceId(env.localStorage),
        }),
      )
      .inSingletonScope();
    bind(TraceRecorder)
      .toDynamicValue((ctx) => createSessionTraceRecorder(env.sessionStorage, ctx.get(PreferenceStore)))
      .inSingletonScope();
    bind<MachineActorFactory>(MachineActorFactoryToken)
      .toDynamicValue((ctx) => createMachineActorFactory(ctx.get(TraceRecorder)))
      .inSingletonScope();
  });

/** Sign-in, session and user management. */
const identityModule = new ContainerModule(({ bind }) => {
  bind(AuthGateway).toDynamicValue((ctx) => createHttpAuthGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(UserDirectory).toDynamicValue((ctx) => createHttpUserDirectory(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(SessionService)
    .toDynamicValue((ctx) => new SessionService(ctx.get(SessionStore), ctx.get(AuthGateway), ctx.get(SessionEvents)))
    .inSingletonScope();
});

/** The student journey: published course content, progress and the student's language choices. */
const learningModule = new ContainerModule(({ bind }) => {
  bind(CourseReader).toDynamicValue((ctx) => createHttpCourseReader(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(ProfileGateway).toDynamicValue((ctx) => createHttpProfileGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
  bind(StudentLanguageService)
    .toDynamicValue((ctx) => new StudentLanguageService(ctx.get(PreferenceStore), ctx.get(ProfileGateway), ctx.get(SessionService)))
    .inSingletonScope();
});

/** Notifications: the bell's center over the real-time hub, built on demand (SignalR loads with it). */
const notificationsModule = new ContainerModule(({ bind }) => {
  bind<() => Promise<NotificationCenter>>(NotificationCenterLoader).toDynamicValue((ctx) => {
    const deps = {
      api: ctx.get<ApiClient>(ApiClientToken),
      session: ctx.get<SessionStore>(SessionStore),
      machines: ctx.get<MachineActorFactory>(MachineActorFactoryToken),
    };
    return () => import('./realtime/notification-center.factory').then((m) => m.createNotificationCenter(deps));
  });
});

/** States, districts and schools. */
const geographyModule = new ContainerModule(({ bind }) => {
  bind(GeographyGateway).toDynamicValue((ctx) => createHttpGeographyGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
});

/**
 * Assessments (issue 5): the gateway, and the answer sync over the durable outbox (IndexedDB, else
 * localStorage). The sync's code is loaded in its own chunk right after start (a student's first
 * load stays light) and then started, so saves left from an earlier page load resume at once.
 */
const assessmentModule = (env: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(AssessmentGateway).toDynamicValue((ctx) => createHttpAssessmentGateway(ctx.get<ApiClient>(ApiClientToken))).inSingletonScope();
    bind(AnswerSync)
      .toDynamicValue((ctx) => {
        const session = ctx.get(SessionService);
        const gateway = ctx.get<AssessmentGateway>(AssessmentGateway);
        const machines = ctx.get<MachineActorFactory>(MachineActorFactoryToken);
        return createDeferredAnswerSync(async () => {
          const [{ AnswerSyncService }, { createBrowserAnswerOutbox }] = await Promise.all([
            import('../application/use-cases/answer-sync.service'),
            import('./storage/browser-answer-outbox.adapter'),
          ]);
          const service = new AnswerSyncService({
            outbox: createBrowserAnswerOutbox({ indexedDB: env.indexedDB ?? globalThis.indexedDB, localStorage: env.localStorage }),
            gateway,
            machines,
            student: { current: () => session.getSnapshot().profile?.id ?? null, subscribe: session.subscribe },
            online: {
              onOnline(listener) {
                if (typeof globalThis.addEventListener !== 'function') return () => undefined;
                globalThis.addEventListener('online', listener);
                return () => globalThis.removeEventListener('online', listener);
              },
            },
          });
          service.start();
          return service;
        });
      })
      .inSingletonScope();
    // The machines' actors are loaded with the first assessment screen that asks for them.
    bind(AssessmentMachinesLoader)
      .toDynamicValue((ctx) => {
        const sync = ctx.get<AnswerSync>(AnswerSync);
        const gateway = ctx.get<AssessmentGateway>(AssessmentGateway);
        let kit: Promise<AssessmentMachineKit> | null = null;
        return () => (kit ??= import('../application/use-cases/answer-sync.actors').then((m) => m.createAssessmentMachineKit(sync, gateway)));
      })
      .inSingletonScope();
  });

/**
 * The composition root: the only place that knows which adapter serves which port. The UI gets the
 * resulting AppServices once, through its root provider.
 */
export function composeApp(env: BrowserEnvironment): AppServices {
  const container = new Container();
  container.load(platformModule(env), identityModule, geographyModule, learningModule, assessmentModule(env), notificationsModule);
  container
    .bind(AppServices)
    .toDynamicValue((ctx) => ({
      session: ctx.get(SessionService),
      auth: ctx.get(AuthGateway),
      users: ctx.get(UserDirectory),
      geography: ctx.get(GeographyGateway),
      preferences: ctx.get(PreferenceStore),
      trace: ctx.get(TraceRecorder),
      machines: ctx.get<MachineActorFactory>(MachineActorFactoryToken),
      settings: createClientSettings(ctx.get(AuthGateway)),
      course: ctx.get(CourseReader),
      studentLanguage: ctx.get(StudentLanguageService),
      assessments: ctx.get(AssessmentGateway),
      answerSync: ctx.get<AnswerSync>(AnswerSync),
      assessmentMachines: ctx.get<() => Promise<AssessmentMachineKit>>(AssessmentMachinesLoader),
      notifications: ctx.get<() => Promise<NotificationCenter>>(NotificationCenterLoader),
    }))
    .inSingletonScope();
  return container.get<AppServices>(AppServices);
}
