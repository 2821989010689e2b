import { describe, expect, it } from 'vitest';
import { answerProblems, isAnswered, isNewerSave } from '@domain/assessment/answer-rules';
import { assessmentDocumentSchema } from '@domain/assessment/assessment.schemas';
import type { QuestionDocument, QuestionOf } from '@domain/assessment/question.schemas';
import {
  FeedbackStatus,
  attemptFeedbackStatus,
  blankAccepts,
  scoreQuestion,
  teacherScore,
  totals,
  unitFeedback,
} from '@domain/assessment/scoring';
import { normalizeBlank } from '@domain/assessment/blank-text';
import { questionView, redactQuestion, EMPTY_ANSWER_STATE } from '@domain/assessment/student-view';

const text = (en: string, es = en) => ({ id: 1, en, es });
const base = {
  order: 1,
  points: 1,
  isMaster: false,
  baMasterQuestionId: null,
  instruction: text('Q'),
  instructionAudio: null,
  primaryTextSource: null,
  primarySourceAudio: null,
  audio: null,
  image: null,
  primarySetImage: null,
  secondarySetImage: null,
  teksList: [],
  suggestedAnswer: text('key'),
  rubric: null,
  responseText: null,
  routePoints: [],
};
const choice = (id: number, correct: boolean) => ({ id, choiceNumber: id, text: text(`c${id}`), choiceAudio: null, responseText: text('why'), responseAudio: null, correct });

const mc: QuestionOf<'multiple-choice'> = { ...base, id: 1, type: 'multiple-choice', choices: [choice(11, false), choice(12, true), choice(13, false)], correctChoiceId: 12 };
const multi: QuestionOf<'multi-response'> = { ...base, id: 2, type: 'multi-response', choices: [choice(21, true), choice(22, true), choice(23, false)], correctChoiceList: [21, 22] };
const venn: QuestionOf<'venn-diagram'> = {
  ...base,
  id: 3,
  type: 'venn-diagram',
  points: 4,
  primarySetLabel: text('A'),
  secondarySetLabel: text('B'),
  elements: [
    { id: 31, order: 1, content: text('a'), correctAnswerSet: 'primary' },
    { id: 32, order: 2, content: text('b'), correctAnswerSet: 'secondary' },
    { id: 33, order: 3, content: text('ab'), correctAnswerSet: 'both' },
  ],
};
const organizer: QuestionOf<'type-f'> = {
  ...base,
  id: 4,
  type: 'type-f',
  points: 2,
  columns: [
    { id: 41, order: 1, columnName: text('X') },
    { id: 42, order: 2, columnName: text('Y') },
  ],
  elements: [
    { id: 43, order: 1, content: text('x'), correctAnswerSet: 41 },
    { id: 44, order: 2, content: text('y'), correctAnswerSet: 42 },
  ],
};
const blanks: QuestionOf<'fill-in-blank'> = {
  ...base,
  id: 5,
  type: 'fill-in-blank',
  points: 2,
  content: text('The [[1]] idea and the [[2]].', 'La idea [[1]] y los [[2]].'),
  blanks: [
    { id: 51, number: 1, content: null, correctAnswerSet: { en: ['main'], es: ['principal'] } },
    { id: 52, number: 2, content: null, correctAnswerSet: { en: ['Constitution'], es: ['Constitución'] } },
  ],
};
const written: QuestionOf<'written'> = { ...base, id: 6, type: 'written', points: 4 };

describe('blank normalisation', () => {
  it('ignores case, accents, surrounding spaces and punctuation, and inner space runs', () => {
    expect(normalizeBlank('  Boston. ')).toBe('boston');
    expect(normalizeBlank('Constitución')).toBe('constitucion');
    expect(normalizeBlank('Saint   Louis')).toBe('saint louis');
    expect(normalizeBlank('¡Atlántico!')).toBe('atlantico');
  });
  it('accepts an answer in either language and never an empty one', () => {
    expect(blankAccepts(blanks.blanks[0], 'PRINCIPAL')).toBe(true);
    expect(blankAccepts(blanks.blanks[1], 'constitucion')).toBe(true);
    expect(blankAccepts(blanks.blanks[0], '  ')).toBe(false);
    expect(blankAccepts(blanks.blanks[0], 'minor')).toBe(false);
  });
});

