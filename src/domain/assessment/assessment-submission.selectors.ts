import { canGoNext, essayOnScreen, hasPrevious, hasUnsavedEssay, type QuestionSlot, type SubmissionReview } from './assessment-navigation.rules';
import type { AnswerValue } from './answer-value';
import type { AssessmentSubmissionSnapshot } from './assessment-submission.machine';

/** Selectors the views read (with `useSelector`). */
const selectCurrentQuestion = (s: AssessmentSubmissionSnapshot): QuestionSlot | undefined => s.context.questions[s.context.currentIndex];

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

/**
 * Whether any question holds an answer (given on this screen, or loaded from the server or the outbox).
 * Until one does, the save status has nothing to call "Saved" (issue 11).
 */
export const selectAnyAnswerGiven = (s: AssessmentSubmissionSnapshot): boolean => s.context.questions.some((q) => q.answer !== null);
