import { and, assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ASSESSMENT_SUBMIT_RETRY_DELAYS_MS } from '../shared/constants';
import type { EssayAnswer } from './answer.schemas';
import { isAnswerGiven, type AnswerValue, type QuestionType } from './answer-value';
import {
  canAnswer,
  canEditEssay,
  canGoNext,
  canMoveTo,
  essayOnScreen,
  findSlot,
  hasNext,
  hasPrevious,
  hasUnsavedEssay,
  reviewQuestionTypeCode,
  submissionReview,
  withAnswer,
  withReviewMark,
  withSkipped,
  type EssayDraft,
  type QuestionSlot,
  type SubmissionReview,
} from './assessment-navigation.rules';

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

/** What the `submitAssessment` actor resolves with: the score and, per question, whether it was right (null: waits for a teacher). */
export interface SubmissionResult {
  readonly score: number | null;
  readonly questions: readonly { readonly questionId: number; readonly correct: boolean | null }[];
}

/** Why a submit failed; `retryable` failures (network, server errors) are retried automatically. */
export interface SubmitFailure {
  readonly code: string;
  readonly message: string;
  readonly retryable: boolean;
}

/** Where the student was going when an unsaved essay stopped them. */
export type LeaveIntent = { readonly kind: 'question'; readonly index: number; readonly skip: boolean } | { readonly kind: 'review' };

export interface AssessmentSubmissionInput {
  readonly assessmentId: number;
  /** The round the questions were loaded for (from 1); every save names it. */
  readonly retakeRound: number;
  /** Submit only this group (its questions are `questions`); every open group of the lesson when omitted. */
  readonly assessmentGroupNumber?: number;
  readonly questions: readonly QuestionSlot[];
  /** The pager position to resume at (the assessment group's currentIndex). */
  readonly currentIndex?: number;
  /** Already submitted: starts in `submitted`, refusing edits. */
  readonly submitted?: boolean;
  readonly result?: SubmissionResult | null;
  /** Defaults to ASSESSMENT_SUBMIT_RETRY_DELAYS_MS. */
  readonly retryDelaysMs?: readonly number[];
}

export interface AssessmentSubmissionContext {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly assessmentGroupNumber: number | null;
  readonly questions: readonly QuestionSlot[];
  readonly currentIndex: number;
  readonly essayDraft: EssayDraft | null;
  readonly leaveIntent: LeaveIntent | null;
  /** Filled on entering `confirming`. */
  readonly review: SubmissionReview;
  readonly retryDelaysMs: readonly number[];
  /** Index into retryDelaysMs of the next automatic retry. */
  readonly retry: number;
  readonly failure: SubmitFailure | null;
  readonly result: SubmissionResult | null;
  /** Started from an already submitted assessment. */
  readonly startedSubmitted: boolean;
}

export type AssessmentSubmissionEvent =
  /** Any question type except essay (essays use EDIT_ESSAY and SAVE_ESSAY). */
  | { readonly type: 'ANSWER'; readonly questionId: number; readonly answer: AnswerValue }
  /** The essay on screen changed (topic, text or a step's text); not saved until SAVE_ESSAY or leaving. */
  | { readonly type: 'EDIT_ESSAY'; readonly questionId: number; readonly answer: EssayAnswer }
  | { readonly type: 'SAVE_ESSAY' }
  | { readonly type: 'MARK_FOR_REVIEW'; readonly questionId: number; readonly marked: boolean }
  /** Submit one question on its own (its answer on screen; completes an essay): closed for edits afterwards. */
  | { readonly type: 'SUBMIT_QUESTION'; readonly questionId: number }
  | { readonly type: 'SKIP' }
  | { readonly type: 'NEXT' }
  | { readonly type: 'PREVIOUS' }
  | { readonly type: 'GO_TO'; readonly index: number }
  /** In `answering.confirmingLeave`. */
  | { readonly type: 'SAVE_AND_LEAVE' }
  | { readonly type: 'DISCARD_AND_LEAVE' }
  | { readonly type: 'STAY' }
  /** Opens the confirmation. */
  | { readonly type: 'SUBMIT' }
  /** In `confirming`. */
  | { readonly type: 'CONFIRM_SUBMIT' }
  | { readonly type: 'BACK' }
  /** In `retrying` (skip the wait) and `failed`. */
  | { readonly type: 'RETRY' };

