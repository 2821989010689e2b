import { and, assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ASSESSMENT_SUBMIT_RETRY_DELAYS_MS } from '../shared/constants';
import { advanceRetry, hasRetriesLeft, nextRetryDelay, resetRetries, startRetrySchedule } from '../shared/retry-schedule';
import { isAnswerGiven } from './answer-value';
import {
  canAnswer,
  canEditEssay,
  canGoNext,
  canMoveTo,
  findSlot,
  hasNext,
  hasPrevious,
  hasUnsavedEssay,
  submissionReview,
  withAnswer,
  withReviewMark,
  withSkipped,
  type SubmissionReview,
} from './assessment-navigation.rules';
import {
  persistAnswer,
  persistEssay,
  persistPosition,
  persistQuestionSubmit,
  persistReviewMark,
  questionToSubmit,
  refusedLocked,
  refusedUnanswered,
  refuseEdits,
} from './assessment-submission.params';
import {
  toSubmitFailure,
  type AnswerToPersist,
  type AssessmentSubmissionContext,
  type AssessmentSubmissionEmitted,
  type AssessmentSubmissionEvent,
  type AssessmentSubmissionInput,
  type LeaveIntent,
  type PositionToPersist,
  type RefusalReason,
  type ReviewMarkToPersist,
  type SubmissionResult,
  type SubmitAssessmentInput,
  type SubmitFailure,
} from './assessment-submission.types';

/**
 * Answering and submitting one assessment (product-spec §4 "Questions and assessments"):
 * answering → confirming (lists unanswered and review-marked questions; submit anyway or go back)
 * → submitting → submitted. A failed submit is retried after each delay of `retryDelaysMs` when the
 * failure is temporary (network, server), then waits in `failed` for the student's Retry.
 *
 * Rules come from assessment-navigation.rules.ts: Next is refused while a multiple-choice question
 * is unanswered or an essay is empty; locked questions (submitted on their own, completed essays)
 * refuse edits; after submission every edit is refused and `editRefused` is emitted. Leaving an
 * essay with unsaved text waits in `answering.confirmingLeave` for save, discard or stay.
 *
 * No I/O: `persistAnswer` and `persistReviewMark` are actions and `submitAssessment` an actor that
 * the application provides (answers go to the durable outbox, the submit flushes it first).
 */

/** The submit actor's rejection as a SubmitFailure (an unknown error is a temporary failure). */
const failureOf = ({ event }: { event: { error: unknown } }): SubmitFailure => toSubmitFailure(event.error);

const EMPTY_REVIEW: SubmissionReview = { unanswered: [], markedForReview: [] };

