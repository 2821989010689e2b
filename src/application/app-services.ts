import type { AuthGateway, ClientConfig } from './ports/auth-gateway.port';
import type { GeographyGateway } from './ports/geography-gateway.port';
import type { PreferenceStore } from './ports/preference-store.port';
import type { TraceRecorder } from './ports/trace-recorder.port';
import type { UserDirectory } from './ports/user-directory.port';
import type { CourseReader } from './ports/course-reader.port';
import type { NotificationCenter } from './notifications/notification-center.service';
import type { StudentLanguageService } from './use-cases/student-language.service';
import type { MachineActorFactory } from './machines/machine-actor-factory';
import type { SessionService } from './use-cases/session.service';
import type { AssessmentGateway } from './ports/assessment-gateway.port';
import type { AnswerSync } from './use-cases/answer-sync.contract';
import type { AssessmentMachineKit } from './use-cases/answer-sync.actors';

/**
 * What the UI may use, handed to React once by the composition root. Components take use cases and
 * machine factories from here; they never construct adapters or reach into the container.
 */
export interface AppServices {
  readonly session: SessionService;
  readonly auth: AuthGateway;
  readonly users: UserDirectory;
  readonly geography: GeographyGateway;
  readonly preferences: PreferenceStore;
  readonly trace: TraceRecorder;
  readonly machines: MachineActorFactory;
  readonly settings: { load(): Promise<ClientConfig> };
  readonly course: CourseReader;
  readonly studentLanguage: StudentLanguageService;
  /** A notification center for the signed-in user (bell, snackbar); loads the SignalR client on demand. */
  readonly notifications: () => Promise<NotificationCenter>;
  /** The student's assessment and benchmark calls (reads, review marks, current index). */
  readonly assessments: AssessmentGateway;
  /** Saves answers through the durable outbox; the quiet saved/saving/offline status; flush before submit. */
  readonly answerSync: AnswerSync;
  /**
   * Loads the assessment machines' actors (their own chunk):
   * `const kit = await services.assessmentMachines(); machines.create(machine, { input, provide: kit.submission() })`.
   */
  readonly assessmentMachines: () => Promise<AssessmentMachineKit>;
}
export const AppServices = Symbol.for('AppServices');
