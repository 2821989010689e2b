import { fromPromise } from 'xstate';
import type { LessonProgressView } from '@domain/content/student-content.schemas';
import type { LessonProgress } from '@domain/learning/lesson-progress.rules';
import type { lessonStatusMachine } from '@domain/learning/lesson-status.machine';
import type { LessonProgressRequest, ProgressAnswer, SavePageInput } from '@domain/learning/lesson-status.types';
import type { ApiResult } from '../ports/api-result';
import type { CourseReading } from './course-reading.use-cases';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** A page save or finish the server refused; the UI shows `failure` (lesson-status `progressRefused`). */
export class ProgressRefused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message || failure.code);
    this.name = 'ProgressRefused';
  }
}

/** The refused call behind a lesson-status `progressRefused` error, if it was one. */
export function refusalOf(error: unknown): Failure | null {
  return error instanceof ProgressRefused ? error.failure : null;
}

function toRules(progress: LessonProgressView): LessonProgress {
  return { status: progress.statusLesson, lastPageView: progress.lastPageView, visitedPages: progress.visitedPages };
}

function answerOf(result: ApiResult<LessonProgressView>): ProgressAnswer {
  if (result.ok) return { kind: 'saved', progress: toRules(result.data) };
  // A lesson with an assessment completes through it: the server saying so is not a refusal.
  if (result.code === 'LESSON.ASSESSMENT_PENDING') return { kind: 'assessment-pending' };
  throw new ProgressRefused(result);
}

/**
 * The lesson-status machine's request actors, built from the student's use cases:
 * `machines.create(lessonStatusMachine, { input, provide: lessonStatusActors(learning) })`.
 */
export function lessonStatusActors(learning: Pick<CourseReading, 'turnLessonPage' | 'finishLesson'>): Parameters<typeof lessonStatusMachine.provide>[0] {
  return {
    actors: {
      savePage: fromPromise<ProgressAnswer, SavePageInput>(async ({ input }) =>
        answerOf(await learning.turnLessonPage(input.request.lessonId, input.page, input.request.studentId)),
      ),
      finishLesson: fromPromise<ProgressAnswer, LessonProgressRequest>(async ({ input }) => answerOf(await learning.finishLesson(input.lessonId, input.unitId))),
    },
  };
}
