import { assertEvent, assign, setup } from 'xstate';
import {
  NOT_STARTED,
  progressAfterAssessmentCompleted,
  progressAfterCompletionRequest,
  progressAfterFeedbackCompleted,
  progressAfterOpen,
  progressAfterPageView,
  type LessonFacts,
  type LessonProgress,
  type Viewer,
} from './lesson-progress.rules';

/**
 * The lesson-status life cycle of product-spec §4 for one student and one lesson:
 * not started → in progress (first open outside the back office) → completed (last page of a lesson
 * without assessment, an opener on viewing, or the assessment completed without required feedback).
 * Every transition applies the pure rules in lesson-progress.rules.ts, which the server runs too, so
 * the client's view and the stored progress never disagree. No I/O: the UI sends what the API answered.
 */
export interface LessonStatusContext {
  readonly lesson: LessonFacts;
  readonly viewer: Viewer;
  readonly progress: LessonProgress;
}

export interface LessonStatusInput {
  readonly lesson: LessonFacts;
  readonly viewer: Viewer;
  readonly progress?: LessonProgress;
}

export type LessonStatusEvent =
  | { type: 'OPEN' }
  | { type: 'VIEW_PAGE'; page: number }
  | { type: 'REQUEST_COMPLETION' }
  | { type: 'ASSESSMENT_COMPLETED'; requiresTeacherFeedback: boolean }
  | { type: 'FEEDBACK_COMPLETED' };

function pageViewResult(context: LessonStatusContext, event: LessonStatusEvent) {
  assertEvent(event, 'VIEW_PAGE');
  return progressAfterPageView(context.progress, context.lesson, context.viewer, event.page);
}

export const lessonStatusMachine = setup({
  types: {
    context: {} as LessonStatusContext,
    events: {} as LessonStatusEvent,
    input: {} as LessonStatusInput,
  },
  guards: {
    startsCompleted: ({ context }) => context.progress.status === 'completed',
    startsInProgress: ({ context }) => context.progress.status === 'in-progress',
    openCompletes: ({ context }) => progressAfterOpen(context.progress, context.lesson, context.viewer).status === 'completed',
    openStarts: ({ context }) => progressAfterOpen(context.progress, context.lesson, context.viewer).status === 'in-progress',
    pageCompletes: ({ context, event }) => {
      const result = pageViewResult(context, event);
      return result.ok && result.value.status === 'completed';
    },
    pageAccepted: ({ context, event }) => pageViewResult(context, event).ok,
    completionAccepted: ({ context }) => progressAfterCompletionRequest(context.progress, context.lesson, context.viewer).ok,
    hasAssessment: ({ context }) => context.lesson.hasAssessment,
    feedbackRequired: ({ context, event }) => {
      assertEvent(event, 'ASSESSMENT_COMPLETED');
      return context.lesson.hasAssessment && event.requiresTeacherFeedback;
    },
  },
  actions: {
    applyOpen: assign({ progress: ({ context }) => progressAfterOpen(context.progress, context.lesson, context.viewer) }),
    applyPageView: assign({
      progress: ({ context, event }) => {
        const result = pageViewResult(context, event);
        return result.ok ? result.value : context.progress;
      },
    }),
    applyCompletion: assign({
      progress: ({ context }) => {
        const result = progressAfterCompletionRequest(context.progress, context.lesson, context.viewer);
        return result.ok ? result.value : context.progress;
      },
    }),
    applyAssessmentCompleted: assign({
      progress: ({ context, event }) => {
        assertEvent(event, 'ASSESSMENT_COMPLETED');
        return progressAfterAssessmentCompleted(context.progress, event.requiresTeacherFeedback);
      },
    }),
    applyFeedbackCompleted: assign({ progress: ({ context }) => progressAfterFeedbackCompleted(context.progress) }),
  },
}).createMachine({
  id: 'lessonStatus',
  context: ({ input }) => ({ lesson: input.lesson, viewer: input.viewer, progress: input.progress ?? NOT_STARTED }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'startsCompleted', target: 'completed' },
        { guard: 'startsInProgress', target: 'inProgress' },
        { target: 'notStarted' },
      ],
    },
    notStarted: {
      on: {
        OPEN: [
          { guard: 'openCompletes', target: 'completed', actions: 'applyOpen' },
          { guard: 'openStarts', target: 'inProgress', actions: 'applyOpen' },
        ],
        VIEW_PAGE: [
          { guard: 'pageCompletes', target: 'completed', actions: 'applyPageView' },
          { guard: 'pageAccepted', target: 'inProgress', actions: 'applyPageView' },
        ],
        REQUEST_COMPLETION: { guard: 'completionAccepted', target: 'completed', actions: 'applyCompletion' },
      },
    },
    inProgress: {
      initial: 'reading',
      on: {
        OPEN: { actions: 'applyOpen' },
        VIEW_PAGE: [
          { guard: 'pageCompletes', target: 'completed', actions: 'applyPageView' },
          { guard: 'pageAccepted', actions: 'applyPageView' },
        ],
        REQUEST_COMPLETION: { guard: 'completionAccepted', target: 'completed', actions: 'applyCompletion' },
      },
      states: {
        reading: {
          on: {
            ASSESSMENT_COMPLETED: [
              { guard: 'feedbackRequired', target: 'awaitingFeedback', actions: 'applyAssessmentCompleted' },
              { guard: 'hasAssessment', target: '#lessonStatus.completed', actions: 'applyAssessmentCompleted' },
            ],
          },
        },
        awaitingFeedback: {
          on: { FEEDBACK_COMPLETED: { target: '#lessonStatus.completed', actions: 'applyFeedbackCompleted' } },
        },
      },
    },
    completed: {
      on: {
        OPEN: { actions: 'applyOpen' },
        VIEW_PAGE: { guard: 'pageAccepted', actions: 'applyPageView' },
      },
    },
  },
});
