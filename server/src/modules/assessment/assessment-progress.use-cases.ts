import type { z } from 'zod';
import type { reviewBodySchema } from '@domain/assessment/answer.schemas';
import { reviewTypeCodeOf } from '@domain/assessment/question.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { LessonProgressView } from '@domain/content/student-content.schemas';
import { RoleId } from '@domain/identity/role';
import type { AuthUser } from '../auth/auth-user';
import { findProgress } from '../learning/lesson-progress.repository';
import type { AppDeps } from '../../app-deps';
import { syncLessonOutcome } from './assessment-outcome';
import { findLessonAssessment } from './assessment-read.use-cases';
import { setReviewing } from './answer.repository';
import { listCurrentAttempts, setCurrentIndex } from './attempt.repository';
import { findAssignment } from './benchmark.repository';
import { lessonOpenToStudent, lockedAttempt, shownGroups } from './student-access';
import { appError } from '../../http/app-error';

/**
 * `POST IsReviewing`: marks a question for review (or clears the mark). The question-type code must
 * match the question (1 choice-like, 2 other). Refused once the question or its group is submitted,
 * or a benchmark's period is over.
 */
export async function setReview(deps: AppDeps, user: AuthUser, body: z.infer<typeof reviewBodySchema>) {
  if (user.roleId !== RoleId.Student) throw appError('ANSWER.STUDENTS_ONLY');
  const entry = await deps.assessments.question(body.questionId);
  if (!entry || (body.assessmentId !== undefined && entry.doc.id !== body.assessmentId)) throw appError('QUESTION.NOT_IN_ASSESSMENT');
  if (reviewTypeCodeOf(entry.question.type) !== body.questionType) throw appError('REVIEW.TYPE_MISMATCH');
  await lessonOpenToStudent(deps, user.id, entry.doc);
  return deps.db.transaction(async (tx) => {
    const attempt = await lockedAttempt(tx, user.id, entry.doc, entry.group);
    if (attempt.status === 'submitted') throw appError('ASSESSMENT.ALREADY_SUBMITTED');
    if (attempt.benchmarkAssignmentId && (await findAssignment(tx, attempt.benchmarkAssignmentId))?.isExpired) throw appError('BENCHMARK.EXPIRED');
    if (!(await setReviewing(tx, attempt.id, entry.question.id, entry.question.points, body.isReviewing))) throw appError('QUESTION.ALREADY_SUBMITTED');
    return { assessmentId: entry.doc.id, questionId: entry.question.id, isReviewing: body.isReviewing, retakeRound: attempt.retakeRound };
  });
}

/**
 * `PUT component/{lessonId}/{componentId}/{currentIndex}`: remembers which question (from 0) of the
 * group that the lesson's assessment-group component shows the student is on.
 */
export async function saveCurrentIndex(deps: AppDeps, user: AuthUser, lessonId: number, componentId: number, currentIndex: number) {
  if (user.roleId !== RoleId.Student) throw appError('ANSWER.STUDENTS_ONLY');
  const lesson = await deps.content.get<LessonDocument>('lesson', lessonId);
  const component = lesson?.components.find((c) => c.id === componentId && c.type === 'assessment-group');
  if (!component) throw appError('COMPONENT.NOT_ASSESSMENT_GROUP');
  const doc = await findLessonAssessment(deps, lessonId, user.id);
  const group = doc.groups.length === 1 ? doc.groups[0] : doc.groups.find((g) => g.assessmentGroupNumber === component.assessmentGroupNumber);
  if (!group) throw appError('COMPONENT.NOT_ASSESSMENT_GROUP');
  if (currentIndex >= group.questions.length) throw appError('ASSESSMENT.INDEX_OUT_OF_RANGE');
  await lessonOpenToStudent(deps, user.id, doc);
  await deps.db.transaction(async (tx) => setCurrentIndex(tx, (await lockedAttempt(tx, user.id, doc, group)).id, currentIndex));
  return { lessonId, componentId, assessmentId: doc.id, assessmentGroupNumber: group.assessmentGroupNumber, currentIndex };
}

/**
 * `PATCH lesson/{id}/assessment-completed`: the client reports the lesson's assessment done. The
 * server checks that every group the lesson shows is submitted (409 otherwise) and applies the same
 * completion as the submit did (idempotent): completed, or in progress until teacher feedback.
 */
export async function assessmentCompleted(deps: AppDeps, user: AuthUser, lessonId: number): Promise<LessonProgressView> {
  if (user.roleId !== RoleId.Student) throw appError('ANSWER.STUDENTS_ONLY');
  const doc = await findLessonAssessment(deps, lessonId, user.id);
  const lesson = await lessonOpenToStudent(deps, user.id, doc);
  const progress = await deps.db.transaction(async (tx) => {
    const attempts = await listCurrentAttempts(tx, user.id, doc.id, true);
    if (!shownGroups(doc, lesson).every((g) => attempts.some((a) => a.groupId === g.id && a.status === 'submitted'))) throw appError('ASSESSMENT.NOT_SUBMITTED');
    await syncLessonOutcome(tx, user.id, doc, lesson);
    return findProgress(tx, user.id, lessonId);
  });
  return {
    studentId: user.id,
    statusLesson: progress?.status ?? 'not-started',
    lastPageView: progress?.lastPageView ?? null,
    visitedPages: [...(progress?.visitedPages ?? [])],
    score: progress?.score ?? null,
  };
}
