import type { AccessWorld } from './support/access-world';
import { publishRows } from './access-matrix-publish';
import { authoringRows } from './access-matrix-authoring';
import { mediaRows } from './access-matrix-media';
import { lessonContentRows } from './access-matrix-lesson-content';
import { assessmentAuthoringRows } from './access-matrix-assessment-authoring';
import { readingAuthoringRows } from './access-matrix-reading-authoring';
import { unitDetailsRows } from './access-matrix-unit-details';
import { storyAuthoringRows } from './access-matrix-stories';
import { pageAuthoringRows } from './access-matrix-pages';
import { lastCallRows } from './access-matrix-last-calls';
import { vocabularyRows } from './access-matrix-vocabulary';
import { benchmarkSetRows } from './access-matrix-benchmark-sets';
import { standardsRows } from './access-matrix-standards';
import { telemetryRows } from './access-matrix-telemetry';
import { analyticsRows } from './access-matrix-analytics';
import { rosterSyncRows } from './access-matrix-roster-sync';
import { edlinkRows } from './access-matrix-edlink';
import { accessibilityRows } from './access-matrix-accessibility';
import { ssoRows } from './access-matrix-sso';
import { ssoProviderRows } from './access-matrix-sso-providers';
import { supportChatRows } from './access-matrix-support-chat';

/*
 * Who may call each /api route, and on whose data (issue 10, "a generated access matrix"). Every route
 * of the live route table must have exactly one row here: a call a later issue adds fails
 * access-matrix.test.ts until it gets its row. The rows are written from product-spec §6 and the
 * api-spec, not read from the routes, so the test checks the server against them.
 *
 * - `access`: who may call at all: anyone, any signed-in user, or these roles (the roles a use case
 *   admits, which may be fewer than the route's own list when the use case narrows it).
 * - `scope`: whose data the sample names.
 *   - 'none': nobody's in particular (content, lists of places) or always the caller's own (a save
 *     names no student: it is the caller's).
 *   - 'own': the owner's (the demo student's) own record, which only they may touch.
 *   - 'student': the owner's record as their school sees it: the owner, their teacher, managers of
 *     their campus, district and state, super admin and support (progress-subject.ts).
 *   - 'classroom': the owner or their classroom as their teacher acts on them: only their teacher.
 *   - 'place': a place or user inside the owner's school: super admin, support and the managers whose
 *     place holds it.
 * - `outOfScope`: what an admitted role outside the scope gets: 403, or 404 where the server does not
 *   say the record exists (a notification of someone else's).
 * - `sample`: the params, query and body of the call, built from the world.
 * - `actingFor`: the route's own `actingFor` (acting-session.ts): on 'teacher' rows support acting for
 *   nobody gets 403 and support acting for a teacher is checked as that teacher; on 'teacherIfActing'
 *   rows support acting for nobody is checked as support.
 * - `supportManagesUsers`: support (acting or not) manages the users of every place on this call.
 */

export const R = { SuperAdmin: 1, DistrictManager: 2, CampusManager: 3, DistrictTeacher: 4, ContentCreator: 5, Student: 6, SupportRole: 7, StateManager: 8 } as const;
const MANAGERS = [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager, R.SupportRole] as const;
const STAFF = [R.SuperAdmin, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.ContentCreator, R.SupportRole, R.StateManager] as const;
const STUDENTS = [R.Student] as const;
const TEACHERS = [R.DistrictTeacher] as const;

export type MatrixAccess = 'public' | 'signedIn' | readonly number[];
export type MatrixScope = 'none' | 'own' | 'student' | 'classroom' | 'place';

export interface MatrixSample {
  /** The path with its parameters filled in (query string included). */
  readonly url: string;
  readonly body?: unknown;
}

