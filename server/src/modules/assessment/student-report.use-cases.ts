import type { z } from 'zod';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { unitFeedback } from '@domain/assessment/scoring';
import type { StudentLessons, StudentReport, ReportAssessment } from '@domain/assessment/student-report.responses';
import type { studentLessonsBodySchema } from '@domain/assessment/student-report.schemas';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { AuthUser } from '../auth/auth-user';
import { listProgress } from '../learning/lesson-progress.repository';
import { progressSubject } from '../learning/progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import { loadAssessmentView } from './assessment-view';
import { listAllAttempts, listCurrentAttemptsOfLessons, type AttemptRow } from './attempt.repository';
import { findStudentName } from './student-report.repository';
import { unitFeedbackOf } from './teacher-feedback.use-cases';

/**
 * The teacher's student report (docs/decisions.md "The student report"). Reads only: who may read is
 * progressSubject's rule (a teacher their classrooms' students, managers their place); grading
 * stays with the student's teachers (answer-feedback, retake-assessment).
 */

const summaryOf = (attempts: readonly AttemptRow[]) =>
  unitFeedback(attempts.map((a) => ({ submitted: a.status === 'submitted', feedbackStatus: a.feedbackStatus, score: a.score, maxScore: a.maxScore ?? 0 })));

/** `GET teacher-feedback/student/{id}/report`: the student's name and each unit's feedback status and score. */
export async function studentReport(deps: AppDeps, viewer: AuthUser, studentId: number): Promise<StudentReport> {
  const subject = (await progressSubject(deps.db, viewer, studentId))!;
  const student = await findStudentName(deps.db, subject);
  if (!student) throw appError('PROGRESS.OUT_OF_SCOPE');
  return { student, units: await unitFeedbackOf(deps, viewer, subject) };
}

/** The assessments a lesson holds for this student: its own, or the benchmark sets they have work in. */
async function assessmentsOf(deps: AppDeps, lessonId: number, attempts: readonly AttemptRow[]): Promise<AssessmentDocument[]> {
  const own = await deps.assessments.byLesson(lessonId);
  if (own) return [own];
  const worked = new Set(attempts.filter((a) => a.lessonId === lessonId).map((a) => a.assessmentId));
  return (await deps.assessments.benchmarks()).filter((d) => d.lessonId === lessonId && worked.has(d.id));
}

const reportAssessment = (doc: AssessmentDocument, view: AssessmentView): ReportAssessment => ({
  assessmentId: doc.id,
  kind: doc.kind,
  benchmarkSet: doc.benchmarkSet,
  retakeRound: view.retakeRound,
  isSubmitted: view.isSubmitted,
  score: view.score,
  maxScore: view.maxScore,
  percent: view.percent,
  feedbackStatus: view.feedbackStatus,
  submittedRounds: view.history.map((h) => h.retakeRound),
});

/**
 * `POST teacher-feedback/student/{id}/{unitId}/lessons`: the unit's assessed lessons (or those named
 * in `progressLessons`) with the student's status, lesson score and feedback status, and each
 * assessment's current round and submitted rounds; with `units` (default) the unit's own summary.
 */
export async function unitLessonsOf(
  deps: AppDeps,
  viewer: AuthUser,
  studentId: number,
  unitId: number,
  body: z.infer<typeof studentLessonsBodySchema>,
): Promise<StudentLessons> {
  const subject = (await progressSubject(deps.db, viewer, studentId))!;
  const unit = (await deps.content.units()).find((u) => u.id === unitId);
  if (!unit) throw appError('UNIT.NOT_FOUND');
  const wanted = body?.progressLessons;
  if (wanted?.some((id) => !unit.lessons.some((l) => l.id === id))) throw appError('REPORT.LESSON_NOT_IN_UNIT');
  const lessons = unit.lessons.filter((l) => l.hasAssessment && (wanted === undefined || wanted.includes(l.id)));
  const attempts = await listCurrentAttemptsOfLessons(
    deps.db,
    subject,
    unit.lessons.map((l) => l.id),
  );
  const progress = await listProgress(
    deps.db,
    subject,
    lessons.map((l) => l.id),
  );
  const rows = await Promise.all(
    lessons.map(async (lesson) => {
      const doc = await deps.content.get<LessonDocument>('lesson', lesson.id);
      const assessments = await Promise.all(
        (await assessmentsOf(deps, lesson.id, attempts)).map(async (a) => reportAssessment(a, await loadAssessmentView(deps.db, a, doc, subject, true))),
      );
      const stored = progress.find((p) => p.lessonId === lesson.id);
      return {
        lessonId: lesson.id,
        title: lesson.title,
        lessonTypeId: lesson.lessonTypeId,
        number: lesson.number,
        status: stored?.status ?? 'not-started',
        score: stored?.score ?? null,
        feedbackStatus: summaryOf(attempts.filter((a) => a.lessonId === lesson.id)).feedbackStatus,
        assessments,
      };
    }),
  );
  await recordDisclosure(deps, viewer, subject, 'unit-feedback', unitId);
  return {
    studentId: subject,
    unitId,
    unit: body?.units === false ? null : { unitName: unit.name, ...summaryOf(attempts) },
    lessons: rows,
  };
}

/**
 * `GET teacher-feedback/student/{id}/assessment/{assessmentId}?retakeRound=`: the student's work with
 * every answer key, score, feedback and feedback version — the current round, or round N as history
 * (404 for a round the student never had).
 */
export async function studentAssessment(deps: AppDeps, viewer: AuthUser, studentId: number, assessmentId: number, retakeRound?: number): Promise<AssessmentView> {
  const subject = (await progressSubject(deps.db, viewer, studentId))!;
  const doc = await deps.assessments.byId(assessmentId);
  if (!doc) throw appError('ASSESSMENT.NOT_FOUND');
  const lesson = await deps.content.get<LessonDocument>('lesson', doc.lessonId);
  if (!lesson || !(await deps.content.units()).some((u) => u.id === doc.unitId)) throw appError('ASSESSMENT.NOT_FOUND');
  if (retakeRound !== undefined && !(await listAllAttempts(deps.db, subject, doc.id)).some((a) => a.retakeRound === retakeRound)) {
    throw appError('ASSESSMENT.ROUND_NOT_FOUND');
  }
  await recordDisclosure(deps, viewer, subject, 'assessment-answers', doc.id);
  return loadAssessmentView(deps.db, doc, lesson, subject, true, 1, retakeRound);
}
