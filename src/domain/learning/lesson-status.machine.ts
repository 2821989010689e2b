import { assign, emit, enqueueActions, fromPromise, setup, stopChild } from 'xstate';
import {
  NOT_STARTED,
  progressAfterAssessmentCompleted,
  progressAfterCompletionRequest,
  progressAfterFeedbackCompleted,
  progressAfterOpen,
  progressAfterPageView,
  tracksProgress,
} from './lesson-progress.rules';
import type {
  LessonProgressRequest,
  LessonStatusContext,
  LessonStatusEmitted,
  LessonStatusEvent,
  LessonStatusInput,
  ProgressAnswer,
  SavePageInput,
} from './lesson-status.types';

/**
 * The lesson-status life cycle of product-spec §4 for one student and one lesson:
 * not started → in progress (first open outside the back office) → completed (last page of a lesson
 * without assessment, an opener on viewing, or the assessment submitted with nothing waiting for the
 * teacher). A submitted assessment whose scores or required feedback wait for the teacher keeps the
 * lesson in progress (`inProgress.awaitingFeedback`) until they are in.
 * Every transition applies the pure rules in lesson-progress.rules.ts, which the server runs too, so
 * the status moves at once, before the server answers.
 *
 * When the viewer tracks progress (a student, with a `request` to save under), every page turn and
 * finish is also sent to the server through the injected `savePage` / `finishLesson` actors. The
 * server stays the authority: when its answer to the latest request disagrees with the status shown,
 * the machine resumes from the server's progress. The UI listens to what the machine emits.
 */
/** The ids of the request actors, so their answers are named events (and replay from a QA trace). */
const PAGE_SAVE = 'pageSave';
const FINISH_REQUEST = 'finishRequest';

/** Placeholder for the injected request actors: never answers (previews, model tests, replay). */
const unanswered = <TInput>() => fromPromise<ProgressAnswer, TInput>(() => new Promise<never>(() => undefined));

const canSave = (context: LessonStatusContext): context is LessonStatusContext & { request: LessonProgressRequest } =>
  context.request !== null && tracksProgress(context.viewer);

/** An answer event without output (a model traversal, a hand-edited trace) changes nothing. */
type Answered = ProgressAnswer | undefined;

const disagrees = (context: LessonStatusContext, answer: Answered) => answer?.kind === 'saved' && answer.progress.status !== context.progress.status;

