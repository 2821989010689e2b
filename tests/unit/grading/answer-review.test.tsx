// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@domain/assessment/student-view';
import { AnswerReview } from '@ui/grading/AnswerReview';
import { assessmentView, bi, cloze, essay, fillIn, group, multipleChoice, multiResponse, organizer, revealed, trueFalse, venn, written } from '../assessment-ui/assessment-world';
import { gradingWorld, renderSection } from './grading-world';

/** The teacher's read-only view of one answer, for each of the nine question types. */

type WithChoices = QuestionView & { choices: { id: number }[] };
type WithElements = QuestionView & { elements: { id: number }[]; columns?: { id: number }[] };
type WithBlanks = QuestionView & { blanks: { id: number }[] };

function show(q: QuestionView) {
  const view = assessmentView([group([q], { isSubmitted: true })]);
  const w = gradingWorld({ views: [view] });
  renderSection(<AnswerReview assessment={view} questionId={q.id} studentId={w.studentId} />, w.services);
  const review = screen.getByTestId('answer-review');
  return {
    review,
    marks: () => within(review).queryAllByTestId('answer-mark').map((m) => m.textContent),
    editable: () => [...review.querySelectorAll('input, textarea, select')].filter((el) => !(el as HTMLInputElement).disabled && !(el as HTMLInputElement).readOnly),
  };
}

