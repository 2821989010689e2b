import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { LessonTypeId } from '@domain/shared/constants';
import { RoleId } from '@domain/identity/role';
import type { AuthUser } from '../auth/auth-user';
import { progressSubject } from '../learning/progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import type { AppDeps } from '../../app-deps';
import { loadAssessmentView } from './assessment-view';
import { findLiveAssignment, listAssignmentsOf } from './benchmark.repository';
import { lessonOpenToStudent } from './student-access';
import { appError } from '../../http/app-error';

/** The published lesson of an assessment for a non-student (404 when it or its unit is unpublished). */
async function publishedLesson(deps: AppDeps, doc: AssessmentDocument): Promise<LessonDocument> {
  const lesson = await deps.content.get<LessonDocument>('lesson', doc.lessonId);
  if (!lesson || !(await deps.content.units()).some((u) => u.id === doc.unitId)) throw appError('ASSESSMENT.NOT_FOUND');
  return lesson;
}

/**
 * An assessment as the viewer may see it. A student: their own work, keys only for submitted
 * questions; a benchmark set only when assigned. Staff: `?studentId` names a student in their scope
 * (the progress rules: teacher → own classrooms, managers → their place), keys always shown;
 * without it, a preview with no student work.
 */
export async function viewAssessment(deps: AppDeps, viewer: AuthUser, doc: AssessmentDocument, studentId?: number): Promise<AssessmentView> {
  if (viewer.roleId === RoleId.Student) {
    const subject = (await progressSubject(deps.db, viewer, studentId))!;
    const lesson = await lessonOpenToStudent(deps, subject, doc);
    let startRound = 1;
    if (doc.benchmarkSet) {
      const assignment = await findLiveAssignment(deps.db, doc.benchmarkSet.id, subject);
      if (!assignment) throw appError('BENCHMARK.NOT_ASSIGNED');
      startRound = assignment.retakeRound;
    }
    return loadAssessmentView(deps.db, doc, lesson, subject, false, startRound);
  }
  const subject = await progressSubject(deps.db, viewer, studentId);
  const lesson = await publishedLesson(deps, doc);
  const startRound = doc.benchmarkSet && subject !== null ? ((await findLiveAssignment(deps.db, doc.benchmarkSet.id, subject))?.retakeRound ?? 1) : 1;
  await recordDisclosure(deps, viewer, subject, 'assessment-answers', doc.id);
  return loadAssessmentView(deps.db, doc, lesson, subject, true, startRound);
}

/** `GET assessment/{id}`. */
export async function getAssessment(deps: AppDeps, viewer: AuthUser, assessmentId: number, studentId?: number): Promise<AssessmentView> {
  const doc = await deps.assessments.byId(assessmentId);
  if (!doc) throw appError('ASSESSMENT.NOT_FOUND');
  return viewAssessment(deps, viewer, doc, studentId);
}

/**
 * The assessment a lesson shows to a student. A benchmark lesson (type 7) has one per set: the
 * student's newest assignment on that lesson decides which one (403 when none).
 */
export async function findLessonAssessment(deps: AppDeps, lessonId: number, subject: number | null): Promise<AssessmentDocument> {
  const own = await deps.assessments.byLesson(lessonId);
  if (own) return own;
  const lesson = await deps.content.get<LessonDocument>('lesson', lessonId);
  if (lesson?.lessonTypeId !== LessonTypeId.BenchmarkAssessment || subject === null) throw appError('ASSESSMENT.NOT_FOUND');
  const sets = (await deps.assessments.benchmarks()).filter((d) => d.lessonId === lessonId);
  const assigned = (await listAssignmentsOf(deps.db, subject)).reverse().find((a) => sets.some((d) => d.benchmarkSet!.id === a.benchmarkSetId));
  if (!assigned) throw appError('BENCHMARK.NOT_ASSIGNED');
  return sets.find((d) => d.benchmarkSet!.id === assigned.benchmarkSetId)!;
}

/** `GET assessment/lesson/{lessonId}`: the lesson's assessment, as viewAssessment shows it. */
export async function getLessonAssessment(deps: AppDeps, viewer: AuthUser, lessonId: number, studentId?: number): Promise<AssessmentView> {
  const subject = await progressSubject(deps.db, viewer, studentId);
  return viewAssessment(deps, viewer, await findLessonAssessment(deps, lessonId, subject), studentId);
}
