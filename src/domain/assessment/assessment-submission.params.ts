import { assertEvent } from 'xstate';
import { essayOnScreen, findSlot, reviewQuestionTypeCode } from './assessment-navigation.rules';
import type { AnswerToPersist, AssessmentSubmissionContext, AssessmentSubmissionEvent, PositionToPersist, ReviewMarkToPersist } from './assessment-submission.types';

/**
 * The submission machine's parameterized actions: what each persist action is handed, and the
 * refusals. Kept apart from the machine so its state config reads as the flow.
 */

export type Args = { readonly context: AssessmentSubmissionContext; readonly event: AssessmentSubmissionEvent };

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
export function questionToSubmit(context: AssessmentSubmissionContext, event: AssessmentSubmissionEvent) {
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

export const persistAnswer = { type: 'persistAnswer', params: answerParams } as const;
export const persistEssay = { type: 'persistAnswer', params: essayParams } as const;
export const persistQuestionSubmit = { type: 'persistAnswer', params: questionSubmitParams } as const;
export const persistReviewMark = { type: 'persistReviewMark', params: reviewParams } as const;
/** After a move: the pager position, read after the move's assign. */
export const persistPosition = { type: 'persistCurrentIndex', params: ({ context }: Args): PositionToPersist => ({ currentIndex: context.currentIndex }) } as const;
export const refusedSubmitted = { type: 'refuseEdit', params: { reason: 'submitted' } } as const;
export const refusedLocked = { type: 'refuseEdit', params: { reason: 'locked' } } as const;
export const refusedUnanswered = { type: 'refuseEdit', params: { reason: 'unanswered' } } as const;

/** Edits that a submitting or submitted assessment refuses. */
export const refuseEdits = {
  ANSWER: { actions: refusedSubmitted },
  EDIT_ESSAY: { actions: refusedSubmitted },
  SAVE_ESSAY: { actions: refusedSubmitted },
  MARK_FOR_REVIEW: { actions: refusedSubmitted },
  SKIP: { actions: refusedSubmitted },
  SUBMIT_QUESTION: { actions: refusedSubmitted },
} as const;
