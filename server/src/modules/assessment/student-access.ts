import type { Sql } from '../../db/database';
import type { AssessmentDocument, AssessmentGroupDocument } from '@domain/assessment/assessment.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { isUnitLockedFor } from '@domain/learning/unit-access.rules';
import { RoleId } from '@domain/identity/role';
import type { AppDeps } from '../../app-deps';
import { createAttempt, findCurrentAttempt, type AttemptRow } from './attempt.repository';
import { findLiveAssignment, markAssignmentStarted } from './benchmark.repository';
import { appError } from '../../http/app-error';
import { refreshAssessmentRollups } from '../reports/report-rollup.use-cases';

/**
 * The published lesson of an assessment when the student may work on it: the lesson and its unit are
 * published (else 404) and the unit is not locked for any of the student's classrooms (403
 * UNIT.LOCKED). Answered from the caches; no database round trip when warm.
 */
export async function lessonOpenToStudent(deps: AppDeps, studentId: number, doc: AssessmentDocument): Promise<LessonDocument> {
  const lesson = await deps.content.get<LessonDocument>('lesson', doc.lessonId);
  if (!lesson || !(await deps.content.units()).some((u) => u.id === doc.unitId)) throw appError('ASSESSMENT.NOT_FOUND');
  // A unit nobody locked needs no look at the student's classrooms: a first save costs no extra query.
  const lockingIds = await deps.learners.unitLocks(doc.unitId);
  const classroomIds = lockingIds.length ? await deps.learners.classroomsOf(studentId) : [];
  if (isUnitLockedFor(RoleId.Student, classroomIds, lockingIds)) throw appError('UNIT.LOCKED');
  return lesson;
}

/**
 * Creates the student's first attempt at a group (round 1; for a benchmark, the assignment's round,
 * linked to the assignment so the period is checked on every save). A benchmark set the student was
 * not assigned is 403 BENCHMARK.NOT_ASSIGNED. Starting a benchmark moves its status from 0 to 1.
 */
export async function ensureAttempt(sql: Sql, studentId: number, doc: AssessmentDocument, group: AssessmentGroupDocument): Promise<void> {
  if (!doc.benchmarkSet) {
    await createAttempt(sql, { studentId, assessmentId: doc.id, groupId: group.id, lessonId: doc.lessonId, retakeRound: 1, benchmarkAssignmentId: null });
    return;
  }
  const assignment = await findLiveAssignment(sql, doc.benchmarkSet.id, studentId);
  if (!assignment) throw appError('BENCHMARK.NOT_ASSIGNED');
  await createAttempt(sql, {
    studentId,
    assessmentId: doc.id,
    groupId: group.id,
    lessonId: doc.lessonId,
    retakeRound: assignment.retakeRound,
    benchmarkAssignmentId: assignment.id,
  });
  await markAssignmentStarted(sql, assignment.id);
}

/** The current attempt, created first when there is none, locked for update (submit, review, index). */
export async function lockedAttempt(sql: Sql, studentId: number, doc: AssessmentDocument, group: AssessmentGroupDocument): Promise<AttemptRow> {
  const found = await findCurrentAttempt(sql, studentId, group.id, true);
  if (found) return found;
  await ensureAttempt(sql, studentId, doc, group);
  // A started attempt counts in the student's report row (assessments_open).
  await refreshAssessmentRollups(sql, studentId, doc);
  return (await findCurrentAttempt(sql, studentId, group.id, true))!;
}

/** Groups of the assessment the lesson shows: merged kinds have one; others need their assessment-group component. */
export function shownGroups(doc: AssessmentDocument, lesson: LessonDocument | null): AssessmentGroupDocument[] {
  if (doc.groups.length === 1 || !lesson) return doc.groups;
  const numbers = new Set(lesson.components.filter((c) => c.type === 'assessment-group').map((c) => c.assessmentGroupNumber));
  const shown = doc.groups.filter((g) => numbers.has(g.assessmentGroupNumber));
  return shown.length ? shown : doc.groups;
}

/** Whether the lesson asks for teacher feedback on this group (its assessment-group component says so). */
export function requiresFeedback(doc: AssessmentDocument, group: AssessmentGroupDocument, lesson: LessonDocument | null): boolean {
  if (!lesson) return false;
  const components = lesson.components.filter((c) => c.type === 'assessment-group');
  if (doc.groups.length === 1) return components.some((c) => c.requiresTeacherFeedback);
  return components.some((c) => c.assessmentGroupNumber === group.assessmentGroupNumber && c.requiresTeacherFeedback);
}