export const assessmentSubmissionMachine = setup({
  types: {
    input: {} as AssessmentSubmissionInput,
    context: {} as AssessmentSubmissionContext,
    events: {} as AssessmentSubmissionEvent,
    emitted: {} as AssessmentSubmissionEmitted,
  },
  actors: {
    /** Flushes the assessment's pending answers, then submits; rejects with a SubmitFailure. */
    submitAssessment: fromPromise<SubmissionResult, SubmitAssessmentInput>(async () => {
      throw { code: 'NOT_PROVIDED', message: 'No submit was provided', retryable: false } satisfies SubmitFailure;
    }),
  },
  actions: {
    /** Provided by the application: hand the answer to the durable outbox (never loses it). */
    persistAnswer: (_, _answer: AnswerToPersist) => undefined,
    /** Provided by the application: the IsReviewing call. */
    persistReviewMark: (_, _mark: ReviewMarkToPersist) => undefined,
    /** Provided by the application: the pager position (PUT component/{lessonId}/{componentId}/{currentIndex}). */
    persistCurrentIndex: (_, _position: PositionToPersist) => undefined,
    refuseEdit: emit((_, params: { reason: RefusalReason }) => ({ type: 'editRefused', reason: params.reason }) as const),
    applyAnswer: assign({
      questions: ({ context, event }) => {
        assertEvent(event, 'ANSWER');
        return withAnswer(context.questions, event.questionId, event.answer);
      },
    }),
    updateEssayDraft: assign({
      essayDraft: ({ event }) => {
        assertEvent(event, 'EDIT_ESSAY');
        return { questionId: event.questionId, answer: event.answer };
      },
    }),
    saveEssayDraft: assign(({ context }) => {
      const draft = context.essayDraft!;
      return { questions: withAnswer(context.questions, draft.questionId, draft.answer), essayDraft: null };
    }),
    discardEssayDraft: assign({ essayDraft: null }),
    /** The question keeps the answer it was submitted with and is locked (the server closes it too). */
    lockSubmittedQuestion: assign(({ context, event }) => {
      const { slot, value } = questionToSubmit(context, event)!;
      const questions = withAnswer(context.questions, slot.questionId, value!).map((s) => (s.questionId === slot.questionId ? { ...s, locked: true } : s));
      return { questions, essayDraft: context.essayDraft?.questionId === slot.questionId ? null : context.essayDraft };
    }),
    applyReviewMark: assign({
      questions: ({ context, event }) => {
        assertEvent(event, 'MARK_FOR_REVIEW');
        return withReviewMark(context.questions, event.questionId, event.marked);
      },
    }),
    rememberNext: assign({ leaveIntent: ({ context }) => ({ kind: 'question', index: context.currentIndex + 1, skip: false }) as const }),
    rememberPrevious: assign({ leaveIntent: ({ context }) => ({ kind: 'question', index: context.currentIndex - 1, skip: false }) as const }),
    rememberSkip: assign({ leaveIntent: ({ context }) => ({ kind: 'question', index: context.currentIndex + 1, skip: true }) as const }),
    rememberGoTo: assign({
      leaveIntent: ({ event }) => {
        assertEvent(event, 'GO_TO');
        return { kind: 'question', index: event.index, skip: false } as const;
      },
    }),
    rememberReview: assign({ leaveIntent: { kind: 'review' } as LeaveIntent }),
    forgetLeave: assign({ leaveIntent: null }),
    /** Moves to the remembered question (marking the one left skipped if it was a Skip). */
    followLeave: assign(({ context }) => {
      const intent = context.leaveIntent;
      if (!intent || intent.kind !== 'question') return { leaveIntent: null };
      return {
        questions: intent.skip ? withSkipped(context.questions, context.currentIndex) : context.questions,
        currentIndex: intent.index,
        essayDraft: null,
        leaveIntent: null,
      };
    }),
    goNext: assign({ currentIndex: ({ context }) => context.currentIndex + 1, essayDraft: null }),
    goPrevious: assign({ currentIndex: ({ context }) => context.currentIndex - 1, essayDraft: null }),
    skipToNext: assign(({ context }) => ({
      questions: withSkipped(context.questions, context.currentIndex),
      currentIndex: context.currentIndex + 1,
      essayDraft: null,
    })),
    goToIndex: assign({
      currentIndex: ({ event }) => {
        assertEvent(event, 'GO_TO');
        return event.index;
      },
      essayDraft: null,
    }),
    summarizeForReview: assign({ review: ({ context }) => submissionReview(context.questions) }),
    recordResult: assign((_, result: SubmissionResult) => ({ result, failure: null })),
    recordFailure: assign((_, failure: SubmitFailure) => ({ failure })),
    advanceRetry: assign(({ context }) => advanceRetry({ context })),
    resetRetries: assign(() => resetRetries()),
  },
  guards: {
    alreadySubmitted: ({ context }) => context.startedSubmitted || context.result !== null,
    answerAccepted: ({ context, event }) => {
      assertEvent(event, 'ANSWER');
      return findSlot(context.questions, event.questionId)?.type !== 'essay' && canAnswer(context.questions, event.questionId, event.answer);
    },
    essayEditable: ({ context, event }) => {
      assertEvent(event, 'EDIT_ESSAY');
      return context.questions[context.currentIndex]?.questionId === event.questionId && canEditEssay(context.questions, event.questionId);
    },
    hasUnsavedEssay: ({ context }) => hasUnsavedEssay(context.questions, context.essayDraft),
    questionOpen: ({ context, event }) => {
      const target = questionToSubmit(context, event);
      return target !== null && !target.slot.locked;
    },
    questionSubmittable: ({ context, event }) => {
      const target = questionToSubmit(context, event);
      return target !== null && !target.slot.locked && isAnswerGiven(target.value);
    },
    questionExists: ({ context, event }) => {
      assertEvent(event, 'MARK_FOR_REVIEW');
      return findSlot(context.questions, event.questionId) !== undefined;
    },
    canGoNext: ({ context }) => canGoNext(context.questions, context.currentIndex, context.essayDraft),
    hasPrevious: ({ context }) => hasPrevious(context.currentIndex),
    hasNext: ({ context }) => hasNext(context.questions, context.currentIndex),
    canMoveTo: ({ context, event }) => {
      assertEvent(event, 'GO_TO');
      return canMoveTo(context.questions, context.currentIndex, event.index, context.essayDraft);
    },
    isQuestionIndex: ({ context, event }) => {
      assertEvent(event, 'GO_TO');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.questions.length;
    },
    leavingToReview: ({ context }) => context.leaveIntent?.kind === 'review',
    canRetryAutomatically: ({ context }, failure: SubmitFailure) => failure.retryable && hasRetriesLeft({ context }),
  },
  delays: {
    submitRetryDelay: ({ context }) => nextRetryDelay({ context }),
  },
}).createMachine({
  id: 'assessmentSubmission',
  context: ({ input }) => ({
    assessmentId: input.assessmentId,
    retakeRound: input.retakeRound,
    assessmentGroupNumber: input.assessmentGroupNumber ?? null,
    questions: input.questions,
    currentIndex: Math.min(Math.max(0, input.currentIndex ?? 0), Math.max(0, input.questions.length - 1)),
    essayDraft: null,
    leaveIntent: null,
    review: EMPTY_REVIEW,
    ...startRetrySchedule(input.retryDelaysMs ?? ASSESSMENT_SUBMIT_RETRY_DELAYS_MS),
    failure: null,
    result: input.result ?? null,
    startedSubmitted: input.submitted === true,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [{ guard: 'alreadySubmitted', target: 'submitted' }, { target: 'answering' }],
    },
    answering: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ANSWER: [{ guard: 'answerAccepted', actions: ['applyAnswer', persistAnswer] }, { actions: refusedLocked }],
            EDIT_ESSAY: [{ guard: 'essayEditable', actions: 'updateEssayDraft' }, { actions: refusedLocked }],
            SAVE_ESSAY: { guard: 'hasUnsavedEssay', actions: [persistEssay, 'saveEssayDraft'] },
            MARK_FOR_REVIEW: { guard: 'questionExists', actions: ['applyReviewMark', persistReviewMark] },
            SUBMIT_QUESTION: [
              { guard: 'questionSubmittable', actions: [persistQuestionSubmit, 'lockSubmittedQuestion'] },
              { guard: 'questionOpen', actions: refusedUnanswered },
              { actions: refusedLocked },
            ],
            NEXT: [
              { guard: and(['canGoNext', 'hasUnsavedEssay']), target: 'confirmingLeave', actions: 'rememberNext' },
              { guard: 'canGoNext', actions: ['goNext', persistPosition] },
            ],
            SKIP: [
              { guard: and(['hasNext', 'hasUnsavedEssay']), target: 'confirmingLeave', actions: 'rememberSkip' },
              { guard: 'hasNext', actions: ['skipToNext', persistPosition] },
            ],
            PREVIOUS: [
              { guard: and(['hasPrevious', 'hasUnsavedEssay']), target: 'confirmingLeave', actions: 'rememberPrevious' },
              { guard: 'hasPrevious', actions: ['goPrevious', persistPosition] },
            ],
            GO_TO: [
              { guard: and(['canMoveTo', 'hasUnsavedEssay']), target: 'confirmingLeave', actions: 'rememberGoTo' },
              { guard: 'canMoveTo', actions: ['goToIndex', persistPosition] },
            ],
            SUBMIT: [
              { guard: 'hasUnsavedEssay', target: 'confirmingLeave', actions: 'rememberReview' },
              { target: '#assessmentSubmission.confirming' },
            ],
          },
        },
        confirmingLeave: {
          on: {
            SAVE_AND_LEAVE: [
              { guard: 'leavingToReview', target: '#assessmentSubmission.confirming', actions: [persistEssay, 'saveEssayDraft', 'forgetLeave'] },
              { target: 'editing', actions: [persistEssay, 'saveEssayDraft', 'followLeave', persistPosition] },
            ],
            DISCARD_AND_LEAVE: [
              { guard: 'leavingToReview', target: '#assessmentSubmission.confirming', actions: ['discardEssayDraft', 'forgetLeave'] },
              { target: 'editing', actions: ['discardEssayDraft', 'followLeave', persistPosition] },
            ],
            STAY: { target: 'editing', actions: 'forgetLeave' },
          },
        },
      },
    },
    confirming: {
      entry: 'summarizeForReview',
      on: {
        CONFIRM_SUBMIT: { target: 'submitting', actions: 'resetRetries' },
        BACK: 'answering',
        GO_TO: { guard: 'isQuestionIndex', target: 'answering', actions: ['goToIndex', persistPosition] },
      },
    },
    submitting: {
      invoke: {
        src: 'submitAssessment',
        input: ({ context }) => ({
          assessmentId: context.assessmentId,
          retakeRound: context.retakeRound,
          assessmentGroupNumber: context.assessmentGroupNumber,
        }),
        onDone: { target: 'submitted', actions: { type: 'recordResult', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'canRetryAutomatically', params: failureOf }, target: 'retrying', actions: { type: 'recordFailure', params: failureOf } },
          { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
        ],
      },
      on: refuseEdits,
    },
    /** Waiting before the next automatic attempt; the view shows the failure and a Retry now button. */
    retrying: {
      after: { submitRetryDelay: { target: 'submitting', actions: 'advanceRetry' } },
      on: { ...refuseEdits, RETRY: { target: 'submitting', actions: 'advanceRetry' } },
    },
    /** Not submitted: the student may retry or go back to the answers. */
    failed: {
      on: {
        ...refuseEdits,
        RETRY: { target: 'submitting', actions: 'resetRetries' },
        BACK: 'answering',
      },
    },
    submitted: {
      on: refuseEdits,
    },
  },
});

export type AssessmentSubmissionMachine = typeof assessmentSubmissionMachine;
export type AssessmentSubmissionSnapshot = SnapshotFrom<AssessmentSubmissionMachine>;
