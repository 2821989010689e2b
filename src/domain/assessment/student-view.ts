import type { BilingualText } from '../content/bilingual.schemas';
import { isAnswered } from './answer-rules';
import type { StudentAnswer } from './answer.schemas';
import type { AssessmentDocument, AssessmentGroupDocument, AssessmentKind, BenchmarkSetInfo } from './assessment.schemas';
import type { Blank, Choice, QuestionDocument, QuestionOf } from './question.schemas';
import { FeedbackStatus } from './scoring';

/**
 * What a student (or their teacher) sees of a published assessment. Answer keys (correct choices,
 * answer sets, accepted blanks, choice response texts, the suggested answer) are present only when
 * `revealed`: for a student, once that question was submitted; for staff, always.
 */

/** A student's stored state of one question in one round. */
export interface AnswerState {
  readonly answer: StudentAnswer | null;
  readonly isReviewing: boolean;
  readonly isSubmitted: boolean;
  readonly score: number | null;
  readonly isCorrect: boolean | null;
  readonly feedback: string | null;
  readonly marks: Readonly<Record<number, boolean>>;
  /** How many times a teacher saved a score or feedback on it (0: never); a save names the one it saw. */
  readonly feedbackVersion: number;
}

export const EMPTY_ANSWER_STATE: AnswerState = {
  answer: null,
  isReviewing: false,
  isSubmitted: false,
  score: null,
  isCorrect: null,
  feedback: null,
  marks: {},
  feedbackVersion: 0,
};

/** One pager dot per question (assessmentPagerStatus). */
export type PagerStatus = 'unanswered' | 'answered' | 'reviewing' | 'submitted';

export type ChoiceView = Omit<Choice, 'correct' | 'responseText' | 'responseAudio'> & {
  readonly correct: boolean | null;
  readonly responseText: BilingualText | null;
  readonly responseAudio: Choice['responseAudio'];
};

/** Key fields may be null (not revealed); everything else keeps its published type. */
type Keyed<Q, K extends keyof Q> = Omit<Q, K> & { readonly [P in K]: Q[P] | null };
type WithAnswerSets<E extends { correctAnswerSet: unknown }> = Keyed<E, 'correctAnswerSet'>;
type Common = 'suggestedAnswer' | 'responseText';

/** One published question type with its answer key nullable (null until revealed). */
export type RedactedQuestion =
  | (Keyed<Omit<QuestionOf<'multiple-choice'>, 'choices'>, Common | 'correctChoiceId'> & { readonly choices: ChoiceView[] })
  | (Keyed<Omit<QuestionOf<'boolean'>, 'choices'>, Common | 'correctChoiceId'> & { readonly choices: ChoiceView[] })
  | (Keyed<Omit<QuestionOf<'multi-response'>, 'choices'>, Common | 'correctChoiceList'> & { readonly choices: ChoiceView[] })
  | (Keyed<Omit<QuestionOf<'venn-diagram'>, 'elements'>, Common> & { readonly elements: WithAnswerSets<QuestionOf<'venn-diagram'>['elements'][number]>[] })
  | (Keyed<Omit<QuestionOf<'type-f'>, 'elements'>, Common> & { readonly elements: WithAnswerSets<QuestionOf<'type-f'>['elements'][number]>[] })
  | (Keyed<Omit<QuestionOf<'cloze-sentence'>, 'wordBank' | 'blanks'>, Common> & { readonly wordBank: ChoiceView[]; readonly blanks: WithAnswerSets<Blank>[] })
  | (Keyed<Omit<QuestionOf<'fill-in-blank'>, 'blanks'>, Common> & { readonly blanks: WithAnswerSets<Blank>[] })
  | Keyed<QuestionOf<'written'>, Common>
  | Keyed<QuestionOf<'essay'>, Common>;