export const lessonStatusMachine = setup({
  types: {
    context: {} as LessonStatusContext,
    events: {} as LessonStatusEvent,
    input: {} as LessonStatusInput,
    emitted: {} as LessonStatusEmitted,
  },
  actors: {
    savePage: unanswered<SavePageInput>(),
    finishLesson: unanswered<LessonProgressRequest>(),
  },
  guards: {
    startsCompleted: ({ context }) => context.progress.status === 'completed',
    startsInProgress: ({ context }) => context.progress.status === 'in-progress',
    openCompletes: ({ context }) => progressAfterOpen(context.progress, context.lesson, context.viewer).status === 'completed',
    openStarts: ({ context }) => progressAfterOpen(context.progress, context.lesson, context.viewer).status === 'in-progress',
    pageCompletes: ({ context }, { page }: { page: number }) => {
      const result = progressAfterPageView(context.progress, context.lesson, context.viewer, page);
      return result.ok && result.value.status === 'completed';
    },
    pageAccepted: ({ context }, { page }: { page: number }) => progressAfterPageView(context.progress, context.lesson, context.viewer, page).ok,
    completionAccepted: ({ context }) => progressAfterCompletionRequest(context.progress, context.lesson, context.viewer).ok,
    hasAssessment: ({ context }) => context.lesson.hasAssessment,
    waitsForTeacher: ({ context }, { waitsForTeacher }: { waitsForTeacher: boolean }) => context.lesson.hasAssessment && waitsForTeacher,
    serverDisagrees: ({ context }, { answer }: { answer: Answered }) => disagrees(context, answer),
    /** A finish answer counts only while no page save was sent after it. */
    latestFinishDisagrees: ({ context }, { answer }: { answer: Answered }) => context.latest === 'finish' && disagrees(context, answer),
  },
  actions: {
    applyOpen: assign({ progress: ({ context }) => progressAfterOpen(context.progress, context.lesson, context.viewer) }),
    applyPageView: assign({
      progress: ({ context }, { page }: { page: number }) => {
        const result = progressAfterPageView(context.progress, context.lesson, context.viewer, page);
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
      progress: ({ context }, { waitsForTeacher }: { waitsForTeacher: boolean }) => progressAfterAssessmentCompleted(context.progress, waitsForTeacher),
    }),
    applyFeedbackCompleted: assign({ progress: ({ context }) => progressAfterFeedbackCompleted(context.progress) }),
    /**
     * An assessment or its feedback completing is newer than a page save still on its way: that
     * save's answer (taken before the completion) must not move the status back, so it is dropped.
     */
    outdatePageSave: stopChild(PAGE_SAVE),
    /** Only the latest page save matters: an earlier one still on its way is dropped. */
    savePage: enqueueActions(({ context, enqueue }, { page }: { page: number }) => {
      if (!canSave(context)) return;
      enqueue.stopChild(PAGE_SAVE);
      enqueue.assign({ latest: 'page' });
      enqueue.spawnChild('savePage', { id: PAGE_SAVE, input: { request: context.request, page } });
    }),
    /** A finish outdates a page save on its way; a viewer who does not track progress is done at once. */
    requestFinish: enqueueActions(({ context, enqueue }) => {
      if (!canSave(context)) {
        enqueue.emit({ type: 'finishSettled', finished: true });
        return;
      }
      enqueue.stopChild(PAGE_SAVE);
      enqueue.stopChild(FINISH_REQUEST);
      enqueue.assign({ latest: 'finish' });
      enqueue.spawnChild('finishLesson', { id: FINISH_REQUEST, input: context.request });
    }),
    adoptServerProgress: assign({
      progress: ({ context }, { answer }: { answer: Answered }) => (answer?.kind === 'saved' ? answer.progress : context.progress),
    }),
    reportSaved: enqueueActions(({ enqueue }, { answer }: { answer: Answered }) => {
      if (answer?.kind === 'saved') enqueue.emit({ type: 'progressSaved', progress: answer.progress });
    }),
    reportRefused: emit((_, { error }: { error: unknown }) => ({ type: 'progressRefused' as const, error })),
    settleFinish: emit((_, { finished }: { finished: boolean }) => ({ type: 'finishSettled' as const, finished })),
  },
}).createMachine({
  id: 'lessonStatus',
  context: ({ input }) => ({
    lesson: input.lesson,
    viewer: input.viewer,
    progress: input.progress ?? NOT_STARTED,
    request: input.request ?? null,
    latest: null,
  }),
  initial: 'resuming',
  on: {
    // A finish the mirror does not apply (already completed, or an assessment lesson) still asks the server.
    REQUEST_COMPLETION: { actions: 'requestFinish' },
    'xstate.done.actor.pageSave': [
      {
        guard: { type: 'serverDisagrees', params: ({ event }) => ({ answer: event.output }) },
        target: '.resuming',
        actions: [
          { type: 'adoptServerProgress', params: ({ event }) => ({ answer: event.output }) },
          { type: 'reportSaved', params: ({ event }) => ({ answer: event.output }) },
        ],
      },
      { actions: { type: 'reportSaved', params: ({ event }) => ({ answer: event.output }) } },
    ],
    'xstate.error.actor.pageSave': { actions: { type: 'reportRefused', params: ({ event }) => ({ error: event.error }) } },
    'xstate.done.actor.finishRequest': [
      {
        guard: { type: 'latestFinishDisagrees', params: ({ event }) => ({ answer: event.output }) },
        target: '.resuming',
        actions: [
          { type: 'adoptServerProgress', params: ({ event }) => ({ answer: event.output }) },
          { type: 'reportSaved', params: ({ event }) => ({ answer: event.output }) },
          { type: 'settleFinish', params: { finished: true } },
        ],
      },
      {
        actions: [
          { type: 'reportSaved', params: ({ event }) => ({ answer: event.output }) },
          { type: 'settleFinish', params: { finished: true } },
        ],
      },
    ],
    'xstate.error.actor.finishRequest': {
      actions: [
        { type: 'reportRefused', params: ({ event }) => ({ error: event.error }) },
        { type: 'settleFinish', params: { finished: false } },
      ],
    },
  },
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
          {
            guard: { type: 'pageCompletes', params: ({ event }) => ({ page: event.page }) },
            target: 'completed',
            actions: [
              { type: 'applyPageView', params: ({ event }) => ({ page: event.page }) },
              { type: 'savePage', params: ({ event }) => ({ page: event.page }) },
            ],
          },
          {
            guard: { type: 'pageAccepted', params: ({ event }) => ({ page: event.page }) },
            target: 'inProgress',
            actions: [
              { type: 'applyPageView', params: ({ event }) => ({ page: event.page }) },
              { type: 'savePage', params: ({ event }) => ({ page: event.page }) },
            ],
          },
        ],
        REQUEST_COMPLETION: { guard: 'completionAccepted', target: 'completed', actions: ['applyCompletion', 'requestFinish'] },
      },
    },
    inProgress: {
      initial: 'reading',
      on: {
        OPEN: { actions: 'applyOpen' },
        VIEW_PAGE: [
          {
            guard: { type: 'pageCompletes', params: ({ event }) => ({ page: event.page }) },
            target: 'completed',
            actions: [
              { type: 'applyPageView', params: ({ event }) => ({ page: event.page }) },
              { type: 'savePage', params: ({ event }) => ({ page: event.page }) },
            ],
          },
          {
            guard: { type: 'pageAccepted', params: ({ event }) => ({ page: event.page }) },
            actions: [
              { type: 'applyPageView', params: ({ event }) => ({ page: event.page }) },
              { type: 'savePage', params: ({ event }) => ({ page: event.page }) },
            ],
          },
        ],
        REQUEST_COMPLETION: { guard: 'completionAccepted', target: 'completed', actions: ['applyCompletion', 'requestFinish'] },
      },
      states: {
        reading: {
          on: {
            ASSESSMENT_COMPLETED: [
              {
                guard: { type: 'waitsForTeacher', params: ({ event }) => ({ waitsForTeacher: event.waitsForTeacher }) },
                target: 'awaitingFeedback',
                actions: [
                  { type: 'applyAssessmentCompleted', params: ({ event }) => ({ waitsForTeacher: event.waitsForTeacher }) },
                  'outdatePageSave',
                ],
              },
              {
                guard: 'hasAssessment',
                target: '#lessonStatus.completed',
                actions: [
                  { type: 'applyAssessmentCompleted', params: ({ event }) => ({ waitsForTeacher: event.waitsForTeacher }) },
                  'outdatePageSave',
                ],
              },
            ],
          },
        },
        awaitingFeedback: {
          on: { FEEDBACK_COMPLETED: { target: '#lessonStatus.completed', actions: ['applyFeedbackCompleted', 'outdatePageSave'] } },
        },
      },
    },
    completed: {
      on: {
        OPEN: { actions: 'applyOpen' },
        VIEW_PAGE: {
          guard: { type: 'pageAccepted', params: ({ event }) => ({ page: event.page }) },
          actions: [
            { type: 'applyPageView', params: ({ event }) => ({ page: event.page }) },
            { type: 'savePage', params: ({ event }) => ({ page: event.page }) },
          ],
        },
      },
    },
  },
});