export interface MatrixRow {
  readonly access: MatrixAccess;
  readonly scope: MatrixScope;
  readonly outOfScope?: 403 | 404;
  readonly sample: (world: AccessWorld) => MatrixSample;
  /** A refusal every caller gets while a feature is off (its error code): not a verdict on access. */
  readonly featureOff?: string;
  /** A hole this row finds today: the row's test is expected to fail until it is closed. */
  readonly knownHole?: string;
  readonly actingFor?: 'teacher' | 'teacherIfActing';
  readonly supportManagesUsers?: true;
  /** An admitted call queues a real publish job: the row waits until every job has ended, so the next row starts quiet. */
  readonly startsPublish?: true;
}

const at = (url: string, body?: unknown): MatrixSample => ({ url, body });
const ANSWER_CALLS = ['multiple-choice-answer', 'multi-response-answer', 'venn-diagram-answer', 'typef-answer', 'cloze-sentence-answer', 'fill-in-blank-answer', 'written-answer', 'essay-answer'];
const saveBody = (w: AccessWorld) => ({
  assessmentId: w.ids.assessment,
  questionId: w.ids.question,
  clientAnswerId: '00000000-0000-4000-8000-000000000001',
  clientSeq: 1,
  retakeRound: 1,
  answer: {},
});
const person = (w: AccessWorld, username: string) => ({
  username,
  firstName: 'Matrix',
  lastName: 'Person',
  email: `${username}@matrix.example`,
  roleId: R.DistrictTeacher,
  stateId: w.ids.state,
  districtId: w.ids.district,
  schoolId: w.ids.school,
});

/*
 * Reports (issue 13): managers, the super admin and teachers read them, support as the teacher it acts
 * for; a teacher only their classrooms and students. A classroom outside the scope is not said to exist
 * (404); a teacher or student outside it is refused (403).
 */
const REPORT_READERS = [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.SupportRole] as const;
const reportRow = (sample: (w: AccessWorld) => MatrixSample, outOfScope?: 404): MatrixRow => ({
  actingFor: 'teacherIfActing',
  access: REPORT_READERS,
  scope: 'student',
  ...(outOfScope ? { outOfScope } : {}),
  sample,
});

function reportRows(): Record<string, MatrixRow> {
  const rows: Record<string, MatrixRow> = {};
  for (const family of ['CYU', 'PA', 'BA', 'MU']) {
    for (const sub of ['Performance', 'Completion']) {
      const base = `/api/Report/${family}${sub}`;
      rows[`GET ${base}/teacher/:teacherId`] = reportRow((w) => at(`${base}/teacher/${w.ids.teacher}`));
      rows[`GET ${base}/classroom/:classroomId`] = reportRow((w) => at(`${base}/classroom/${w.ids.classroom}`), 404);
      rows[`GET ${base}/classroom/:classroomId/unit/:unitId`] = reportRow((w) => at(`${base}/classroom/${w.ids.classroom}/unit/${w.ids.unit}`), 404);
      rows[`GET ${base}/lesson/:lessonId`] = reportRow((w) => at(`${base}/lesson/${w.ids.lesson}?classroomId=${w.ids.classroom}`), 404);
      rows[`GET ${base}/unit/:unitId/student/:studentId`] = reportRow((w) => at(`${base}/unit/${w.ids.unit}/student/${w.ids.owner}`));
      if (family !== 'BA') rows[`GET ${base}/student/:studentId`] = reportRow((w) => at(`${base}/student/${w.ids.owner}`));
    }
  }
  return {
    ...rows,
    'GET /api/Report/BAPerformance/student/:studentId': reportRow((w) => at(`/api/Report/BAPerformance/student/${w.ids.owner}`)),
    'GET /api/Report/BACompletion/:teacherId': reportRow((w) => at(`/api/Report/BACompletion/${w.ids.teacher}`)),
    'GET /api/Report/PACompletion/:teacherId': reportRow((w) => at(`/api/Report/PACompletion/${w.ids.teacher}`)),
    'GET /api/Report/BAUnitSetPerformance/teacher/:teacherId': reportRow((w) => at(`/api/Report/BAUnitSetPerformance/teacher/${w.ids.teacher}`)),
    'GET /api/Report/BAUnitSetPerformance/classroom/:classroomId': reportRow((w) => at(`/api/Report/BAUnitSetPerformance/classroom/${w.ids.classroom}`), 404),
    'GET /api/classroom-performance-report/classroom/:classroomId': reportRow((w) => at(`/api/classroom-performance-report/classroom/${w.ids.classroom}`), 404),
    'POST /api/performance-report/student/:studentId': reportRow((w) => at(`/api/performance-report/student/${w.ids.owner}`, { lessonId: w.ids.lesson })),
    'GET /api/Report/overview': reportRow((w) => at(`/api/Report/overview?classroomId=${w.ids.classroom}`)),
    'GET /api/Report/overview/download': reportRow((w) => at(`/api/Report/overview/download?classroomId=${w.ids.classroom}`)),
    'GET /api/SOA-report/:classroomId': reportRow((w) => at(`/api/SOA-report/${w.ids.classroom}`), 404),
    'GET /api/unit-standards/:unitId': reportRow((w) => at(`/api/unit-standards/${w.ids.unit}?classroomId=${w.ids.classroom}`), 404),
    'GET /api/SOAStandard/soa-report/:studentId': reportRow((w) => at(`/api/SOAStandard/soa-report/${w.ids.owner}`)),
    'GET /api/download-teks-performance-report-xls/classroom/:classroomId': reportRow((w) => at(`/api/download-teks-performance-report-xls/classroom/${w.ids.classroom}`), 404),
    // The standards of a unit's published questions: course content, no student's data.
    'GET /api/teks-list/:unitId': { access: REPORT_READERS, scope: 'none', sample: (w) => at(`/api/teks-list/${w.ids.unit}`) },
  };
}