/**
 * Emitted when an edit is refused: the assessment is submitted or being submitted, the question is
 * locked (or the answer does not fit it), or a question submit has no answer to submit.
 */
export type RefusalReason = 'submitted' | 'locked' | 'unanswered';
export type AssessmentSubmissionEmitted = { readonly type: 'editRefused'; readonly reason: RefusalReason };

/** Params of the `persistAnswer` action: one answer to save. */
export interface AnswerToPersist {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  readonly questionType: QuestionType;
  readonly value: AnswerValue;
  /** Also submit the question (SUBMIT_QUESTION). */
  readonly submit: boolean;
}

/** Params of the `persistCurrentIndex` action: the question the pager is on (from 0). */
export interface PositionToPersist {
  readonly currentIndex: number;
}

/** Params of the `persistReviewMark` action (IsReviewing: questionId, isReviewing, questionType code). */
export interface ReviewMarkToPersist {
  readonly assessmentId: number;
  readonly questionId: number;
  readonly isReviewing: boolean;
  readonly questionTypeCode: 1 | 2;
}

export interface SubmitAssessmentInput {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly assessmentGroupNumber: number | null;
}

type Args = { readonly context: AssessmentSubmissionContext; readonly event: AssessmentSubmissionEvent };

function answerParams({ context, event }: Args): AnswerToPersist {
  assertEvent(event, 'ANSWER');
  const slot = findSlot(context.questions, event.questionId)!;
  return {
    assessmentId: context.assessmentId,
    retakeRound: context.retakeRound,
    questionId: event.questionId,
    questionType: slot.type,
    value: event.answer,
    submit: false,
  };
}

function essayParams({ context }: Args): AnswerToPersist {
  const draft = context.essayDraft!;
  return {
    assessmentId: context.assessmentId,
    retakeRound: context.retakeRound,
    questionId: draft.questionId,
    questionType: 'essay',
    value: draft.answer,
    submit: false,
  };
}

/** The question a SUBMIT_QUESTION names, with the answer on screen. */
function questionToSubmit(context: AssessmentSubmissionContext, event: AssessmentSubmissionEvent) {
  assertEvent(event, 'SUBMIT_QUESTION');
  const slot = findSlot(context.questions, event.questionId);
  return slot ? { slot, value: essayOnScreen(slot, context.essayDraft) } : null;
}

function questionSubmitParams({ context, event }: Args): AnswerToPersist {
  const { slot, value } = questionToSubmit(context, event)!;
  return { assessmentId: context.assessmentId, retakeRound: context.retakeRound, questionId: slot.questionId, questionType: slot.type, value: value!, submit: true };
}

function reviewParams({ context, event }: Args): ReviewMarkToPersist {
  assertEvent(event, 'MARK_FOR_REVIEW');
  const slot = findSlot(context.questions, event.questionId)!;
  return {
    assessmentId: context.assessmentId,
    questionId: event.questionId,
    isReviewing: event.marked,
    questionTypeCode: reviewQuestionTypeCode(slot.type),
  };
}

/** Any rejection turned into a SubmitFailure; an unknown error is a temporary failure. */
export function toSubmitFailure(error: unknown): SubmitFailure {
  if (typeof error === 'object' && error !== null) {
    const e = error as Partial<SubmitFailure>;
    if (typeof e.code === 'string' && typeof e.retryable === 'boolean') {
      return { code: e.code, message: typeof e.message === 'string' ? e.message : '', retryable: e.retryable };
    }
  }
  return { code: 'SUBMIT_FAILED', message: error instanceof Error ? error.message : String(error), retryable: true };
}

