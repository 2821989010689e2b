import type { RoleKey } from '../identity/role';

/**
 * Every client route of product-spec §2. `authorize` lists role keys (role names without spaces);
 * no list means any signed-in user. `feature` names the issue/area that fills the screen, so the
 * UI can render the right view for each path.
 */
export interface RouteDefinition {
  readonly path: string;
  readonly public?: boolean;
  readonly authorize?: readonly RoleKey[];
  readonly screen: ScreenId;
}

export type ScreenId =
  | 'signin'
  | 'forgotPassword'
  | 'newPassword'
  | 'ssoRegister'
  | 'home'
  | StudentScreenId
  | 'backOffice'
  | 'backOfficePreview'
  | 'classrooms'
  | 'reporting'
  | 'gradingQueue'
  | 'benchmarkAssignments'
  | 'classroom'
  | 'liveClass'
  | 'legends'
  | 'studentReport'
  | 'expandedStandardsReport'
  | 'managementDashboard'
  | 'managementSection'
  | 'support'
  | 'supportBenchmarkPreview'
  | 'notFound';

/** One screen per student route; lesson targets of one kind share a screen. */
export type StudentScreenId =
  | 'unit'
  | 'unitOpener'
  | 'unitOverview'
  | 'unitLessons'
  | 'lesson'
  | 'assessmentLesson'
  | 'unitStory'
  | 'biography'
  | 'timeline'
  | 'timelineEvent'
  | 'videos'
  | 'vocabulary'
  | 'teacherPage'
  | 'scopeAndSequence'
  | 'literacySkills'
  | 'contributors';

const STUDENT: readonly RoleKey[] = ['Student'];
const BUILDERS: readonly RoleKey[] = ['ContentCreator', 'SuperAdmin'];
const PREVIEWERS: readonly RoleKey[] = ['ContentCreator', 'SuperAdmin', 'DistrictTeacher', 'CampusManager', 'SupportRole'];
const PREVIEWERS_NO_TEACHER_SUPPORT: readonly RoleKey[] = ['ContentCreator', 'SuperAdmin', 'CampusManager'];
const PREVIEWERS_NO_CAMPUS: readonly RoleKey[] = ['ContentCreator', 'SuperAdmin', 'DistrictTeacher', 'SupportRole'];
const TEACHER: readonly RoleKey[] = ['DistrictTeacher'];
const TEACHER_CAMPUS: readonly RoleKey[] = ['DistrictTeacher', 'CampusManager'];
/** StateManager lands on the management dashboard, so it must be allowed there (docs/decisions.md). */
const MANAGERS: readonly RoleKey[] = ['SuperAdmin', 'DistrictManager', 'CampusManager', 'StateManager'];
const SUPPORT: readonly RoleKey[] = ['SupportRole'];

const studentPaths: Array<[string, StudentScreenId]> = [
  ['/unit/:unitId/opener/:openerId', 'unitOpener'],
  ['/unit/:unitId/overview', 'unitOverview'],
  ['/unit/:unitId/biography/:biographyId', 'biography'],
  ['/unit/:unitId/unitstory/:unitstoryId', 'unitStory'],
  ['/unit/:unitId/lesson/:lessonId', 'lesson'],
  ['/unit/:unitId/assessment/:lessonId', 'assessmentLesson'],
  ['/unit/:unitId/mid-unit/:lessonId', 'assessmentLesson'],
  ['/unit/:unitId/performance-assessment/:lessonId', 'assessmentLesson'],
  ['/unit/:unitId/benchmark-assessment/:lessonId', 'assessmentLesson'],
  ['/unit/:unitId/bill-story/:lessonId', 'lesson'],
  ['/unit/:unitId/american-highlights/:lessonId', 'lesson'],
  ['/unit/:unitId/literacy/:lessonId', 'lesson'],
  ['/unit/:unitId/time-line', 'timeline'],
  ['/unit/:unitId/time-line/event/:blurbId', 'timelineEvent'],
  ['/unit/:unitId/videos', 'videos'],
  ['/unit/:unitId/vocabulary', 'vocabulary'],
  ['/unit/:unitId/lessons', 'unitLessons'],
  ['/unit/:unitId/teacher-page', 'teacherPage'],
  ['/scope-and-sequence', 'scopeAndSequence'],
  ['/literacy-skills', 'literacySkills'],
  ['/contributors', 'contributors'],
];

const builderPaths = [
  'dashboard-builder',
  'sample',
  'lesson-builder/unit/:unitId/lesson/:lessonId',
  'lesson-story/unit/:unitId/lesson/:lessonId',
  'american-highlights/unit/:unitId/lesson/:lessonId',
  'story-builder/unit/:unitId/story/:unitstoryId',
  'unit-builder/unit/:unitId',
  // Not in §2: the overview's own builder (docs/decisions.md).
  'unit-builder/unit/:unitId/overview',
  'skill-lesson-unit-builder/unit/:unitId',
  'opener-builder/unit/:unitId',
  'biography-builder/unit/:unitId/biography/:biographyId',
  'vocabulary-manager/unit/:unitId/:language',
  'assessment-builder/unit/:unitId/lesson/:lessonId/assessment',
  'skill-lesson-builder/unit/:unitId/lesson/:lessonId',
  'mid-unit-assessment-builder/unit/:unitId/lesson/:lessonId',
  'performance-assessment-builder/unit/:unitId/lesson/:lessonId',
  'benchmark-assessment-builder/unit/:unitId/lesson/:lessonId',
  'skill-Unit-lesson-builder/unit/:unitId/lesson/:lessonId',
  'time-line-builder/unit/:unitId',
  'teacher-page-builder/:teacherPageId/unit/:unitId',
  'contributors-page-builder',
].map((p) => `/back-office/${p}`);

