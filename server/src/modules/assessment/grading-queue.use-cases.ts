import type { GradingQueue, WaitingAnswer } from '@domain/assessment/grading-queue.responses';
import type { GradingQueueQuery } from '@domain/assessment/grading-queue.schemas';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { UnitDocument } from '@domain/content/unit.schemas';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../../app-deps';
import { insertDisclosures } from '../privacy/disclosure.repository';
import { appError } from '../../http/app-error';
import { listTeacherClassrooms, listWaitingAnswers, type WaitingAnswerRow } from './grading-queue.repository';

/** Question numbers count from 1 across every group of the assessment, as the student saw them. */
function questionNumbers(doc: AssessmentDocument): Map<number, { number: number; type: WaitingAnswer['question']['type'] }> {
  return new Map(doc.groups.flatMap((g) => g.questions).map((q, i) => [q.id, { number: i + 1, type: q.type }]));
}

const byId = <T extends { id: number }>(list: readonly T[]): T[] => [...new Map(list.map((x) => [x.id, x])).values()];

/**
 * `GET teacher-feedback/queue`: every answer of the teacher's students waiting for a score, oldest
 * submission first, and the classrooms, units and assessments that have waiting answers (the choices
 * are the whole queue's, so narrowing never hides the way back). Names come from the published
 * snapshots (cached), so the database answers ids only. Each student listed is a disclosure of their
 * submissions (FERPA), recorded per assessment.
 */
export async function showGradingQueue(deps: AppDeps, user: AuthUser, query: GradingQueueQuery): Promise<GradingQueue> {
  const classrooms = await listTeacherClassrooms(deps.db, user.id);
  if (query.classroomId !== undefined && !classrooms.some((c) => c.id === query.classroomId)) throw appError('CLASSROOM.NOT_FOUND');
  const units = await deps.content.units();
  const rows = await listWaitingAnswers(deps.db, user.id);
  const entries: { row: WaitingAnswerRow; answer: WaitingAnswer }[] = [];
  const unitById = new Map<number, UnitDocument>(units.map((u) => [u.id, u]));
  const numbers = new Map<number, ReturnType<typeof questionNumbers>>();
  for (const row of rows) {
    const doc = await deps.assessments.byId(row.assessmentId);
    const unit = doc ? unitById.get(doc.unitId) : undefined;
    const lesson = unit?.lessons.find((l) => l.id === row.lessonId);
    // An answer whose assessment or unit is no longer published cannot be opened for grading: left out.
    if (!doc || !unit || !lesson) continue;
    if (!numbers.has(doc.id)) numbers.set(doc.id, questionNumbers(doc));
    const question = numbers.get(doc.id)!.get(row.questionId);
    if (!question) continue;
    const classroom = classrooms.find((c) => c.id === (query.classroomId ?? row.classroomIds[0])) ?? classrooms.find((c) => row.classroomIds.includes(c.id))!;
    entries.push({
      row,
      answer: {
        student: { id: row.studentId, firstName: row.firstName, lastName: row.lastName },
        classroom,
        unit: { id: unit.id, name: unit.name, number: unit.number },
        lesson: { id: lesson.id, title: lesson.title, number: lesson.number },
        assessment: { id: doc.id, name: doc.benchmarkSet?.title ?? lesson.title, kind: doc.kind, unitId: unit.id },
        question: { id: row.questionId, ...question },
        retakeRound: row.retakeRound,
        submittedAt: row.submittedAt,
      },
    });
  }
  // What is chosen stays a choice after its last answer was graded (the screen keeps showing the choice, with an empty list).
  const chosen = await chosenChoices(deps, query, unitById);
  const filters = {
    classrooms: classrooms.filter((c) => c.id === query.classroomId || entries.some((e) => e.row.classroomIds.includes(c.id))),
    units: byId([...entries.map((e) => e.answer.unit), ...chosen.units]).sort((a, b) => (unitById.get(a.id)?.order ?? 0) - (unitById.get(b.id)?.order ?? 0)),
    assessments: byId([...entries.map((e) => e.answer.assessment), ...chosen.assessments]),
  };
  const shown = entries
    .filter((e) => query.classroomId === undefined || e.row.classroomIds.includes(query.classroomId))
    .filter((e) => query.unitId === undefined || e.answer.unit.id === query.unitId)
    .filter((e) => query.assessmentId === undefined || e.answer.assessment.id === query.assessmentId);
  // The rows come oldest round first; within one round, in the order the student met the questions.
  const order = new Map(rows.map((r, i) => [r.attemptId, i]));
  shown.sort((a, b) => order.get(a.row.attemptId)! - order.get(b.row.attemptId)! || a.answer.question.number - b.answer.question.number);
  await recordListed(deps, user, shown.map((e) => e.answer));
  return { answers: shown.map((e) => e.answer), filters };
}

/** The unit and assessment the queue is narrowed by, as choices (none when the id names nothing published). */
async function chosenChoices(deps: AppDeps, query: GradingQueueQuery, unitById: ReadonlyMap<number, UnitDocument>) {
  const unit = query.unitId === undefined ? undefined : unitById.get(query.unitId);
  const doc = query.assessmentId === undefined ? null : await deps.assessments.byId(query.assessmentId);
  const lesson = doc ? unitById.get(doc.unitId)?.lessons.find((l) => l.id === doc.lessonId) : undefined;
  return {
    units: unit ? [{ id: unit.id, name: unit.name, number: unit.number }] : [],
    assessments: doc && lesson ? [{ id: doc.id, name: doc.benchmarkSet?.title ?? lesson.title, kind: doc.kind, unitId: doc.unitId }] : [],
  };
}

async function recordListed(deps: AppDeps, user: AuthUser, answers: readonly WaitingAnswer[]): Promise<void> {
  const students = new Map<number, Set<number>>();
  for (const a of answers) students.set(a.assessment.id, (students.get(a.assessment.id) ?? new Set()).add(a.student.id));
  for (const [assessmentId, ids] of students) {
    await insertDisclosures(deps.db, { viewerId: user.id, viewerRoleId: user.roleId, kind: 'assessment-answers', objectId: assessmentId, route: user.via ?? null }, [...ids]);
  }
}