const persistAnswer = { type: 'persistAnswer', params: answerParams } as const;
const persistEssay = { type: 'persistAnswer', params: essayParams } as const;
const persistQuestionSubmit = { type: 'persistAnswer', params: questionSubmitParams } as const;
const persistReviewMark = { type: 'persistReviewMark', params: reviewParams } as const;
/** After a move: the pager position, read after the move's assign. */
const persistPosition = { type: 'persistCurrentIndex', params: ({ context }: Args): PositionToPersist => ({ currentIndex: context.currentIndex }) } as const;
const refusedSubmitted = { type: 'refuseEdit', params: { reason: 'submitted' } } as const;
const refusedLocked = { type: 'refuseEdit', params: { reason: 'locked' } } as const;
const refusedUnanswered = { type: 'refuseEdit', params: { reason: 'unanswered' } } as const;

/** Edits that a submitting or submitted assessment refuses. */
const refuseEdits = {
  ANSWER: { actions: refusedSubmitted },
  EDIT_ESSAY: { actions: refusedSubmitted },
  SAVE_ESSAY: { actions: refusedSubmitted },
  MARK_FOR_REVIEW: { actions: refusedSubmitted },
  SKIP: { actions: refusedSubmitted },
  SUBMIT_QUESTION: { actions: refusedSubmitted },
} as const;

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
    recordResult: assign({
      result: ({ event }) => (event as unknown as { output: SubmissionResult }).output,
      failure: null,
    }),
    recordFailure: assign({ failure: ({ event }) => toSubmitFailure((event as unknown as { error: unknown }).error) }),
    advanceRetry: assign({ retry: ({ context }) => context.retry + 1 }),
    resetRetries: assign({ retry: 0 }),
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
    canRetryAutomatically: ({ context, event }) =>
      toSubmitFailure((event as unknown as { error: unknown }).error).retryable && context.retry < context.retryDelaysMs.length,
  },
  delays: {
    submitRetryDelay: ({ context }) => context.retryDelaysMs[context.retry] ?? 0,
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
    retryDelaysMs: input.retryDelaysMs ?? ASSESSMENT_SUBMIT_RETRY_DELAYS_MS,
    retry: 0,
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
        onDone: { target: 'submitted', actions: 'recordResult' },
        onError: [
          { guard: 'canRetryAutomatically', target: 'retrying', actions: 'recordFailure' },
          { target: 'failed', actions: 'recordFailure' },
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

/** Selectors the views read (with `useSelector`). */
export const selectCurrentQuestion = (s: AssessmentSubmissionSnapshot): QuestionSlot | undefined => s.context.questions[s.context.currentIndex];

/** Next is enabled (product-spec §5): answering, a next question exists, and the current one does not block it. */
export const selectCanGoNext = (s: AssessmentSubmissionSnapshot): boolean =>
  s.matches({ answering: 'editing' }) && canGoNext(s.context.questions, s.context.currentIndex, s.context.essayDraft);

export const selectCanGoPrevious = (s: AssessmentSubmissionSnapshot): boolean => s.matches({ answering: 'editing' }) && hasPrevious(s.context.currentIndex);

/** Whether the current question may be changed now (answering, and the question is not locked). */
export const selectCanEditCurrent = (s: AssessmentSubmissionSnapshot): boolean => {
  const current = selectCurrentQuestion(s);
  return s.matches({ answering: 'editing' }) && current !== undefined && !current.locked;
};

/** The essay on screen for the current question (the unsaved draft, else the saved answer). */
export const selectEssayOnScreen = (s: AssessmentSubmissionSnapshot): AnswerValue | null => {
  const current = selectCurrentQuestion(s);
  return current ? essayOnScreen(current, s.context.essayDraft) : null;
};

export const selectHasUnsavedEssay = (s: AssessmentSubmissionSnapshot): boolean => hasUnsavedEssay(s.context.questions, s.context.essayDraft);

/** The confirmation's lists (valid in `confirming`). */
export const selectReview = (s: AssessmentSubmissionSnapshot): SubmissionReview => s.context.review;

export const selectIsSubmitted = (s: AssessmentSubmissionSnapshot): boolean => s.matches('submitted');