/** Previews mirror the builders; the three marked ones exclude roles (product-spec §6 route access). */
const previewPaths: Array<[string, readonly RoleKey[]]> = [
  ['unit/:unitId/lesson-builder/:lessonId', PREVIEWERS],
  ['skill-lesson/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['mid-unit-assessment/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['performance-assessment/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['skill-unit/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['benchmark-assessment/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['lesson-story/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['american-highlights/unit/:unitId/lesson/:lessonId', PREVIEWERS],
  ['unit/:unitId', PREVIEWERS_NO_TEACHER_SUPPORT],
  ['skillUnitBuilder/:unitId', PREVIEWERS_NO_TEACHER_SUPPORT],
  ['overview/:unitId', PREVIEWERS],
  ['opener/:unitId', PREVIEWERS],
  ['unit-dashboard', PREVIEWERS_NO_TEACHER_SUPPORT],
  ['biography/unit/:unitId/biography/:biographyId', PREVIEWERS],
  ['unitstory/unit/:unitId/story/:unitstoryId', PREVIEWERS],
  ['lesson/:lessonId/assessment', PREVIEWERS],
  ['time-line/unit/:unitId', PREVIEWERS],
  ['time-line-event/:blurbId', PREVIEWERS],
  ['teacher-page/:teacherPageId', PREVIEWERS],
  ['contributors-page', PREVIEWERS_NO_CAMPUS],
  // The seed shows this path with a stray backtick; we treat it as a defect (docs/decisions.md).
  ['unitPreview/:unitId/lesson-builder/:lessonId', PREVIEWERS],
];

export const ROUTES: readonly RouteDefinition[] = [
  { path: '/signin', public: true, screen: 'signin' },
  { path: '/forgot-password', public: true, screen: 'forgotPassword' },
  { path: '/newpassword', public: true, screen: 'newPassword' },
  { path: '/sso-register', public: true, screen: 'ssoRegister' },
  { path: '/', authorize: STUDENT, screen: 'home' },
  { path: '/unit/:unitId', authorize: STUDENT, screen: 'unit' },
  ...studentPaths.map(([path, screen]) => ({ path, authorize: STUDENT, screen })),
  ...builderPaths.map((path) => ({ path, authorize: BUILDERS, screen: 'backOffice' as const })),
  ...previewPaths.map(([p, authorize]) => ({
    path: `/back-office/preview-mode/${p}`,
    authorize,
    screen: 'backOfficePreview' as const,
  })),
  { path: '/class-room/management', authorize: TEACHER, screen: 'classrooms' },
  { path: '/class-room/reporting', authorize: TEACHER, screen: 'reporting' },
  { path: '/class-room/grading', authorize: TEACHER, screen: 'gradingQueue' },
  // Issue 13: assign benchmark sets to a classroom or chosen students; ?classroomId= names the classroom.
  { path: '/class-room/benchmarks', authorize: TEACHER, screen: 'benchmarkAssignments' },
  { path: '/class-room/details', authorize: TEACHER_CAMPUS, screen: 'classroom' },
  // Issue 12's live class view (not in the seed's route list): ?classroomId= names the classroom.
  { path: '/class-room/live', authorize: TEACHER_CAMPUS, screen: 'liveClass' },
  { path: '/class-room/legends', authorize: TEACHER_CAMPUS, screen: 'legends' },
  { path: '/student-reports/student/:studentId', authorize: TEACHER_CAMPUS, screen: 'studentReport' },
  // Issue 13: the teacher's equivalent of support's expanded standards report (?classroomId&studentId&unitId&lessonId).
  { path: '/student-reports-expended', authorize: TEACHER_CAMPUS, screen: 'expandedStandardsReport' },
  { path: '/management-dashboard', authorize: MANAGERS, screen: 'managementDashboard' },
  { path: '/management-dashboard/:section', authorize: MANAGERS, screen: 'managementSection' },
  { path: '/support-dashboard', authorize: SUPPORT, screen: 'support' },
  // The teacher's screens, opened by support acting for a teacher (the shell's gate sends support acting for nobody to the dashboard).
  { path: '/support/class-room/management', authorize: SUPPORT, screen: 'classrooms' },
  { path: '/support/class-room/details', authorize: SUPPORT, screen: 'classroom' },
  { path: '/support/student-reports/student/:studentId', authorize: SUPPORT, screen: 'studentReport' },
  {
    path: '/support/student-reports/student/:studentId/unit/:unitId/lesson/:lessonId',
    authorize: SUPPORT,
    screen: 'studentReport',
  },
  { path: '/support/student-reports-expended', authorize: SUPPORT, screen: 'expandedStandardsReport' },
  { path: '/support/back-office/preview-mode/:unitId/benchmark/:lessonId', authorize: SUPPORT, screen: 'supportBenchmarkPreview' },
  { path: '/support/class-room/legends', authorize: SUPPORT, screen: 'legends' },
  { path: '/support/class-room/live', authorize: SUPPORT, screen: 'liveClass' },
  { path: '/support/class-room/benchmarks', authorize: SUPPORT, screen: 'benchmarkAssignments' },
  { path: '/support/class-room/reporting', authorize: SUPPORT, screen: 'reporting' },
];