describe('AnswerReview', () => {
  it('multiple choice: the pick, disabled, marked incorrect, with the right answer shown', () => {
    const base = multipleChoice('Which tool shows distance?', ['The legend', 'The scale']) as WithChoices;
    const [legend] = base.choices;
    const q = revealed(base, { answer: { choiceId: legend.id }, marks: { [legend.id]: false }, score: 0, isCorrect: false }, { correctChoiceId: base.choices[1].id, choices: base.choices.map((c, i) => ({ ...c, correct: i === 1 })) });
    const r = show(q);
    expect((screen.getByRole('radio', { name: 'A. The legend' }) as HTMLInputElement).checked).toBe(true);
    expect(r.editable()).toEqual([]);
    expect(r.marks()).toEqual(['Incorrect']);
    expect(within(r.review).getByTestId('key-mark').textContent).toBe('Correct answer');
  });

  it('true or false: the pick marked correct', () => {
    const base = trueFalse('The Mayflower landed in 1620.') as WithChoices;
    const q = revealed(base, { answer: { choiceId: base.choices[0].id }, marks: { [base.choices[0].id]: true }, score: 1, isCorrect: true }, { correctChoiceId: base.choices[0].id, choices: base.choices.map((c, i) => ({ ...c, correct: i === 0 })) });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect(r.marks()).toEqual(['Correct']);
  });

  it('multi response: each pick marked', () => {
    const base = multiResponse('Why did colonists come?', ['Religion', 'Land', 'Law']) as WithChoices;
    const [religion, , law] = base.choices;
    const q = revealed(base, { answer: { choiceIds: [religion.id, law.id] }, marks: { [religion.id]: true, [law.id]: false }, score: 0, isCorrect: false }, { correctChoiceList: [religion.id, base.choices[1].id], choices: base.choices.map((c, i) => ({ ...c, correct: i < 2 })) });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect(r.marks()).toEqual(['Correct', 'Incorrect']);
  });

  it('venn diagram: placed elements marked', () => {
    const base = venn('Sort the goods.', ['Wheat', 'Markets']) as WithElements;
    const [wheat, markets] = base.elements;
    const q = revealed(base, { answer: { placements: [{ elementId: wheat.id, set: 'primary' }, { elementId: markets.id, set: 'primary' }] }, marks: { [wheat.id]: true, [markets.id]: false }, score: 0.5, isCorrect: false }, { elements: base.elements.map((e, i) => ({ ...e, correctAnswerSet: i === 0 ? 'primary' : 'secondary' })) });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect(r.marks()).toEqual(['Correct', 'Incorrect']);
  });

  it('graphic organizer: placed elements marked', () => {
    const base = organizer('Sort by region.', ['North', 'South'], ['Fishing', 'Tobacco']) as WithElements;
    const [north, south] = base.columns!;
    const [fishing, tobacco] = base.elements;
    const q = revealed(base, { answer: { placements: [{ elementId: fishing.id, columnId: north.id }, { elementId: tobacco.id, columnId: north.id }] }, marks: { [fishing.id]: true, [tobacco.id]: false }, score: 0.5, isCorrect: false }, { elements: base.elements.map((e, i) => ({ ...e, correctAnswerSet: i === 0 ? north.id : south.id })) });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect(r.marks()).toEqual(['Correct', 'Incorrect']);
  });

  it('cloze sentence: the blanks filled and marked', () => {
    const base = cloze('Complete it.', '<p>A [[1]] and a [[2]].</p>', ['legend', 'scale'], 2) as WithBlanks;
    const [first, second] = base.blanks;
    const q = revealed(base, { answer: { blanks: [{ blankId: first.id, value: 'legend' }, { blankId: second.id, value: 'legend' }] }, marks: { [first.id]: true, [second.id]: false }, score: 0.5, isCorrect: false }, { blanks: base.blanks.map((b, i) => ({ ...b, correctAnswerSet: i === 0 ? { en: ['legend'], es: ['leyenda'] } : { en: ['scale'], es: ['escala'] } })) });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect(r.marks()).toContain('Incorrect');
    expect(r.marks()).toContain('Correct');
  });

  it('fill in the blank: the typed words, read only and marked', () => {
    const base = fillIn('Fill it.', '<p>A map has a [[1]] and a [[2]].</p>', [null, null]) as WithBlanks;
    const [first, second] = base.blanks;
    const q = revealed(base, { answer: { blanks: [{ blankId: first.id, value: 'legend' }, { blankId: second.id, value: 'scale' }] }, marks: { [first.id]: true, [second.id]: false }, score: 0.5, isCorrect: false }, { blanks: base.blanks.map((b, i) => ({ ...b, correctAnswerSet: i === 0 ? { en: ['legend'], es: ['leyenda'] } : { en: ['compass rose'], es: ['rosa de los vientos'] } })) });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    const blank = within(r.review).getByRole('textbox', { name: 'Blank 1' }) as HTMLInputElement;
    expect([blank.value, blank.readOnly]).toEqual(['legend', true]);
    expect(r.marks()).toContain('Incorrect');
  });

  it('written: the text read only, the suggested answer and the rubric; no marks (the teacher scores it)', () => {
    const q = revealed(written('Why did the Pilgrims sign the compact?'), { answer: { text: 'To agree on laws.' }, score: null }, { suggestedAnswer: bi('<p>To govern themselves.</p>'), rubric: bi('<p>2 points: names self-government.</p>') });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect((within(r.review).getByRole('textbox') as HTMLTextAreaElement).value).toBe('To agree on laws.');
    expect(r.marks()).toEqual([]);
    expect(r.review.textContent).toContain('To govern themselves.');
    expect(within(r.review).getByRole('region', { name: 'Rubric' }).textContent).toContain('2 points: names self-government.');
  });

  it('essay: the student’s text read only, with the rubric', () => {
    const base = essay('Plan a colony.');
    const q = revealed(base, { answer: { text: 'We would build near a river.', topicId: null, steps: [] }, score: null }, { rubric: bi('<p>Clear plan.</p>') });
    const r = show(q);
    expect(r.editable()).toEqual([]);
    expect(r.review.textContent).toContain('We would build near a river.');
    expect(within(r.review).getByRole('region', { name: 'Rubric' })).toBeTruthy();
  });

  it('says so when the student left the question unanswered', () => {
    const q = revealed(written('Explain.'), { answer: null, score: 0 });
    show(q);
    expect(screen.getByText('The student did not answer this question.')).toBeTruthy();
  });
});