/** The student's state of the question, shown next to its published fields. */
export interface QuestionState {
  readonly revealed: boolean;
  readonly retakeRound: number;
  readonly studentAnswer: StudentAnswer | null;
  readonly isAnswered: boolean;
  readonly isReviewing: boolean;
  readonly isSubmitted: boolean;
  /** Points earned (null: unscored or not submitted) out of `points`. */
  readonly score: number | null;
  readonly isCorrect: boolean | null;
  readonly feedback: string | null;
  /** After submission: correctness of each choice, element or blank the student used, by id. */
  readonly marks: Readonly<Record<number, boolean>>;
  /** The teacher's feedback version (answer-feedback's `expectedVersion`); 0 until a teacher saved one. */
  readonly feedbackVersion: number;
}

/** A question as the API returns it: narrow on `type` for the type-specific fields. */
export type QuestionView = RedactedQuestion & QuestionState;

function choiceView(c: Choice, revealed: boolean): ChoiceView {
  return revealed ? c : { ...c, correct: null, responseText: null, responseAudio: null };
}

const hideSets = <E extends { correctAnswerSet: unknown }>(items: readonly E[], revealed: boolean): WithAnswerSets<E>[] =>
  items.map((e) => ({ ...e, correctAnswerSet: revealed ? e.correctAnswerSet : null }));

/** The question's published fields with every answer key removed unless revealed. */
export function redactQuestion(q: QuestionDocument, revealed: boolean): RedactedQuestion {
  const base = { suggestedAnswer: revealed ? q.suggestedAnswer : null, responseText: revealed ? q.responseText : null };
  switch (q.type) {
    case 'multiple-choice':
    case 'boolean':
      return { ...q, ...base, choices: q.choices.map((c) => choiceView(c, revealed)), correctChoiceId: revealed ? q.correctChoiceId : null };
    case 'multi-response':
      return { ...q, ...base, choices: q.choices.map((c) => choiceView(c, revealed)), correctChoiceList: revealed ? q.correctChoiceList : null };
    case 'venn-diagram':
      return { ...q, ...base, elements: hideSets(q.elements, revealed) };
    case 'type-f':
      return { ...q, ...base, elements: hideSets(q.elements, revealed) };
    case 'cloze-sentence':
      return { ...q, ...base, wordBank: q.wordBank.map((c) => choiceView(c, revealed)), blanks: hideSets(q.blanks, revealed) };
    case 'fill-in-blank':
      return { ...q, ...base, blanks: hideSets(q.blanks, revealed) };
    case 'written':
    case 'essay':
      return { ...q, ...base };
  }
}

export function questionView(q: QuestionDocument, state: AnswerState, retakeRound: number, staff: boolean): QuestionView {
  const revealed = staff || state.isSubmitted;
  return {
    ...redactQuestion(q, revealed),
    revealed,
    retakeRound,
    studentAnswer: state.answer,
    isAnswered: isAnswered(state.answer),
    isReviewing: state.isReviewing,
    isSubmitted: state.isSubmitted,
    score: state.isSubmitted ? state.score : null,
    isCorrect: state.isSubmitted ? state.isCorrect : null,
    feedback: state.isSubmitted ? state.feedback : null,
    marks: state.isSubmitted ? state.marks : {},
    feedbackVersion: state.feedbackVersion,
  };
}

export function pagerStatus(state: AnswerState): PagerStatus {
  if (state.isSubmitted) return 'submitted';
  if (state.isReviewing) return 'reviewing';
  return isAnswered(state.answer) ? 'answered' : 'unanswered';
}

/** A student's attempt at one group in one round, as stored. */
export interface AttemptState {
  readonly retakeRound: number;
  readonly status: 'not-started' | 'open' | 'submitted';
  readonly currentIndex: number;
  readonly score: number | null;
  readonly maxScore: number | null;
  readonly percent: number | null;
  readonly feedbackStatus: FeedbackStatus;
  readonly submittedAt: string | null;
}

