import type { LessonFacts, LessonProgress, Viewer } from './lesson-progress.rules';

/** The lesson-status machine's context, input, events and what it emits (lesson-status.machine.ts). */
export interface LessonStatusContext {
  readonly lesson: LessonFacts;
  readonly viewer: Viewer;
  readonly progress: LessonProgress;
  readonly request: LessonProgressRequest | null;
  /** Which request was sent last: only its answer may replace the status shown. */
  readonly latest: 'page' | 'finish' | null;
}

/** Whose progress in which lesson a request saves. */
export interface LessonProgressRequest {
  readonly lessonId: number;
  readonly unitId: number;
  readonly studentId: number;
}

export interface LessonStatusInput {
  readonly lesson: LessonFacts;
  readonly viewer: Viewer;
  readonly progress?: LessonProgress;
  /** Without it the machine only mirrors (previews, tests): nothing is sent. */
  readonly request?: LessonProgressRequest | null;
}

/**
 * What the server answered to a page save or a finish. A lesson with an assessment is finished by
 * its assessment, so the server's "assessment pending" answer to a finish is not a refusal. A
 * refusal rejects the actor; its error is the application's failure, which the UI shows as is.
 */
export type ProgressAnswer = { readonly kind: 'saved'; readonly progress: LessonProgress } | { readonly kind: 'assessment-pending' };

export interface SavePageInput {
  readonly request: LessonProgressRequest;
  readonly page: number;
}


export type LessonStatusEvent =
  | { type: 'OPEN' }
  | { type: 'VIEW_PAGE'; page: number }
  | { type: 'REQUEST_COMPLETION' }
  /** `waitsForTeacher`: a question still has no score, or feedback the lesson asks for is not in (assessmentWaitsForTeacher). */
  | { type: 'ASSESSMENT_COMPLETED'; waitsForTeacher: boolean }
  | { type: 'FEEDBACK_COMPLETED' }
  | { type: 'xstate.done.actor.pageSave'; output: ProgressAnswer }
  | { type: 'xstate.error.actor.pageSave'; error: unknown }
  | { type: 'xstate.done.actor.finishRequest'; output: ProgressAnswer }
  | { type: 'xstate.error.actor.finishRequest'; error: unknown };

/** What the UI hears: saved progress (lists showing it are stale), a refusal to show, a finish settled. */
export type LessonStatusEmitted =
  | { type: 'progressSaved'; progress: LessonProgress }
  | { type: 'progressRefused'; error: unknown }
  | { type: 'finishSettled'; finished: boolean };
