import type { IdentityUseCases } from './identity/identity.use-cases';
import type { StudentRecordUseCases } from './identity/student-record.use-cases';
import type { UserManagementUseCases } from './identity/user-management.use-cases';
import type { PlaceUseCases } from './places/place.use-cases';
import type { InterfaceLanguage } from './platform/interface-language.use-cases';
import type { QaTracing } from './platform/qa-tracing.use-cases';
import type { LearningUseCases } from './learning/learning.use-cases';
import type { NotificationUseCases } from './notifications/notification.use-cases';
import type { MachineActorFactory } from './machines/machine-actor-factory';
import type { SessionService } from './use-cases/session.service';
import type { AssessmentUseCases } from './assessment/assessment.use-cases';
import type { ClassroomUseCases } from './classroom/classroom.use-cases';
import type { GradingUseCases } from './grading/grading.use-cases';
import type { SupportUseCases } from './support/support.use-cases';
import type { SupportChatUseCases } from './support-chat/support-chat.use-cases';
import type { BenchmarkAssignmentUseCases } from './benchmark/benchmark-assignment.use-cases';
import type { StandardsReportUseCases } from './reports/standards-report.use-cases';
import type { ReportUseCases } from './reports/report.use-cases';
import type { CourseAuthoringUseCases } from './authoring/course-authoring.use-cases';
import type { LessonContentUseCases } from './authoring/lesson-content.use-cases';
import type { ReadingAuthoring } from './authoring/reading-authoring.port';
import type { PageAuthoring } from './authoring/page-authoring.port';
import type { UnitDetailsAuthoring } from './authoring/unit-details-authoring.port';
import type { VocabularyUseCases } from './authoring/vocabulary.use-cases';
import type { SoaStandardUseCases } from './standards/soa-standards.use-cases';
import type { RosterSyncUseCases } from './roster-sync/roster-sync.use-cases';
import type { EdlinkUseCases } from './roster-sync/edlink.use-cases';
import type { SsoProviderSettingsUseCases } from './sso/sso-provider-settings.use-cases';
import type { AssessmentBuilderUseCases } from './authoring/assessment-builder.use-cases';
import type { BenchmarkSetUseCases } from './authoring/benchmark-set.use-cases';
import type { AccessibilityUseCases } from './accessibility/accessibility.use-cases';
import type { UsageTelemetryUseCases } from './telemetry/usage-telemetry.use-cases';
import type { UsageAnalyticsUseCases } from './analytics/usage-analytics.use-cases';

/**
 * What the UI may use, handed to React once by the composition root. Components take use cases and
 * machine factories from here; they never construct adapters or reach into the container.
 */
export interface AppServices {
  /** Sign in, sign out and the signed-in user's snapshot. */
  readonly session: SessionService;
  /** Sign up, password reset, the username check and the server's client settings. */
  readonly identity: IdentityUseCases;
  /** The users a manager looks after: list by scope, add, edit, remove. */
  readonly users: UserManagementUseCases;
  /** A student's record on request (super admin): who was shown it, export, erasure. */
  readonly studentRecords: StudentRecordUseCases;
  /** States, districts and schools: the managers' lists and forms, and every place picker. */
  readonly places: PlaceUseCases;
  /** The interface language of this tab. */
  readonly language: InterfaceLanguage;
  /** QA tracing from the user menu: on, off, download, clear. */
  readonly qaTracing: QaTracing;
  /** Creates machine actors (recorded while QA tracing is on). */
  readonly machines: MachineActorFactory;
  /** The student journey: units, lessons, reading, progress and the student's language choices. */
  readonly learning: LearningUseCases;
  /** The signed-in user's notifications (bell, snackbar); the center loads the SignalR client on demand. */
  readonly notifications: NotificationUseCases;
  /** What a student does with assessments and benchmarks: open, answer, mark, submit; the quiet save status. */
  readonly assessment: AssessmentUseCases;
  /** A teacher's classrooms and their students: list, create (with a roster), edit, remove; add, remove, reset a password; a classroom's details and unit locks. */
  readonly classrooms: ClassroomUseCases;
  /** A teacher's grading: a student's report, their answers of any round, scores and feedback, retakes. */
  readonly grading: GradingUseCases;
  /** Support staff: choose a campus and a teacher, act for them, stop, read back what they changed. */
  readonly support: SupportUseCases;
  /** The live chat: a district teacher's conversation with support, and the support staff's inbox of them (issue 16). */
  readonly supportChat: SupportChatUseCases;
  /** A teacher's benchmark assignments: a classroom's, each student's state, assign for a period, remove before anyone submitted. */
  readonly benchmarks: BenchmarkAssignmentUseCases;
  /** Standards (TEKS) mastery: a classroom's (in a unit), a student's, a unit's standards, the classroom's spreadsheet. */
  readonly standards: StandardsReportUseCases;
  /** Reports: a teacher's classrooms drilled down to a student's questions, a manager's scope, any table as a spreadsheet. */
  readonly reports: ReportUseCases;
  /** The back office (content creators, super admins): the course's units and lessons as drafts, and publishing. */
  readonly authoring: CourseAuthoringUseCases;
  /** The lesson builder: components, paragraphs, route points, images (issue 14). */
  readonly lessonContent: LessonContentUseCases;
  /** The biography and timeline builders (issue 14). */
  readonly readingAuthoring: ReadingAuthoring;
  /** The opener, overview, teacher-page and contributors builders (issue 14). */
  readonly pageAuthoring: PageAuthoring;
  /** The unit builder's details, the unit drafts the unit previews read, the timeline-event preview and the component samples (issue 14). */
  readonly unitDetails: UnitDetailsAuthoring;
  /** The vocabulary manager: a unit's glossary per language, its terms, and workbooks down and up (issue 15). */
  readonly vocabulary: VocabularyUseCases;
  /** The assessment builders: an assessment's draft, its questions of the nine types and their parts, tags (issue 15). */
  readonly assessmentBuilder: AssessmentBuilderUseCases;
  /** The benchmark assessment builder: a benchmark lesson's sets, their titles, question sets, linked units, publish and preview (issue 15). */
  readonly benchmarkSets: BenchmarkSetUseCases;
  /** The super admin's SOA/ELA standards per state: list, add, edit, remove, workbooks down and up (issue 15). */
  readonly soaStandards: SoaStandardUseCases;
  /** The super admin's roster imports (OneRoster 1.2 CSV), run as background jobs on the server (issue 16). */
  readonly rosterSync: RosterSyncUseCases;
  /** The super admin's Edlink integrations per district: connect, sync, last sync's report and workbooks (issue 16). */
  readonly edlink: EdlinkUseCases;
  /** The super admin's single-sign-on providers: list, add, change, remove, check (issue 16). */
  readonly ssoProviderSettings: SsoProviderSettingsUseCases;
  /** A student's accessibility tools: their preferences (kept on the server) and reading the page aloud (issue 16). */
  readonly accessibility: AccessibilityUseCases;
  /** Usage telemetry (page views to the platform's own collection) and time in system, started by the shell (issue 16). */
  readonly usageTelemetry: UsageTelemetryUseCases;
  /** The managers' usage analytics: the telemetry query, user counts and last sign-in, time in system (issue 16). */
  readonly usageAnalytics: UsageAnalyticsUseCases;
}
export const AppServices = Symbol.for('AppServices');