export interface GroupView {
  readonly id: number;
  readonly assessmentGroupNumber: number;
  readonly title: BilingualText | null;
  readonly sections: AssessmentGroupDocument['sections'];
  readonly retakeRound: number;
  readonly status: AttemptState['status'];
  readonly isSubmitted: boolean;
  readonly currentIndex: number;
  readonly assessmentPagerStatus: PagerStatus[];
  readonly unansweredCount: number;
  readonly reviewingCount: number;
  readonly score: number | null;
  readonly maxScore: number;
  readonly percent: number | null;
  readonly feedbackStatus: FeedbackStatus;
  readonly submittedAt: string | null;
  readonly questions: QuestionView[];
}

export function groupView(
  group: AssessmentGroupDocument,
  attempt: AttemptState,
  answers: ReadonlyMap<number, AnswerState>,
  staff: boolean,
): GroupView {
  const states = group.questions.map((q) => answers.get(q.id) ?? EMPTY_ANSWER_STATE);
  const maxScore = group.questions.reduce((sum, q) => sum + q.points, 0);
  const submitted = attempt.status === 'submitted';
  return {
    id: group.id,
    assessmentGroupNumber: group.assessmentGroupNumber,
    title: group.title,
    sections: group.sections,
    retakeRound: attempt.retakeRound,
    status: attempt.status,
    isSubmitted: submitted,
    currentIndex: Math.min(attempt.currentIndex, group.questions.length - 1),
    assessmentPagerStatus: states.map(pagerStatus),
    unansweredCount: states.filter((s) => !isAnswered(s.answer)).length,
    reviewingCount: states.filter((s) => s.isReviewing && !s.isSubmitted).length,
    score: submitted ? attempt.score : null,
    maxScore: attempt.maxScore ?? maxScore,
    percent: submitted ? attempt.percent : null,
    feedbackStatus: attempt.feedbackStatus,
    submittedAt: attempt.submittedAt,
    questions: group.questions.map((q, i) => questionView(q, states[i], attempt.retakeRound, staff)),
  };
}

/** An earlier (or the current) submitted round, kept as history. */
export interface RoundSummary {
  readonly retakeRound: number;
  readonly submittedAt: string | null;
  readonly score: number | null;
  readonly maxScore: number | null;
  readonly percent: number | null;
}

export interface AssessmentView {
  readonly id: number;
  readonly lessonId: number;
  readonly unitId: number;
  readonly lessonTypeId: number;
  readonly kind: AssessmentKind;
  readonly directions: BilingualText | null;
  readonly benchmarkSet: BenchmarkSetInfo | null;
  /** Whose work this is; null for a staff preview without a student. */
  readonly studentId: number | null;
  readonly retakeRound: number;
  readonly isSubmitted: boolean;
  readonly requiresTeacherFeedback: boolean;
  readonly score: number | null;
  readonly maxScore: number;
  readonly percent: number | null;
  readonly feedbackStatus: FeedbackStatus;
  readonly groups: GroupView[];
  readonly history: RoundSummary[];
  readonly version: number;
}

export function assessmentView(
  doc: AssessmentDocument,
  parts: {
    studentId: number | null;
    groups: GroupView[];
    requiresTeacherFeedback: boolean;
    lesson: { score: number | null; maxScore: number; percent: number | null; feedbackStatus: FeedbackStatus };
    history: RoundSummary[];
  },
): AssessmentView {
  return {
    id: doc.id,
    lessonId: doc.lessonId,
    unitId: doc.unitId,
    lessonTypeId: doc.lessonTypeId,
    kind: doc.kind,
    directions: doc.directions,
    benchmarkSet: doc.benchmarkSet,
    studentId: parts.studentId,
    retakeRound: Math.max(1, ...parts.groups.map((g) => g.retakeRound)),
    isSubmitted: parts.groups.length > 0 && parts.groups.every((g) => g.isSubmitted),
    requiresTeacherFeedback: parts.requiresTeacherFeedback,
    ...parts.lesson,
    groups: parts.groups,
    history: parts.history,
    version: doc.version,
  };
}