describe('scoring each type', () => {
  it('multiple choice: full points for the correct choice, 0 otherwise or unanswered', () => {
    expect(scoreQuestion(mc, { choiceId: 12 })).toMatchObject({ score: 1, isCorrect: true, marks: { 12: true } });
    expect(scoreQuestion(mc, { choiceId: 11 })).toMatchObject({ score: 0, isCorrect: false, marks: { 11: false } });
    expect(scoreQuestion(mc, null)).toMatchObject({ score: 0, isCorrect: false });
  });
  it('multi-response is all or nothing', () => {
    expect(scoreQuestion(multi, { choiceIds: [22, 21] }).score).toBe(1);
    expect(scoreQuestion(multi, { choiceIds: [21] }).score).toBe(0);
    expect(scoreQuestion(multi, { choiceIds: [21, 22, 23] })).toMatchObject({ score: 0, marks: { 21: true, 22: true, 23: false } });
  });
  it('Venn and organizer: each element is an equal share of the points', () => {
    expect(scoreQuestion(venn, { placements: [{ elementId: 31, set: 'primary' }, { elementId: 32, set: 'both' }] })).toMatchObject({
      score: 1.33,
      isCorrect: false,
      marks: { 31: true, 32: false },
    });
    expect(scoreQuestion(organizer, { placements: [{ elementId: 43, columnId: 41 }, { elementId: 44, columnId: 42 }] })).toMatchObject({ score: 2, isCorrect: true });
  });
  it('blanks: each blank an equal share, compared after normalisation', () => {
    expect(scoreQuestion(blanks, { blanks: [{ blankId: 51, value: ' Main ' }, { blankId: 52, value: 'constitución' }] }).score).toBe(2);
    expect(scoreQuestion(blanks, { blanks: [{ blankId: 51, value: 'main' }] })).toMatchObject({ score: 1, marks: { 51: true } });
  });
  it('written and essay wait for the teacher unless empty', () => {
    expect(scoreQuestion(written, { text: 'Because of the rocky soil.' })).toMatchObject({ score: null, isCorrect: null });
    expect(scoreQuestion(written, { text: '   ' })).toMatchObject({ score: 0, isCorrect: false });
    expect(scoreQuestion(written, null).score).toBe(0);
  });
});

describe('teacher scores, totals and feedback status', () => {
  it('a teacher score is 0..points; -1 or null is unscored', () => {
    expect(teacherScore(3.5, 4)).toEqual({ ok: true, score: 3.5 });
    expect(teacherScore(-1, 4)).toEqual({ ok: true, score: null });
    expect(teacherScore(null, 4)).toEqual({ ok: true, score: null });
    expect(teacherScore(5, 4)).toEqual({ ok: false });
    expect(teacherScore(-2, 4)).toEqual({ ok: false });
  });
  it('totals are blank while anything is unscored', () => {
    expect(totals([{ score: 1, maxScore: 1 }, { score: 2, maxScore: 4 }])).toEqual({ score: 3, maxScore: 5, percent: 60 });
    expect(totals([{ score: 1, maxScore: 1 }, { score: null, maxScore: 4 }])).toEqual({ score: null, maxScore: 5, percent: null });
  });
  it('an attempt is complete once every question is scored (and required feedback given)', () => {
    const facts = { submitted: true, scores: [1, 2], maxScores: [1, 4], requiresTeacherFeedback: false, teacherResponded: false };
    expect(attemptFeedbackStatus(facts)).toBe(FeedbackStatus.Completed);
    expect(attemptFeedbackStatus({ ...facts, scores: [1, null] })).toBe(FeedbackStatus.Pending);
    expect(attemptFeedbackStatus({ ...facts, requiresTeacherFeedback: true })).toBe(FeedbackStatus.Pending);
    expect(attemptFeedbackStatus({ ...facts, requiresTeacherFeedback: true, teacherResponded: true })).toBe(FeedbackStatus.Completed);
    expect(attemptFeedbackStatus({ ...facts, submitted: false })).toBe(FeedbackStatus.None);
  });
  it("a unit's status becomes 2 when all its questions are scored; its score is blank before", () => {
    const done = { submitted: true, feedbackStatus: FeedbackStatus.Completed, score: 3, maxScore: 4 };
    const pending = { submitted: true, feedbackStatus: FeedbackStatus.Pending, score: null, maxScore: 4 };
    expect(unitFeedback([done, pending])).toEqual({ feedbackStatus: FeedbackStatus.Pending, score: null });
    expect(unitFeedback([done, { ...done, score: 1 }])).toEqual({ feedbackStatus: FeedbackStatus.Completed, score: 50 });
    expect(unitFeedback([{ ...pending, submitted: false }])).toEqual({ feedbackStatus: FeedbackStatus.None, score: null });
  });
});