/** `METHOD /api/path` as Fastify registers it → its row. */
export const ACCESS_MATRIX: Readonly<Record<string, MatrixRow>> = {
  // Identity and sign-in
  'GET /api/client-config': { access: 'public', scope: 'none', sample: () => at('/api/client-config') },
  'POST /api/user/authenticate': { access: 'public', scope: 'none', sample: () => at('/api/user/authenticate', { username: 'matrixtarget', password: 'Demo12345' }) },
  'POST /api/signup': { access: 'public', scope: 'none', sample: (w) => at('/api/signup', { ...person(w, 'matrixsignup'), password: 'Demo12345', confirmPassword: 'Demo12345', birthDate: '2013-05-04' }) },
  'GET /api/user/logout': { access: 'signedIn', scope: 'none', sample: () => at('/api/user/logout') },
  'POST /api/User/passwordreset': { access: 'public', scope: 'none', sample: () => at('/api/User/passwordreset', { email: 'matrixtarget@matrix.example' }) },
  'POST /api/User/NewPassword': { access: 'public', scope: 'none', sample: () => at('/api/User/NewPassword', { token: 'not-a-reset-token', password: 'Demo12345', confirmPassword: 'Demo12345' }) },
  'GET /api/User/FindByUserName/:name': { access: 'public', scope: 'none', sample: () => at('/api/User/FindByUserName/matrixtarget') },
  'GET /api/User/me': { access: 'signedIn', scope: 'none', sample: () => at('/api/User/me') },

  // User management (product-spec §6: who may add which roles, user list scope)
  'POST /api/user/adduser': { access: MANAGERS, scope: 'place', sample: (w) => at('/api/user/adduser', { ...person(w, 'matrixadded'), password: 'Demo12345' }) },
  'GET /api/User/:apiPath/:id': { access: MANAGERS, scope: 'place', sample: (w) => at(`/api/User/GetBySchoolId/${w.ids.school}`) },
  'PUT /api/User/:id': { access: MANAGERS, scope: 'place', sample: (w) => at(`/api/User/${w.ids.target}`, person(w, 'matrixtarget')) },
  'DELETE /api/User/:id': { access: MANAGERS, scope: 'place', sample: (w) => at(`/api/User/${w.ids.target}`) },
  // A teacher unblocks their student's sign-in; managers anyone they manage (issue 10, hole 2)
  'POST /api/user/:id/sign-in-unblock': { supportManagesUsers: true, access: [...MANAGERS, R.DistrictTeacher], scope: 'student', sample: (w) => at(`/api/user/${w.ids.owner}/sign-in-unblock`) },
  'PUT /api/User/ChangeStudentTextLanguage/:id/:lang': { access: 'signedIn', scope: 'own', sample: (w) => at(`/api/User/ChangeStudentTextLanguage/${w.ids.owner}/es`) },
  'PUT /api/User/ChangeStudentAudioLanguage/:id/:lang': { access: 'signedIn', scope: 'own', sample: (w) => at(`/api/User/ChangeStudentAudioLanguage/${w.ids.owner}/es`) },
  'PUT /api/User/ChangeStudentLanguage/:text/:audio': { access: 'signedIn', scope: 'none', sample: () => at('/api/User/ChangeStudentLanguage/es/es') },

  // Geography: public reads, writes by the managers of each level, inside their place
  'GET /api/State': { access: 'public', scope: 'none', sample: () => at('/api/State') },
  'GET /api/State/FindByName/:name': { access: 'public', scope: 'none', sample: () => at('/api/State/FindByName/Texas') },
  'GET /api/State/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/State/${w.ids.state}`) },
  'GET /api/District': { access: 'public', scope: 'none', sample: () => at('/api/District') },
  'GET /api/District/GetByStateId/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/District/GetByStateId/${w.ids.state}`) },
  'GET /api/District/FindByName/:name': { access: 'public', scope: 'none', sample: () => at('/api/District/FindByName/Riverbend') },
  'GET /api/District/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/District/${w.ids.district}`) },
  'GET /api/School': { access: 'public', scope: 'none', sample: () => at('/api/School') },
  'GET /api/School/GetByDistrictId/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/School/GetByDistrictId/${w.ids.district}`) },
  'GET /api/School/FindByName/:name': { access: 'public', scope: 'none', sample: () => at('/api/School/FindByName/Riverbend') },
  'GET /api/School/:apiPath/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/School/GetByStateId/${w.ids.state}`) },
  'GET /api/School/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/School/${w.ids.school}`) },
  'POST /api/State': { access: [R.SuperAdmin], scope: 'none', sample: () => at('/api/State', { name: 'Matrix New State', abbreviation: 'MNS' }) },
  'PUT /api/State/:id': { access: [R.SuperAdmin], scope: 'none', sample: (w) => at(`/api/State/${w.ids.state}`, { name: 'Texas', abbreviation: 'TX' }) },
  'DELETE /api/State/:id': { access: [R.SuperAdmin], scope: 'none', sample: (w) => at(`/api/State/${w.ids.state}`) },
  'POST /api/District': { access: [R.SuperAdmin, R.StateManager], scope: 'place', sample: (w) => at('/api/District', { name: 'Matrix New District', stateId: w.ids.state }) },
  'PUT /api/District/:id': { access: [R.SuperAdmin, R.StateManager], scope: 'place', sample: (w) => at(`/api/District/${w.ids.district}`, { name: 'Riverbend Independent School District', stateId: w.ids.state }) },
  'DELETE /api/District/:id': { access: [R.SuperAdmin, R.StateManager], scope: 'place', sample: (w) => at(`/api/District/${w.ids.district}`) },
  'POST /api/School': { access: [R.SuperAdmin, R.StateManager, R.DistrictManager], scope: 'place', sample: (w) => at('/api/School', { name: 'Matrix New School', districtId: w.ids.district }) },
  'PUT /api/School/:id': { access: [R.SuperAdmin, R.StateManager, R.DistrictManager], scope: 'place', sample: (w) => at(`/api/School/${w.ids.school}`, { name: 'Riverbend Middle School', districtId: w.ids.district }) },
  'DELETE /api/School/:id': { access: [R.SuperAdmin, R.StateManager, R.DistrictManager], scope: 'place', sample: (w) => at(`/api/School/${w.ids.school}`) },

  // The student's course: content for everyone signed in, progress by the student-record scope
  'GET /api/units': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/units?studentId=${w.ids.owner}`) },
  'GET /api/unit/:id': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/unit/${w.ids.unit}?studentId=${w.ids.owner}`) },
  'GET /api/unit/:id/overview': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/unit/${w.ids.unit}/overview?studentId=${w.ids.owner}`) },
  'PATCH /api/unit/:id/overview': { access: STUDENTS, scope: 'none', sample: (w) => at(`/api/unit/${w.ids.unit}/overview`, { blurbId: w.ids.blurb, checked: true }) },
  'GET /api/:unitId/lessons': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/${w.ids.unit}/lessons?studentId=${w.ids.owner}`) },
  'GET /api/Literacy-Lesson': { access: 'signedIn', scope: 'none', sample: () => at('/api/Literacy-Lesson') },
  'GET /api/program/preview': { access: 'signedIn', scope: 'none', sample: () => at('/api/program/preview') },
  'GET /api/program/preview/:id': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/program/preview/${w.ids.unit}`) },
  'GET /api/lesson/:id': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/lesson/${w.ids.lesson}?studentId=${w.ids.owner}`) },
  'GET /api/lesson-score/:id': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/lesson-score/${w.ids.lesson}?studentId=${w.ids.owner}`) },
  'PATCH /api/lesson/:id/lesson-completed': { access: STUDENTS, scope: 'none', sample: (w) => at(`/api/lesson/${w.ids.lesson}/lesson-completed`, { completed: false }) },
  'PUT /api/lesson/:id/:page/:studentId': { access: STUDENTS, scope: 'own', sample: (w) => at(`/api/lesson/${w.ids.lesson}/1/${w.ids.owner}`) },
  'GET /api/unitopener/:id': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/unitopener/${w.ids.unit}`) },
  'GET /api/biography/:id': { access: 'signedIn', scope: 'none', sample: () => at('/api/biography/1') },
  'GET /api/unitstory/:id': { access: 'signedIn', scope: 'none', sample: () => at('/api/unitstory/1') },
  'GET /api/timeline/blurb/:id': { access: 'signedIn', scope: 'none', sample: () => at('/api/timeline/blurb/1') },
  'GET /api/timeline/:id': { access: 'signedIn', scope: 'none', sample: () => at('/api/timeline/1') },
  'GET /api/skills/:id': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/skills/${w.ids.unit}`) },
  'GET /api/:unitId/biography': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/${w.ids.unit}/biography`) },
  'GET /api/:unitId/unitstory': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/${w.ids.unit}/unitstory`) },
  'GET /api/:unitId/video': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/${w.ids.unit}/video`) },
  'GET /api/:unitId/vocabulary': { access: 'signedIn', scope: 'none', sample: (w) => at(`/api/${w.ids.unit}/vocabulary?language=0`) },
  'GET /api/contributors': { access: 'signedIn', scope: 'none', sample: () => at('/api/contributors') },
  'GET /api/images/:id': { access: 'public', scope: 'none', sample: (w) => at(`/api/images/${w.ids.image}`) },
  'GET /api/audio/:id': { access: 'public', scope: 'none', sample: () => at('/api/audio/1') },
  'GET /api/videos/:id': { access: 'public', scope: 'none', sample: () => at('/api/videos/1') },
  'GET /api/videos/:id/captions/:language': { access: 'public', scope: 'none', sample: () => at('/api/videos/1/captions/en') },

  // Assessments: the student's own answers; reading them follows the student-record scope
  'GET /api/assessment/lesson/:lessonId': { actingFor: 'teacherIfActing', access: 'signedIn', scope: 'student', sample: (w) => at(`/api/assessment/lesson/${w.ids.lesson}?studentId=${w.ids.owner}`) },
  'GET /api/assessment/:id': { actingFor: 'teacherIfActing', access: 'signedIn', scope: 'student', sample: (w) => at(`/api/assessment/${w.ids.assessment}?studentId=${w.ids.owner}`) },
  ...Object.fromEntries(
    ANSWER_CALLS.flatMap((call) => [
      [`POST /api/${call}`, { access: STUDENTS, scope: 'none', sample: (w: AccessWorld) => at(`/api/${call}`, saveBody(w)) } satisfies MatrixRow],
      [`POST /api/${call}/submit`, { access: STUDENTS, scope: 'none', sample: (w: AccessWorld) => at(`/api/${call}/submit`, saveBody(w)) } satisfies MatrixRow],
    ]),
  ),
  'POST /api/assessment/:id/submit': { access: STUDENTS, scope: 'none', sample: (w) => at(`/api/assessment/${w.ids.assessment}/submit`, { retakeRound: 1 }) },
  'POST /api/IsReviewing': { access: STUDENTS, scope: 'none', sample: (w) => at('/api/IsReviewing', { questionId: w.ids.question, isReviewing: true, questionType: 1, assessmentId: w.ids.assessment }) },
  'PUT /api/component/:lessonId/:componentId/:currentIndex': { access: STUDENTS, scope: 'none', sample: (w) => at(`/api/component/${w.ids.lesson}/${w.ids.component}/0`) },
  'PATCH /api/lesson/:id/assessment-completed': { access: STUDENTS, scope: 'none', sample: (w) => at(`/api/lesson/${w.ids.lesson}/assessment-completed`) },

  // Benchmarks: assigned to the owner by their teacher
  'GET /api/benchmarkAssessment/:id': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/benchmarkAssessment/${w.ids.benchmarkAssignment}`) },
  'POST /api/benchmark-answer/submit': { access: STUDENTS, scope: 'own', sample: (w) => at('/api/benchmark-answer/submit', { benchmarkStudentId: w.ids.benchmarkAssignment, retakeRound: 1, answers: [] }) },
  'GET /api/benchmark-score/:id': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/benchmark-score/${w.ids.benchmarkAssignment}`) },
  'GET /api/benchmark/list': { access: 'signedIn', scope: 'student', sample: (w) => at(`/api/benchmark/list?userId=${w.ids.owner}`) },
  'GET /api/benchmark/count': { access: 'signedIn', scope: 'none', sample: () => at('/api/benchmark/count') },
  'GET /api/benchmarkSet/unitList': { access: STAFF, scope: 'none', sample: () => at('/api/benchmarkSet/unitList') },

  // The teacher's calls on their own students and classrooms
  'POST /api/answer-feedback': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', sample: (w) => at('/api/answer-feedback', { studentId: w.ids.owner, questionId: w.ids.question, score: null, feedback: '' }) },
  'POST /api/answer-feedback/essay': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', sample: (w) => at('/api/answer-feedback/essay', { studentId: w.ids.owner, questionId: w.ids.question, score: null, feedback: '' }) },
  'PATCH /api/retake-assessment/:assessmentId/student/:studentId': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', sample: (w) => at(`/api/retake-assessment/${w.ids.assessment}/student/${w.ids.owner}`, {}) },
  'GET /api/teacher-feedback/student/:studentId': { actingFor: 'teacherIfActing', access: 'signedIn', scope: 'student', sample: (w) => at(`/api/teacher-feedback/student/${w.ids.owner}`) },
  // The student report (issue 12): read by everyone who may see the student's work, except the student (and creators, who see none).
  'GET /api/teacher-feedback/student/:studentId/report': { access: [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.SupportRole], scope: 'student', sample: (w) => at(`/api/teacher-feedback/student/${w.ids.owner}/report`) },
  'POST /api/teacher-feedback/student/:studentId/:unitId/lessons': { access: [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.SupportRole], scope: 'student', sample: (w) => at(`/api/teacher-feedback/student/${w.ids.owner}/${w.ids.unit}/lessons`, { progressLessons: [w.ids.lesson], units: true }) },
  'GET /api/teacher-feedback/student/:studentId/assessment/:assessmentId': { access: [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.SupportRole], scope: 'student', sample: (w) => at(`/api/teacher-feedback/student/${w.ids.owner}/assessment/${w.ids.assessment}`) },
  'POST /api/assign-benchmark/student': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', sample: (w) => at('/api/assign-benchmark/student', { benchmarkSetId: w.ids.benchmarkSet, studentIds: [w.ids.owner] }) },
  'POST /api/assign-benchmark/classroom': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', sample: (w) => at('/api/assign-benchmark/classroom', { benchmarkSetId: w.ids.benchmarkSet, classroomId: w.ids.classroom }) },
  // Benchmark assignment (issue 13): the teacher's own classrooms only; another's classroom is not said to exist (404).
  'GET /api/benchmark/classList': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/benchmark/classList?classroomId=${w.ids.classroom}`) },
  'GET /api/BAClassroomAssignedList': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/BAClassroomAssignedList?classroomId=${w.ids.classroom}`) },
  'GET /api/benchmarkStudentList/:id': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/benchmarkStudentList/${w.ids.classroomBenchmark}`) },
  'GET /api/BAStudentList/:id': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/BAStudentList/${w.ids.classroomBenchmark}`) },
  'POST /api/benchmark/classroom/unitList': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at('/api/benchmark/classroom/unitList', { classroomId: w.ids.classroom }) },
  'DELETE /api/benchmarkStudent/:id': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/benchmarkStudent/${w.ids.benchmarkAssignment}`) },
  'DELETE /api/benchmarkStudent/classroom/:id': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/benchmarkStudent/classroom/${w.ids.classroomBenchmark}`) },
  // The grading queue: the teacher's own students' waiting answers; another's classroom is not said to exist (404).
  'GET /api/teacher-feedback/queue': { actingFor: 'teacher', access: TEACHERS, scope: 'classroom', outOfScope: 404, sample: (w) => at(`/api/teacher-feedback/queue?classroomId=${w.ids.classroom}`) },

  // Classrooms and their students (issue 12): read by teachers (their own), campus managers (their school) and district
  // managers (their district); changed by teachers and campus managers; another's classroom is not said to exist (404).
  'GET /api/ClassRoom/:apiPath/:id/:schoolId': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager, R.DistrictManager], scope: 'place', sample: (w) => at(`/api/ClassRoom/GetBySchoolId/${w.ids.school}/${w.ids.school}`) },
  'GET /api/teachers/:id': { access: [R.CampusManager, R.DistrictManager, R.SupportRole], scope: 'place', sample: (w) => at(`/api/teachers/${w.ids.school}`) },
  'POST /api/ClassRoom/addclassroom': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'none', sample: () => at('/api/ClassRoom/addclassroom', { name: 'Matrix class', period: '4', startDate: '2026-08-17', endDate: '2027-05-28' }) },
  'PUT /api/ClassRoom/:id': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'student', outOfScope: 404, sample: (w) => at(`/api/ClassRoom/${w.ids.classroom}`, { name: 'Matrix renamed', period: '2', startDate: '2026-08-17', endDate: '2027-05-28' }) },
  'DELETE /api/ClassRoom/:id': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'student', outOfScope: 404, sample: (w) => at(`/api/ClassRoom/${w.ids.classroom}`) },
  'POST /api/ClassRoom/AddStudent': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'student', outOfScope: 404, sample: (w) => at('/api/ClassRoom/AddStudent', { username: 'matrixpupil', password: 'Demo12345', firstName: 'Matrix', lastName: 'Pupil', classRoomId: w.ids.classroom }) },
  'DELETE /api/ClassRoom/DeleteStudent/:id': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'student', outOfScope: 404, sample: (w) => at(`/api/ClassRoom/DeleteStudent/${w.ids.owner}?classRoomId=${w.ids.classroom}`) },
  'PUT /api/ClassRoom/StudentPasswordReset': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'student', outOfScope: 404, sample: (w) => at('/api/ClassRoom/StudentPasswordReset', { studentId: w.ids.owner, classroomId: w.ids.classroom, password: 'Demo12345' }) },
  // A classroom's details (students' progress per unit) and its unit locks; a district manager reads only (docs/decisions.md).
  'GET /api/ClassRoom/:id/details': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager, R.DistrictManager], scope: 'student', outOfScope: 404, sample: (w) => at(`/api/ClassRoom/${w.ids.classroom}/details`) },
  'PUT /api/ClassRoom/:id/unit-locks/:unitId': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager], scope: 'student', outOfScope: 404, sample: (w) => at(`/api/ClassRoom/${w.ids.classroom}/unit-locks/${w.ids.unit}`, { locked: true }) },
  // A classroom's live view (issue 12): who reads its details, on the same scope (docs/decisions.md "Live class view").
  'GET /api/ClassRoom/:id/live': { actingFor: 'teacher', access: [R.DistrictTeacher, R.CampusManager, R.DistrictManager], scope: 'student', outOfScope: 404, sample: (w) => at(`/api/ClassRoom/${w.ids.classroom}/live`) },

  // Support staff (issue 12): the acting choice of their own sign-in, and their own audit trail
  'GET /api/support/acting-for': { access: [R.SupportRole], scope: 'none', sample: () => at('/api/support/acting-for') },
  'POST /api/support/acting-for': { access: [R.SupportRole], scope: 'none', sample: (w) => at('/api/support/acting-for', { schoolId: w.ids.school, teacherUserId: w.ids.teacher }) },
  'DELETE /api/support/acting-for': { access: [R.SupportRole], scope: 'none', sample: () => at('/api/support/acting-for') },
  'GET /api/support/audit': { access: [R.SupportRole], scope: 'none', sample: () => at('/api/support/audit?page=1') },

  // Notifications: only the recipient's own, and someone else's is not said to exist
  // Privacy (FERPA): a student's disclosures, export and erasure, by the super admin only
  'GET /api/student/:id/disclosures': { access: [R.SuperAdmin], scope: 'none', sample: (w) => at(`/api/student/${w.ids.owner}/disclosures`) },
  'GET /api/student/:id/export': { access: [R.SuperAdmin], scope: 'none', sample: (w) => at(`/api/student/${w.ids.owner}/export`) },
  'DELETE /api/student/:id/data': { access: [R.SuperAdmin], scope: 'none', sample: (w) => at(`/api/student/${w.ids.owner}/data`) },

  'GET /api/notification': { access: 'signedIn', scope: 'none', sample: () => at('/api/notification') },
  'PATCH /api/notification/:id': { access: 'signedIn', scope: 'own', outOfScope: 404, sample: (w) => at(`/api/notification/${w.ids.notification}?isRead=true`) },
  'DELETE /api/notification/:id': { access: 'signedIn', scope: 'own', outOfScope: 404, sample: (w) => at(`/api/notification/${w.ids.notification}`) },
  'PATCH /api/read/FlashNotification/:id': { access: 'signedIn', scope: 'own', outOfScope: 404, sample: (w) => at(`/api/read/FlashNotification/${w.ids.notification}`) },
  ...reportRows(),
  ...authoringRows(),
  ...lessonContentRows(),
  ...assessmentAuthoringRows(),
  ...readingAuthoringRows(),
  ...storyAuthoringRows(),
  ...pageAuthoringRows(),
  ...vocabularyRows(),
  ...benchmarkSetRows(),
  ...standardsRows(),
  ...telemetryRows(),
  ...analyticsRows(),
  ...rosterSyncRows(),
  ...edlinkRows(),
  ...accessibilityRows(),
  ...ssoRows(),
  ...ssoProviderRows(),
  ...supportChatRows(),
  ...unitDetailsRows(),
  ...lastCallRows(),
  ...mediaRows(),
  // Last: the course publish queues a real publish whose notifications land after its row.
  ...publishRows(),
};