describe('answer rules', () => {
  it('applies a save only when its sequence number is higher', () => {
    expect(isNewerSave(0, 1)).toBe(true);
    expect(isNewerSave(5, 5)).toBe(false);
    expect(isNewerSave(6, 5)).toBe(false);
  });
  it('names every part of an answer the question does not have', () => {
    expect(answerProblems(mc, { choiceId: 99 })).toEqual([{ field: 'answer.choiceId', message: 'answerNotInQuestion' }]);
    expect(answerProblems(organizer, { placements: [{ elementId: 43, columnId: 99 }] })).toEqual([{ field: 'answer.placements.0.columnId', message: 'answerNotInQuestion' }]);
    expect(answerProblems(venn, { placements: [{ elementId: 31, set: 'both' }] })).toEqual([]);
  });
  it('counts an answer as given only when it says something', () => {
    expect(isAnswered({ choiceIds: [] })).toBe(false);
    expect(isAnswered({ blanks: [{ blankId: 1, value: ' ' }] })).toBe(false);
    expect(isAnswered({ topicId: 3, text: '', steps: [{ stepId: 1, text: 'plan' }] })).toBe(true);
  });
});

describe('student views never carry keys before submission', () => {
  const keyFields = (q: QuestionDocument) => JSON.stringify(redactQuestion(q, false));
  it('redacts correct choices, answer sets, accepted blanks, responses and the suggested answer', () => {
    for (const q of [mc, multi, venn, organizer, blanks, written] as QuestionDocument[]) {
      const json = keyFields(q);
      expect(json).not.toMatch(/"correct":(true|false)/);
      expect(json).not.toMatch(/"correctChoice(Id|List)":[\d[]/);
      expect(json).not.toMatch(/"correctAnswerSet":(?!null)/);
      expect(json).not.toContain('"why"');
      expect(json).not.toContain('"key"');
    }
  });
  it('shows them once the question is submitted, with marks and score', () => {
    const view = questionView(mc, { ...EMPTY_ANSWER_STATE, answer: { choiceId: 11 }, isSubmitted: true, score: 0, isCorrect: false, marks: { 11: false } }, 1, false);
    expect(view).toMatchObject({ revealed: true, correctChoiceId: 12, score: 0, isCorrect: false, marks: { 11: false } });
    expect(questionView(mc, { ...EMPTY_ANSWER_STATE, answer: { choiceId: 11 }, score: 0 }, 1, false)).toMatchObject({ revealed: false, correctChoiceId: null, score: null });
  });
});

describe('publish validation', () => {
  const doc = (questions: QuestionDocument[]) => ({
    id: 1,
    lessonId: 1,
    unitId: 1,
    lessonTypeId: 5,
    kind: 'mid-unit',
    directions: null,
    benchmarkSet: null,
    groups: [{ id: 1, assessmentGroupNumber: 1, title: null, sections: [{ id: 1, title: null }], questions }],
    version: 1,
    publishedAt: '2026-11-22T00:00:00.000Z',
  });
  const essay = (id: number): QuestionOf<'essay'> => ({ ...base, id, type: 'essay', steps: [], topics: [] });
  it('allows at most one essay and one Venn diagram per assessment', () => {
    expect(assessmentDocumentSchema.safeParse(doc([essay(1), venn])).success).toBe(true);
    expect(assessmentDocumentSchema.safeParse(doc([essay(1), essay(2)])).success).toBe(false);
    expect(assessmentDocumentSchema.safeParse(doc([venn, { ...venn, id: 9 }])).success).toBe(false);
  });
  it('refuses a key that names a missing choice or a blank without its marker', () => {
    expect(assessmentDocumentSchema.safeParse(doc([{ ...mc, correctChoiceId: 99 }])).success).toBe(false);
    expect(assessmentDocumentSchema.safeParse(doc([{ ...blanks, content: text('no markers') }])).success).toBe(false);
  });
});
